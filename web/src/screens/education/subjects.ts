import type { Teacher } from '@town/core';
import { itemIn } from '../../i18n/content';

/** Every subject taught, once, in alphabetical order. */
export function subjectsOf(teachers: readonly Teacher[]): string[] {
  return [...new Set(teachers.flatMap((teacher) => teacher.subjects))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** A subject as the page shows it: its Bengali name (from a teacher who gives one) on a Bengali page. */
export function subjectLabel(
  teachers: readonly Teacher[],
  subject: string,
  language: string,
): string {
  for (const teacher of teachers) {
    const label = itemIn(subject, teacher.subjects, teacher.subjectsBn, language);
    if (label !== subject) return label;
  }
  return subject;
}

/** The teachers path, filtered to one subject when given. */
export const teachersPath = (subject?: string) =>
  subject ? `/education/teacher?subject=${encodeURIComponent(subject)}` : '/education/teacher';
