import type { Hours } from '@town/core';

/** 0 = Sunday ... 6 = Saturday, as in Date.getDay(). */
const allDays = [0, 1, 2, 3, 4, 5, 6] as const;

/** The same opening time on the given days (every day unless told). */
export function openOn(from: string, to: string, days: readonly number[] = allDays): Hours[] {
  return days.map((day) => ({ day, from, to }));
}

/** Monday to Saturday. */
export const weekdaysAndSaturday = [1, 2, 3, 4, 5, 6] as const;
