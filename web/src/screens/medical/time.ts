import { addDays, townNow } from '@town/core';
import { useMemo } from 'react';
import { useFormat } from '../../i18n/format';
import { intlLocales } from '../../i18n/languages';

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

/** 2000-01-02 was a Sunday: the base for naming weekdays by number. */
const sundayUtc = Date.UTC(2000, 0, 2, 12);

export interface ClockFormat {
  /** "09:30" as "9:30 am" (or "সকাল ৯:৩০" in Bengali). */
  timeOfDay: (hhmm: string) => string;
  /** 0..6 as "Sun".."Sat" in the chosen language. */
  weekday: (day: number) => string;
  /** 0..6 as "Sunday".."Saturday". */
  weekdayLong: (day: number) => string;
}

/**
 * Times of day and weekday names of a doctor's chamber hours. They are wall-clock values in the
 * town, not instants, so they are formatted as UTC (no time zone shift), in the app's locale.
 */
export function useClockFormat(): ClockFormat {
  const { language, timeOfDay } = useFormat();
  return useMemo(() => {
    const locale = intlLocales[language];
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const dayDate = (day: number) => new Date(sundayUtc + day * 86_400_000);
    return {
      timeOfDay,
      weekday: (day) => short.format(dayDate(day)),
      weekdayLong: (day) => long.format(dayDate(day)),
    };
  }, [language, timeOfDay]);
}

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
