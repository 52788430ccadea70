import {
  CellProblem,
  type HoursEntry,
  neutralised,
  readHours,
  readList,
  readPoint,
  readRupees,
  readWhole,
  readYesNo,
  unneutralised,
  writeHours,
  writeList,
  writePoint,
  writeRupees,
  writeWhole,
  writeYesNo,
} from './cells';
import type { CellKind, Column } from './columns';

type Doc = Record<string, unknown>;

/** A cell that could not be read, by its column. */
export interface CellIssue {
  column: string;
  message: string;
}

export function valueAt(doc: Doc, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Doc)[key];
  }
  return value;
}

function setAt(doc: Doc, path: string, value: unknown): void {
  const keys = path.split('.');
  let target = doc;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Doc;
  }
  target[keys.at(-1) ?? path] = value;
}

/** Columns whose values start with a sign by nature: a bare + or - there is no formula. */
const signedKinds = new Set<CellKind>(['whole', 'point']);
const signedText = /(^|\.)(phone|whatsapp)$/;

const times = (cell: string) =>
  readList(cell).map((time) => (/^\d:\d\d$/.test(time) ? `0${time}` : time));

function readCell(kind: CellKind, cell: string): unknown {
  switch (kind) {
    case 'text':
    case 'id':
      return cell.trim();
    case 'whole':
      return readWhole(cell);
    case 'rupees':
      return readRupees(cell);
    case 'yesNo':
      return readYesNo(cell);
    case 'point':
      return readPoint(cell);
    case 'list':
      return readList(cell);
    case 'times':
      return times(cell);
    case 'hours':
      return readHours(cell);
  }
}

/** An empty cell: a list of none, an absent optional field, or "" for text. */
function emptyValue(column: Column): unknown {
  if (column.optional) return undefined;
  if (column.kind === 'list' || column.kind === 'times' || column.kind === 'hours') return [];
  if (column.kind === 'text') return '';
  throw new CellProblem(
    column.kind === 'yesNo'
      ? 'write yes or no'
      : column.kind === 'rupees'
        ? 'write an amount in rupees'
        : 'write a whole number',
  );
}

/**
 * The document fields one row gives, cell by cell, with the cells that could not be read.
 * Schema checks come after, on the whole document (catalogImport.ts).
 */
export function readRow(
  columns: readonly Column[],
  cells: readonly string[],
): { fields: Doc; issues: CellIssue[] } {
  const fields: Doc = {};
  const issues: CellIssue[] = [];
  columns.forEach((column, index) => {
    try {
      const signed = signedKinds.has(column.kind) || signedText.test(column.path);
      const cell = unneutralised(cells[index] ?? '', signed);
      const value = cell.trim() === '' ? emptyValue(column) : readCell(column.kind, cell);
      if (value !== undefined) setAt(fields, column.path, value);
    } catch (error) {
      if (!(error instanceof CellProblem)) throw error;
      issues.push({ column: column.header, message: error.message });
    }
  });
  return { fields, issues };
}

function writeCell(kind: CellKind, value: unknown): string {
  if (value === undefined || value === null) return '';
  switch (kind) {
    case 'text':
    case 'id':
      return String(value);
    case 'whole':
      return writeWhole(value as number);
    case 'rupees':
      return writeRupees(value as number);
    case 'yesNo':
      return writeYesNo(value as boolean);
    case 'point':
      return writePoint(value as { lat: number; lng: number });
    case 'list':
    case 'times':
      return writeList(value as string[]);
    case 'hours':
      return writeHours(value as HoursEntry[]);
  }
}

/** One document as a row of cells, each neutralised for spreadsheets. */
export const writeRow = (columns: readonly Column[], doc: Doc): string[] =>
  columns.map((column) => neutralised(writeCell(column.kind, valueAt(doc, column.path))));

/** The column a schema issue's path falls in ("hours.2.from" is in hours). */
export function columnOfPath(columns: readonly Column[], path: string): string {
  const found = columns.find(
    (column) => path === column.path || path.startsWith(`${column.path}.`),
  );
  return found?.header ?? path;
}
