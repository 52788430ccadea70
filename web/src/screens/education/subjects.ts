import type { Teacher } from '@town/core';

/** Every subject taught, once, in alphabetical order. */
export function subjectsOf(teachers: readonly Teacher[]): string[] {
  return [...new Set(teachers.flatMap((teacher) => teacher.subjects))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** The teachers path, filtered to one subject when given. */
export const teachersPath = (subject?: string) =>
  subject ? `/education/teacher?subject=${encodeURIComponent(subject)}` : '/education/teacher';
