import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@town/core';
import type { Locator, Page } from 'playwright-core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { describeInBrowser, seriousViolations, useBrowserHarness } from '../support/browserHarness';
import {
  orderFixtures,
  otherVendorProduct,
  otherVendorShopId,
  secondVendorProduct,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';

/** Where the 360 px screenshots go, to be looked at: SHOTS_DIR=some/folder to keep them. */
const shotsDir = process.env.SHOTS_DIR;
const courier = demoStaff.delivery[0]!;
const shopA = demoCatalog.shops.find((shop) => shop.id === vendorShopId)!;
const shopB = demoCatalog.shops.find((shop) => shop.id === otherVendorShopId)!;
/** Shop B opens at 6 every morning and shuts at 8: at the hosts' 10:00 it opens tomorrow. */
const earlyMornings = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '06:00', to: '08:00' }));

jest.setTimeout(120_000);

/**
 * An order from two shops, as its customer and its courier see it on a 360 px phone: what it
 * comes to (items, delivery, total), when it is expected when a shop opens only tomorrow, a shop's
 * cancelled part, and the courier picking up at one shop while the other packs. The host's clock
 * is held at a Saturday 10:00 in Sonapur and each phone's clock at the host's.
 */
describeInBrowser('an order from two shops on the phone, in Chromium on the local host', () => {
  const web = useBrowserHarness({
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
  });
  let sessionOf: ReturnType<typeof staffSessions>;
  let fixtures: ReturnType<typeof orderFixtures>;

  beforeAll(async () => {
    sessionOf = staffSessions(web.api);
    fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    await fixtures.stockUp();
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });
  afterEach(async () => {
    // Shop B back to its demo hours for the next test.
    const hours = demoCatalog.shops.find((shop) => shop.id === otherVendorShopId)!.hours;
    await web.api.call(
      'setShopOpening',
      { shopId: otherVendorShopId, hours },
      await sessionOf('admin'),
    );
  });

  /** A 360 px phone whose clock is the host's, with axe allowed in (the app's CSP refuses it). */
  const phone = (lang: 'en' | 'bn' = 'en', storage?: Record<string, string>) =>
    web.phone({ lang, at: web.api.now(), bypassCSP: true, ...(storage ? { storage } : {}) });
  const shot = async (page: Page, name: string, focus?: Locator) => {
    if (!shotsDir) return;
    if (focus) await focus.screenshot({ path: join(shotsDir, `${name}.png`) });
    else await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
  };
  /** A cart line as the shop pages keep it, one of the product. */
  const cartLine = (product: typeof vendorProduct, shopName?: string) => ({
    id: product.id,
    name: product.name,
    quantity: 1,
    stock: product.stock,
    pricePaise: product.pricePaise,
    unit: product.unit,
    shopId: product.shopId,
    ...(shopName ? { shopName } : {}),
    shopType: product.shopType,
  });
  const card = (page: Page) => page.locator('main article.order-card');
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
  const closeShopBUntilTomorrow = async () => {
    const reply = await web.api.call(
      'setShopOpening',
      { shopId: otherVendorShopId, hours: earlyMornings },
      await sessionOf('admin'),
    );
    if (reply.httpStatus !== 200) throw new Error(`hours: ${reply.text}`);
  };

  test('the order page adds up like the cart, says tomorrow, and shows a shop dropping out', async () => {
    await closeShopBUntilTomorrow();
    const placed = await fixtures.placeMixed();
    const order = (await web.api.documents<Order>('orders')).find((o) => o.id === placed.id)!;
    const [partA, partB] = order.parts;

    const page = await phone();
    await web.visit(page, `/order/${placed.code}#${placed.secret}`);
    const shown = card(page);
    // Shop A could have it ready by 10:25; shop B opens at 6:00 tomorrow, packs by 6:25.
    await shown.getByText('Expected tomorrow by 6:45 am').waitFor();
    await shown
      .getByText(`${shopB.name} opens tomorrow, 6:00 am: its part is packed after it opens.`)
      .waitFor();
    const sums = shown.locator('.order-card__sums');
    expect(await sums.innerText()).toBe(
      [
        `Items\n${rupees(order.subtotalPaise)}`,
        `Delivery\n${rupees(order.deliveryFeePaise)}`,
        `Total\n${rupees(order.totalPaise)}`,
      ].join('\n'),
    );
    expect(order.subtotalPaise + order.deliveryFeePaise).toBe(order.totalPaise);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'order-two-shops-en', shown);

    // Shop A drops out: the page, following the order by itself, says so within its next ask.
    const dropped = await web.api.call(
      'moveOrder',
      { orderId: placed.id, to: 'cancelled', note: 'Out of rice today' },
      await sessionOf('vendor'),
    );
    expect(dropped.httpStatus).toBe(200);
    const after = (await web.api.documents<Order>('orders')).find((o) => o.id === placed.id)!;
    const notice = shown.getByRole('status').filter({ hasText: 'cancelled its part' });
    await notice.waitFor({ timeout: 15_000 });
    expect((await notice.innerText()).split('\n').filter(Boolean)).toEqual([
      `${shopA.name} cancelled its part of your order. Reason: Out of rice today`,
      `The rest of your order goes on. It now comes to ${rupees(after.totalPaise)}.`,
    ]);
    const cancelledPart = shown.locator('.order-part').filter({ hasText: shopA.name });
    await cancelledPart.getByText('Cancelled, not charged · Reason: Out of rice today').waitFor();
    expect(
      await cancelledPart
        .locator('.order-items li span')
        .first()
        .evaluate((line) => getComputedStyle(line).textDecorationLine),
    ).toBe('line-through');
    expect(await sums.innerText()).toBe(
      [
        `Items\n${rupees(partB!.subtotalPaise)}`,
        `Delivery\n${rupees(order.deliveryFeePaise)}`,
        `Total\n${rupees(partB!.subtotalPaise + order.deliveryFeePaise)}`,
      ].join('\n'),
    );
    expect(partA!.subtotalPaise + partB!.subtotalPaise).toBe(order.subtotalPaise);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'order-part-cancelled-en', shown);

    // The same page in Bengali.
    const bengali = await phone('bn');
    await web.visit(bengali, `/order/${placed.code}#${placed.secret}`);
    await card(bengali).getByText('আনুমানিক পৌঁছাবে আগামীকাল সকাল ৬:৪৫-এর মধ্যে').waitFor();
    await card(bengali).getByText('আপনার অর্ডারে তাদের অংশটি বাতিল করেছে', { exact: false }).waitFor();
    await card(bengali).getByText('বাতিল, দাম লাগবে না · কারণ: Out of rice today').waitFor();
    await shot(bengali, 'order-part-cancelled-bn', card(bengali));
  });

  test("a shop short of one line says so on its board; the customer's page says what and why", async () => {
    const placed = await fixtures.placeTwoLines();
    const vendor = demoStaff.vendors.find((each) => each.profile.shopId === vendorShopId)!;
    const board = await phone();
    await web.signIn(board, '/vendorLogin', vendor.profile.phone, vendor.password);
    const shown = board.getByRole('article', { name: `Order ${placed.code}` });
    await shown.getByRole('button', { name: `${secondVendorProduct.name}: not available` }).click();
    await shown.getByLabel(`How many ${secondVendorProduct.name} can you give?`).selectOption('1');
    await shown.getByLabel(/^Why/).fill('Only one left');
    expect(await seriousViolations(board)).toEqual([]);
    await shot(board, 'shop-short-form-en', shown);
    await shown.getByRole('button', { name: 'Give 1 instead' }).click();
    const struck = shown.getByRole('list', { name: 'Not available' });
    await struck.getByText('Only one left', { exact: false }).waitFor();
    expect(await struck.innerText()).toContain(`1 × ${secondVendorProduct.name}`);
    await shot(board, 'shop-short-done-en', shown);

    const after = (await web.api.documents<Order>('orders')).find((o) => o.id === placed.id)!;
    const customer = await phone();
    await web.visit(customer, `/order/${placed.code}#${placed.secret}`);
    const notice = card(customer).getByRole('status').filter({ hasText: 'does not have' });
    expect((await notice.innerText()).split('\n').filter(Boolean)).toEqual([
      `${shopA.name} does not have 1 × ${secondVendorProduct.name}: it is taken off your order. Reason: Only one left`,
      `Your order now comes to ${rupees(after.totalPaise)}.`,
    ]);
    await card(customer).getByText('Not available, not charged').waitFor();
    expect(await seriousViolations(customer)).toEqual([]);
    await shot(customer, 'order-short-line-en', card(customer));
  });

  test('the cart says when it would arrive: tomorrow, after the shop opens', async () => {
    await closeShopBUntilTomorrow();
    const cart = JSON.stringify([cartLine(vendorProduct), cartLine(otherVendorProduct)]);
    for (const [lang, expected, opens] of [
      ['en', 'tomorrow by 6:45 am', `${shopB.name} opens tomorrow, 6:00 am`],
      ['bn', 'আগামীকাল সকাল ৬:৪৫-এর মধ্যে', 'খুলবে আগামীকাল, সকাল ৬:০০'],
    ] as const) {
      const page = await phone(lang, { [`${demoTown.slug}_cart`]: cart });
      await web.visit(page, '/cart');
      const totals = page.locator('main .totals');
      await totals.locator('.totals__expected dd', { hasText: expected }).waitFor();
      await page.locator('main').getByText(opens, { exact: false }).waitFor();
      if (lang === 'en') expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `cart-expected-${lang}`, totals);
    }
  });

  test("a cart from two shops gives each shop a note of its own, and the delivery the order's", async () => {
    const cart = JSON.stringify([
      cartLine(vendorProduct, shopA.name),
      cartLine(otherVendorProduct, shopB.name),
    ]);
    const page = await phone('en', { [`${demoTown.slug}_cart`]: cart });
    await web.visit(page, '/cart');
    await page.getByLabel('Your name').fill('Two Notes');
    await page.getByLabel('Mobile number').fill('9830077881');
    await page.getByLabel('Address').fill('House 7, Kalibari Road, Sonapur');
    await page.locator('textarea[name="note"]').fill('Ring the bell twice');
    const notes = page.getByRole('group', { name: 'Notes for the shops' });
    await notes.getByLabel(`For ${shopA.name}`).fill('Cut in curry pieces');
    await shot(page, 'cart-shop-notes', notes);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/thankYou/);
    const order = web.api
      .documents<Order>('orders')
      .find((o) => o.customer.phone === '9830077881')!;
    expect(order.note).toBe('Ring the bell twice');
    expect(order.parts.map((part) => [part.shopId, part.note])).toEqual([
      [vendorShopId, 'Cut in curry pieces'],
      [otherVendorShopId, undefined],
    ]);
  });

  test('the courier picks up the packed part while the other shop packs; delivery closes both', async () => {
    const placed = await fixtures.placeMixed();
    for (const [who, to] of [
      ['vendor', 'accepted'],
      ['vendor', 'ready'],
      ['otherVendor', 'accepted'],
    ] as const) {
      const reply = await web.api.call(
        'moveOrder',
        { orderId: placed.id, to },
        await sessionOf(who),
      );
      expect(reply.httpStatus).toBe(200);
    }
    const page = await phone();
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    const offered = page
      .getByRole('region', { name: 'Open to take' })
      .getByRole('article', { name: `Order ${placed.code}` });
    await offered.getByRole('button', { name: 'Take this order' }).click();
    const mine = page
      .getByRole('region', { name: 'My deliveries' })
      .getByRole('article', { name: `Order ${placed.code}` });
    const pickups = mine.getByRole('list', { name: 'Pickups' });
    await mine.getByText(`Waiting for ${shopB.name} to pack its part.`).waitFor();
    // One button, at the shop that has packed; nothing whole-order to press yet.
    const atA = mine.getByRole('button', { name: `Picked up at ${shopA.name}` });
    await atA.waitFor();
    expect(await mine.getByRole('button', { name: /^Picked up/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'courier-one-shop-packed-en', mine);

    await atA.click();
    const partA = pickups.locator(':scope > li').filter({ hasText: shopA.name });
    await partA.getByText(`Collected from ${shopA.name}`).waitFor();
    await partA.getByText('Picked up', { exact: true }).waitFor();
    await mine.getByText(`Waiting for ${shopB.name} to pack its part.`).waitFor();
    await shot(page, 'courier-picked-up-one-en', mine);

    // Shop B packs: its button appears by itself on the live board; the last pickup takes it out.
    await web.api.call(
      'moveOrder',
      { orderId: placed.id, to: 'ready' },
      await sessionOf('otherVendor'),
    );
    await mine.getByRole('button', { name: `Picked up at ${shopB.name}` }).click();
    await mine.getByRole('button', { name: 'Delivered' }).click();
    await mine.getByRole('button', { name: 'Cash received' }).click();
    const done = page
      .getByRole('region', { name: 'Finished' })
      .getByRole('article', { name: `Order ${placed.code}` });
    const parts = done.getByRole('list', { name: 'Pickups' }).locator(':scope > li');
    await parts.first().getByText('Delivered', { exact: true }).waitFor();
    expect(await parts.allInnerTexts()).toEqual([
      expect.stringContaining('Delivered'),
      expect.stringContaining('Delivered'),
    ]);
    expect(await done.getByText('Ready for pickup').count()).toBe(0);
    await shot(page, 'courier-delivered-en', done);

    // The customer's page: both parts delivered.
    const customer = await phone();
    await web.visit(customer, `/order/${placed.code}#${placed.secret}`);
    const shopParts = card(customer).locator('.order-part');
    await shopParts.first().getByText('Delivered', { exact: true }).waitFor();
    expect(await shopParts.locator('.status-pill').allInnerTexts()).toEqual([
      'Delivered',
      'Delivered',
    ]);
  });
});
