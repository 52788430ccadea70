import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, Product, Shop, TownConfig } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { describeInBrowser, refusedRequest, useBrowserHarness } from '../support/browserHarness';
import {
  orderFixtures,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';
import { testTown } from '../support/testTown';

/** The demo town without slots: the admin sets them (its limits the settings form can save). */
const town: TownConfig = demoTown;
const admin = demoStaff.admins[0]!;
const product = demoCatalog.products.find(
  (p: Product) =>
    p.available && p.stock >= 20 && !p.prescriptionRequired && p.shopType === 'grocery',
)!;
const shop = demoCatalog.shops.find((s: Shop) => s.id === product.shopId)!;
const savedCart = JSON.stringify([
  {
    id: product.id,
    name: product.name,
    quantity: 1,
    stock: product.stock,
    pricePaise: product.pricePaise,
    unit: product.unit,
    shopId: product.shopId,
    shopType: product.shopType,
  },
]);
/** Where screenshots at 360 px go when SCREENSHOTS_DIR is set, to look at them. */
const screenshotsDir = process.env.SCREENSHOTS_DIR;
async function screenshot(page: Page, name: string, fullPage = true) {
  if (!screenshotsDir) return;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage });
}
/** The hosts' clock: Saturday 2026-11-21, 10:00 in the town. */
const hostNow = new Date('2026-11-21T10:00:00+05:30');

describeInBrowser('delivery slots set by the admin, chosen at checkout', () => {
  const web = useBrowserHarness({ town });
  const storedSlots = () => web.api.documents<TownConfig>('town')[0]?.delivery.slots;

  async function signedInAdmin(): Promise<Page> {
    const page = await web.phone({ width: 360, height: 800 });
    page.setDefaultTimeout(15_000);
    await web.signIn(page, '/login', admin.profile.email, admin.password);
    await page.waitForURL(/\/admin/);
    return page;
  }

  async function offeredAtCheckout(lang: 'en' | 'bn' = 'en'): Promise<string[]> {
    const page = await web.phone({
      lang,
      width: 360,
      height: 800,
      at: hostNow,
      storage: { [`${town.slug}_cart`]: savedCart },
    });
    page.setDefaultTimeout(10_000);
    await web.visit(page, '/cart');
    const choices = page.locator('.slot-picker label');
    await choices.nth(1).waitFor();
    const texts = (await choices.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    await page.close();
    return texts;
  }

  test('the admin sets two windows; a field error says what is wrong; the checkout offers them', async () => {
    const page = await signedInAdmin();
    await web.visit(page, '/admin/town');
    await page.getByRole('button', { name: 'Add a delivery window' }).click();
    const first = page.getByRole('group', { name: 'Window 1', exact: true });
    await first.getByLabel('From').fill('12:00');
    await first.getByLabel('To').fill('14:00');
    await first.getByLabel('Orders the couriers can take in it').fill('0');
    await page.getByRole('button', { name: 'Add a delivery window' }).click();
    const second = page.getByRole('group', { name: 'Window 2', exact: true });
    await second.getByLabel('From').fill('13:00');
    await second.getByLabel('To').fill('15:00');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    // Told at the fields, before anything is sent: nothing is saved.
    await first.getByText('Enter a number from 1 to 10000').waitFor();
    await second.getByText('This window overlaps an earlier one').waitFor();
    await first.scrollIntoViewIfNeeded();
    await screenshot(page, 'slots-admin-errors-en', false);
    expect(storedSlots()).toBeUndefined();

    await first.getByLabel('Orders the couriers can take in it').fill('1');
    await second.getByLabel('From').fill('18:00');
    await second.getByLabel('To').fill('20:00');
    await second.getByLabel('Orders the couriers can take in it').fill('5');
    await page.getByLabel(/^Shops stop taking orders for a window/).fill('60');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    await page.getByText('Saved. Every page shows the new settings').waitFor();
    expect(storedSlots()).toEqual({
      windows: [
        { from: '12:00', to: '14:00', capacity: 1 },
        { from: '18:00', to: '20:00', capacity: 5 },
      ],
      cutoffMinutes: 60,
    });
    await page.close();

    expect(await offeredAtCheckout()).toEqual([
      'As soon as possible',
      'Today, 12:00 pm – 2:00 pm 1 place left',
      'Today, 6:00 pm – 8:00 pm 5 places left',
      'Tomorrow, 12:00 pm – 2:00 pm 1 place left',
      'Tomorrow, 6:00 pm – 8:00 pm 5 places left',
    ]);
  });

  test('a cut-off the server refuses is said at its field, and nothing is saved', async () => {
    const page = await signedInAdmin();
    await web.visit(page, '/admin/town');
    const first = page.getByRole('group', { name: 'Window 1', exact: true });
    await first.getByLabel('From').waitFor();
    await page.getByLabel(/^Shops stop taking orders for a window/).fill('2000');
    web.allowConsoleError(refusedRequest(400), 'a cut-off beyond a day, refused on purpose');
    await page.getByRole('button', { name: 'Save the town settings' }).click();
    await page.getByText('At most 1440 minutes (a day)').waitFor();
    expect(storedSlots()?.cutoffMinutes).toBe(60);
    await page.close();
  });

  test('the admin gives a shop a later cut-off: its cart is offered fewer windows', async () => {
    const page = await signedInAdmin();
    await web.visit(page, '/admin/shops');
    await page
      .getByRole('article', { name: shop.name })
      .getByRole('button', { name: 'Edit' })
      .click();
    // Five hours before: today's lunch window closed at 7:00, the evening's closes at 13:00.
    await page.getByLabel(/^Delivery slot cut-off/).fill('300');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${shop.name} was saved.`).waitFor();
    const stored = web.api.documents<Shop>('shops').find((each) => each.id === shop.id);
    expect(stored?.slotCutoffMinutes).toBe(300);
    await page.close();

    expect(await offeredAtCheckout()).toEqual([
      'As soon as possible',
      'Today, 6:00 pm – 8:00 pm 5 places left',
      'Tomorrow, 12:00 pm – 2:00 pm 1 place left',
      'Tomorrow, 6:00 pm – 8:00 pm 5 places left',
    ]);
  });
});

/** A lunch window and an evening one, from the start (the hosts' clock: Saturday 10:00). */
const slotTown: TownConfig = {
  ...testTown,
  delivery: {
    ...testTown.delivery,
    slots: {
      windows: [
        { from: '12:00', to: '14:00', capacity: 50 },
        { from: '18:00', to: '20:00', capacity: 50 },
      ],
      cutoffMinutes: 60,
    },
  },
};
const vendor = demoStaff.vendors.find((v) => v.profile.shopId === vendorShopId)!;
const courier = demoStaff.delivery[0]!;

describeInBrowser('boards grouped by delivery slot', () => {
  const web = useBrowserHarness({
    town: slotTown,
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
  });
  let sessionOf: ReturnType<typeof staffSessions>;
  const placed: Record<'asap' | 'lunch' | 'evening', { id: string; code: string }> = {} as never;

  async function place(slot?: { date: string; window: string }) {
    const reply = await web.api.call('createOrder', {
      customer: { name: 'Slot Customer', phone: `98765${String(Math.random()).slice(2, 7)}` },
      address: { line: '3 Clock Tower Road, Sonapur' },
      items: [{ productId: vendorProduct.id, quantity: 1 }],
      ...(slot ? { slot } : {}),
    });
    if (reply.httpStatus !== 200) throw new Error(reply.text);
    const { code } = reply.body.result as { code: string };
    const order = web.api
      .documents<{ id: string; code: string }>('orders')
      .find((each) => each.code === code)!;
    return { id: order.id, code };
  }

  /** The headings of a board's slot groups, top to bottom, with the codes under each. */
  async function groups(scope: ReturnType<Page['locator']>) {
    const sections = scope.locator('.staff-slot-group');
    await sections.first().waitFor();
    const found: Array<[string, string[]]> = [];
    for (const section of await sections.all()) {
      const title = (await section.locator('.staff-slot-group__title').innerText()).trim();
      const codes = await section.locator('.staff-order-card__code').allInnerTexts();
      found.push([title, codes.map((code) => code.replace(/^Order\s*/, '').trim())]);
    }
    return found;
  }

  beforeAll(async () => {
    sessionOf = staffSessions(web.api);
    await orderFixtures(web.api, () => sessionOf('admin')).stockUp();
    // Placed out of order: the boards sort them.
    placed.evening = await place({ date: '2026-11-22', window: '18:00-20:00' });
    placed.asap = await place();
    placed.lunch = await place({ date: '2026-11-21', window: '12:00-14:00' });
  });

  test('the shop’s board: as soon as possible first, then by day and window, the slot on each card', async () => {
    const page = await web.phone({ width: 360, height: 800, at: hostNow });
    page.setDefaultTimeout(15_000);
    await web.signIn(page, '/vendorLogin', vendor.profile.phone, vendor.password);
    const board = page.locator('main');
    expect(await groups(board)).toEqual([
      ['As soon as possible (1)', [placed.asap.code]],
      ['Today, 12:00 pm – 2:00 pm (1)', [placed.lunch.code]],
      ['Tomorrow, 6:00 pm – 8:00 pm (1)', [placed.evening.code]],
    ]);
    const lunchCard = page.getByRole('article', { name: `Order ${placed.lunch.code}` });
    await lunchCard.getByText('Deliver: Today, 12:00 pm – 2:00 pm').waitFor();
    const asapCard = page.getByRole('article', { name: `Order ${placed.asap.code}` });
    expect(await asapCard.getByText(/^Deliver:/).count()).toBe(0);
    await screenshot(page, 'slots-vendor-board-en');
    await page.close();
  });

  test('the courier’s board groups the orders open to take the same way', async () => {
    for (const order of Object.values(placed)) {
      const moved = await web.api.call(
        'moveOrder',
        { orderId: order.id, to: 'accepted' },
        await sessionOf('vendor'),
      );
      expect(moved.httpStatus).toBe(200);
    }
    const page = await web.phone({ width: 360, height: 800, at: hostNow });
    page.setDefaultTimeout(15_000);
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    const open = page.getByRole('region', { name: 'Open to take' });
    expect(await groups(open)).toEqual([
      ['As soon as possible (1)', [placed.asap.code]],
      ['Today, 12:00 pm – 2:00 pm (1)', [placed.lunch.code]],
      ['Tomorrow, 6:00 pm – 8:00 pm (1)', [placed.evening.code]],
    ]);
    await open
      .getByRole('article', { name: `Order ${placed.evening.code}` })
      .getByText('Deliver: Tomorrow, 6:00 pm – 8:00 pm')
      .waitFor();
    await screenshot(page, 'slots-courier-board-en');

    // In Bengali the groups and the cards' slot lines fit a 360 px phone too.
    await page.getByRole('button', { name: 'বাংলা' }).click();
    const titles = page.locator('.staff-slot-group__title');
    await titles
      .first()
      .getByText(/^যত তাড়াতাড়ি সম্ভব/)
      .waitFor();
    expect(await titles.allInnerTexts()).toEqual([
      expect.stringMatching(/^যত তাড়াতাড়ি সম্ভব \(১\)$/),
      expect.stringMatching(/^আজ, .+ \(১\)$/),
      expect.stringMatching(/^আগামীকাল, .+ \(১\)$/),
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'slots-courier-board-bn');
    await page.close();
  });
});

/** A lunch window with one place and an evening one with five. */
const checkoutTown: TownConfig = {
  ...testTown,
  delivery: {
    ...testTown.delivery,
    slots: {
      windows: [
        { from: '12:00', to: '14:00', capacity: 1 },
        { from: '18:00', to: '20:00', capacity: 5 },
      ],
      cutoffMinutes: 60,
    },
  },
};

describeInBrowser('a customer chooses a delivery slot at checkout', () => {
  const web = useBrowserHarness({ town: checkoutTown });
  const slotRadios = (page: Page) => page.locator('.slot-picker input[type="radio"]');

  async function checkout(lang: 'en' | 'bn', phone: string): Promise<Page> {
    const page = await web.phone({
      lang,
      width: 360,
      height: 800,
      at: hostNow,
      storage: { [`${checkoutTown.slug}_cart`]: savedCart },
    });
    page.setDefaultTimeout(10_000);
    await web.visit(page, '/cart');
    await slotRadios(page).nth(4).waitFor();
    await page.locator('input[name="name"]').fill('Rina Pal');
    await page.locator('input[name="phone"]').fill(phone);
    await page.locator('[name="address"]').fill('9 Temple Road, Sonapur');
    return page;
  }

  /** The order the page just placed, and its private page (the link the phone kept). */
  async function placedOrder(page: Page) {
    await page.waitForURL(/\/thankYou\?code=/);
    const code = new URL(page.url()).searchParams.get('code')!;
    const order = web.api.documents<Order>('orders').find((each) => each.code === code)!;
    const kept = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.endsWith('orderLinks')),
    );
    const links = JSON.parse(kept?.[1] ?? '[]') as { code: string; secret: string }[];
    const secret = links.find((link) => link.code === code)?.secret;
    return { order, privatePage: `/order/${code}#${secret}` };
  }

  for (const lang of ['en', 'bn'] as const) {
    test(`the chosen slot is on the order and its private page (${lang}, 360 px)`, async () => {
      const page = await checkout(lang, lang === 'en' ? '9830077001' : '9830077002');
      // Tomorrow evening: the fifth choice, after "as soon as possible" and today's two.
      await slotRadios(page).nth(4).check();
      // The totals promise the slot, not the estimate from the shops' usual minutes.
      const when = page.locator('.totals__expected');
      await when.getByText(lang === 'en' ? 'Delivery slot' : 'ডেলিভারির সময়').waitFor();
      await when
        .getByText(lang === 'en' ? 'Tomorrow, 6:00 pm – 8:00 pm' : /^আগামীকাল, .+ – .+$/)
        .waitFor();
      await screenshot(page, `slots-checkout-${lang}`);
      await page.locator('form button[type="submit"]').last().click();
      const { order, privatePage } = await placedOrder(page);
      expect(order.slot).toEqual({ date: '2026-11-22', window: '18:00-20:00' });
      await web.visit(page, privatePage);
      const promise =
        lang === 'en' ? 'Delivery tomorrow, 6:00 pm – 8:00 pm' : /^আগামীকাল ডেলিভারি, .+ – .+$/;
      await page.locator('.order-card__slot').getByText(promise).waitFor();
      // The promise fits the phone: nothing runs past the screen's edge.
      const box = (await page.locator('.order-card__slot').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await screenshot(page, `slots-private-${lang}`);
      await page.close();
    });
  }

  test('a slot that filled meanwhile is refused: it is no longer chosen nor listed', async () => {
    const page = await checkout('en', '9830077003');
    const lunch = page.getByRole('radio', { name: /^Today, 12:00 pm – 2:00 pm/ });
    await lunch.check();
    // Another customer takes the lunch window's one place first.
    const other = await web.api.call('createOrder', {
      customer: { name: 'Quick Neighbour', phone: '9830077004' },
      address: { line: '10 Temple Road, Sonapur' },
      items: [{ productId: product.id, quantity: 1 }],
      slot: { date: '2026-11-21', window: '12:00-14:00' },
    });
    expect(other.httpStatus).toBe(200);
    const before = web.api.documents<Order>('orders').length;
    web.allowConsoleError(refusedRequest(409, 400), 'the full slot, refused on purpose');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.getByText('That delivery time is no longer available').waitFor();
    expect(web.api.documents<Order>('orders')).toHaveLength(before);
    expect(await lunch.count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'As soon as possible' }).isChecked()).toBe(true);
    // Sent again as it stands, the order comes as soon as possible.
    await page.getByRole('button', { name: /^Place order/ }).click();
    const { order } = await placedOrder(page);
    expect(order.slot).toBeUndefined();
    await page.close();
  });
});
