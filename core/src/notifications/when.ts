/**
 * Days and times in staff alerts and the bot's messages, written as the app's English pages
 * write them (the `en-IN` formats of web/src/i18n): "Fri 27 Nov", "5:00 pm", together
 * "Fri 27 Nov, 5:00 pm". Booking days and slots are wall-clock values in the town, so they are
 * formatted as UTC: no time zone moves them.
 */

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const clockFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "2026-11-27" as "Fri 27 Nov". */
export function alertDay(yyyyMmDd: string): string {
  const at = Date.parse(`${yyyyMmDd}T00:00:00Z`);
  if (Number.isNaN(at)) return yyyyMmDd;
  const parts = dayFormat.formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** "17:00" as "5:00 pm". */
export function alertTime(hhmm: string): string {
  const [hour = Number.NaN, minute = Number.NaN] = hhmm.split(':').map(Number);
  if (!Number.isInteger(hour) || !Number.isInteger(minute)) return hhmm;
  return clockFormat.format(Date.UTC(2000, 0, 1, hour, minute));
}

/** A booking's day and, when it has one, its time: "Fri 27 Nov, 5:00 pm". */
export function alertWhen(yyyyMmDd: string, hhmm?: string): string {
  return hhmm ? `${alertDay(yyyyMmDd)}, ${alertTime(hhmm)}` : alertDay(yyyyMmDd);
}

/**
 * A doctor as a message names them: "Dr." before the name unless the name carries it already
 * ("Dr. Sharmila Roy" stays as it is, never "Dr. Dr. Sharmila Roy").
 */
export function doctorTitle(name: string): string {
  const trimmed = name.trim();
  return /^dr\b\.?/i.test(trimmed) ? trimmed : `Dr. ${trimmed}`;
}
