import { useMemo } from 'react';
import { useFormat } from './format';
import { intlLocales } from './languages';

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
 * Times of day and weekday names: a doctor's chamber hours, a booked slot. They are wall-clock
 * values in the town, not instants, so they are formatted as UTC (no time zone shift), in the app's locale.
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
