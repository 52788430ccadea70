import type { CartItem, Order, Product } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoTown } from '../../demo';
import {
  describeInBrowser,
  filledValue,
  pageLive,
  refusedRequest,
  requestFailed,
  useBrowserHarness,
} from '../support/browserHarness';

const c = demoCatalog;
const cartKey = `${demoTown.slug}_cart`;
const first = <T>(list: readonly T[], predicate: (item: T) => boolean): T => {
  const found = list.find(predicate);
  if (!found) throw new Error('The demo data lacks an item this test needs');
  return found;
};
const sellable = (p: Product) => p.available && p.stock > 0 && !p.prescriptionRequired;
/** Plenty of stock: the cart-rule tests never run out. */
const rice = first(c.products, (p) => p.shopType === 'grocery' && sellable(p) && p.stock >= 40);
const checkoutItem = first(
  c.products,
  (p) => p.shopType === 'grocery' && sellable(p) && p.stock >= 20 && p.id !== rice.id,
);
const retryItem = first(
  c.products,
  (p) => p.shopType === 'bazaar' && sellable(p) && p.stock >= 5 && p.stock < 20,
);
/** Stock below the per-item limit, so the cart can ask for one more than there is. */
const scarce = first(
  c.products,
  (p) =>
    sellable(p) &&
    p.shopType !== 'pharmacy' &&
    p.stock >= 2 &&
    p.stock < demoTown.delivery.maxQuantityPerItem &&
    p.id !== retryItem.id,
);
const notListed = first(c.products, (p) => p.shopType === 'grocery' && !p.available);
const groceryShop = first(c.shops, (s) => s.type === 'grocery');
const gallery = c.galleries[0]!;
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

describeInBrowser('shop screens in Chromium on the local host', () => {
  const web = useBrowserHarness();

  /** A fresh browser profile (own storage) on `path`, with optional saved storage first. */
  async function open(
    path: string,
    { width = 360, storage = {} }: { width?: number; storage?: Record<string, string> } = {},
  ): Promise<Page> {
    const page = await web.phone({ lang: null, width, height: 800, storage });
    // Fail a missing element well inside the test's own time limit, naming what was awaited.
    page.setDefaultTimeout(10_000);
    await page.goto(`${web.api.url}${path}`);
    await pageLive(page);
    return page;
  }

  const savedCart = (page: Page) =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), cartKey) as Promise<
      CartItem[]
    >;
  const cartLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });

  async function fillDelivery(page: Page, name: string, phone: string) {
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Address').fill('House 7, Kalibari Road, Sonapur');
  }

  test('each kind of shop lists its own shops and products', async () => {
    for (const type of ['grocery', 'bazaar', 'food', 'onlineShop'] as const) {
      const path = type === 'grocery' ? '/grocery' : `/${type}`;
      const page = await open(path);
      const shop = first(c.shops, (s) => s.type === type);
      const product = first(c.products, (p) => p.shopType === type);
      await page.getByRole('heading', { name: shop.name }).waitFor();
      await page.getByRole('heading', { name: product.name }).waitFor();
      const other = first(c.products, (p) => p.shopType !== type && p.shopType !== 'pharmacy');
      expect(await page.getByRole('heading', { name: other.name, exact: true }).count()).toBe(0);
      await page.close();
    }
  });

  test('adding, stepping and removing follow the cart rules, seen in the top bar and storage', async () => {
    const page = await open('/grocery');
    await page.getByRole('button', { name: `Add ${rice.name} to cart` }).click();
    await cartLink(page).filter({ hasText: '1' }).waitFor();
    expect(await cartLink(page).getAttribute('aria-label')).toBe('Cart 1 item');
    expect(await savedCart(page)).toEqual([
      expect.objectContaining({ id: rice.id, name: rice.name, quantity: 1, stock: rice.stock }),
    ]);

    const more = page.getByRole('button', { name: `One more ${rice.name}` });
    await more.click();
    await more.click();
    await page.getByRole('link', { name: 'Cart 3 items' }).waitFor();
    expect((await savedCart(page))[0]).toMatchObject({ quantity: 3, stock: rice.stock });

    const less = page.getByRole('button', { name: `One less ${rice.name}` });
    for (let i = 0; i < 3; i++) await less.click();
    // Quantity 0 drops the item; an empty cart hides the Cart link.
    await page.getByRole('button', { name: `Add ${rice.name} to cart` }).waitFor();
    expect(await savedCart(page)).toEqual([]);
    expect(await cartLink(page).count()).toBe(0);

    // A product its shop does not list is not shown to customers at all.
    expect(await page.getByRole('heading', { name: notListed.name, exact: true }).count()).toBe(0);
    await page.close();
  });

  test('a chosen shop filters the products, and search narrows them', async () => {
    const page = await open('/grocery', { width: 1280 });
    const shopCard = page.getByRole('article').filter({ hasText: groceryShop.name }).first();
    await shopCard.getByRole('button', { name: 'Only this shop' }).click();
    await page.getByRole('heading', { name: `Products of ${groceryShop.name}` }).waitFor();
    const mine = c.products.filter((p) => p.shopId === groceryShop.id && p.available);
    const notMine = first(
      c.products,
      (p) => p.shopType === 'grocery' && p.shopId !== groceryShop.id,
    );
    await page.getByText(`${mine.length} products`).waitFor();
    expect(await page.getByRole('heading', { name: notMine.name, exact: true }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz nothing');
    await page.getByText('Nothing matches "zzzz nothing".').waitFor();
    await page.getByRole('button', { name: 'Show everything' }).click();
    await page.getByText(`${mine.length} products`).waitFor();
    await page.close();
  });

  test('on the catalog, the saved cart shows on its own cards after hydration, and each card follows its own line', async () => {
    const line = (product: Product, quantity: number) => ({
      id: product.id,
      name: product.name,
      quantity,
      stock: product.stock,
      pricePaise: product.pricePaise,
      unit: product.unit,
      shopId: product.shopId,
      shopType: product.shopType,
    });
    const page = await open('/catalog', {
      storage: { [cartKey]: JSON.stringify([line(rice, 2)]) },
    });
    // The host rendered every card with an empty cart; the browser shows the saved line.
    const riceCard = page.locator('.product-card').filter({
      has: page.getByRole('heading', { name: rice.name, exact: true }),
    });
    await riceCard.getByRole('button', { name: `One more ${rice.name}` }).waitFor();
    expect(await riceCard.locator('output').textContent()).toBe('2');
    const add = page.getByRole('button', { name: `Add ${checkoutItem.name} to cart` });
    expect(await add.count()).toBe(1);

    await riceCard.getByRole('button', { name: `One more ${rice.name}` }).click();
    await page.getByRole('link', { name: 'Cart 3 items' }).waitFor();
    expect(await riceCard.locator('output').textContent()).toBe('3');
    await add.click();
    await page.getByRole('link', { name: 'Cart 4 items' }).waitFor();
    await page.getByRole('button', { name: `One less ${checkoutItem.name}` }).waitFor();
    expect(await riceCard.locator('output').textContent()).toBe('3');
    expect(await savedCart(page)).toEqual([
      expect.objectContaining({ id: rice.id, quantity: 3 }),
      expect.objectContaining({ id: checkoutItem.id, quantity: 1 }),
    ]);
    await page.close();
  });

  test('/buy/{product} adds the chosen quantity; an unknown product shows an empty state', async () => {
    web.allowConsoleError(refusedRequest(404, 400), 'unknown and malformed product ids');
    const page = await open(`/buy/${rice.id}`);
    await page.getByRole('heading', { level: 1, name: rice.name }).waitFor();
    await page.getByText(`${rupees(rice.pricePaise)} / ${rice.unit}`, { exact: true }).waitFor();
    const more = page.getByRole('button', { name: `One more ${rice.name}` });
    await more.click();
    await more.click();
    await page
      .getByRole('button', { name: `Add to cart · ${rupees(rice.pricePaise * 3)}` })
      .click();
    await page.getByText('3 in your cart.').waitFor();
    expect(await savedCart(page)).toEqual([
      expect.objectContaining({ id: rice.id, quantity: 3, pricePaise: rice.pricePaise }),
    ]);
    await page.getByRole('link', { name: 'Cart 3 items' }).waitFor();

    for (const path of ['/buy/no-such-product', '/buy/not%20an%20id']) {
      await page.goto(`${web.api.url}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
      await page.getByText('We could not find this product.', { exact: false }).waitFor();
    }
    await page.close();
  });

  test('the catalog shows every kind of shop, filters by kind, category and search, and lists shops', async () => {
    const page = await open('/catalog', { width: 1280 });
    const fish = first(c.products, (p) => p.category === 'Fish' && p.available);
    await page.getByRole('heading', { name: rice.name }).waitFor();
    await page.getByRole('heading', { name: fish.name }).waitFor();

    await page.getByRole('button', { name: 'Bazaar' }).click();
    await page.getByRole('button', { name: 'Fish', exact: true }).click();
    // Only listed products are shown (a shop may keep one it does not sell now unlisted).
    const fishCount = c.products.filter((p) => p.category === 'Fish' && p.available).length;
    await page.getByText(`${fishCount} products`).waitFor();
    expect(await page.getByRole('heading', { name: rice.name }).count()).toBe(0);

    await page.getByRole('button', { name: 'All', exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(rice.name);
    await page.getByRole('heading', { name: rice.name }).waitFor();

    await page.getByRole('button', { name: 'Shops', exact: true }).click();
    for (const shop of c.shops.filter((s) => s.active)) {
      await page.getByRole('heading', { name: shop.name }).waitFor();
    }
    await page.close();
  });

  test('the home page leads to every gallery; a gallery shows its photos and opens one large; an unknown id shows an empty state', async () => {
    web.allowConsoleError(refusedRequest(404), 'an unknown gallery');
    const page = await open('/');
    await page.getByRole('link', { name: /^Photos/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Galleries' }).waitFor();
    for (const each of c.galleries) {
      await page.getByRole('link', { name: new RegExp(each.title) }).waitFor();
    }
    await page.getByRole('link', { name: new RegExp(gallery.title) }).click();
    await page.getByRole('heading', { level: 1, name: gallery.title }).waitFor();
    const photo = gallery.images[1]!;
    await page.getByRole('button', { name: `Open photo: ${photo.caption}` }).click();
    const viewer = page.getByRole('dialog', { name: photo.caption });
    await viewer.waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'hidden' });

    await page.goto(`${web.api.url}/gallery/no-such-gallery`);
    await page.getByRole('heading', { level: 1, name: 'Gallery not found' }).waitFor();
    await page.getByRole('link', { name: new RegExp(gallery.title) }).waitFor();
    await page.close();
  });

  test("a gallery's first rows of photos load at once, the first before the rest; the others wait until scrolled near", async () => {
    const many = c.galleries.find((each) => each.images.length > 4);
    if (!many) throw new Error('The demo town needs a gallery of more than four photos');
    // What the host sends, before any script: the first photos are fetched with the page.
    // (React writes fetchPriority; HTML attribute names are case-insensitive.)
    const html = await (await fetch(`${web.api.url}/gallery/${many.id}`)).text();
    const sources = new Set(many.images.map((image) => image.src));
    const images = [...html.matchAll(/<img [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => sources.has(tag.match(/ src="([^"]*)"/)?.[1] ?? ''));
    const attribute = (tag: string, name: string) =>
      tag.match(new RegExp(` ${name}="([^"]*)"`, 'i'))?.[1];
    expect(images.map((tag) => attribute(tag, 'loading'))).toEqual(
      many.images.map((_, index) => (index < 4 ? 'eager' : 'lazy')),
    );
    expect(images.map((tag) => attribute(tag, 'fetchpriority'))).toEqual(
      many.images.map((_, index) => (index === 0 ? 'high' : undefined)),
    );
    // The browser keeps them as they are when it takes over.
    const page = await open(`/gallery/${many.id}`);
    const first = page.getByRole('button', { name: `Open photo: ${many.images[0]?.caption}` });
    await first.locator('img').waitFor();
    expect(await first.locator('img').getAttribute('fetchpriority')).toBe('high');
    await page.close();
  });

  test('checkout places one cash-on-delivery order, clears the cart and remembers the customer', async () => {
    const phone = '9830011223';
    const before = await productStock(checkoutItem.id);
    const page = await open('/cart');
    await page.getByText('Your cart is empty.').waitFor();

    await page.goto(`${web.api.url}/buy/${checkoutItem.id}`);
    await page.getByRole('button', { name: `One more ${checkoutItem.name}` }).click();
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await cartLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await page.getByText('Cash on delivery', { exact: true }).waitFor();

    // Client checks first: nothing is sent while the form is incomplete.
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.getByText('Enter your name').waitFor();
    await page.getByText('Enter a 10-digit mobile number').waitFor();

    await fillDelivery(page, 'Mita Ghosh', '+91 98300 11223');
    await page.getByLabel('Landmark').fill('Opposite the Kalibari');
    await page.getByLabel('PIN code').fill('731101');
    const total = checkoutItem.pricePaise * 2;
    const fee = total >= demoTown.delivery.freeAbovePaise ? 0 : demoTown.delivery.feePaise;
    await page.getByRole('button', { name: `Place order · ${rupees(total + fee)}` }).click();

    await page.waitForURL(/\/thankYou\?code=/);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    await page.getByText(code, { exact: true }).waitFor();
    await page.getByText(`Pay ${rupees(total + fee)} in cash when your order arrives.`).waitFor();
    expect(await savedCart(page)).toEqual([]);
    expect(await cartLink(page).count()).toBe(0);
    const stored = await page.evaluate(() => ({
      contact: localStorage.getItem('orderContact'),
      address: JSON.parse(localStorage.getItem('deliveryAddress') ?? 'null'),
    }));
    expect(stored.contact).toBe(phone);
    expect(stored.address).toMatchObject({ name: 'Mita Ghosh', phone, pinCode: '731101' });

    const [order] = web.api.documents<Order>('orders').filter((o) => o.code === code);
    expect(order).toMatchObject({
      kind: 'shop',
      customer: { name: 'Mita Ghosh', phone },
      address: {
        line: 'House 7, Kalibari Road, Sonapur, PIN 731101',
        landmark: 'Opposite the Kalibari',
      },
      items: [expect.objectContaining({ productId: checkoutItem.id, quantity: 2 })],
      payment: 'cashOnDelivery',
      totalPaise: total + fee,
    });
    expect(await productStock(checkoutItem.id)).toBe(before - 2);

    // The private link: kept on this browser, shown to share, and it opens the whole order.
    const links = await page.evaluate(() => JSON.parse(localStorage.getItem('orderLinks') ?? '[]'));
    expect(links).toEqual([{ code, secret: expect.any(String), placedAt: order!.createdAt }]);
    expect(await page.locator('.order-link__url').inputValue()).toBe(
      `${web.api.url}/order/${code}#${links[0].secret}`,
    );
    await page.getByRole('link', { name: 'Open the order' }).click();
    await page.waitForURL(`${web.api.url}/order/${code}#${links[0].secret}`);
    await page.getByRole('heading', { level: 1, name: `Order ${code}` }).waitFor();
    await page.getByText(`2 × ${checkoutItem.name}`, { exact: false }).waitFor();

    // Find Order lists the orders placed on this browser, by their links.
    await page.goto(`${web.api.url}/findOrder/${phone}`);
    await page.getByRole('link', { name: `Order ${code}` }).waitFor();

    // The next checkout starts with the remembered details.
    await page.goto(`${web.api.url}/buy/${checkoutItem.id}`);
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await page.goto(`${web.api.url}/cart`);
    expect(await filledValue(page.getByLabel('Your name'))).toBe('Mita Ghosh');
    expect(await filledValue(page.getByLabel('Mobile number'))).toBe(phone);
    await page.close();
  });

  test('a retry after a lost answer makes one order (the same requestId)', async () => {
    web.allowConsoleError(requestFailed, 'the first answer is cut on purpose');
    const phone = '9830055667';
    const cart = [{ ...cartEntry(retryItem), quantity: 2 }];
    const page = await open('/cart', { storage: { [cartKey]: JSON.stringify(cart) } });
    let calls = 0;
    await page.route('**/api/call/createOrder', async (route) => {
      calls += 1;
      const response = await route.fetch();
      // The first answer is lost on the way back, after the server placed the order.
      if (calls === 1) await route.abort('failed');
      else await route.fulfill({ response });
    });
    await fillDelivery(page, 'Rahul Saha', phone);
    const place = page.getByRole('button', { name: /^Place order/ });
    await place.click();
    await page.getByText('No connection. Check your internet and try again.').waitFor();
    expect(await savedCart(page)).toHaveLength(1);
    await place.click();
    await page.waitForURL(/\/thankYou\?code=/);

    expect(calls).toBe(2);
    expect(
      web.api.documents<Order>('orders').filter((o) => o.customer.phone === phone),
    ).toHaveLength(1);
    // The retry's answer carried a new link to the same order, and it works.
    const [link] = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('orderLinks') ?? '[]'),
    );
    expect(
      (await web.api.call('openOrderLink', { code: link.code, secret: link.secret })).httpStatus,
    ).toBe(200);
    await page.close();
  });

  test('a stock shortage is explained, keeps the cart, and the cart can be cut to what is left', async () => {
    web.allowConsoleError(refusedRequest(400), 'the host refuses more than the stock');
    const phone = '9830077889';
    const left = await productStock(scarce.id);
    const wanted = left + 1;
    const cart = [{ ...cartEntry(scarce), quantity: wanted, stock: 99 }];
    const page = await open('/cart', { storage: { [cartKey]: JSON.stringify(cart) } });
    await fillDelivery(page, 'Dipa Roy', phone);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.getByText(`Only ${left} of "${scarce.name}" left.`).waitFor();
    expect((await savedCart(page))[0]).toMatchObject({ id: scarce.id, quantity: wanted });

    await page.getByRole('button', { name: 'Change my cart to what is left' }).click();
    expect((await savedCart(page))[0]).toMatchObject({ quantity: left, stock: left });
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/thankYou\?code=/);
    expect(await productStock(scarce.id)).toBe(0);
    await page.close();
  });

  test('a shopping list, written and photographed, is sent as a fordo order', async () => {
    const phone = '9830044556';
    const page = await open('/grocery');
    await page.getByRole('link', { name: 'Send my list' }).click();
    await page.waitForURL(`${web.api.url}/grocery/fordo`);
    await page.getByRole('heading', { level: 1, name: 'Send your shopping list' }).waitFor();

    await page.getByRole('button', { name: 'Send my list' }).click();
    await page.getByText('Write your list or add a photo of it.').waitFor();
    expect(web.api.documents<Order>('orders').filter((o) => o.customer.phone === phone)).toEqual(
      [],
    );

    await page.getByLabel('Write your list').fill('Rice 5 kg\nMasoor dal 1 kg\nMustard oil 1 L');
    await page.getByLabel('Take or choose a photo of your list').setInputFiles({
      name: 'list.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await page.getByRole('img', { name: 'Photo of your shopping list' }).waitFor();
    await page.getByLabel('Which shop should pack it?').selectOption(groceryShop.id);
    await fillDelivery(page, 'Anjali Das', phone);
    await page.getByRole('button', { name: 'Send my list' }).click();

    await page.waitForURL(/\/thankYou\?code=/);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    await page.getByText('The shop will call you with the price.', { exact: false }).waitFor();
    const [order] = web.api.documents<Order>('orders').filter((o) => o.code === code);
    expect(order).toMatchObject({
      kind: 'fordo',
      customer: { name: 'Anjali Das', phone },
      shopIds: [groceryShop.id],
      shoppingList: { text: 'Rice 5 kg\nMasoor dal 1 kg\nMustard oil 1 L' },
      items: [],
    });
    expect(order?.shoppingList?.photo).toMatch(/^uploads\//);
    expect(await page.evaluate(() => localStorage.getItem('orderContact'))).toBe(phone);
    await page.close();
  });

  test('/thankYou shows the code from ?code=, and a plain thank-you without one', async () => {
    const page = await open('/thankYou?code=K7Q-4MX');
    await page.getByText('K7Q-4MX', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Find my orders' }).waitFor();
    await page.goto(`${web.api.url}/thankYou`);
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    await page.close();
  });

  test('in Bengali the shop reads in Bengali', async () => {
    const page = await open('/grocery', { storage: { lang: 'bn' } });
    await page.getByRole('heading', { level: 1, name: 'মুদিখানা' }).waitFor();
    // Products carry their Bengali names too (the demo town has one for each).
    await page.getByRole('button', { name: `${rice.nameBn ?? rice.name} কার্টে যোগ করুন` }).waitFor();
    await page.close();
  });

  async function productStock(id: string): Promise<number> {
    const reply = await web.api.read('product', { id });
    return (reply.body.result as Product).stock;
  }
});

/** A cart entry as the shop screens save it. */
function cartEntry(product: Product) {
  return {
    id: product.id,
    name: product.name,
    quantity: 1,
    stock: product.stock,
    pricePaise: product.pricePaise,
    unit: product.unit,
    shopId: product.shopId,
  };
}

/** A real 2×2 PNG, so the browser can decode and shrink it before upload. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
    'base64',
  );
}
