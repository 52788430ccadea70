/**
 * One spreadsheet cell and the value it stands for. Every cell is text; each kind of value has
 * one written form, which export writes and import reads back (decision 1830 lists them).
 */

/** What a cell cannot be read as: the row is refused with this reason, naming its column. */
export class CellProblem extends Error {}

/**
 * Characters that make a spreadsheet run a cell as a formula (or, for a quote, hide the first
 * character). Export puts a quote before a cell that starts with one; import takes it off again.
 */
const formulaStart = /^[=+\-@\t\r']/;

export const neutralised = (cell: string): string => (formulaStart.test(cell) ? `'${cell}` : cell);

/**
 * The cell as written before export neutralised it. A cell that starts with a formula character
 * and no quote is refused: a spreadsheet would have run it, and it is not what export writes.
 * Columns whose values start with + or - by nature (phone numbers, map points) take them bare.
 */
export function unneutralised(cell: string, signed = false): string {
  if (cell.startsWith("'") && cell.length > 1 && formulaStart.test(cell.slice(1))) {
    return cell.slice(1);
  }
  const bareSign = signed && /^[+-][0-9]/.test(cell);
  if (!bareSign && /^[=+\-@\t\r]/.test(cell)) {
    throw new CellProblem(
      `starts with "${cell[0] === '\t' ? 'tab' : cell[0] === '\r' ? 'CR' : cell[0]}", which a spreadsheet runs as a formula; put a ' before it to keep it as text`,
    );
  }
  return cell;
}

const yes = new Set(['yes', 'y', 'true', '1']);
const no = new Set(['no', 'n', 'false', '0']);

export function readYesNo(cell: string): boolean {
  const word = cell.trim().toLowerCase();
  if (yes.has(word)) return true;
  if (no.has(word)) return false;
  throw new CellProblem('write yes or no');
}
export const writeYesNo = (value: boolean): string => (value ? 'yes' : 'no');

export function readWhole(cell: string): number {
  const text = cell.trim();
  if (!/^-?\d{1,9}$/.test(text)) throw new CellProblem('write a whole number');
  return Number(text);
}
export const writeWhole = (value: number): string => String(value);

/** Rupees with at most two decimals ("120", "120.50", "₹1,200"), kept as whole paise. */
export function readRupees(cell: string): number {
  const text = cell.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new CellProblem('write an amount in rupees, such as 120 or 120.50');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
export function writeRupees(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** A point on the map as "latitude,longitude", as map apps copy it. */
export function readPoint(cell: string): { lat: number; lng: number } {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(cell);
  if (!match) throw new CellProblem('write latitude,longitude, such as 22.5726,88.3639');
  return { lat: Number(match[1]), lng: Number(match[2]) };
}
export const writePoint = (point: { lat: number; lng: number }): string =>
  `${point.lat},${point.lng}`;

/**
 * A list in one cell: items separated by ";". A ";" or "\" inside an item is written "\;" or
 * "\\", so any text goes through a round trip.
 */
export function readList(cell: string): string[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i];
    if (char === '\\' && (cell[i + 1] === ';' || cell[i + 1] === '\\')) {
      current += cell[i + 1];
      i++;
    } else if (char === ';') {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  const trimmed = items.map((item) => item.trim());
  return trimmed.length === 1 && trimmed[0] === '' ? [] : trimmed;
}
export const writeList = (items: readonly string[]): string =>
  items.map((item) => item.replace(/\\/g, '\\\\').replace(/;/g, '\\;')).join('; ');

/** Weekdays as the opening hours cell names them; 0 is Sunday, as in the documents. */
export const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface HoursEntry {
  day: number;
  from: string;
  to: string;
}

/** Opening hours: "Mon 09:00-13:00; Mon 17:00-21:00; Sat 09:00-13:00", one entry a sitting. */
export function readHours(cell: string): HoursEntry[] {
  return readList(cell).map((entry) => {
    const [, name = '', from = '', to = ''] =
      /^([A-Za-z]{3})[a-z]*\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(entry) ?? [];
    const day = weekdayNames.findIndex((each) => each.toLowerCase() === name.toLowerCase());
    if (day < 0) {
      throw new CellProblem(`write each sitting as "Mon 09:00-13:00", not "${entry}"`);
    }
    return { day, from: from.padStart(5, '0'), to: to.padStart(5, '0') };
  });
}
export const writeHours = (hours: readonly HoursEntry[]): string =>
  hours.map((h) => `${weekdayNames[h.day] ?? h.day} ${h.from}-${h.to}`).join('; ');
