/**
 * Whether a shop takes orders today and when it opens next, from its weekly hours and the
 * break its vendor set (closed for today, or on holiday). No schema library here: the web
 * bundle imports this from `@town/core/shopDays` to label shop and product cards the way the
 * server decides orders.
 */
import type { Hours } from '../model/common';
import type { TownNow } from '../time/townClock';

/** A break the vendor sets: the shop takes no orders before the town date `reopensOn`. */
export interface ShopClosure {
  kind: 'today' | 'holiday';
  reopensOn: string;
}

export interface ShopDays {
  hours: readonly Hours[];
  closure?: ShopClosure | undefined;
}

/** "2026-11-30" plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The vendor's break that covers `date`, if any: a break that ended is as good as none. */
export function closureOn(shop: ShopDays, date: string): ShopClosure | undefined {
  return shop.closure && date < shop.closure.reopensOn ? shop.closure : undefined;
}

const spansOn = (hours: readonly Hours[], day: number) =>
  hours.filter((h) => h.day === day).sort((a, b) => (a.from < b.from ? -1 : 1));

/** How far ahead "opens next" looks for opening hours after a break ends. */
const daysSearched = 8;

/** The next moment the shop opens (town date and "HH:MM"), or nothing when it lists no hours. */
export function nextOpening(
  shop: ShopDays,
  now: TownNow,
): { date: string; time: string } | undefined {
  const closure = closureOn(shop, now.date);
  const first = closure ? closure.reopensOn : now.date;
  for (let offset = 0; offset < daysSearched; offset++) {
    const date = addDays(first, offset);
    const later = spansOn(shop.hours, weekdayOf(date)).find(
      (span) => date !== now.date || span.from > now.time,
    );
    if (later) return { date, time: later.from };
  }
  return undefined;
}

export type ShopState =
  /** Serving now, until the end of the current span (absent when it lists no hours). */
  | { open: true; until?: string }
  /** Closed by the vendor: no orders until it reopens. */
  | { open: false; closure: ShopClosure; opens?: { date: string; time: string } }
  /** Outside its hours: orders wait for it to open. */
  | { open: false; closure?: undefined; opens?: { date: string; time: string } };

/** Where a shop stands now: open, closed by its vendor, or outside its hours. */
export function shopState(shop: ShopDays, now: TownNow): ShopState {
  const closure = closureOn(shop, now.date);
  const opens = nextOpening(shop, now);
  if (closure) return { open: false, closure, ...(opens ? { opens } : {}) };
  if (shop.hours.length === 0) return { open: true };
  const current = spansOn(shop.hours, now.day).find(
    (span) => span.from <= now.time && now.time < span.to,
  );
  if (current) return { open: true, until: current.to };
  return { open: false, ...(opens ? { opens } : {}) };
}

/** Spans on one weekday that overlap: a shop's hours must not list the same time twice. */
export function overlappingHours(hours: readonly Hours[]): number | undefined {
  for (let i = 0; i < hours.length; i++) {
    for (let j = 0; j < i; j++) {
      const [a, b] = [hours[i], hours[j]];
      if (a && b && a.day === b.day && a.from < b.to && b.from < a.to) return i;
    }
  }
  return undefined;
}
