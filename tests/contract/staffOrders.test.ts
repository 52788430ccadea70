import type { Order, OrderView, Product, ShopOrderView, StaffOrderView } from '@town/core';
import { demoCatalog } from '../../demo';
import { type DemoStaffMember, type LocalDriver, startLocalDriver } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherCourierId,
  otherVendorProduct,
  otherVendorShopId,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';

let api: LocalDriver;
let fixtures: OrderFixtures;
let cookieOf: (who: DemoStaffMember) => Promise<string>;

beforeAll(async () => {
  api = await startLocalDriver({ limits: { submit: 1000, lookup: 1000 } });
  cookieOf = staffSessions(api);
  fixtures = orderFixtures(api, () => cookieOf('admin'));
  await fixtures.stockUp();
});
afterAll(() => api.stop());

const move = async (
  who: DemoStaffMember,
  orderId: string,
  to: string,
  note?: string,
  collected?: { method: 'cash' | 'upi'; amountPaise: number },
) =>
  api.call(
    'moveOrder',
    { orderId, to, ...(note ? { note } : {}), ...(collected ? { collected } : {}) },
    await cookieOf(who),
  );
const claim = async (who: DemoStaffMember, orderId: string) =>
  api.call('claimOrder', { orderId }, await cookieOf(who));
const stored = (id: string) => api.documents<Order>('orders').find((o) => o.id === id)!;
const stockOf = (id: string) => api.documents<Product>('products').find((p) => p.id === id)!.stock;
const alertsFor = (id: string) =>
  api
    .documents<{ ref: string; channel: string; event: string; text: string }>('outbox')
    .filter(
      (entry) =>
        entry.ref === `orders/${id}` &&
        (entry.event === 'orderStatusChanged' || entry.event === 'orderCancelled'),
    );

describe('an order from placed to delivered', () => {
  test('shop, courier and customer each see their part, and every move is recorded and announced', async () => {
    const order = await fixtures.place();
    expect((await move('vendor', order.id, 'accepted')).httpStatus).toBe(200);
    expect((await move('vendor', order.id, 'ready')).httpStatus).toBe(200);

    const board = await api.read('deliveryOrders', {}, await cookieOf('delivery'));
    const open = (board.body.result as { open: StaffOrderView[] }).open;
    const offered = open.find((o) => o.id === order.id);
    expect(offered).toMatchObject({
      code: order.code,
      customer: { phone: order.phone },
      address: { line: '7 Fixture Lane, Sonapur', landmark: 'post office' },
    });

    const claimed = await claim('delivery', order.id);
    expect(claimed.body.result).toMatchObject({ order: { deliveryPersonId: courierId } });
    expect((await move('delivery', order.id, 'outForDelivery')).httpStatus).toBe(200);
    const done = await move('delivery', order.id, 'delivered', 'Paid in cash', {
      method: 'cash',
      amountPaise: stored(order.id).totalPaise,
    });
    expect(done.body.result).toMatchObject({ order: { status: 'delivered' } });

    expect(stored(order.id).history.map(({ status, by }) => [status, by])).toEqual([
      ['placed', { role: 'customer' }],
      ['accepted', { role: 'vendor', id: 'vendor-annapurna-grocery' }],
      ['ready', { role: 'vendor', id: 'vendor-annapurna-grocery' }],
      ['outForDelivery', { role: 'delivery', id: courierId }],
      ['delivered', { role: 'delivery', id: courierId }],
    ]);
    expect(stored(order.id).history.at(-1)?.note).toBe('Paid in cash');

    const alerts = alertsFor(order.id);
    expect(alerts.map((a) => a.channel)).toEqual(Array(4).fill('adminGroup'));
    expect(alerts.map((a) => a.text.split('\n')[0])).toEqual([
      expect.stringContaining(`Order ${order.code}</b>: Placed → Accepted`),
      expect.stringContaining(`Order ${order.code}</b>: Accepted → Ready`),
      expect.stringContaining(`Order ${order.code}</b>: Ready → Out for delivery`),
      expect.stringContaining(`Order ${order.code}</b>: Out for delivery → Delivered`),
    ]);

    const tracked = await api.call('openOrderLink', { code: order.code, secret: order.secret });
    const view = (tracked.body.result as { order: Record<string, unknown> }).order;
    expect(view).toMatchObject({ code: order.code, status: 'delivered', cancellable: false });
    expect(view.history).toHaveLength(5);
    expect(JSON.stringify(view)).not.toContain(courierId);
  });
});

describe('moves that are not allowed change nothing', () => {
  test.each([
    ['a vendor marks an order delivered', 'vendor', 'ready', 'delivered', 403],
    ['a courier accepts an order', 'delivery', 'placed', 'accepted', 403],
    ['an admin reopens a delivered order', 'admin', 'delivered', 'accepted', 409],
    ['an admin cancels a delivered order', 'admin', 'delivered', 'cancelled', 409],
    ['a vendor cancels an order out for delivery', 'vendor', 'outForDelivery', 'cancelled', 409],
    ['a vendor accepts an order twice', 'vendor', 'accepted', 'accepted', 409],
    ['another vendor accepts an order', 'otherVendor', 'placed', 'accepted', 403],
    ['another courier delivers an order', 'otherDelivery', 'outForDelivery', 'delivered', 403],
  ] as const)('%s: %s', async (_label, who, status, to, httpStatus) => {
    const order = await fixtures.at(status, { courier: courierId });
    const cookie = await cookieOf(who);
    const before = api.dump();
    const reply = await api.call('moveOrder', { orderId: order.id, to }, cookie);
    expect(reply.httpStatus).toBe(httpStatus);
    expect(reply.body.error?.status).toBe(httpStatus === 409 ? 'ABORTED' : 'PERMISSION_DENIED');
    // A refused caller may not see the order: its code (what a customer quotes) stays unsaid.
    if (httpStatus === 403) expect(reply.text).not.toContain(order.code);
    expect(api.dump()).toBe(before);
  });

  test('two vendors accepting at once: the order is accepted once', async () => {
    const order = await fixtures.place();
    const [first, second] = await Promise.all([
      move('vendor', order.id, 'accepted'),
      move('admin', order.id, 'accepted'),
    ]);
    expect([first.httpStatus, second.httpStatus].sort()).toEqual([200, 409]);
    expect(stored(order.id).history.filter((h) => h.status === 'accepted')).toHaveLength(1);
  });
});

describe('cancelling', () => {
  test("a customer cancels with the order's private link while placed; the stock comes back", async () => {
    const before = stockOf(vendorProduct.id);
    const order = await fixtures.place();
    expect(stockOf(vendorProduct.id)).toBe(before - 1);
    const reply = await api.call('cancelOrder', {
      code: order.code.toLowerCase(),
      secret: order.secret,
      reason: 'Ordered twice',
    });
    expect(reply.httpStatus).toBe(200);
    expect(reply.body.result).toMatchObject({
      order: { code: order.code, status: 'cancelled', cancellable: false },
    });
    expect(stockOf(vendorProduct.id)).toBe(before);
    expect(stored(order.id).history.at(-1)).toMatchObject({
      status: 'cancelled',
      by: { role: 'customer' },
      note: 'Ordered twice',
    });
    // The delivery chat hears of it too: nobody packs or carries a cancelled order.
    expect(alertsFor(order.id).map((a) => [a.channel, a.event])).toEqual([
      ['adminGroup', 'orderCancelled'],
      ['deliveryChat', 'orderCancelled'],
    ]);
    expect(alertsFor(order.id)[0]!.text).toContain('Reason: Ordered twice');
  });

  test('once the shop accepted, the customer is told it is too late and nothing changes', async () => {
    const order = await fixtures.at('accepted');
    const before = api.dump();
    const reply = await api.call('cancelOrder', { code: order.code, secret: order.secret });
    expect(reply.httpStatus).toBe(409);
    expect(reply.body.error?.message).toBe(
      `Order ${order.code} is accepted; it cannot be marked cancelled now`,
    );
    expect(api.dump()).toBe(before);
  });

  test('the phone it was placed with is no proof: refused, and nothing changes', async () => {
    const order = await fixtures.place();
    const before = api.dump();
    const reply = await api.call('cancelOrder', { code: order.code, phone: order.phone });
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(api.dump()).toBe(before);
  });

  test("a wrong secret, another order's secret and an unknown code get one answer", async () => {
    const order = await fixtures.place();
    const other = await fixtures.place();
    const before = api.dump();
    const replies = [
      await api.call('cancelOrder', { code: order.code, secret: 'A'.repeat(43) }),
      await api.call('cancelOrder', { code: order.code, secret: other.secret }),
      await api.call('cancelOrder', { code: 'ZZZ-ZZZ', secret: order.secret }),
    ];
    for (const reply of replies) {
      expect(reply.httpStatus).toBe(404);
      expect(reply.text).toBe(replies[0]!.text);
      expect(reply.text).not.toContain(order.code);
    }
    expect(api.dump()).toBe(before);
  });

  test('a vendor cancels a ready order with a reason; stock returns', async () => {
    const before = stockOf(vendorProduct.id);
    const order = await fixtures.at('ready');
    const reply = await move('vendor', order.id, 'cancelled', 'Customer unreachable');
    expect(reply.httpStatus).toBe(200);
    expect(stockOf(vendorProduct.id)).toBe(before);
  });
});

describe('vendors keep to their own shop', () => {
  test("a vendor's order list holds only orders with their products", async () => {
    const mine = await fixtures.place(vendorShopId);
    const theirs = await fixtures.place(otherVendorShopId);
    const reply = await api.read('vendorOrders', { pageSize: '100' }, await cookieOf('vendor'));
    const items = (reply.body.result as { items: ShopOrderView[] }).items;
    expect(items.map((o) => o.id)).toContain(mine.id);
    expect(items.map((o) => o.id)).not.toContain(theirs.id);
    expect(items.every((o) => o.part.shopId === vendorShopId)).toBe(true);
    expect(reply.text).not.toContain(theirs.code);
  });

  test('another vendor cannot read, move or cancel an order that is not theirs', async () => {
    const order = await fixtures.place(vendorShopId);
    const cookie = await cookieOf('otherVendor');
    const before = api.dump();
    const read = await api.read('staffOrder', { id: order.id }, cookie);
    expect(read.httpStatus).toBe(403);
    expect(read.text).not.toContain(order.phone);
    expect(read.text).not.toContain(order.code);
    const move = await api.call('moveOrder', { orderId: order.id, to: 'cancelled' }, cookie);
    expect(move.httpStatus).toBe(403);
    expect(move.text).not.toContain(order.code);
    expect(api.dump()).toBe(before);
  });

  test('in an order from two shops each vendor sees only their own lines', async () => {
    const reply = await api.call('createOrder', {
      customer: { name: 'Two Shops', phone: '9000000977' },
      address: { line: '9 Two Shop Road, Sonapur' },
      items: [
        { productId: vendorProduct.id, quantity: 1 },
        { productId: otherVendorProduct.id, quantity: 2 },
      ],
    });
    const { code } = reply.body.result as { code: string };
    const order = api.documents<Order>('orders').find((o) => o.code === code)!;
    for (const [who, productId] of [
      ['vendor', vendorProduct.id],
      ['otherVendor', otherVendorProduct.id],
    ] as const) {
      const view = await api.read('staffOrder', { id: order.id }, await cookieOf(who));
      expect((view.body.result as ShopOrderView).part.lines.map((i) => i.productId)).toEqual([
        productId,
      ]);
    }
  });

  test("a vendor changes price, stock and availability of their products, never another shop's", async () => {
    const cookie = await cookieOf('vendor');
    const own = demoCatalog.products.find(
      (p) => p.shopId === vendorShopId && p.id !== vendorProduct.id,
    )!;
    const updated = await api.call(
      'vendorUpdateProduct',
      { productId: own.id, pricePaise: 12345, stock: 7, available: false },
      cookie,
    );
    expect(updated.body.result).toEqual({
      product: { ...own, pricePaise: 12345, stock: 7, available: false },
    });
    expect((await api.read('product', { id: own.id })).body.result).toMatchObject({
      pricePaise: 12345,
    });

    const before = api.dump();
    const foreign = await api.call(
      'vendorUpdateProduct',
      { productId: otherVendorProduct.id, pricePaise: 1 },
      cookie,
    );
    expect(foreign.httpStatus).toBe(403);
    expect(foreign.body.error?.message).toBe('This product belongs to another shop');
    expect(api.dump()).toBe(before);
  });

  test("a new product goes to the vendor's own shop, whatever they send", async () => {
    const added = await api.call(
      'vendorAddProduct',
      {
        name: 'Nolen Gur',
        description: 'Date palm jaggery, winter only',
        category: 'Sweeteners',
        unit: '500 g',
        pricePaise: 18000,
        stock: 12,
        available: true,
      },
      await cookieOf('otherVendor'),
    );
    const { product } = added.body.result as { product: Product };
    expect(product).toMatchObject({
      shopId: otherVendorShopId,
      shopType: 'food',
      name: 'Nolen Gur',
    });
    const own = await api.read('vendorProducts', {}, await cookieOf('otherVendor'));
    const { shop, products } = own.body.result as { shop: { id: string }; products: Product[] };
    expect(shop.id).toBe(otherVendorShopId);
    expect(products.map((p) => p.id)).toContain(product.id);
    expect(products.every((p) => p.shopId === otherVendorShopId)).toBe(true);
  });
});

describe('delivery staff see open orders and their own, nothing else', () => {
  test('the board holds open (accepted or ready, unassigned) and own orders only', async () => {
    const placed = await fixtures.at('placed');
    const accepted = await fixtures.at('accepted');
    const ready = await fixtures.at('ready');
    const mine = await fixtures.at('outForDelivery', { courier: courierId });
    const colleagues = await fixtures.at('ready', { courier: otherCourierId });

    const reply = await api.read('deliveryOrders', {}, await cookieOf('delivery'));
    const { open, mine: own } = reply.body.result as {
      open: StaffOrderView[];
      mine: StaffOrderView[];
    };
    const openIds = open.map((o) => o.id);
    expect(openIds).toEqual(expect.arrayContaining([accepted.id, ready.id]));
    expect(openIds).not.toContain(placed.id);
    expect(own.map((o) => o.id)).toContain(mine.id);
    expect(reply.text).not.toContain(colleagues.code);
    expect(reply.text).not.toContain(placed.code);
    expect(
      open.every((o) => o.deliveryPersonId === null && ['accepted', 'ready'].includes(o.status)),
    ).toBe(true);
    expect(own.every((o) => o.deliveryPersonId === courierId)).toBe(true);
  });

  test('two couriers taking the same order at once: one gets it, the other is told', async () => {
    const order = await fixtures.at('ready');
    const [a, b] = await Promise.all([
      claim('delivery', order.id),
      claim('otherDelivery', order.id),
    ]);
    const statuses = [a.httpStatus, b.httpStatus].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.httpStatus === 409 ? a : b;
    expect(loser.body.error).toMatchObject({
      status: 'ABORTED',
      message: `Order ${order.code} was taken by another delivery person`,
      details: { reason: 'taken-by-other', status: 'ready' },
    });
    const winner = a.httpStatus === 200 ? courierId : otherCourierId;
    expect(stored(order.id).deliveryPersonId).toBe(winner);
  });

  test('taking an order again is a harmless retry; a placed order cannot be taken', async () => {
    const order = await fixtures.at('accepted');
    expect((await claim('delivery', order.id)).httpStatus).toBe(200);
    expect((await claim('delivery', order.id)).httpStatus).toBe(200);
    const placed = await fixtures.place();
    expect((await claim('delivery', placed.id)).httpStatus).toBe(409);
  });

  test('a courier cannot pick up an order they have not taken', async () => {
    const order = await fixtures.at('ready');
    const reply = await move('delivery', order.id, 'outForDelivery');
    expect(reply.httpStatus).toBe(403);
    expect(reply.body.error?.message).toBe('Take this order before updating it');
  });
});

describe('admins assign delivery', () => {
  test('an admin assigns and reassigns until the order leaves the shop', async () => {
    const admin = await cookieOf('admin');
    const order = await fixtures.at('accepted');
    const first = await api.call(
      'assignOrder',
      { orderId: order.id, deliveryPersonId: courierId },
      admin,
    );
    expect(first.body.result).toMatchObject({ order: { deliveryPersonId: courierId } });
    await api.call('assignOrder', { orderId: order.id, deliveryPersonId: otherCourierId }, admin);
    expect(stored(order.id).deliveryPersonId).toBe(otherCourierId);
    await move('admin', order.id, 'ready');
    await move('admin', order.id, 'outForDelivery');
    const late = await api.call(
      'assignOrder',
      { orderId: order.id, deliveryPersonId: courierId },
      admin,
    );
    expect(late.httpStatus).toBe(409);
    expect(stored(order.id).deliveryPersonId).toBe(otherCourierId);
  });

  test('orders filter by status, date, kind and shop, newest first, a page at a time', async () => {
    const admin = await cookieOf('admin');
    api.advanceClock(60_000);
    const theirs = await fixtures.place(otherVendorShopId);
    const byShop = await api.read(
      'adminOrders',
      { shopId: otherVendorShopId, status: 'placed' },
      admin,
    );
    const items = (byShop.body.result as { items: OrderView[] }).items;
    expect(items[0]?.id).toBe(theirs.id);
    expect(items.every((o) => o.shopIds.includes(otherVendorShopId) && o.status === 'placed')).toBe(
      true,
    );

    const today = stored(theirs.id).placedOn;
    const page1 = await api.read(
      'adminOrders',
      { date: today, kind: 'shop', pageSize: '3' },
      admin,
    );
    const page2 = await api.read(
      'adminOrders',
      { date: today, kind: 'shop', pageSize: '3', page: '2' },
      admin,
    );
    const first = page1.body.result as { items: StaffOrderView[]; hasMore: boolean };
    const second = page2.body.result as { items: StaffOrderView[] };
    expect(first.items).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    expect(second.items).toHaveLength(3);
    const ids = [...first.items, ...second.items].map((o) => o.id);
    expect(new Set(ids).size).toBe(6);
    const times = [...first.items, ...second.items].map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page1.text).not.toContain('requestId');
    expect(
      (await api.read('adminOrders', { date: '2001-01-01' }, admin)).body.result,
    ).toMatchObject({
      items: [],
      hasMore: false,
    });
  });
});
