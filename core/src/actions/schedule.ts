import type { Doctor } from '../model/medical';

/** Making an Intl formatter costs far more than using one: one per time zone, kept. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function kept(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = make();
    cache.set(timeZone, format);
  }
  return format;
}

/**
 * The last date worked out per time zone, with the second it was for. Formatting costs a few
 * microseconds and every order asks more than once; within one second the date cannot change
 * (time zone offsets are whole seconds), so a busy second formats once.
 */
const lastDates = new Map<string, { second: number; date: string }>();

/** The calendar date (YYYY-MM-DD) in the town's time zone. */
export function townDate(at: Date, timeZone: string): string {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastDates.get(timeZone);
  if (last?.second === second) return last.date;
  const date = kept(
    dateFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(at);
  lastDates.set(timeZone, { second, date });
  return date;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Appointment slots a doctor offers on a date: chamber hours cut into slotMinutes pieces. */
export function slotsOn(doctor: Pick<Doctor, 'hours' | 'slotMinutes'>, date: string): string[] {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const slots: string[] = [];
  for (const hours of doctor.hours.filter((h) => h.day === day)) {
    for (
      let start = toMinutes(hours.from);
      start + doctor.slotMinutes <= toMinutes(hours.to);
      start += doctor.slotMinutes
    ) {
      slots.push(toHhmm(start));
    }
  }
  return slots.sort();
}

/** "HH:MM" of `at` in the town's time zone. */
export function townTime(at: Date, timeZone: string): string {
  return kept(
    timeFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(at);
}

/** The slots of `date` still ahead of `now`: today's past times cannot be booked. */
export function bookableSlotsOn(
  doctor: Pick<Doctor, 'hours' | 'slotMinutes'>,
  date: string,
  now: Date,
  timeZone: string,
): string[] {
  const today = townDate(now, timeZone);
  if (date < today) return [];
  const slots = slotsOn(doctor, date);
  if (date > today) return slots;
  const current = townTime(now, timeZone);
  return slots.filter((slot) => slot > current);
}
