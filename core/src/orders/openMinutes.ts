import type { Hours } from '../model/common';
import { minutesOf, townClock } from '../time/townClock';
import { closureOn, type ShopDays } from './shopDays';

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;
/** Past this, a wait is long by any measure: the count stops instead of walking more days. */
const maxDaysCounted = 62;

/** The wall-clock time in `timeZone` of an instant, as milliseconds of a UTC calendar. */
const wallClock = (at: Date, timeZone: string): number =>
  at.getTime() + townClock(at, timeZone).offsetMs;

const minutesOfDay = (time: string) => minutesOf(time) * minuteMs;

/**
 * How many minutes a shop was open between two instants, by its weekly hours in the town's
 * time zone: an order placed at night starts waiting when the shop opens. A shop that lists no
 * hours is taken as always open. Counted in wall-clock time (a daylight-saving shift counts as
 * the clock shows it).
 */
export function openMinutesBetween(
  hours: readonly Hours[],
  from: Date,
  to: Date,
  timeZone: string,
): number {
  if (to <= from) return 0;
  if (hours.length === 0) return Math.floor((to.getTime() - from.getTime()) / minuteMs);
  const start = wallClock(from, timeZone);
  const end = wallClock(to, timeZone);
  let openMs = 0;
  const firstDay = Math.floor(start / dayMs) * dayMs;
  const lastDay = Math.min(Math.floor(end / dayMs) * dayMs, firstDay + maxDaysCounted * dayMs);
  for (let day = firstDay; day <= lastDay; day += dayMs) {
    const weekday = new Date(day).getUTCDay();
    for (const span of hours) {
      if (span.day !== weekday) continue;
      const opens = Math.max(day + minutesOfDay(span.from), start);
      const closes = Math.min(day + minutesOfDay(span.to), end);
      if (closes > opens) openMs += closes - opens;
    }
  }
  return Math.floor(openMs / minuteMs);
}

/** The instant a wall-clock time (milliseconds of a UTC calendar) in `timeZone` stands for. */
function instantOf(wall: number, timeZone: string, near: Date): Date {
  const guess = wall - townClock(near, timeZone).offsetMs;
  return new Date(wall - townClock(new Date(guess), timeZone).offsetMs);
}

const dateOf = (wallDay: number) => new Date(wallDay).toISOString().slice(0, 10);

/**
 * The instant by which a shop has been open `minutes` minutes after `from`: work a shop does
 * (accepting, packing) goes on only while it is open, so a part placed at night is packed after
 * the shop opens. Days its vendor closed it (`closure`) count as closed; a shop that lists no
 * hours is otherwise always open. With 0 minutes, the first open moment at or after `from`.
 * Nothing when the shop does not open within `maxDaysCounted` days.
 */
export function afterOpenMinutes(
  shop: ShopDays,
  from: Date,
  minutes: number,
  timeZone: string,
): Date | undefined {
  const start = wallClock(from, timeZone);
  let remaining = Math.max(0, minutes) * minuteMs;
  const firstDay = Math.floor(start / dayMs) * dayMs;
  for (let day = firstDay; day <= firstDay + maxDaysCounted * dayMs; day += dayMs) {
    if (closureOn(shop, dateOf(day))) continue;
    const weekday = new Date(day).getUTCDay();
    const spans =
      shop.hours.length === 0
        ? [{ from: '00:00', to: '24:00' }]
        : shop.hours
            .filter((span) => span.day === weekday)
            .sort((a, b) => (a.from < b.from ? -1 : 1));
    for (const span of spans) {
      const opens = Math.max(day + minutesOfDay(span.from), start);
      const closes = day + minutesOfDay(span.to);
      if (closes <= opens) continue;
      if (remaining <= closes - opens) return instantOf(opens + remaining, timeZone, from);
      remaining -= closes - opens;
    }
  }
  return undefined;
}
