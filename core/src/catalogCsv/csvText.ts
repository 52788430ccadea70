import Papa from 'papaparse';
import { invalid } from '../app/errors';
import { type CsvFileProblem, refusal } from '../refusals';

/**
 * What one import takes: a town's whole catalog of one kind is far smaller (a thousand products
 * with Bengali names is about 340 KB). The local host's body limit for an import and the
 * Firebase callable's 10 MB both sit above this, so a bigger file gets this clear answer.
 */
export const csvLimits = { bytes: 2 * 1024 * 1024, rows: 5000 } as const;

/** A parsed file: the header cells and each record with the spreadsheet row it came from. */
export interface CsvTable {
  header: string[];
  /** Row 1 is the header; a record spanning lines (a quoted line break) is one row. */
  records: Array<{ row: number; cells: string[] }>;
}

export const fileProblem = (problem: CsvFileProblem, message: string, columns?: string[]) =>
  invalid(message, refusal('csv-file', { problem, ...(columns ? { columns } : {}) }));

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const count = (text: string, char: string) => text.split(char).length - 1;
const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads CSV text as a spreadsheet saves it: UTF-8 with or without Excel's byte-order mark,
 * fields separated by commas or (in locales that write decimal commas) semicolons, which the
 * header line decides. Throws a clear invalid-argument for a file that is not such a table.
 */
export function readCsvText(text: string): CsvTable {
  if (utf8Bytes(text) > csvLimits.bytes) {
    throw fileProblem(
      'too-large',
      `The file is too large: an import takes at most ${csvLimits.bytes / 1024 / 1024} MB`,
    );
  }
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  // NUL bytes, or the marks a UTF-8 decoder leaves for bytes it could not read: not CSV text.
  if (body.includes('\u0000') || body.includes('\uFFFD')) {
    throw fileProblem(
      'not-text',
      'This is not a CSV text file: save the sheet as "CSV UTF-8" and try again',
    );
  }
  if (body.trim() === '') throw fileProblem('empty', 'The file is empty');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const parsed = Papa.parse<string[]>(body, { delimiter });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw fileProblem(
      'open-quote',
      `Row ${(broken.row ?? 0) + 1}: a quote (") opens a cell and never closes`,
    );
  }
  // Each record is one spreadsheet row (a quoted line break stays inside its row); blank rows
  // are skipped but keep their numbers, so a refusal names the row the admin sees.
  const rows = parsed.data
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter(({ cells }) => !isBlank(cells));
  const [header, ...records] = rows;
  if (!header) throw fileProblem('empty', 'The file is empty');
  if (records.length > csvLimits.rows) {
    throw fileProblem(
      'too-many-rows',
      `The file has ${records.length} rows: an import takes at most ${csvLimits.rows}`,
    );
  }
  return { header: header.cells.map((cell) => cell.trim()), records };
}

/**
 * CSV text a spreadsheet opens as it was written: Excel's byte-order mark (so Bengali reads as
 * UTF-8), commas, CRLF line ends, and quotes where a cell needs them. `escapeFormulae` puts a
 * quote before a cell that starts like a formula (=, +, -, @): for text typed by the public,
 * which a spreadsheet must not run. (A catalog export leaves cells whole: it is read back in.)
 */
export function writeCsvText(
  header: readonly string[],
  rows: readonly string[][],
  options: { escapeFormulae?: boolean } = {},
): string {
  const table = Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { newline: '\r\n', escapeFormulae: options.escapeFormulae ?? false },
  );
  // papaparse ends a header-only table with a line break and a fuller one without.
  return `\uFEFF${table.replace(/\r\n$/, '')}\r\n`;
}
