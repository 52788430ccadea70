import type { Hours } from '@town/core';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Day of week (0 = Sunday) and "HH:MM" now in the town's time zone. */
export function townClock(now: Date, timeZone: string): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: weekdays.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
}

export type OpenState =
  | { open: true; until: string }
  | { open: false; opensToday: string | undefined };

/** Whether a shop is open now, and until when or from when today ("HH:MM" compare as text). */
export function openState(hours: readonly Hours[], now: { day: number; time: string }): OpenState {
  const today = hours.filter((h) => h.day === now.day).sort((a, b) => (a.from < b.from ? -1 : 1));
  const current = today.find((h) => h.from <= now.time && now.time < h.to);
  if (current) return { open: true, until: current.to };
  return { open: false, opensToday: today.find((h) => h.from > now.time)?.from };
}

/** "16:00" as the locale writes a time of day: "4:00 pm" or "৪:০০ PM". */
export function clockTime(hhmm: string, locale: string): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hour, minute));
}
