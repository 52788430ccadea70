import { type Language, localeOf } from './language';

/**
 * Days and times in staff alerts and the bot's messages, written as the app's pages write them
 * in the reader's language (the formats of web/src/i18n/formatters.ts): "Fri 27 Nov", "5:00 pm",
 * together "Fri 27 Nov, 5:00 pm"; in Bengali "শুক্র ২৭ নভেঃ, বিকাল ৫:০০", the part of the day
 * before the time as the Bengali pages put it. Booking days and slots are wall-clock values in
 * the town, so they are formatted as UTC: no time zone moves them.
 */

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
const clockFormats = new Map<Language, Intl.DateTimeFormat>();

function dayFormat(language: Language): Intl.DateTimeFormat {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format;
}

function clockFormat(language: Language): Intl.DateTimeFormat {
  let format = clockFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf[language], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      // Bengali says the part of the day ("সন্ধ্যা ৬:০০"), not AM/PM, as the pages do.
      ...(language === 'bn' ? { dayPeriod: 'short' as const } : {}),
    });
    clockFormats.set(language, format);
  }
  return format;
}

/** "2026-11-27" as "Fri 27 Nov". */
export function alertDay(yyyyMmDd: string, language: Language = 'en'): string {
  const at = Date.parse(`${yyyyMmDd}T00:00:00Z`);
  if (Number.isNaN(at)) return yyyyMmDd;
  const parts = dayFormat(language).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** "17:00" as "5:00 pm" (Bengali: the part of the day first, "বিকাল ৫:০০"). */
export function alertTime(hhmm: string, language: Language = 'en'): string {
  const [hour = Number.NaN, minute = Number.NaN] = hhmm.split(':').map(Number);
  if (!Number.isInteger(hour) || !Number.isInteger(minute)) return hhmm;
  const at = Date.UTC(2000, 0, 1, hour, minute);
  if (language !== 'bn') return clockFormat(language).format(at);
  const parts = clockFormat(language).formatToParts(at);
  const period = parts.find((part) => part.type === 'dayPeriod')?.value;
  const rest = parts
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  return period ? `${period} ${rest}` : rest;
}

/** A booking's day and, when it has one, its time: "Fri 27 Nov, 5:00 pm". */
export function alertWhen(yyyyMmDd: string, hhmm?: string, language: Language = 'en'): string {
  return hhmm
    ? `${alertDay(yyyyMmDd, language)}, ${alertTime(hhmm, language)}`
    : alertDay(yyyyMmDd, language);
}

/**
 * A doctor as a message names them: "Dr." (Bengali "ডা.") before the name unless the name
 * carries a title already ("Dr. Sharmila Roy" stays as it is, never "Dr. Dr. Sharmila Roy" nor
 * "ডা. Dr. Sharmila Roy").
 */
export function doctorTitle(name: string, language: Language = 'en'): string {
  const trimmed = name.trim();
  if (/^(dr\b\.?|ডা[.ঃ:]|ডাক্তার\s)/i.test(trimmed)) return trimmed;
  return language === 'bn' ? `ডা. ${trimmed}` : `Dr. ${trimmed}`;
}
