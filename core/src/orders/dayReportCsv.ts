import { writeCsvText } from '../catalogCsv/csvText';
import { townDate, townTime } from '../time/townClock';
import type { DayReport } from './dayReport';

/** The columns of a day's CSV: names a spreadsheet formula can use, the same in each language. */
export const dayReportColumns = [
  'code',
  'placed',
  'kind',
  'status',
  'shops',
  'total_rupees',
  'expected_by',
  'delivered',
  'late',
  'paid_by',
  'cancelled_by',
  'cancel_reason',
] as const;

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * A day's orders as CSV, one row each, newest first: times in the town's clock
 * ("2026-11-28 17:05"), money in rupees, late as yes or no. Reasons were typed by people, so a
 * cell that starts like a formula is kept as text.
 */
export function dayReportCsv(report: Pick<DayReport, 'orders'>, timeZone: string): string {
  const at = (iso: string | undefined) => {
    if (!iso) return '';
    const when = new Date(iso);
    return `${townDate(when, timeZone)} ${townTime(when, timeZone)}`;
  };
  const rows = report.orders.map((row) => [
    row.code,
    at(row.placedAt),
    row.kind,
    row.status,
    row.shops.join('; '),
    rupees(row.totalPaise),
    at(row.expectedBy),
    at(row.deliveredAt),
    row.late ? 'yes' : 'no',
    row.paidBy ?? '',
    row.cancelled?.by ?? '',
    row.cancelled?.reason ?? '',
  ]);
  return writeCsvText(dayReportColumns, rows, { escapeFormulae: true });
}
