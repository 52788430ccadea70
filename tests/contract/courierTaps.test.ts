import type { DoorPayment, Order } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherVendorShopId,
  staffSessions,
  vendorShopId,
} from '../support/staffFixtures';

/**
 * A courier's "Picked up" and "Delivered" tapped without signal and sent later, on both hosts:
 * the tap's id is its retry key (a replay moves nothing and records the money once), the order
 * keeps when it was tapped and when it arrived, and an order that changed meanwhile refuses the
 * tap with a reason the courier's screen explains.
 */
describeOnHosts('courier taps sent later', (api) => {
  let fixtures: OrderFixtures;
  let sessionOf: (who: DemoStaffMember) => Promise<string>;

  beforeAll(async () => {
    sessionOf = staffSessions(api);
    fixtures = orderFixtures(api, () => sessionOf('admin'));
    await fixtures.stockUp();
  });

  // Times by the host's clock, which the tests move by hand.
  const minutesAgo = (minutes: number) =>
    new Date(api.now().getTime() - minutes * 60_000).toISOString();
  const tapOf = (minutes = 5) => ({ id: crypto.randomUUID(), at: minutesAgo(minutes) });

  const stored = async (id: string) =>
    (await api.documents<Order>('orders')).find((order) => order.id === id)!;
  const asCourier = async (action: string, data: Record<string, unknown>) =>
    api.call(action, data, await sessionOf('delivery'));

  test('a delivered tap sent twice records the money once; the order keeps tap and arrival times', async () => {
    const order = await fixtures.at('ready', { courier: courierId });
    const pickedUp = tapOf(10);
    const delivered = tapOf(5);
    const pickup = { orderId: order.id, to: 'outForDelivery', tap: pickedUp };
    expect((await asCourier('moveOrder', pickup)).httpStatus).toBe(200);
    const total = (await stored(order.id)).totalPaise;
    const deliver = {
      orderId: order.id,
      to: 'delivered',
      collected: { method: 'cash', amountPaise: total },
      tap: delivered,
    };
    const first = await asCourier('moveOrder', deliver);
    expect(first.httpStatus).toBe(200);
    const afterFirst = await api.dump();
    // The reply was lost: the phone sends both taps again, in order.
    for (const data of [pickup, deliver]) {
      const replay = await asCourier('moveOrder', data);
      expect([replay.httpStatus, (replay.body.result as { order: Order }).order.status]).toEqual([
        200,
        'delivered',
      ]);
    }
    expect(await api.dump()).toBe(afterFirst);
    const payments = (await api.documents<DoorPayment>('doorPayments')).filter(
      (payment) => payment.orderId === order.id,
    );
    expect(payments).toHaveLength(1);
    const final = await stored(order.id);
    expect(final.history.filter((change) => change.status === 'delivered')).toHaveLength(1);
    expect(final.taps?.map(({ id, move, tappedAt }) => ({ id, move, tappedAt }))).toEqual([
      { id: pickedUp.id, move: 'pickedUp', tappedAt: pickedUp.at },
      { id: delivered.id, move: 'delivered', tappedAt: delivered.at },
    ]);
    // Arrival is the host's clock: after the tap, and the time the move was recorded.
    for (const receipt of final.taps ?? []) {
      expect(Date.parse(receipt.arrivedAt)).toBeGreaterThan(Date.parse(receipt.tappedAt));
    }
    expect(final.taps?.[1]?.arrivedAt).toBe(final.collected?.at);
  });

  test("a shop's part picked up offline is picked up once", async () => {
    const order = await fixtures.placeMixed();
    const cookie = await sessionOf('admin');
    for (const shopId of [vendorShopId, otherVendorShopId]) {
      await api.call('moveOrder', { orderId: order.id, to: 'accepted', shopId }, cookie);
      await api.call('moveOrder', { orderId: order.id, to: 'ready', shopId }, cookie);
    }
    await api.call('assignOrder', { orderId: order.id, deliveryPersonId: courierId }, cookie);
    const tap = tapOf(3);
    const data = { orderId: order.id, shopId: vendorShopId, tap };
    expect((await asCourier('pickUpPart', data)).httpStatus).toBe(200);
    const afterFirst = await api.dump();
    expect((await asCourier('pickUpPart', data)).httpStatus).toBe(200);
    expect(await api.dump()).toBe(afterFirst);
    const part = (await stored(order.id)).parts.find((each) => each.shopId === vendorShopId)!;
    expect(part.history.filter((change) => change.status === 'pickedUp')).toHaveLength(1);
    expect((await stored(order.id)).taps?.map((receipt) => receipt.id)).toEqual([tap.id]);
  });

  test('a tap on an order the customer cancelled meanwhile is refused with the reason; nothing moves', async () => {
    const order = await fixtures.at('ready', { courier: courierId });
    const cancel = { orderId: order.id, to: 'cancelled', note: 'Customer called' };
    expect((await api.call('moveOrder', cancel, await sessionOf('admin'))).httpStatus).toBe(200);
    const before = await api.dump();
    const reply = await asCourier('moveOrder', {
      orderId: order.id,
      to: 'outForDelivery',
      tap: tapOf(2),
    });
    expect(reply.httpStatus).toBe(409);
    expect(reply.body.error?.details).toEqual({
      reason: 'status-moved',
      status: 'cancelled',
      allowed: [],
    });
    expect(await api.dump()).toBe(before);
  });

  test('a tap time later than now or older than a day is refused as bad input', async () => {
    const order = await fixtures.at('ready', { courier: courierId });
    const before = await api.dump();
    for (const at of [minutesAgo(-5), minutesAgo(25 * 60)]) {
      const reply = await asCourier('moveOrder', {
        orderId: order.id,
        to: 'outForDelivery',
        tap: { id: crypto.randomUUID(), at },
      });
      expect(reply.httpStatus).toBe(400);
      const { issues } = reply.body.error!.details as { issues: Array<{ path: string }> };
      expect(issues.map((issue) => issue.path)).toEqual(['tap.at']);
    }
    // A minute ahead is a phone clock's skew: taken.
    const skewed = { orderId: order.id, to: 'outForDelivery', tap: tapOf(-1) };
    expect(await api.dump()).toBe(before);
    expect((await asCourier('moveOrder', skewed)).httpStatus).toBe(200);
  });
});
