import type { DoorPayment, Order, OrderView, PrivateOrderView } from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherCourierId,
  otherVendorShopId,
  staffSessions,
  vendorShopId,
} from '../support/staffFixtures';

interface CourierDay {
  day: string;
  deliveries: Array<{ code: string; method: string; amountPaise: number; cashHeld: boolean }>;
  deliveryCount: number;
  cashPaise: number;
  upiPaise: number;
  cashHeldPaise: number;
  allCashHeldPaise: number;
}

interface MoneyDay {
  day: string;
  couriers: Array<{
    deliveryPersonId: string | null;
    name: string | null;
    deliveryCount: number;
    cashPaise: number;
    upiPaise: number;
    cashHeldPaise: number;
  }>;
  shops: Array<{ shopId: string; shopName: string; cashPaise: number; upiPaise: number }>;
  upiPayments: Array<{
    code: string;
    amountPaise: number;
    courierName: string | null;
    upiReference: string | null;
  }>;
  cashPaise: number;
  upiPaise: number;
  deliveryFeesPaise: number;
}

const shopOf = (id: string) => demoCatalog.shops.find((shop) => shop.id === id)!;

/**
 * The courier's pickups and the money at the door, on both hosts: where each shop's part is
 * collected, "Delivered" with how the customer paid (cash or UPI, for the order's exact total),
 * the UPI link the customer's page offers, the courier's day and the admin's day with the cash
 * handed over. "vendor" is a shop paid through the town's UPI ID, "otherVendor" one with its own.
 */
describeOnHosts('pickups and money at the door', (api) => {
  let fixtures: OrderFixtures;
  let sessionOf: (who: DemoStaffMember) => Promise<string>;

  beforeAll(async () => {
    sessionOf = staffSessions(api);
    fixtures = orderFixtures(api, () => sessionOf('admin'));
    await fixtures.stockUp();
  });

  const stored = async (id: string) =>
    (await api.documents<Order>('orders')).find((order) => order.id === id)!;
  const deliver = async (orderId: string, collected: unknown, who: DemoStaffMember = 'delivery') =>
    api.call('moveOrder', { orderId, to: 'delivered', collected }, await sessionOf(who));
  const courierDay = async (who: DemoStaffMember = 'delivery') =>
    (await api.read('courierDay', {}, await sessionOf(who))).body.result as CourierDay;
  const moneyDay = async (params: Record<string, string> = {}) =>
    (await api.read('moneyDay', params, await sessionOf('admin'))).body.result as MoneyDay;

  test("a courier's board carries each pickup's shop: address, map point, phone and UPI ID", async () => {
    const grocery = shopOf(vendorShopId);
    const sweets = shopOf(otherVendorShopId);
    expect(sweets.pin).toBeDefined();
    const order = await fixtures.placeMixed();
    const cookie = await sessionOf('admin');
    for (const shopId of [vendorShopId, otherVendorShopId]) {
      await api.call('moveOrder', { orderId: order.id, to: 'accepted', shopId }, cookie);
    }
    const board = await api.read('deliveryOrders', {}, await sessionOf('delivery'));
    const offered = (board.body.result as { open: OrderView[] }).open.find(
      (each) => each.id === order.id,
    )!;
    expect(offered.parts.map((part) => [part.shopName, part.pickup])).toEqual([
      [grocery.name, { address: grocery.address, phone: grocery.phone }],
      [
        sweets.name,
        { address: sweets.address, phone: sweets.phone, pin: sweets.pin, upiId: sweets.upiId },
      ],
    ]);
    // The same details in the one-order read every staff screen may open.
    const one = await api.read('staffOrder', { id: order.id }, await sessionOf('delivery'));
    expect((one.body.result as OrderView).parts[0]?.pickup?.address).toBe(grocery.address);
  });

  test('"Delivered" needs the money: how it was paid, for the exact total; refusals change nothing', async () => {
    const order = await fixtures.at('outForDelivery', { courier: courierId });
    const total = (await stored(order.id)).totalPaise;
    const before = await api.dump();
    const refusals: Array<[unknown, number, RegExp]> = [
      [undefined, 400, /cash or UPI/],
      [{ method: 'card', amountPaise: total }, 400, /./],
      [{ method: 'cash' }, 400, /./],
      [{ method: 'cash', amountPaise: total - 100 }, 409, /comes to/],
      [{ method: 'cash', amountPaise: total, tip: 10 }, 400, /./],
    ];
    for (const [collected, status, message] of refusals) {
      const reply = await deliver(order.id, collected);
      expect([reply.httpStatus, reply.text]).toEqual([status, expect.stringMatching(message)]);
    }
    // Money goes with "delivered" only.
    const early = await api.call(
      'moveOrder',
      { orderId: order.id, to: 'cancelled', collected: { method: 'cash', amountPaise: total } },
      await sessionOf('admin'),
    );
    expect(early.httpStatus).toBe(400);
    expect(await api.dump()).toBe(before);

    const done = await deliver(order.id, { method: 'cash', amountPaise: total });
    expect(done.httpStatus).toBe(200);
    const delivered = await stored(order.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.collected).toMatchObject({
      method: 'cash',
      amountPaise: total,
      by: { role: 'delivery', id: courierId },
    });
    const record = (await api.documents<DoorPayment>('doorPayments')).find(
      (payment) => payment.orderId === order.id,
    );
    expect(record).toMatchObject({
      code: order.code,
      method: 'cash',
      amountPaise: total,
      deliveryPersonId: courierId,
      cashHeld: true,
      shares: [{ shopId: vendorShopId, amountPaise: total - delivered.deliveryFeePaise }],
    });
    // Delivered once: a second "delivered" is refused and records nothing more.
    const again = await deliver(order.id, { method: 'upi', amountPaise: total });
    expect(again.httpStatus).toBe(409);
    expect(
      (await api.documents<DoorPayment>('doorPayments')).filter((p) => p.orderId === order.id),
    ).toHaveLength(1);
  });

  test("UPI pays the town, or the shop's own UPI ID for that shop's order alone; the customer's page has the link", async () => {
    const cases = [
      [vendorShopId, demoTown.upi!.id, demoTown.upi!.name],
      [otherVendorShopId, shopOf(otherVendorShopId).upiId!, shopOf(otherVendorShopId).name],
    ] as const;
    for (const [shopId, upiId, payeeName] of cases) {
      const order = await fixtures.at('outForDelivery', { courier: courierId, shopId });
      const total = (await stored(order.id)).totalPaise;
      const opened = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const view = (opened.body.result as { order: PrivateOrderView }).order;
      const amount = `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
      expect(view.upiLink).toBe(
        `upi://pay?pa=${encodeURIComponent(upiId)}&pn=${encodeURIComponent(payeeName)}&am=${amount}&tn=${order.code}&cu=INR`,
      );
      expect((await deliver(order.id, { method: 'upi', amountPaise: total })).httpStatus).toBe(200);
      const after = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const paid = (after.body.result as { order: PrivateOrderView }).order;
      // Delivered: nothing more to pay, and the page says how it was paid.
      expect(paid.upiLink).toBeUndefined();
      expect(paid.paidBy).toBe('upi');
    }
    // Before the courier sets out, the total may still change: no link yet.
    const early = await fixtures.at('ready', { courier: courierId });
    const opened = await api.call('openOrderLink', { code: early.code, secret: early.secret });
    expect((opened.body.result as { order: PrivateOrderView }).order.upiLink).toBeUndefined();
  });

  test("the courier's day and the admin's day add up; the admin marks a courier's cash handed over", async () => {
    const [mineBefore, otherBefore, officeBefore] = [
      await courierDay(),
      await courierDay('otherDelivery'),
      await moneyDay(),
    ];
    const cashOrder = await fixtures.at('outForDelivery', { courier: courierId });
    const upiOrder = await fixtures.at('outForDelivery', {
      courier: courierId,
      shopId: otherVendorShopId,
    });
    const otherCash = await fixtures.at('outForDelivery', { courier: otherCourierId });
    const totals = {
      cash: (await stored(cashOrder.id)).totalPaise,
      upi: (await stored(upiOrder.id)).totalPaise,
      other: (await stored(otherCash.id)).totalPaise,
    };
    // A UPI reference that is not the UTR's digits, or on a cash payment, is refused.
    for (const collected of [
      { method: 'upi', amountPaise: totals.upi, upiReference: '12a4' },
      { method: 'upi', amountPaise: totals.upi, upiReference: '123' },
      { method: 'cash', amountPaise: totals.cash, upiReference: '4321' },
    ]) {
      const before = await api.changeMark();
      const target = collected.method === 'cash' ? cashOrder.id : upiOrder.id;
      expect((await deliver(target, collected)).httpStatus).toBe(400);
      expect(await api.changeMark()).toBe(before);
    }
    await deliver(cashOrder.id, { method: 'cash', amountPaise: totals.cash });
    await deliver(upiOrder.id, { method: 'upi', amountPaise: totals.upi, upiReference: ' 0451 ' });
    await deliver(otherCash.id, { method: 'cash', amountPaise: totals.other }, 'otherDelivery');

    const mine = await courierDay();
    expect(mine.deliveryCount - mineBefore.deliveryCount).toBe(2);
    expect(mine.cashPaise - mineBefore.cashPaise).toBe(totals.cash);
    expect(mine.upiPaise - mineBefore.upiPaise).toBe(totals.upi);
    expect(mine.cashHeldPaise - mineBefore.cashHeldPaise).toBe(totals.cash);
    expect(mine.deliveries.map((d) => d.code)).toEqual(
      expect.arrayContaining([cashOrder.code, upiOrder.code]),
    );
    // Another courier's deliveries are theirs alone.
    expect(mine.deliveries.map((d) => d.code)).not.toContain(otherCash.code);
    expect((await courierDay('otherDelivery')).cashHeldPaise - otherBefore.cashHeldPaise).toBe(
      totals.other,
    );

    const office = await moneyDay();
    expect(office.day).toBe(mine.day);
    expect(office.cashPaise - officeBefore.cashPaise).toBe(totals.cash + totals.other);
    expect(office.upiPaise - officeBefore.upiPaise).toBe(totals.upi);
    // Each UPI payment with the digits the courier read, for the admin to match.
    expect(office.upiPayments.find((payment) => payment.code === upiOrder.code)).toMatchObject({
      amountPaise: totals.upi,
      upiReference: '0451',
      courierName: expect.any(String),
    });
    const row = (day: MoneyDay, id: string) =>
      day.couriers.find((courier) => courier.deliveryPersonId === id) ?? {
        cashPaise: 0,
        upiPaise: 0,
        cashHeldPaise: 0,
      };
    expect(row(office, courierId).cashHeldPaise - row(officeBefore, courierId).cashHeldPaise).toBe(
      totals.cash,
    );
    expect((row(office, courierId) as { name: string }).name).toBeTruthy();
    const shop = (day: MoneyDay, id: string) =>
      day.shops.find((each) => each.shopId === id) ?? { cashPaise: 0, upiPaise: 0 };
    const fee = (await stored(upiOrder.id)).deliveryFeePaise;
    // A shop's share is its part of the order; the delivery fee is the town's.
    expect(
      shop(office, otherVendorShopId).upiPaise - shop(officeBefore, otherVendorShopId).upiPaise,
    ).toBe(totals.upi - fee);

    // The admin takes this courier's cash of the day: it is no longer theirs to hand over.
    const handed = await api.call(
      'markCashHandedOver',
      { deliveryPersonId: courierId, day: office.day },
      await sessionOf('admin'),
    );
    expect(handed.httpStatus).toBe(200);
    expect(handed.body.result).toMatchObject({ amountPaise: mine.cashHeldPaise });
    expect((await courierDay()).cashHeldPaise).toBe(0);
    expect((await courierDay()).cashPaise).toBe(mine.cashPaise);
    expect(row(await moneyDay(), courierId).cashHeldPaise).toBe(0);
    // The other courier still holds theirs.
    expect((await courierDay('otherDelivery')).cashHeldPaise).toBeGreaterThanOrEqual(totals.other);

    // A second tap is told there is nothing left, and changes nothing.
    const before = await api.dump();
    const again = await api.call(
      'markCashHandedOver',
      { deliveryPersonId: courierId, day: office.day },
      await sessionOf('admin'),
    );
    expect(again.httpStatus).toBe(409);
    expect(await api.dump()).toBe(before);

    // Another day is another day: nothing was delivered on it.
    const empty = await moneyDay({ day: '2030-01-01' });
    expect(empty).toMatchObject({ day: '2030-01-01', couriers: [], shops: [], cashPaise: 0 });
    const bad = await api.read('moneyDay', { day: 'yesterday' }, await sessionOf('admin'));
    expect(bad.httpStatus).toBe(400);
  });
});
