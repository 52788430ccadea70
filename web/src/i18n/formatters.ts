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

/** Builds formatters for one language and time zone (cached by the hook below). */
export function createFormatters(language: AppLanguage, timeZone: string): Formatters {
  const locale = intlLocales[language];
  const rupees = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
  const wholeRupees = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const plain = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  // Wall-clock values, not instants: formatted as UTC so no time zone shifts them.
  const clock = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return {
    language,
    price: (paise) => (paise % 100 === 0 ? wholeRupees : rupees).format(paise / 100),
    number: (value) => plain.format(value),
    date: (value) => date.format(toDate(value)),
    day: (value) => calendarDay.format(new Date(`${value}T00:00:00Z`)),
    shortDate: (value) => shortDate.format(toDate(value)),
    time: (value) => time.format(toDate(value)),
    dateTime: (value) => dateTime.format(toDate(value)),
    timeOfDay: (hhmm) => {
      const [hour = Number.NaN, minute = Number.NaN] = hhmm.split(':').map(Number);
      if (!Number.isInteger(hour) || !Number.isInteger(minute)) return hhmm;
      return clock.format(Date.UTC(2000, 0, 1, hour, minute));
    },
  };
}
