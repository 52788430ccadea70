import type { DayReport, DayReportOrder, Order } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  staffSessions,
  vendorShopId,
} from '../support/staffFixtures';

type Report = DayReport & {
  complete: boolean;
  /** A vendor's only: the shop's share of the money taken at the door. */
  money?: { cashPaise: number; upiPaise: number };
};

/**
 * The day's report on both hosts: the admin's over every order placed that day, a vendor's over
 * their own shop's parts (and its share of the day's money), with who cancelled and why, and the
 * late ones.
 */
describeOnHosts("the day's report", (api) => {
  let fixtures: OrderFixtures;
  let sessionOf: (who: DemoStaffMember) => Promise<string>;

  beforeAll(async () => {
    sessionOf = staffSessions(api);
    fixtures = orderFixtures(api, () => sessionOf('admin'));
    await fixtures.stockUp();
  });

  const stored = async (id: string) =>
    (await api.documents<Order>('orders')).find((order) => order.id === id)!;
  const report = async (
    name: 'dayReport' | 'vendorDayReport',
    who: DemoStaffMember,
    day: string,
  ) => {
    const reply = await api.read(name, { day }, await sessionOf(who));
    expect(reply.httpStatus).toBe(200);
    return reply.body.result as Report;
  };
  const rowOf = (result: Report, code: string): DayReportOrder | undefined =>
    result.orders.find((row) => row.code === code);

  test('the admin sees each order of the day, with how it was paid, and cancelled ones with who and why', async () => {
    const delivered = await fixtures.at('delivered', { courier: courierId });
    const cancelled = await fixtures.place();
    const cancel = await api.call(
      'moveOrder',
      { orderId: cancelled.id, to: 'cancelled', note: 'Customer rang: ordered twice' },
      await sessionOf('admin'),
    );
    expect(cancel.httpStatus).toBe(200);
    const day = (await stored(delivered.id)).placedOn;

    const result = await report('dayReport', 'admin', day);
    expect(result).toMatchObject({ day, complete: true });
    expect(rowOf(result, delivered.code)).toMatchObject({
      status: 'delivered',
      paidBy: 'cash',
      totalPaise: await fixtures.totalOf(delivered.id),
    });
    expect(result.cancelled.find((row) => row.code === cancelled.code)?.cancelled).toMatchObject({
      by: 'staff',
      reason: 'Customer rang: ordered twice',
    });
    // The counts agree with the rows.
    expect(result.orderCount).toBe(result.orders.length);
    expect(Object.values(result.byStatus).reduce((sum, n) => sum + n, 0)).toBe(result.orderCount);
    expect(result.topProducts.length).toBeGreaterThan(0);
  });

  test("a vendor sees their own part alone: another shop's cancelled part is not theirs", async () => {
    const mixed = await fixtures.placeMixed();
    const cancelPart = await api.call(
      'moveOrder',
      { orderId: mixed.id, to: 'cancelled', note: 'Out of sweets' },
      await sessionOf('otherVendor'),
    );
    expect(cancelPart.httpStatus).toBe(200);
    const order = await stored(mixed.id);
    const own = order.parts.find((part) => part.shopId === vendorShopId)!;

    const paid = await fixtures.at('delivered', { courier: courierId });
    const paidPart = (await stored(paid.id)).parts[0]!;

    const mine = await report('vendorDayReport', 'vendor', order.placedOn);
    // The shop's share of the day's cash holds the goods of the order paid at the door.
    expect(mine.money?.cashPaise).toBeGreaterThanOrEqual(paidPart.subtotalPaise);
    expect(rowOf(mine, paid.code)).toMatchObject({ status: 'delivered', paidBy: 'cash' });
    expect(rowOf(mine, mixed.code)).toMatchObject({
      status: 'placed',
      totalPaise: own.subtotalPaise,
      shops: [own.shopName],
    });
    expect(mine.shops.map((shop) => shop.shopId)).toEqual([vendorShopId]);
    expect(mine.orders.every((row) => row.shops.length === 1)).toBe(true);

    const theirs = await report('vendorDayReport', 'otherVendor', order.placedOn);
    expect(rowOf(theirs, mixed.code)).toMatchObject({
      status: 'cancelled',
      cancelled: { by: 'shop', reason: 'Out of sweets' },
    });
  });

  test('an order still open past the time its checkout promised is late', async () => {
    const waiting = await fixtures.place();
    const day = (await stored(waiting.id)).placedOn;
    expect(rowOf(await report('dayReport', 'admin', day), waiting.code)?.late).toBe(false);
    // Two days on, every shop has opened since: the promise has passed.
    api.advanceClock(2 * 24 * 60 * 60 * 1000);
    const later = await report('dayReport', 'admin', day);
    expect(later.late.map((row) => row.code)).toContain(waiting.code);
  });

  test('a day with no orders is an empty report; a malformed day is refused and changes nothing', async () => {
    const empty = await report('dayReport', 'admin', '2031-01-01');
    expect(empty).toMatchObject({ orderCount: 0, orders: [], late: [], cancelled: [] });
    const before = await api.dump();
    for (const day of ['yesterday', '2026-13-01', '28-11-2026']) {
      const reply = await api.read('dayReport', { day }, await sessionOf('admin'));
      expect(reply.httpStatus).toBe(400);
    }
    expect(await api.dump()).toEqual(before);
  });
});
