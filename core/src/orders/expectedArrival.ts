/**
 * When an order should reach the door, for the customer's order page, the cart and both hosts
 * alike. No schema library here: the web imports it to say when a cart would arrive.
 */
import type { Order, OrderPart, OrderStatus, PartStatus } from '../model/orders';
import type { TownConfig } from '../model/town';
import { afterOpenMinutes } from './openMinutes';
import type { ShopDays } from './shopDays';

type Stage = 'accept' | 'pack' | 'ride';
type Town = Pick<TownConfig, 'delivery' | 'timeZone'>;

/** A shop's hours and break by its id; a shop not found is taken as always open. */
export type ShopDaysOf = (shopId: string) => ShopDays | undefined;

const alwaysOpen: ShopDays = { hours: [] };

/** The stages still ahead of an order with no shop's part (a prescription, a list), by status. */
const stagesAhead: Partial<Record<OrderStatus, Stage[]>> = {
  placed: ['accept', 'pack', 'ride'],
  accepted: ['pack', 'ride'],
  ready: ['ride'],
  outForDelivery: ['ride'],
};

/** The shop's work still ahead of a part before the courier can collect it. */
const partStagesAhead: Partial<Record<PartStatus, Stage[]>> = {
  placed: ['accept', 'pack'],
  accepted: ['pack'],
};

const minutesOf = (town: Town, stages: readonly Stage[]) => {
  const minutes = town.delivery.expectedMinutes;
  return minutes ? stages.reduce((sum, stage) => sum + minutes[stage], 0) : 0;
};

const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** One shop's work still ahead: from when, and how many of the shop's open minutes it takes. */
export interface WorkAhead {
  shop: ShopDays;
  since: Date;
  minutes: number;
}

/**
 * When a shop's part can be collected: its remaining minutes counted in the shop's open time
 * only, so a part cannot be ready before its shop opens. Nothing when the shop does not open.
 */
export function readyBy(town: Town, work: WorkAhead): Date | undefined {
  return afterOpenMinutes(work.shop, work.since, work.minutes, town.timeZone);
}

/** The courier leaves after the last part is ready and rides to the door. */
function arrivalAfter(town: Town, readyTimes: readonly (Date | undefined)[]): string | undefined {
  if (readyTimes.length === 0 || readyTimes.some((at) => at === undefined)) return undefined;
  const last = Math.max(...readyTimes.map((at) => (at as Date).getTime()));
  return plus(new Date(last), minutesOf(town, ['ride'])).toISOString();
}

const lastChangeAt = (part: Pick<OrderPart, 'history'>) => part.history.at(-1)?.at;

/** When a part of a placed order can be collected, or undefined when it cannot be told. */
export function partReadyBy(
  town: Town,
  part: Pick<OrderPart, 'shopId' | 'status' | 'history'>,
  shopOf: ShopDaysOf,
): Date | undefined {
  const since = lastChangeAt(part);
  if (!since) return undefined;
  const stages = partStagesAhead[part.status];
  // Packed (or with the courier already): ready when the shop said so, whatever its hours.
  if (!stages) return new Date(since);
  return readyBy(town, {
    shop: shopOf(part.shopId) ?? alwaysOpen,
    since: new Date(since),
    minutes: minutesOf(town, stages),
  });
}

/**
 * When an order should reach the door: each shop's part is ready after the shop's remaining work
 * in its own open hours, and the courier rides once the last part is ready. On its way, the ride
 * from when it left. An estimate the customer can plan around, not a promise; nothing when the
 * town sets no figures, a shop does not open in the weeks ahead, or the order is over.
 */
export function expectedArrival(
  town: Town,
  order: Pick<Order, 'status' | 'history' | 'createdAt' | 'parts'>,
  shopOf: ShopDaysOf = () => undefined,
): string | undefined {
  if (!town.delivery.expectedMinutes) return undefined;
  const since = order.history.at(-1)?.at ?? order.createdAt;
  if (order.status === 'outForDelivery') {
    return plus(new Date(since), minutesOf(town, ['ride'])).toISOString();
  }
  const stages = stagesAhead[order.status];
  if (!stages) return undefined;
  const live = order.parts.filter((part) => part.status !== 'cancelled');
  if (live.length === 0) return plus(new Date(since), minutesOf(town, stages)).toISOString();
  return arrivalAfter(
    town,
    live.map((part) => partReadyBy(town, part, shopOf)),
  );
}

/**
 * When a cart placed at `now` should arrive: every shop accepts and packs in its own open hours,
 * then the ride. What the checkout tells the customer before they place the order.
 */
export function expectedArrivalIfPlaced(
  town: Town,
  now: Date,
  shops: readonly ShopDays[],
): string | undefined {
  if (!town.delivery.expectedMinutes || shops.length === 0) return undefined;
  const minutes = minutesOf(town, ['accept', 'pack']);
  return arrivalAfter(
    town,
    shops.map((shop) => readyBy(town, { shop, since: now, minutes })),
  );
}

/**
 * When the shop of a part still to be accepted or packed opens, if it was closed when that work
 * became due (an order placed at night, a part accepted after hours): the reason a customer's
 * expected time is later than the usual minutes. Undefined when the shop was open.
 */
export function partWaitsUntil(
  town: Pick<TownConfig, 'timeZone'>,
  part: Pick<OrderPart, 'shopId' | 'status' | 'history'>,
  shopOf: ShopDaysOf,
): string | undefined {
  const since = lastChangeAt(part);
  if (!since || !partStagesAhead[part.status]) return undefined;
  const shop = shopOf(part.shopId) ?? alwaysOpen;
  const opens = afterOpenMinutes(shop, new Date(since), 0, town.timeZone);
  return opens && opens.getTime() > Date.parse(since) ? opens.toISOString() : undefined;
}
