/** A calendar date as the three choices of a date field, each "" until chosen. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const partsOf = (value: string): DateParts => {
  const [year = '', month = '', day = ''] = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value.split('-')
    : [];
  return { day, month, year };
};

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** "YYYY-MM-DD" once day, month and year are all chosen (a 31 on a short month is its last day). */
export function composeDate({ day, month, year }: DateParts): string {
  if (!day || !month || !year) return '';
  const last = daysIn(Number(year), Number(month));
  const clamped = Math.min(Number(day), last);
  return `${year}-${month}-${String(clamped).padStart(2, '0')}`;
}
