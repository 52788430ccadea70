import { addDays, townNow } from '@town/core';

/** Calendar dates are "YYYY-MM-DD" strings, as the backend takes them. */
export type IsoDate = string;

/** Today's date in the town's time zone (what the server checks a booking date against). */
export const townToday = (timeZone: string, now: Date = new Date()): IsoDate =>
  townNow(now, timeZone).date;

const utcMidnight = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** "2026-11-30" plus `days` calendar days: core's rule, as the host counts them. */
export { addDays };

/** 0 = Sunday ... 6 = Saturday, the same rule the backend uses for a doctor's hours. */
export const weekdayOf = (date: IsoDate): number => utcMidnight(date).getUTCDay();

/**
 * Midday UTC of a calendar date: formatted in any town time zone from -11 to +11 hours it
 * stays the same day, so useFormat().date/shortDate show the date that was chosen.
 */
export const middayOf = (date: IsoDate): string => `${date}T12:00:00Z`;

/** The wall-clock time in the town now, "HH:MM" (24 hours), to hide today's past slots. */
export function townTimeNow(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
