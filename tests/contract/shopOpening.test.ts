import { addDays, type Shop, townNow } from '@town/core';
import { demoShops } from '../../demo';
import { describeOnHosts, type Reply } from '../support/hosts';
import {
  otherVendorProduct,
  otherVendorShopId,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';
import { testTown } from '../support/testTown';

const dayMs = 24 * 60 * 60 * 1000;
let phones = 0;
const freshPhone = () => `97${String(52_000_000 + phones++).padStart(8, '0')}`;

/**
 * A vendor opens and closes their own shop (for today, or a holiday until a date) and edits its
 * hours; an admin may do so for any shop. The public reads show it, and an order with a part
 * for a closed shop is refused with the shop named, on both hosts.
 */
describeOnHosts('a shop that can close', (api) => {
  const sessionOf = staffSessions(api);
  const today = () => townNow(api.now(), testTown.timeZone).date;
  const shopDoc = async (id: string) =>
    (await api.documents<Shop>('shops')).find((shop) => shop.id === id)!;
  const setOpening = async (input: unknown, who: 'vendor' | 'otherVendor' | 'admin' = 'vendor') =>
    api.call('setShopOpening', input, await sessionOf(who));
  const order = (items: Array<{ productId: string; quantity: number }>) =>
    api.call('createOrder', {
      customer: { name: 'Shop Days', phone: freshPhone() },
      address: { line: '4 Temple Road, Sonapur' },
      items,
    });
  const errorOf = (reply: Reply) => reply.body.error!;
  const originalHours = demoShops.find((s) => s.id === vendorShopId)!.hours;

  beforeAll(async () => {
    for (const product of [vendorProduct, otherVendorProduct]) {
      const reply = await api.call(
        'adminUpdateItem',
        { collection: 'products', doc: { ...product, stock: 100_000 } },
        await sessionOf('admin'),
      );
      if (reply.httpStatus !== 200) throw new Error(`stocking up failed: ${reply.text}`);
    }
  });
  afterEach(async () => {
    await setOpening({ shopId: vendorShopId, status: 'open' }, 'admin');
    await setOpening({ shopId: otherVendorShopId, status: 'open' }, 'admin');
  });

  test('closed for today: the public read shows it, the order is refused, tomorrow it takes orders', async () => {
    const reply = await setOpening({ shopId: vendorShopId, status: 'closedToday' });
    expect(reply.httpStatus).toBe(200);
    const tomorrow = addDays(today(), 1);
    expect((reply.body.result as { shop: Shop }).shop.closure).toEqual({
      kind: 'today',
      reopensOn: tomorrow,
    });

    const read = await api.read('shop', { id: vendorShopId });
    expect((read.body.result as { shop: Shop }).shop.closure).toEqual({
      kind: 'today',
      reopensOn: tomorrow,
    });

    const before = await api.documents('orders');
    const refused = await order([{ productId: vendorProduct.id, quantity: 1 }]);
    expect(refused.httpStatus).toBe(400);
    expect(errorOf(refused).status).toBe('FAILED_PRECONDITION');
    expect(errorOf(refused).message).toContain('is closed today');
    expect(errorOf(refused).details).toEqual({
      reason: 'shop-closed',
      closedShops: [
        {
          shopId: vendorShopId,
          name: (await shopDoc(vendorShopId)).name,
          kind: 'today',
          reopensOn: tomorrow,
        },
      ],
    });
    expect(await api.documents('orders')).toHaveLength(before.length);

    api.advanceClock(dayMs);
    expect((await order([{ productId: vendorProduct.id, quantity: 1 }])).httpStatus).toBe(200);
  });

  test('a mixed cart with one closed shop is refused whole, naming only that shop', async () => {
    const reopensOn = addDays(today(), 5);
    expect(
      (await setOpening({ shopId: otherVendorShopId, status: 'holiday', reopensOn }, 'otherVendor'))
        .httpStatus,
    ).toBe(200);
    const refused = await order([
      { productId: vendorProduct.id, quantity: 1 },
      { productId: otherVendorProduct.id, quantity: 1 },
    ]);
    expect(errorOf(refused).status).toBe('FAILED_PRECONDITION');
    expect(errorOf(refused).message).toContain(`opens again on ${reopensOn}`);
    const details = errorOf(refused).details as { closedShops: Array<{ shopId: string }> };
    expect(details.closedShops.map((s) => s.shopId)).toEqual([otherVendorShopId]);

    const reopened = await setOpening({ shopId: otherVendorShopId, status: 'open' }, 'otherVendor');
    expect((reopened.body.result as { shop: Shop }).shop.closure).toBeUndefined();
    expect((await shopDoc(otherVendorShopId)).closure).toBeUndefined();
    expect((await order([{ productId: otherVendorProduct.id, quantity: 1 }])).httpStatus).toBe(200);
  });

  test('a shop only outside its hours still takes orders, which wait for it to open', async () => {
    const everyDayEarly = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      from: '00:00',
      to: '00:01',
    }));
    const reply = await setOpening({ shopId: vendorShopId, hours: everyDayEarly });
    expect((reply.body.result as { shop: Shop }).shop.hours).toEqual(everyDayEarly);
    expect((await order([{ productId: vendorProduct.id, quantity: 1 }])).httpStatus).toBe(200);
    await setOpening({ shopId: vendorShopId, hours: originalHours }, 'admin');
  });

  test('hours are edited and kept sorted; the status stays as it was', async () => {
    const reopensOn = addDays(today(), 3);
    await setOpening({ shopId: vendorShopId, status: 'holiday', reopensOn });
    const hours = [
      { day: 2, from: '16:00', to: '20:00' },
      { day: 1, from: '08:00', to: '12:00' },
      { day: 2, from: '08:00', to: '12:00' },
    ];
    const reply = await setOpening({ shopId: vendorShopId, hours });
    expect(reply.httpStatus).toBe(200);
    const stored = await shopDoc(vendorShopId);
    expect(stored.hours).toEqual([hours[1], hours[2], hours[0]]);
    expect(stored.closure).toEqual({ kind: 'holiday', reopensOn });
    await setOpening({ shopId: vendorShopId, hours: originalHours }, 'admin');
  });

  test.each([
    ['no change at all', {}, 'status'],
    ['an unknown status', { status: 'shut' }, 'status'],
    ['a holiday without a day to open again', { status: 'holiday' }, 'reopensOn'],
    [
      'a day to open again without a holiday',
      { status: 'open', reopensOn: '2030-01-01' },
      'reopensOn',
    ],
    ['a date that is not a date', { status: 'holiday', reopensOn: '31/12/2030' }, 'reopensOn'],
    ['closing before opening', { hours: [{ day: 1, from: '18:00', to: '09:00' }] }, 'hours.0'],
    [
      'two overlapping times on one day',
      {
        hours: [
          { day: 1, from: '08:00', to: '13:00' },
          { day: 1, from: '12:00', to: '18:00' },
        ],
      },
      'hours',
    ],
    ['a day outside the week', { hours: [{ day: 7, from: '08:00', to: '13:00' }] }, 'hours.0.day'],
  ])('%s is refused with the field named and changes nothing', async (_what, input, path) => {
    const before = await api.dump();
    const reply = await setOpening({ shopId: vendorShopId, ...input });
    expect(reply.httpStatus).toBe(400);
    const issues = (errorOf(reply).details as { issues: Array<{ path: string }> }).issues;
    expect(issues.map((issue) => issue.path)).toContain(path);
    expect(await api.dump()).toBe(before);
  });

  test('a holiday must end after today and within a year', async () => {
    const before = await api.dump();
    for (const reopensOn of [today(), addDays(today(), 400)]) {
      const reply = await setOpening({ shopId: vendorShopId, status: 'holiday', reopensOn });
      expect(reply.httpStatus).toBe(400);
      expect(errorOf(reply).message).toMatch(/^reopensOn: /);
    }
    expect(await api.dump()).toBe(before);
  });

  test("a vendor may not close another vendor's shop; an admin may close any", async () => {
    const before = await api.dump();
    const refused = await setOpening({ shopId: otherVendorShopId, status: 'closedToday' });
    expect(refused.httpStatus).toBe(403);
    expect(await api.dump()).toBe(before);
    const missing = await setOpening({ shopId: 'shop-nowhere', status: 'closedToday' }, 'admin');
    expect(missing.httpStatus).toBe(404);
    const byAdmin = await setOpening({ shopId: otherVendorShopId, status: 'closedToday' }, 'admin');
    expect(byAdmin.httpStatus).toBe(200);
    expect((await shopDoc(otherVendorShopId)).closure?.kind).toBe('today');
  });
});
