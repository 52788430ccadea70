import type { ShopOrderView, StaffOrderView } from '@town/core';
import { type DemoStaffMember, type LocalDriver, startLocalDriver } from '../support/localDriver';
import type { SseEvent, SseStream } from '../support/sse';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherVendorProduct,
  otherVendorShopId,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';

let api: LocalDriver;
let fixtures: OrderFixtures;
let cookieOf: (who: DemoStaffMember) => Promise<string>;
const open: SseStream[] = [];

const heartbeatMs = 200;
const maxClients = 6;

beforeAll(async () => {
  api = await startLocalDriver({
    limits: { submit: 1000, lookup: 1000 },
    live: { heartbeatMs, maxClients, maxPerSession: 3, maxPerAccount: 4 },
  });
  cookieOf = staffSessions(api);
  fixtures = orderFixtures(api, () => cookieOf('admin'));
  await fixtures.stockUp();
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(() => api.stop());

async function subscribe(who: DemoStaffMember | null): Promise<SseStream> {
  const stream = await api.events('orders', who ? await cookieOf(who) : undefined);
  open.push(stream);
  if (stream.httpStatus === 200) await stream.next((e) => e.event === 'snapshot');
  return stream;
}

const orderEvent = (id: string, status?: string) => (event: SseEvent) =>
  event.event === 'order' &&
  (event.data as StaffOrderView).id === id &&
  (status === undefined || (event.data as StaffOrderView).status === status);

describe('live order events', () => {
  test('in an order from two shops, each vendor hears only their own part', async () => {
    const shopA = await subscribe('vendor');
    const shopB = await subscribe('otherVendor');
    const order = await fixtures.placeMixed();
    await api.call('moveOrder', { orderId: order.id, to: 'accepted' }, await cookieOf('vendor'));
    const [aPlaced, bPlaced] = await Promise.all([
      shopA.next(orderEvent(order.id)),
      shopB.next(orderEvent(order.id)),
    ]);
    expect((aPlaced.data as ShopOrderView).part.shopId).toBe(vendorShopId);
    expect((bPlaced.data as ShopOrderView).part.shopId).toBe(otherVendorShopId);
    // Shop A's accepting reaches shop A as its part accepted; shop B's part is still placed.
    await shopA.next(
      (event) =>
        orderEvent(order.id)(event) && (event.data as ShopOrderView).part.status === 'accepted',
    );
    await api.call(
      'moveOrder',
      { orderId: order.id, to: 'accepted' },
      await cookieOf('otherVendor'),
    );
    await shopB.next(
      (event) =>
        orderEvent(order.id)(event) && (event.data as ShopOrderView).part.status === 'accepted',
    );
    const heardByA = JSON.stringify(shopA.events.filter(orderEvent(order.id)));
    const heardByB = JSON.stringify(shopB.events.filter(orderEvent(order.id)));
    expect(heardByA).toContain(vendorProduct.id);
    expect(heardByA).not.toContain(otherVendorProduct.id);
    expect(heardByB).toContain(otherVendorProduct.id);
    expect(heardByB).not.toContain(vendorProduct.id);
    for (const heard of [heardByA, heardByB]) expect(heard).not.toContain('"totalPaise"');
  });

  test('an order placed after a courier subscribed reaches them when the shop accepts it', async () => {
    const courier = await subscribe('delivery');
    const admin = await subscribe('admin');
    const order = await fixtures.place();

    const placed = await admin.next(orderEvent(order.id, 'placed'));
    expect(placed.data).toMatchObject({ code: order.code, customer: { phone: order.phone } });
    // Not yet open to couriers: the shop has not accepted it.
    expect(courier.events.some(orderEvent(order.id))).toBe(false);

    await api.call('moveOrder', { orderId: order.id, to: 'accepted' }, await cookieOf('vendor'));
    const offered = await courier.next(orderEvent(order.id, 'accepted'));
    expect(offered.data).toMatchObject({
      code: order.code,
      customer: { phone: order.phone },
      address: { line: '7 Fixture Lane, Sonapur' },
      deliveryPersonId: null,
    });
  });

  test('the snapshot holds the board as it is when the stream opens', async () => {
    const ready = await fixtures.at('ready');
    const courier = await subscribe('delivery');
    const [snapshot] = courier.events;
    const ids = (snapshot!.data as { orders: StaffOrderView[] }).orders.map((o) => o.id);
    expect(ids).toContain(ready.id);
  });

  test('when one courier takes an order, the other is told it is gone', async () => {
    const order = await fixtures.at('ready');
    const mine = await subscribe('delivery');
    const other = await subscribe('otherDelivery');
    await api.call('claimOrder', { orderId: order.id }, await cookieOf('delivery'));
    const taken = await mine.next(orderEvent(order.id));
    expect((taken.data as StaffOrderView).deliveryPersonId).toBe(courierId);
    const gone = await other.next((e) => e.event === 'gone');
    expect(gone.data).toEqual({ id: order.id });
    expect(
      other.events
        .filter(orderEvent(order.id))
        .every((e) => (e.data as StaffOrderView).deliveryPersonId === null),
    ).toBe(true);
  });

  test("a vendor's stream carries only their shop's orders", async () => {
    const otherVendor = await subscribe('otherVendor');
    const notTheirs = await fixtures.place();
    const theirs = await fixtures.place(otherVendorShopId);
    // Events arrive in commit order: once their own order is in, the other one would be too.
    await otherVendor.next(orderEvent(theirs.id));
    expect(otherVendor.events.some(orderEvent(notTheirs.id))).toBe(false);
    expect(JSON.stringify(otherVendor.events)).not.toContain(notTheirs.phone);
  });

  test('heartbeats keep an idle stream alive', async () => {
    const admin = await subscribe('admin');
    await admin.until(() => admin.comments >= 2, heartbeatMs * 10);
  });

  test('visitors are refused with the usual error, and unknown feeds do not exist', async () => {
    const visitor = await subscribe(null);
    expect(visitor.httpStatus).toBe(401);
    expect(visitor.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: 'Sign in to use live orders',
    });
    const unknown = await api.events('secrets', await cookieOf('admin'));
    expect(unknown.httpStatus).toBe(404);
  });

  test('signing out ends the stream', async () => {
    const cookie = await api.signInAs('delivery');
    const stream = await api.events('orders', cookie);
    open.push(stream);
    await stream.next((e) => e.event === 'snapshot');
    await api.call('signOut', {}, cookie);
    await stream.next((e) => e.event === 'signedOut', heartbeatMs * 10);
    await stream.ended;
  });

  test('streams are bounded per session and in all', async () => {
    const cookie = await cookieOf('admin');
    for (let i = 0; i < 3; i++) open.push(await api.events('orders', cookie));
    const fourth = await api.events('orders', cookie);
    expect(fourth.httpStatus).toBe(429);
    expect(fourth.error?.status).toBe('RESOURCE_EXHAUSTED');

    for (const who of ['vendor', 'otherVendor', 'delivery'] as const) await subscribe(who);
    const over = await api.events('orders', await cookieOf('otherDelivery'));
    expect(over.httpStatus).toBe(429);

    for (const stream of open.splice(0)) stream.close();
    // Closed streams free their places as soon as the server sees the connection go.
    await waitUntil(async () => {
      const retry = await api.events('orders', await cookieOf('otherDelivery'));
      open.push(retry);
      return retry.httpStatus === 200;
    });
  });

  test('one account cannot take every stream by signing in again and again', async () => {
    const sessions = [await api.signInAs('vendor'), await api.signInAs('vendor')];
    for (let i = 0; i < 3; i++) open.push(await api.events('orders', sessions[0]));
    open.push(await api.events('orders', sessions[1]));
    expect(open.map((stream) => stream.httpStatus)).toEqual([200, 200, 200, 200]);

    const third = await api.events('orders', await api.signInAs('vendor'));
    open.push(third);
    expect(third.httpStatus).toBe(429);
    expect(third.error?.status).toBe('RESOURCE_EXHAUSTED');
    // Another account still gets its stream: the host's places were not all taken.
    const colleague = await subscribe('otherVendor');
    expect(colleague.httpStatus).toBe(200);
  });

  test('only an event-stream client gets a stream: a page or an image pointed at it is refused', async () => {
    const cookie = await cookieOf('admin');
    for (const accept of [undefined, 'text/html,*/*', 'image/avif,image/webp,*/*']) {
      const response = await fetch(`${api.url}/api/events/orders`, {
        headers: { cookie, ...(accept ? { accept } : {}) },
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ error: { status: 'FAILED_PRECONDITION' } });
    }
  });
});

describe('shutting down', () => {
  test('open streams end and the host stops promptly', async () => {
    const host = await startLocalDriver();
    const stream = await host.events('orders', await host.signInAs('admin'));
    await stream.next((e) => e.event === 'snapshot');
    const started = Date.now();
    await host.stop();
    await stream.ended;
    // A stream left open holds the close for good, or until Fastify's keep-alive timeout (72 s)
    // once it goes idle; the host ends them first. A busy machine takes a few seconds to stop.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
