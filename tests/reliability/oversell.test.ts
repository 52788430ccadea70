import type { Order, OutboxEntry, Product } from '@town/core';
import { demoCatalog } from '../../demo';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * The last items in stock under a rush: 200 customers order one each, all at once, of a product
 * with 50 left. The local host runs over real HTTP with its per-client budget raised, since all
 * 200 come from this one test process.
 */
let api: LocalDriver;
beforeAll(async () => {
  api = await startLocalDriver({ limits: { submit: 1000 } });
});
afterAll(() => api.stop());

const product = demoCatalog.products.find(
  (p) => p.available && !p.prescriptionRequired && p.shopType === 'grocery',
)!;
const customers = 200;
const stock = 50;

test('200 concurrent orders for a product with stock 50: exactly 50 accepted, stock 0, none below', async () => {
  const admin = await api.signInAs('admin');
  const restock = await api.call(
    'adminUpdateItem',
    { collection: 'products', doc: { ...product, stock } },
    admin,
  );
  expect(restock.httpStatus).toBe(200);

  const replies = await Promise.all(
    Array.from({ length: customers }, (_, n) =>
      api.call('createOrder', {
        customer: { name: `Rush ${n}`, phone: `93${String(n).padStart(8, '0')}` },
        address: { line: `${n} Market Road, Sonapur` },
        items: [{ productId: product.id, quantity: 1 }],
      }),
    ),
  );

  const accepted = replies.filter((reply) => reply.httpStatus === 200);
  const refused = replies.filter((reply) => reply.httpStatus !== 200);
  expect(accepted).toHaveLength(stock);
  expect(refused).toHaveLength(customers - stock);
  // Every refusal is the plain out-of-stock answer a customer can act on, nothing else.
  for (const reply of refused) {
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `Not enough stock: "${product.name}" is out of stock`,
      details: {
        reason: 'out-of-stock',
        shortages: [{ productId: product.id, name: product.name, available: 0, requested: 1 }],
      },
    });
  }

  const stored = api.documents<Product>('products');
  expect(stored.find((p) => p.id === product.id)?.stock).toBe(0);
  expect(stored.filter((p) => p.stock < 0)).toEqual([]);
  const orders = api
    .documents<Order>('orders')
    .filter((order) => order.items.some((item) => item.productId === product.id));
  expect(orders).toHaveLength(stock);
  expect(new Set(orders.map((order) => order.code))).toEqual(
    new Set(accepted.map((reply) => (reply.body.result as { code: string }).code)),
  );
  expect(orders.flatMap((order) => order.items.map((item) => item.quantity))).toEqual(
    Array(stock).fill(1),
  );
  // Each accepted order was announced, and only those.
  const alerts = api
    .documents<OutboxEntry>('outbox')
    .filter((entry) => entry.event === 'orderPlaced');
  expect(alerts).toHaveLength(stock * 2);
  expect(new Set(alerts.map((entry) => entry.ref))).toEqual(
    new Set(orders.map((order) => `orders/${order.id}`)),
  );

  const shown = await api.read('product', { id: product.id });
  expect((shown.body.result as Product).stock).toBe(0);
});

test('one burst of orders committed together: the accepted stored, the refused absent, a repeated request answered once', async () => {
  const admin = await api.signInAs('admin');
  const [scarce, plenty] = demoCatalog.products.filter(
    (p) =>
      p.available && !p.prescriptionRequired && p.shopType === 'grocery' && p.id !== product.id,
  );
  for (const [item, count] of [
    [scarce!, 10],
    [plenty!, 1000],
  ] as const) {
    const restock = await api.call(
      'adminUpdateItem',
      { collection: 'products', doc: { ...item, stock: count } },
      admin,
    );
    expect(restock.httpStatus).toBe(200);
  }
  const order = (n: number, productId: string, requestId: string) => ({
    customer: { name: `Burst ${n}`, phone: `96${String(n).padStart(8, '0')}` },
    address: { line: `${n} Burst Lane, Sonapur` },
    items: [{ productId, quantity: 1 }],
    requestId,
  });
  const repeated = order(99, plenty!.id, 'burst-repeated-request-0001');
  // Sent at once, they reach the host's store in the same moments and are committed in groups.
  const [scarceReplies, repeatReplies] = await Promise.all([
    Promise.all(
      Array.from({ length: 14 }, (_, n) =>
        api.call('createOrder', order(n, scarce!.id, `burst-scarce-${String(n).padStart(8, '0')}`)),
      ),
    ),
    Promise.all(Array.from({ length: 3 }, () => api.call('createOrder', repeated))),
  ]);

  const accepted = scarceReplies.filter((reply) => reply.httpStatus === 200);
  expect(accepted).toHaveLength(10);
  for (const reply of scarceReplies.filter((r) => r.httpStatus !== 200)) {
    expect(reply.body.error?.status).toBe('FAILED_PRECONDITION');
    expect(reply.body.error?.message).toBe(`Not enough stock: "${scarce!.name}" is out of stock`);
  }
  const stored = api.documents<Order>('orders');
  const scarceOrders = stored.filter((o) => o.items.some((item) => item.productId === scarce!.id));
  expect(new Set(scarceOrders.map((o) => o.code))).toEqual(
    new Set(accepted.map((reply) => (reply.body.result as { code: string }).code)),
  );
  expect(api.documents<Product>('products').find((p) => p.id === scarce!.id)?.stock).toBe(0);

  // The copies of one request: one order, each copy answered with its code.
  expect(repeatReplies.map((reply) => reply.httpStatus)).toEqual([200, 200, 200]);
  const codes = new Set(repeatReplies.map((reply) => (reply.body.result as { code: string }).code));
  expect(codes.size).toBe(1);
  const repeatedOrders = stored.filter((o) => o.requestId === repeated.requestId);
  expect(repeatedOrders.map((o) => o.code)).toEqual([...codes]);
  expect(api.documents<Product>('products').find((p) => p.id === plenty!.id)?.stock).toBe(999);

  // Each stored order of the burst has both its alerts, and no refused one has any.
  const refs = new Set(
    api
      .documents<OutboxEntry>('outbox')
      .filter((e) => e.event === 'orderPlaced')
      .map((e) => e.ref),
  );
  for (const o of [...scarceOrders, ...repeatedOrders])
    expect(refs.has(`orders/${o.id}`)).toBe(true);
  expect(refs.size).toBe(stored.length);
});
