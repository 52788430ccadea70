import type { Doctor, Hours } from '@town/core';
import { textIn } from '../../i18n/content';

/** A name as a URL part: "Fever & Pain" -> "fever-pain", "ENT" -> "ent". */
export function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/&/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      // Runs are single dashes by now; `-+$` would be quadratic on a long run of them.
      .replace(/^-|-$/g, '')
  );
}

export const specialtyPath = (specialty: string) =>
  `/medical/doctor/doctorDetails/${slugOf(specialty)}`;
export const doctorPath = (id: string) => `/medical/doctorDetails?id=${encodeURIComponent(id)}`;
export const appointmentPath = (id: string) => `/medical/appointment?id=${encodeURIComponent(id)}`;

export interface Specialty {
  /** The English name: the page's address is made from it. */
  name: string;
  /** What the page shows: the Bengali name on a Bengali page, when a doctor carries one. */
  label: string;
  slug: string;
  count: number;
}

/**
 * Every specialty practised in town, each with how many doctors practise it: general
 * physicians' own (General Medicine) first, where most visits start, then the rest by name.
 */
export function specialtiesOf(doctors: readonly Doctor[], language = 'en'): Specialty[] {
  const counts = new Map<string, number>();
  const labels = new Map<string, string>();
  const general = new Set<string>();
  for (const doctor of doctors) {
    counts.set(doctor.specialty, (counts.get(doctor.specialty) ?? 0) + 1);
    if (doctor.kind === 'general') general.add(doctor.specialty);
    if (doctor.specialtyBn || !labels.has(doctor.specialty))
      labels.set(doctor.specialty, textIn(doctor, 'specialty', language));
  }
  return [...counts]
    .map(([name, count]) => ({ name, label: labels.get(name) ?? name, slug: slugOf(name), count }))
    .sort(
      (a, b) =>
        Number(general.has(b.name)) - Number(general.has(a.name)) ||
        a.label.localeCompare(b.label, language),
    );
}

/** One sitting of a chamber and the weekdays it repeats on: "Mon, Wed, Fri 9:00-12:00". */
export interface Sitting {
  days: number[];
  from: string;
  to: string;
}

/** Weekdays in the order a week is read here: Monday first, Sunday last. */
const weekOrder = (day: number) => (day + 6) % 7;

/** Groups chamber hours with the same times, earliest first, days Monday to Sunday. */
export function sittingsOf(hours: readonly Hours[]): Sitting[] {
  const byTime = new Map<string, Sitting>();
  for (const { day, from, to } of hours) {
    const key = `${from}-${to}`;
    const sitting = byTime.get(key) ?? { days: [], from, to };
    if (!sitting.days.includes(day)) sitting.days.push(day);
    byTime.set(key, sitting);
  }
  return [...byTime.values()]
    .map((sitting) => ({
      ...sitting,
      days: sitting.days.sort((a, b) => weekOrder(a) - weekOrder(b)),
    }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The chamber's hours on one weekday, earliest first. */
export function hoursOn(hours: readonly Hours[], day: number): Hours[] {
  return hours.filter((h) => h.day === day).sort((a, b) => (a.from < b.from ? -1 : 1));
}

export const weekdaysMondayFirst = [1, 2, 3, 4, 5, 6, 0] as const;
