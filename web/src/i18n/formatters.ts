import { type AppLanguage, intlLocales } from './languages';

export interface Formatters {
  language: AppLanguage;
  /** Integer paise as rupees, e.g. "₹1,250" or "₹12.50" (Bengali digits in Bengali). */
  price: (paise: number) => string;
  number: (value: number) => string;
  /** "21 Nov 2026" in the town's time zone. */
  date: (iso: string | Date) => string;
  /** A calendar day written "2026-11-21" (a booking's date), as "21 Nov 2026": no zone shifts it. */
  day: (yyyyMmDd: string) => string;
  /** "Sat, 21 Nov" in the town's time zone. */
  shortDate: (iso: string | Date) => string;
  /** "4:30 pm" in the town's time zone. */
  time: (iso: string | Date) => string;
  /** "21 Nov 2026, 4:30 pm" in the town's time zone. */
  dateTime: (iso: string | Date) => string;
  /**
   * A wall-clock time in the town written "18:00" (a slot, an opening hour, a departure) as
   * "6:00 pm": the one way every screen, public or staff, shows a time of day.
   */
  timeOfDay: (hhmm: string) => string;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * A time of day. Intl writes Bengali's part of the day after the time ("৬:০০ সন্ধ্যা"); it is said
 * and written before it ("সন্ধ্যা ৬:০০"), so the Bengali parts are put in that order.
 */
function clockFormat(
  language: AppLanguage,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): (value: Date | number) => string {
  const format = once(() => new Intl.DateTimeFormat(locale, options));
  if (language !== 'bn') return (value) => format().format(value);
  return (value) => {
    const parts = format().formatToParts(value);
    const period = parts.find((part) => part.type === 'dayPeriod')?.value;
    const rest = parts
      .filter((part) => part.type !== 'dayPeriod')
      .map((part) => part.value)
      .join('')
      .trim();
    return period ? `${period} ${rest}` : rest;
  };
}

/**
 * Made on first use. Each Intl formatter costs about a millisecond or more to make on a slow
 * phone, and a screen uses two or three of the eight: made all at once, they were a long task
 * of their own in the first render of the order lookup and booking pages.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** Builds formatters for one language and time zone (cached by the hook below). */
export function createFormatters(language: AppLanguage, timeZone: string): Formatters {
  const locale = intlLocales[language];
  const rupees = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }));
  const wholeRupees = once(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: 0,
      }),
  );
  const plain = once(() => new Intl.NumberFormat(locale));
  const date = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }));
  const calendarDay = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  const shortDate = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone,
      }),
  );
  // Bengali says the part of the day ("সন্ধ্যা ৬:০০"), not AM/PM.
  const dayPeriod = language === 'bn' ? ({ dayPeriod: 'short' } as const) : {};
  const time = clockFormat(language, locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...dayPeriod,
  });
  // Wall-clock values, not instants: formatted as UTC so no time zone shifts them.
  const clock = clockFormat(language, locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    ...dayPeriod,
  });
  return {
    language,
    price: (paise) => (paise % 100 === 0 ? wholeRupees() : rupees()).format(paise / 100),
    number: (value) => plain().format(value),
    date: (value) => date().format(toDate(value)),
    day: (value) => calendarDay().format(new Date(`${value}T00:00:00Z`)),
    shortDate: (value) => shortDate().format(toDate(value)),
    time: (value) => time(toDate(value)),
    // The day, then the time as `time` writes it: Intl's own date-and-time style puts "AM" after
    // a Bengali time, where the page elsewhere says the part of the day first.
    dateTime: (value) => `${date().format(toDate(value))}, ${time(toDate(value))}`,
    timeOfDay: (hhmm) => {
      const [hour = Number.NaN, minute = Number.NaN] = hhmm.split(':').map(Number);
      if (!Number.isInteger(hour) || !Number.isInteger(minute)) return hhmm;
      return clock(Date.UTC(2000, 0, 1, hour, minute));
    },
  };
}
