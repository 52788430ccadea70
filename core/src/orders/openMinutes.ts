import type { Hours } from '../model/common';
import { minutesOf, townClock } from '../time/townClock';

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
