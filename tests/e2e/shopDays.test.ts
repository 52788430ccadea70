import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, Product } from '@town/core';
import type { Locator, Page } from 'playwright-core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { describeInBrowser, refusedRequest, useBrowserHarness } from '../support/browserHarness';

/** Where the 360 px screenshots go, to be looked at: SHOTS_DIR=some/folder to keep them. */
const shotsDir = process.env.SHOTS_DIR;

const cartKey = `${demoTown.slug}_cart`;
const vendor = demoStaff.vendors[0]!;
const admin = demoStaff.admins[0]!;
const shop = demoCatalog.shops.find((s) => s.id === vendor.profile.shopId)!;
const sellable = (p: Product) => p.available && p.stock >= 20 && !p.prescriptionRequired;
const product = demoCatalog.products.find((p) => p.shopId === shop.id && sellable(p))!;
const medicine = demoCatalog.products.find((p) => p.prescriptionRequired && p.available)!;
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Open all day every day, so "open now" does not depend on when the test runs. */
const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '23:59' }));

/** A cart line as the shop screens save it. */
const cartLine = (p: Product, shopName?: string) => ({
  id: p.id,
  name: p.name,
  quantity: 1,
  stock: p.stock,
  pricePaise: p.pricePaise,
  unit: p.unit,
  shopId: p.shopId,
  shopType: p.shopType,
  ...(shopName ? { shopName } : {}),
  ...(p.prescriptionRequired ? { prescriptionRequired: true } : {}),
});

describeInBrowser('shop days and honest shopping in Chromium on the local host', () => {
  // The browser's clock and the host's must agree on "today": real time on both.
  const web = useBrowserHarness({
    realClock: true,
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
  });
  const { visit } = web;
  beforeAll(async () => {
    const { session } = await web.api.signIn('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    const reply = await web.api.call(
      'setShopOpening',
      { shopId: shop.id, hours: allDay },
      session!,
    );
    if (reply.httpStatus !== 200) throw new Error(`setting the hours failed: ${reply.text}`);
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });

  /** A 360 px phone of its own, in a language, with a saved cart. */
  async function phone(lang: 'en' | 'bn' = 'en', cart: unknown[] = []): Promise<Page> {
    const page = await web.phone({ lang: null });
    const context = page.context();
    await context.addInitScript(
      ([language, key, saved]) => {
        localStorage.setItem('lang', language);
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, saved);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [lang, cartKey, JSON.stringify(cart)] as const,
    );
    page.setDefaultTimeout(10_000);
    return page;
  }
  const main = (page: Page) => page.locator('main');
  /** The whole page, or the screen a phone shows around `focus`. */
  const shot = async (page: Page, name: string, focus?: Locator) => {
    if (!shotsDir) return;
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: !focus });
  };
  const savedCart = (page: Page) =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), cartKey) as Promise<
      Array<{ id: string; quantity: number }>
    >;
  async function fillDelivery(page: Page, phoneNumber: string) {
    await main(page).getByLabel('Your name').fill('Rina Saha');
    await main(page).getByLabel('Mobile number').fill(phoneNumber);
    await main(page).getByLabel('Address').fill('House 7, Kalibari Road, Sonapur');
  }

  /** The "Saved" note of one of the shop's forms, found by its section's heading. */
  const savedNote = (page: Page, section: string) =>
    main(page).getByRole('region', { name: section }).getByRole('status').getByText('Saved');

  async function vendorSetsStatus(page: Page, status: RegExp) {
    await web.signIn(page, '/vendorLogin', vendor.profile.phone, vendor.password);
    await page.waitForURL(`${web.api.url}/vendor/${shop.type}`);
    await page.getByRole('link', { name: 'Open or closed' }).click();
    await main(page).getByRole('radio', { name: status }).check();
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await savedNote(page, 'Open or closed').waitFor();
  }

  test('a vendor closes the shop for today: its products cannot be added, the order is refused and the cart offers to take them out', async () => {
    web.allowConsoleError(refusedRequest(400), 'the host refuses an order from a closed shop');
    // A customer already has the shop's product in the cart from earlier.
    const customer = await phone('en', [cartLine(product, shop.name)]);
    const counter = await phone();
    await vendorSetsStatus(counter, /Closed for the rest of today/);
    await main(counter)
      .getByText(/Customers see: Closed today · opens tomorrow/)
      .waitFor();
    await shot(counter, 'vendor-closed-en');

    await visit(customer, '/grocery');
    const card = main(customer).getByRole('article').filter({ hasText: shop.name }).first();
    await card.getByText(/Closed today · opens tomorrow/).waitFor();
    const productCard = main(customer)
      .locator('.product-card')
      .filter({ has: customer.getByRole('heading', { name: product.name, exact: true }) });
    await productCard.getByRole('button', { name: 'Shop closed' }).waitFor();
    expect(await productCard.getByRole('button', { name: 'Shop closed' }).isDisabled()).toBe(true);
    expect(
      await customer.getByRole('button', { name: `Add ${product.name} to cart` }).count(),
    ).toBe(0);
    await shot(customer, 'grocery-shop-closed-en', card);
    await shot(customer, 'grocery-closed-en', productCard);

    // The cart says so before the form; placing the order anyway is refused by the server.
    await visit(customer, '/cart');
    await main(customer).getByText(`${shop.name}: Closed today`, { exact: false }).waitFor();
    const ordersBefore = web.api.documents<Order>('orders').length;
    await fillDelivery(customer, '9830066001');
    await main(customer)
      .getByRole('button', { name: /^Place order/ })
      .click();
    await main(customer)
      .getByText('A shop in your cart is closed, so the order was not placed:')
      .waitFor();
    await main(customer).getByText(`${shop.name} is closed today.`).waitFor();
    expect(web.api.documents<Order>('orders').length).toBe(ordersBefore);
    await shot(customer, 'cart-closed-en');
    await main(customer).getByRole('button', { name: 'Remove its items' }).click();
    await main(customer).getByText('Your cart is empty.').waitFor();

    // Open again: the product can be added at once.
    await main(counter)
      .getByRole('radio', { name: /Open, by the hours below/ })
      .check();
    await main(counter).getByRole('button', { name: 'Save', exact: true }).click();
    await main(counter)
      .getByText(/Customers see: Open now/)
      .waitFor();
    await visit(customer, '/grocery');
    await customer.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    expect((await savedCart(customer)).map((line) => line.id)).toEqual([product.id]);
  });

  test('the vendor edits the hours; a Bengali customer sees the holiday', async () => {
    const counter = await phone();
    await vendorSetsStatus(counter, /Open, by the hours below/);
    const monday = main(counter).getByRole('group', { name: 'Monday' });
    await monday.getByLabel('Closes at').first().fill('12:00');
    await monday.getByRole('button', { name: 'Add an opening time on Monday' }).click();
    await main(counter).getByRole('button', { name: 'Save hours' }).click();
    // The hours' own note: the status form above still says "Saved" from before.
    await savedNote(counter, 'Opening hours').waitFor();
    const stored = web.api
      .documents<{ id: string; hours: unknown[] }>('shops')
      .find((s) => s.id === shop.id)!;
    expect(stored.hours).toContainEqual({ day: 1, from: '00:00', to: '12:00' });
    expect(stored.hours).toContainEqual({ day: 1, from: '12:00', to: '21:00' });

    // Closing before opening is said beside the time and nothing is sent.
    await monday.getByLabel('Closes at').last().fill('11:00');
    await main(counter).getByRole('button', { name: 'Save hours' }).click();
    await monday.getByText('The closing time must be after the opening time.').waitFor();
    await shot(counter, 'vendor-hours-en');

    await main(counter).getByRole('radio', { name: 'On holiday' }).check();
    await main(counter).getByRole('button', { name: 'Save', exact: true }).click();
    await savedNote(counter, 'Open or closed').waitFor();
    const bengali = await phone('bn');
    await visit(bengali, '/grocery');
    await main(bengali)
      .getByText(/ছুটিতে · খুলবে/)
      .first()
      .waitFor();
    await main(bengali).getByRole('button', { name: 'দোকান বন্ধ' }).first().waitFor();
    await shot(
      bengali,
      'grocery-holiday-bn',
      main(bengali).getByRole('button', { name: 'দোকান বন্ধ' }).first(),
    );

    const { session } = await web.api.signIn('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    await web.api.call(
      'setShopOpening',
      { shopId: shop.id, status: 'open', hours: allDay },
      session!,
    );
  });

  test('"−" at 1 takes the item out and offers to put it back', async () => {
    const page = await phone();
    await visit(page, '/grocery');
    await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await page.getByRole('button', { name: `One less ${product.name}` }).click();
    expect(await savedCart(page)).toEqual([]);
    const offer = page.locator('.undo-removed');
    await offer.getByText(`${product.name} taken out of the cart.`).waitFor();
    await shot(page, 'undo-en', offer);
    await offer.getByRole('button', { name: 'Undo' }).click();
    expect((await savedCart(page)).map((line) => [line.id, line.quantity])).toEqual([
      [product.id, 1],
    ]);

    // In the cart too, at its place among the other lines.
    await visit(page, '/cart');
    await page.getByRole('button', { name: `One less ${product.name}` }).click();
    await main(page).getByText('Your cart is empty.').waitFor();
    await main(page).getByRole('button', { name: 'Undo' }).click();
    await main(page).getByRole('heading', { name: product.name }).waitFor();
  });

  test('a prescription medicine in the cart asks for the photo there, before the form', async () => {
    const page = await phone('en', [cartLine(medicine, 'Lifeline Medical Hall')]);
    await visit(page, '/cart');
    const rx = main(page).getByRole('region', { name: 'Prescription needed' });
    await rx
      .getByText(`The pharmacist hands over ${medicine.name} only against a prescription`, {
        exact: false,
      })
      .waitFor();
    // The photo comes before the delivery form on the page.
    const rxTop = (await rx.boundingBox())!.y;
    const formTop = (await main(page).getByLabel('Your name').boundingBox())!.y;
    expect(rxTop).toBeLessThan(formTop);
    await shot(page, 'cart-prescription-en');

    const ordersBefore = web.api.documents<Order>('orders').length;
    await fillDelivery(page, '9830066002');
    await main(page)
      .getByRole('button', { name: /^Place order/ })
      .click();
    await rx.getByText(`Add a photo of the prescription for: ${medicine.name}`).waitFor();
    expect(web.api.documents<Order>('orders').length).toBe(ordersBefore);

    await rx.getByLabel('Take or choose a photo').setInputFiles({
      name: 'prescription.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await rx.getByRole('img', { name: 'Your prescription photo' }).waitFor();
    await main(page)
      .getByRole('button', { name: /^Place order/ })
      .click();
    await page.waitForURL(/\/thankYou/);
    const order = web.api.documents<Order>('orders').at(-1)!;
    expect(order.kind).toBe('pharmacy');
    expect(order.items.map((item) => item.productId)).toEqual([medicine.id]);
    expect(order.prescriptionPhoto).toMatch(/^uploads\//);
  });

  test('the cart in Bengali at 360 px with a closed shop and a prescription', async () => {
    const { session } = await web.api.signIn('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    await web.api.call('setShopOpening', { shopId: shop.id, status: 'closedToday' }, session!);
    const page = await phone('bn', [cartLine(product, shop.name), cartLine(medicine)]);
    await visit(page, '/cart');
    await main(page).getByText('প্রেসক্রিপশন লাগবে').waitFor();
    await main(page)
      .getByText(/আজ বন্ধ/)
      .first()
      .waitFor();
    await shot(page, 'cart-bn');
    await web.api.call('setShopOpening', { shopId: shop.id, status: 'open' }, session!);
  });
});
