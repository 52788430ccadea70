/**
 * Delivery slots: the windows of a day the town delivers in, each with a number of places, and
 * which of them a cart may still choose (today or tomorrow, not past, not full, every shop of the
 * cart before its cut-off and open that day). No schema library here: the checkout imports this
 * from `@town/core/deliverySlots` to show the same list the server decides by.
 */
import type { Hours } from '../model/common';
import { minutesOf, type TownClock } from '../time/townClock';
import { addDays, closureOn, type ShopDays } from './shopDays';

/** A window of the day, "10:00"–"12:00", and how many orders the town takes in it. */
export interface SlotWindow {
  from: string;
  to: string;
  capacity: number;
}

/** The town's delivery slots; absent from the town: checkout is "as soon as possible" only. */
export interface DeliverySlotSettings {
  windows: SlotWindow[];
  /** Minutes before a window starts that a shop stops taking orders for it, unless it sets its own. */
  cutoffMinutes: number;
}

/** A shop of the cart: its days, and its own cut-off when it set one. */
export interface SlotShop extends ShopDays {
  slotCutoffMinutes?: number | undefined;
}

/** A chosen slot: the town date and the window's id ("10:00-12:00"). */
export interface SlotChoice {
  date: string;
  window: string;
}

/** Orders taken per window id on one date (the stored counter of that day). */
export type SlotCounts = Readonly<Record<string, number>>;

export interface OfferedSlot extends SlotChoice {
  from: string;
  to: string;
  placesLeft: number;
}

/** Slots may be chosen for today and tomorrow only. */
export const slotDaysAhead = 1;

/** The id a window is chosen by: its times, so an order still says them after the town edits. */
export const windowIdOf = (window: Pick<SlotWindow, 'from' | 'to'>) =>
  `${window.from}-${window.to}`;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Whether the shop serves on `date` before the window ends: not on a break, and open that day. */
function shopServes(shop: SlotShop, date: string, window: SlotWindow): boolean {
  if (closureOn(shop, date)) return false;
  if (shop.hours.length === 0) return true;
  const day = weekdayOf(date);
  return shop.hours.some((span: Hours) => span.day === day && span.from < window.to);
}

/**
 * The latest cut-off of the cart's shops (minutes before the window starts); the town's default
 * for a shop that set none. A cart of no shop (a prescription photo alone) uses the default.
 */
function cartCutoff(settings: DeliverySlotSettings, shops: readonly SlotShop[]): number {
  return Math.max(
    settings.cutoffMinutes,
    ...shops.map((shop) => shop.slotCutoffMinutes ?? settings.cutoffMinutes),
  );
}

/** Today's date in the town, from its clock. */
const dateOf = (clock: TownClock) =>
  `${String(clock.year).padStart(4, '0')}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;

/**
 * The slots a cart may choose now, earliest first, with the places left in each. `countsOn`
 * answers the orders already taken per window on a date (today's and tomorrow's counters).
 */
export function offeredSlots(
  settings: DeliverySlotSettings | undefined,
  shops: readonly SlotShop[],
  now: TownClock,
  countsOn: (date: string) => SlotCounts,
): OfferedSlot[] {
  if (!settings) return [];
  const today = dateOf(now);
  const cutoff = cartCutoff(settings, shops);
  const windows = [...settings.windows].sort((a, b) => (a.from < b.from ? -1 : 1));
  const offered: OfferedSlot[] = [];
  for (let offset = 0; offset <= slotDaysAhead; offset++) {
    const date = addDays(today, offset);
    const counts = countsOn(date);
    for (const window of windows) {
      const startsIn = offset * 24 * 60 + minutesOf(window.from) - now.minutes;
      if (startsIn < cutoff) continue;
      if (!shops.every((shop) => shopServes(shop, date, window))) continue;
      const id = windowIdOf(window);
      const placesLeft = window.capacity - (counts[id] ?? 0);
      if (placesLeft <= 0) continue;
      offered.push({ date, window: id, from: window.from, to: window.to, placesLeft });
    }
  }
  return offered;
}

/** "10:00-12:00" → the window the town lists under that id, if any. */
export function windowOf(
  settings: DeliverySlotSettings | undefined,
  windowId: string,
): SlotWindow | undefined {
  return settings?.windows.find((window) => windowIdOf(window) === windowId);
}
