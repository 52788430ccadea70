import type { Doctor } from '../model/medical';
import { hhmmOf, minutesOf, townDate, townTime } from '../time/townClock';

/** Appointment slots a doctor offers on a date: chamber hours cut into slotMinutes pieces. */
export function slotsOn(doctor: Pick<Doctor, 'hours' | 'slotMinutes'>, date: string): string[] {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const slots: string[] = [];
  for (const hours of doctor.hours.filter((h) => h.day === day)) {
    for (
      let start = minutesOf(hours.from);
      start + doctor.slotMinutes <= minutesOf(hours.to);
      start += doctor.slotMinutes
    ) {
      slots.push(hhmmOf(start));
    }
  }
  return slots.sort();
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
