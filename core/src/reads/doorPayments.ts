import { z } from 'zod';
import { defineRead } from '../app/define';
import { admins, asRole, deliveryStaff } from '../app/principal';
import { isoDateSchema } from '../model/common';
import type { DoorPayment } from '../model/payments';
import type { StoreReader } from '../ports';
import { townDate } from '../time/townClock';

/** A day in the town's calendar; today when not given. */
export const dayInput = z.strictObject({ day: isoDateSchema.optional() });

const sumOf = (payments: readonly DoorPayment[]) =>
  payments.reduce((sum, payment) => sum + payment.amountPaise, 0);

/** Cash and UPI taken over a set of door payments. */
export function moneyTotals(payments: readonly DoorPayment[]) {
  return {
    deliveryCount: payments.length,
    cashPaise: sumOf(payments.filter((payment) => payment.method === 'cash')),
    upiPaise: sumOf(payments.filter((payment) => payment.method === 'upi')),
    cashHeldPaise: sumOf(payments.filter((payment) => payment.cashHeld)),
  };
}

export const paymentsOn = (store: StoreReader, day: string) =>
  store.query('doorPayments', { where: [['deliveredOn', day]] });

const byTime = (a: DoorPayment, b: DoorPayment) => a.deliveredAt.localeCompare(b.deliveredAt);

/**
 * A courier's day: what they delivered and how it was paid, the cash of that day still to hand
 * over, and cash held from earlier days (an admin has not yet taken it).
 */
export const courierDay = defineRead({
  name: 'courierDay',
  summary: "The courier's deliveries of a day, the cash and UPI taken, and the cash to hand over",
  audience: deliveryStaff,
  input: dayInput,
  async run({ store, principal, clock, town }, { day }) {
    const { deliveryId } = asRole(principal, 'delivery');
    const date = day ?? townDate(clock.now(), town.timeZone);
    const [ofDay, held] = await Promise.all([
      store.query('doorPayments', {
        where: [
          ['deliveryPersonId', deliveryId],
          ['deliveredOn', date],
        ],
      }),
      store.query('doorPayments', {
        where: [
          ['deliveryPersonId', deliveryId],
          ['cashHeld', true],
        ],
      }),
    ]);
    return {
      day: date,
      deliveries: ofDay
        .sort(byTime)
        .map(({ orderId, code, method, amountPaise, deliveredAt, cashHeld }) => ({
          orderId,
          code,
          method,
          amountPaise,
          deliveredAt,
          cashHeld,
        })),
      ...moneyTotals(ofDay),
      /** All cash the courier holds, this day's and earlier days' not yet handed over. */
      allCashHeldPaise: sumOf(held),
    };
  },
});

interface ShopMoney {
  shopId: string;
  shopName: string;
  cashPaise: number;
  upiPaise: number;
}

function perShop(payments: readonly DoorPayment[]): ShopMoney[] {
  const shops = new Map<string, ShopMoney>();
  for (const payment of payments) {
    for (const share of payment.shares) {
      const shop = shops.get(share.shopId) ?? {
        shopId: share.shopId,
        shopName: share.shopName,
        cashPaise: 0,
        upiPaise: 0,
      };
      if (payment.method === 'cash') shop.cashPaise += share.amountPaise;
      else shop.upiPaise += share.amountPaise;
      shops.set(share.shopId, shop);
    }
  }
  return [...shops.values()].sort((a, b) => a.shopName.localeCompare(b.shopName));
}

/**
 * The day's UPI payments one by one, in time order, for the admin to match against the town's
 * UPI statement: each with the reference digits the courier read, when there are some.
 */
function upiPaymentsOf(
  payments: readonly DoorPayment[],
  couriers: ReadonlyArray<{ deliveryPersonId: string | null; name: string | null }>,
) {
  const names = new Map(couriers.map((courier) => [courier.deliveryPersonId, courier.name]));
  return payments
    .filter((payment) => payment.method === 'upi')
    .sort(byTime)
    .map((payment) => ({
      code: payment.code,
      amountPaise: payment.amountPaise,
      deliveredAt: payment.deliveredAt,
      courierName: names.get(payment.deliveryPersonId) ?? null,
      upiReference: payment.upiReference ?? null,
    }));
}

/**
 * The money taken at the door on a day: cash and UPI per courier (with the cash still held) and
 * per shop (each shop's part of what was paid), the UPI payments one by one, and the delivery
 * fees within it.
 */
export async function moneyOfDay(store: StoreReader, date: string) {
  const payments = await paymentsOn(store, date);
  const courierIds = [...new Set(payments.map((payment) => payment.deliveryPersonId))];
  const couriers = await Promise.all(
    courierIds.map(async (id) => {
      const person = id ? await store.get('delivery', id) : null;
      return {
        deliveryPersonId: id,
        name: person?.name ?? null,
        ...moneyTotals(payments.filter((payment) => payment.deliveryPersonId === id)),
      };
    }),
  );
  couriers.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  return {
    day: date,
    couriers,
    shops: perShop(payments),
    upiPayments: upiPaymentsOf(payments, couriers),
    ...moneyTotals(payments),
    deliveryFeesPaise: payments.reduce((sum, payment) => sum + payment.deliveryFeePaise, 0),
  };
}

/** The admin's money of a day (see moneyOfDay). */
export const moneyDay = defineRead({
  name: 'moneyDay',
  summary: 'Cash and UPI taken at the door on a day, per courier and per shop',
  audience: admins,
  input: dayInput,
  run: ({ store, clock, town }, { day }) =>
    moneyOfDay(store, day ?? townDate(clock.now(), town.timeZone)),
});
