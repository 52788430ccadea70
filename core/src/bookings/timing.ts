import { townDate, townTime } from '../time/townClock';

/**
 * When a booking happens, as the town's wall clock reads it. Days and times are compared as
 * "YYYY-MM-DD HH:MM" strings in the town's time zone, as the schedule of slots is.
 */

/** The moment a booking starts; a booking with no time yet starts at the start of its day. */
export const startOf = (date: string, time?: string) => `${date} ${time ?? '00:00'}`;

/** The town's "YYYY-MM-DD HH:MM" now. */
export const townMoment = (now: Date, timeZone: string) =>
  `${townDate(now, timeZone)} ${townTime(now, timeZone)}`;

/** The booking's time has come (a no-show can be recorded from then on). */
export function hasStarted(
  booking: { date: string; time?: string | undefined },
  now: Date,
  timeZone: string,
): boolean {
  return startOf(booking.date, booking.time) <= townMoment(now, timeZone);
}

/**
 * The patient may still cancel or move it: an appointment until its time, a lab booking until
 * its collection time (until its day is over while it has no time).
 */
export function stillAhead(
  booking: { date: string; time?: string | undefined },
  now: Date,
  timeZone: string,
): boolean {
  if (booking.time) return startOf(booking.date, booking.time) > townMoment(now, timeZone);
  return booking.date >= townDate(now, timeZone);
}

/** Its day has come: a doctor sees, or a lab collects, no earlier than the booking's day. */
export const dayHasCome = (booking: { date: string }, now: Date, timeZone: string) =>
  booking.date <= townDate(now, timeZone);
