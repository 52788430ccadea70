import type { Doctor } from '../model/medical';

/** The calendar date (YYYY-MM-DD) in the town's time zone. */
export function townDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
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
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
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
