import { defineRead } from '../app/define';
import { admins, asRole, vendors } from '../app/principal';
import type { Order } from '../model/orders';
import { dayReportOf, shopMoneyOf } from '../orders/dayReport';
import type { ShopDaysOf } from '../orders/expectedArrival';
import type { StoreReader } from '../ports';
import { townDate } from '../time/townClock';
import { dayInput, paymentsOn } from './doorPayments';

/**
 * The most orders of one day a report reads. Far above a small town's day (200 orders); a
 * report that reaches it says it is not complete instead of passing for the whole day.
 */
export const reportOrdersCap = 2_000;

const newestFirst = { field: 'createdAt', direction: 'desc' } as const;

/** The opening hours of the orders' shops, for the time each checkout promised. */
export async function shopDaysFor(
  store: StoreReader,
  orders: readonly Order[],
): Promise<ShopDaysOf> {
  const ids = [...new Set(orders.flatMap((order) => order.shopIds))];
  const shops = await Promise.all(ids.map((id) => store.get('shops', id)));
  return (shopId) => shops.find((shop) => shop?.id === shopId) ?? undefined;
}

/**
 * The admin's report of a day: the orders placed that day by status and shop, the late and the
 * cancelled ones with reasons, the most sold goods, and a row each for the CSV. The money taken
 * that day is `moneyDay`, read beside it on the same screen.
 */
export const dayReport = defineRead({
  name: 'dayReport',
  summary: "A day's orders by status and shop, the late and cancelled ones, and top products",
  audience: admins,
  input: dayInput,
  async run({ store, clock, town }, { day }) {
    const date = day ?? townDate(clock.now(), town.timeZone);
    const orders = await store.query('orders', {
      where: [['placedOn', date]],
      orderBy: newestFirst,
      limit: reportOrdersCap,
    });
    const shopOf = await shopDaysFor(store, orders);
    return {
      ...dayReportOf(date, orders, { town, shopOf, now: clock.now() }),
      complete: orders.length < reportOrdersCap,
    };
  },
});

/**
 * A vendor's report of a day: the same for their own shop's parts, with the shop's share of the
 * money taken at the door that day.
 */
export const vendorDayReport = defineRead({
  name: 'vendorDayReport',
  summary: "The shop's orders of a day by status, late and cancelled ones, top products and money",
  audience: vendors,
  input: dayInput,
  async run({ store, clock, town, principal }, { day }) {
    const { shopId } = asRole(principal, 'vendor');
    const date = day ?? townDate(clock.now(), town.timeZone);
    const [orders, payments] = await Promise.all([
      store.query('orders', {
        where: [['placedOn', date]],
        arrayContains: ['shopIds', shopId],
        orderBy: newestFirst,
        limit: reportOrdersCap,
      }),
      paymentsOn(store, date),
    ]);
    const shopOf = await shopDaysFor(store, orders);
    return {
      ...dayReportOf(date, orders, { town, shopOf, now: clock.now(), shopId }),
      complete: orders.length < reportOrdersCap,
      money: shopMoneyOf(payments, shopId),
    };
  },
});
