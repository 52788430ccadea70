import { lookupLimits, type Order, type Product } from '@town/core';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { demoCatalog } from '../../demo';
import {
  describeInBrowser,
  pageLive,
  refusedRequest,
  useBrowserHarness,
} from '../support/browserHarness';

function groceryWithStock(): Product {
  const found = demoCatalog.products.find(
    (p) => p.shopType === 'grocery' && p.available && p.stock >= 10 && !p.prescriptionRequired,
  );
  if (!found) throw new Error('The demo data lacks a grocery product with stock');
  return found;
}
const product = groceryWithStock();
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

describeInBrowser('Find Order and private order links in Chromium on the local host', () => {
  const web = useBrowserHarness();

  /** A fresh browser profile on `path`, with optional saved storage first. */
  async function open(path: string, storage: Record<string, string> = {}): Promise<Page> {
    const page = await web.phone({ lang: null, height: 800, storage });
    page.setDefaultTimeout(10_000);
    await page.goto(`${web.api.url}${path}`);
    await pageLive(page);
    return page;
  }

  interface Placed {
    code: string;
    secret: string;
  }

  async function placeOrder(phone: string, quantity = 2): Promise<Placed> {
    const reply = await web.api.call('createOrder', {
      customer: { name: 'Sima Pal', phone },
      address: { line: '3 Ghat Road, Sonapur' },
      items: [{ productId: product.id, quantity }],
    });
    const placed = reply.body.result as Placed | undefined;
    if (!placed?.code) throw new Error(`createOrder failed: ${reply.text}`);
    return placed;
  }

  const linkOf = (placed: Placed) => `/order/${placed.code}#${placed.secret}`;
  const storedOrder = (code: string) =>
    web.api.documents<Order>('orders').find((o) => o.code === code)!;
  /**
   * Moves a stored order along as staff would (the staff actions live in another change):
   * the screen must show whatever history the store holds.
   */
  function moveOrder(code: string, steps: Array<{ status: Order['status']; at: string }>) {
    const db = new Database(web.api.databaseFile);
    try {
      const rows = db.prepare('SELECT id, data FROM orders').all() as {
        id: string;
        data: string;
      }[];
      const row = rows.find((r) => (JSON.parse(r.data) as Order).code === code);
      if (!row) throw new Error(`No order ${code}`);
      const order = JSON.parse(row.data) as Order;
      const history = [
        ...order.history,
        ...steps.map((step) => ({ ...step, by: { role: 'admin' as const } })),
      ];
      const moved = { ...order, history, status: steps.at(-1)?.status ?? order.status };
      db.prepare('UPDATE orders SET data = ? WHERE id = ?').run(JSON.stringify(moved), row.id);
    } finally {
      db.close();
    }
  }

  const phoneField = (page: Page) => page.getByLabel('Mobile number');

  test('/findOrder starts with the phone of the last order on this browser', async () => {
    const page = await open('/findOrder', { orderContact: '9830099887' });
    await page.getByRole('heading', { level: 1, name: 'Find your order' }).waitFor();
    expect(await phoneField(page).inputValue()).toBe('9830099887');
    await page.close();

    const fresh = await open('/findOrder');
    expect(await phoneField(fresh).inputValue()).toBe('');
    await fresh.close();
  });

  test('an invalid phone in the address shows the form with an error, not a crash', async () => {
    const page = await open('/findOrder/12345');
    expect(await phoneField(page).inputValue()).toBe('12345');
    await page.getByText('Enter a 10-digit mobile number').waitFor();
    expect(await page.locator('.screen-error').count()).toBe(0);
    await page.close();
  });

  test('the form looks up the phone as typed (spaces, +91) and a phone with no orders says so', async () => {
    const page = await open('/findOrder');
    await phoneField(page).fill('+91 98300 12121');
    await page.getByRole('button', { name: 'Find my orders' }).click();
    await page.waitForURL(`${web.api.url}/findOrder/9830012121`);
    await page.getByRole('heading', { name: 'Orders for 98300 12121' }).waitFor();
    await page.getByText('No orders for this number in the last 30 days.').waitFor();
    await page.close();
  });

  test('the form sent before the app took over (the host paints it) still looks the phone up', async () => {
    // A form submitted without scripts asks for the page with ?phone=, as typed.
    const page = await open(`/findOrder?phone=${encodeURIComponent('+91 98300 12121')}`);
    await page.waitForURL(`${web.api.url}/findOrder/9830012121`);
    await page.getByRole('heading', { name: 'Orders for 98300 12121' }).waitFor();
    const empty = await open('/findOrder?phone=');
    await empty.waitForURL(`${web.api.url}/findOrder`);
    expect(await phoneField(empty).inputValue()).toBe('');
    await page.close();
    await empty.close();
  });

  test('a phone alone shows dates, statuses and shops: no items, address, code, total or cancel', async () => {
    const phone = '9830044556';
    const first = await placeOrder(phone, 2);
    const second = await placeOrder(phone, 1);
    moveOrder(first.code, [{ status: 'accepted', at: '2026-11-21T10:15:00+05:30' }]);

    const page = await open(`/findOrder/${phone}`);
    await page.getByText('2 orders in the last 30 days.').waitFor();
    const entries = page.locator('.order-results .lookup-list li');
    expect(await entries.count()).toBe(2);
    const shop = demoCatalog.shops.find((s) => s.id === product.shopId)!;
    await entries.filter({ hasText: 'Accepted' }).filter({ hasText: shop.name }).waitFor();
    await entries.filter({ hasText: 'Placed' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const hidden of [first.code, second.code, product.name, '3 Ghat Road', 'Sima']) {
      expect(text).not.toContain(hidden);
    }
    expect(await page.getByRole('button', { name: /cancel/i }).count()).toBe(0);
    await page
      .getByText('To see an order in full or cancel it, open its private link', {
        exact: false,
      })
      .waitFor();
    await page.close();
  });

  test('the private link shows items, total, address and the status history', async () => {
    const phone = '9830033445';
    const first = await placeOrder(phone, 2);
    const second = await placeOrder(phone, 1);
    moveOrder(first.code, [
      { status: 'accepted', at: '2026-11-21T10:15:00+05:30' },
      { status: 'outForDelivery', at: '2026-11-21T11:05:00+05:30' },
    ]);
    moveOrder(second.code, [{ status: 'cancelled', at: '2026-11-21T10:20:00+05:30' }]);

    const page = await open(linkOf(first));
    const moving = page.getByRole('article', { name: `Order ${first.code}` });
    await moving.waitFor();
    await moving.getByText('Shop order', { exact: false }).waitFor();
    await moving.getByText(`2 × ${product.name} (${product.unit})`).waitFor();
    await moving
      .getByText(rupees(product.pricePaise * 2), { exact: true })
      .first()
      .waitFor();
    await moving.getByText('3 Ghat Road, Sonapur', { exact: false }).waitFor();
    await moving.getByText('Out for delivery', { exact: true }).first().waitFor();
    const steps = moving.getByRole('listitem').filter({ has: page.locator('.timeline__label') });
    expect(await steps.locator('.timeline__label').allTextContents()).toEqual([
      'Order placed',
      'Accepted by the shop',
      'Packed and ready',
      'Out for delivery',
      'Delivered',
    ]);
    const current = moving.locator('[aria-current="step"]');
    expect(await current.locator('.timeline__label').textContent()).toBe('Out for delivery');
    expect(await current.locator('time').getAttribute('datetime')).toBe(
      '2026-11-21T11:05:00+05:30',
    );
    expect(await steps.last().textContent()).toContain('Not yet');
    // Past the shop's acceptance the customer can no longer cancel.
    expect(await page.getByRole('button', { name: 'Cancel this order' }).count()).toBe(0);

    await page.goto(`${web.api.url}${linkOf(second)}`);
    const cancelled = page.getByRole('article', { name: `Order ${second.code}` });
    await cancelled.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await cancelled.locator('.timeline__label').allTextContents()).toEqual([
      'Order placed',
      'Cancelled',
    ]);
    await page.close();
  });

  test('the link opened in a second browser cancels the order; that browser then lists it', async () => {
    const placed = await placeOrder('9830055443', 1);
    // Another phone, say a daughter's: nothing of the order is stored in this browser.
    const page = await open(linkOf(placed));
    await page.getByRole('article', { name: `Order ${placed.code}` }).waitFor();
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page
      .getByRole('article', { name: `Order ${placed.code}` })
      .locator('.status-pill', { hasText: 'Cancelled' })
      .waitFor();
    expect(storedOrder(placed.code).status).toBe('cancelled');
    expect(storedOrder(placed.code).history.at(-1)?.by).toEqual({ role: 'customer' });
    expect(await page.getByRole('button', { name: 'Cancel this order' }).count()).toBe(0);

    await page.goto(`${web.api.url}/findOrder`);
    await page.getByRole('heading', { name: 'Orders placed on this phone' }).waitFor();
    await page.getByRole('link', { name: `Order ${placed.code}` }).click();
    await page.waitForURL(`${web.api.url}${linkOf(placed)}`);
    await page.close();
  });

  test('links a phone saved before (the stored keys and format) still list and open', async () => {
    web.allowConsoleError(
      refusedRequest(400, 404),
      'the kept booking is made up: the server refuses it when /my asks for its status',
    );
    const placed = await placeOrder('9830055446', 1);
    // As phones already hold them: a JSON list under each fixed key, newest first.
    const page = await open('/my', {
      orderLinks: JSON.stringify([
        { code: placed.code, secret: placed.secret, placedAt: '2026-11-20T09:00:00.000Z' },
      ]),
      bookingLinks: JSON.stringify([
        {
          kind: 'appointment',
          code: 'B7Q-4MX',
          secret: 'kept-booking-secret',
          placedAt: '2026-11-19T09:00:00.000Z',
          title: 'Dr. Kept Entry',
          date: '2026-11-25',
          slot: '10:30',
        },
      ]),
    });
    const order = page.locator('main .my-entry', { hasText: `Order ${placed.code}` });
    await order.waitFor();
    expect(await order.getByRole('link').first().getAttribute('href')).toBe(linkOf(placed));
    const booking = page.locator('main .my-entry', { hasText: 'Dr. Kept Entry' });
    await booking.waitFor();
    expect(await booking.getByRole('link').first().getAttribute('href')).toBe(
      '/booking/B7Q-4MX#kept-booking-secret',
    );
    // A link that lost its fragment finds the secret among the kept links.
    await page.goto(`${web.api.url}/order/${placed.code}`);
    await page.getByRole('article', { name: `Order ${placed.code}` }).waitFor();
  });

  test('/my says what each order was and its total, and an order that is over is ordered again', async () => {
    const placed = await placeOrder('9830055447', 2);
    const cancel = await web.api.call('cancelOrder', { code: placed.code, secret: placed.secret });
    expect(cancel.httpStatus).toBe(200);
    const total = storedOrder(placed.code).totalPaise;
    const page = await open('/my', {
      orderLinks: JSON.stringify([
        { code: placed.code, secret: placed.secret, placedAt: new Date().toISOString() },
      ]),
    });
    const entry = page.locator('main .my-entry', { hasText: `Order ${placed.code}` });
    await entry.getByText('Now: Cancelled').waitFor();
    await entry.getByText(`${product.name} × 2 · ${rupees(total)}`).waitFor();
    await entry.getByRole('button', { name: 'Order again' }).click();
    await page.waitForURL(`${web.api.url}/cart`);
    await page.getByText(product.name).first().waitFor();
    // The next visit: a cancelled order is not asked about again, and still says what it was.
    const asked: string[] = [];
    await page.route('**/api/call/openOrderLink', (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${web.api.url}/my`);
    await entry.getByText(`${product.name} × 2 · ${rupees(total)}`).waitFor();
    await entry.getByRole('button', { name: 'Order again' }).waitFor();
    expect(asked).toEqual([]);
    await page.close();
  });

  test('a wrong secret opens nothing, says nothing about the order, and cancels nothing', async () => {
    web.allowConsoleError(refusedRequest(404), 'a link with a wrong secret');
    const placed = await placeOrder('9830055444', 1);
    const before = web.api.dump();
    const page = await open(`/order/${placed.code}#${'x'.repeat(43)}`);
    await page
      .getByRole('heading', { level: 1, name: 'This link does not open an order' })
      .waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain(product.name);
    expect(text).not.toContain('Sima');
    expect(await page.getByRole('button', { name: 'Cancel this order' }).count()).toBe(0);
    expect(web.api.dump()).toBe(before);
    await page.close();
  });

  test('too many lookups of one phone: the wait is said, in minutes', async () => {
    web.allowConsoleError(refusedRequest(429), 'lookups past the limit');
    const phone = '9830055445';
    for (let i = 0; i < lookupLimits.perPhoneFromOneClient; i++) {
      await web.api.call('findOrders', { phone });
    }
    const page = await open(`/findOrder/${phone}`);
    await page.getByText('Too many tries. Please try again in 60 minutes.').waitFor();
    await page.close();
  });

  test('in Bengali the statuses and the order page are translated', async () => {
    const placed = await placeOrder('9830066778', 1);
    const page = await open(linkOf(placed), { lang: 'bn' });
    await page.getByRole('heading', { level: 1, name: `অর্ডার ${placed.code}` }).waitFor();
    await page.getByText('অর্ডার দেওয়া হয়েছে').waitFor();
    await page.getByText('দোকান অর্ডার নিয়েছে').waitFor();
    await page.getByRole('button', { name: 'এই অর্ডার বাতিল করুন' }).waitFor();
    await page.getByRole('heading', { name: 'আপনার অর্ডারের গোপন লিংক' }).waitFor();
    await page.close();
  });
});
