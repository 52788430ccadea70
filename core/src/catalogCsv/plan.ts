import type { z } from 'zod';
import { fieldIssues } from '../app/define';
import { DomainError } from '../app/errors';
import { refusalOf } from '../refusals';
import type { Column, CsvCollection } from './columns';
import { idPrefixes, keptFields, naturalKeys } from './columns';
import type { CsvTable } from './csvText';
import { fileProblem } from './csvText';
import { fingerprint } from './digest';
import { columnOfPath, readRow, valueAt, writeRow } from './rows';

type Doc = Record<string, unknown> & { id: string };

/** A row that adds or changes a document, and the document it writes. */
export interface PlannedRow {
  row: number;
  id: string;
  label: string;
  /** The columns whose cells differ from the stored document (empty for an added one). */
  columns: string[];
  doc: Doc;
  /** The stored document it replaces; null for an added one. */
  before: Doc | null;
}

export interface RefusedRow {
  row: number;
  /** The column at fault, when one is. */
  column?: string;
  reason: string;
}

export interface ImportPlan {
  collection: CsvCollection;
  rows: number;
  adds: PlannedRow[];
  changes: PlannedRow[];
  /** Rows whose document already reads the same. */
  unchanged: Array<{ row: number; id: string }>;
  refused: RefusedRow[];
  /**
   * The preview's fingerprint: the file's documents and the refused rows. A confirmation names
   * it, so what is written is what the admin saw; rows already written by an unfinished import
   * count as the same, so repeating it finishes the job.
   */
  digest: string;
}

export interface PlanInput {
  collection: CsvCollection;
  /** Every column this import knows, in export order. */
  columns: readonly Column[];
  table: CsvTable;
  /** The documents rows may match (a vendor's: their shop's products). */
  existing: readonly Doc[];
  /** Fields every row gets, whatever the file says (a vendor's shop). */
  fixed?: Record<string, unknown>;
  /**
   * A document outside `existing` with this id, if any: an id a row may not take. Absent when
   * `existing` is the whole collection.
   */
  lookup?(id: string): Promise<Doc | null>;
  /** Why a document outside `existing` with this id is not the row's to change. */
  foreignReason: string;
  /** Header cells refused with their own message (a vendor's file naming a shop). */
  refusedHeaders?: Record<string, string>;
  /** The collection's schema as admins edit it. */
  schema: z.ZodType;
  /** The checks a save makes against the store (a product's shop exists...): throws to refuse. */
  check(doc: Doc, before: Doc | null): Promise<Doc>;
  /** The field that names a document for people. */
  labelField: string;
}

const normal = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** The columns of the file's header, in its order; throws for a header that is not this import's. */
export function fileColumns(
  header: readonly string[],
  columns: readonly Column[],
  refusedHeaders: Record<string, string> = {},
): Column[] {
  const byName = new Map(columns.map((column) => [column.header.toLowerCase(), column]));
  const seen = new Set<string>();
  const found: Column[] = [];
  for (const cell of header) {
    const name = cell.toLowerCase();
    const special = Object.entries(refusedHeaders).find(([h]) => h.toLowerCase() === name);
    if (special) throw fileProblem('columns', special[1], [special[0]]);
    const column = byName.get(name);
    if (!column) {
      throw fileProblem(
        'columns',
        `"${cell}" is not a column of this import: the template has its columns`,
        columns.map((c) => c.header),
      );
    }
    if (seen.has(name)) throw fileProblem('columns', `The column "${cell}" appears twice`);
    seen.add(name);
    found.push(column);
  }
  const missing = columns.filter(
    (column) => !column.optional && !seen.has(column.header.toLowerCase()),
  );
  if (missing.length > 0) {
    throw fileProblem(
      'columns',
      `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => c.header).join(', ')}`,
      missing.map((c) => c.header),
    );
  }
  return found;
}

/** A new row's id: from its natural key, so the same row imported twice is one document. */
function idFor(collection: CsvCollection, key: string, words: string): string {
  // Split and join rather than trim dashes with `-+$`, which backtracks on long dash runs.
  const slug = words
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 40)
    .replace(/-$/, '');
  const hash = fingerprint(`${collection}\n${key}`, 8);
  return [idPrefixes[collection], slug, hash].filter(Boolean).join('-');
}

interface Draft {
  row: number;
  id: string;
  fields: Record<string, unknown>;
  before: Doc | null;
}

/**
 * What importing the file would do, row by row: add, change, leave, or refuse (with the row
 * number and the reason). Reads nothing itself but through `lookup` and `check`; writes nothing.
 */
export async function planImport(input: PlanInput): Promise<ImportPlan> {
  const { collection, columns, table } = input;
  const inFile = fileColumns(table.header, columns, input.refusedHeaders);
  const keyFields = naturalKeys[collection];
  const keyOf = (doc: Record<string, unknown>) =>
    keyFields.map((path) => normal(valueAt(doc, path))).join('\u0001');
  const byId = new Map(input.existing.map((doc) => [doc.id, doc]));
  const byKey = new Map<string, Doc[]>();
  for (const doc of input.existing) byKey.set(keyOf(doc), [...(byKey.get(keyOf(doc)) ?? []), doc]);

  const refused: RefusedRow[] = [];
  const drafts: Draft[] = [];
  for (const { row, cells } of table.records) {
    const extra = cells.slice(inFile.length);
    if (cells.length < inFile.length || extra.some((cell) => cell.trim() !== '')) {
      refused.push({
        row,
        reason: `The row has ${cells.length} cells; the header has ${inFile.length}`,
      });
      continue;
    }
    const { fields, issues } = readRow(inFile, cells);
    const issue = issues[0];
    if (issue) {
      refused.push({ row, column: issue.column, reason: `${issue.column}: ${issue.message}` });
      continue;
    }
    Object.assign(fields, input.fixed);
    const matched = await matchRow(fields, row);
    if ('reason' in matched) refused.push(matched);
    else drafts.push({ row, fields, ...matched });
  }

  async function matchRow(
    fields: Record<string, unknown>,
    row: number,
  ): Promise<{ id: string; before: Doc | null } | RefusedRow> {
    const given = typeof fields.id === 'string' ? fields.id : '';
    if (given) {
      const own = byId.get(given);
      if (own) return { id: given, before: own };
      if (await input.lookup?.(given)) return { row, column: 'id', reason: input.foreignReason };
      return { id: given, before: null };
    }
    const key = keyOf(fields);
    const matches = byKey.get(key) ?? [];
    if (matches.length > 1) {
      return {
        row,
        reason: `${matches.length} documents match this row (${keyFields.join(', ')}); write the id of the one to change`,
      };
    }
    if (matches[0]) return { id: matches[0].id, before: matches[0] };
    const words = keyFields
      .filter((path) => !path.endsWith('Id'))
      .map((path) => String(valueAt(fields, path) ?? ''))
      .join(' ');
    const id = idFor(collection, key, words);
    if (byId.has(id) || (await input.lookup?.(id))) {
      return { row, column: 'id', reason: `The id ${id} this row would get is taken; write an id` };
    }
    return { id, before: null };
  }

  // One document, one row: rows that name the same one are all refused, so none wins by order.
  const rowsOf = new Map<string, number[]>();
  for (const draft of drafts) rowsOf.set(draft.id, [...(rowsOf.get(draft.id) ?? []), draft.row]);
  const adds: PlannedRow[] = [];
  const changes: PlannedRow[] = [];
  const unchanged: ImportPlan['unchanged'] = [];
  const exported = (doc: Doc) => writeRow(columns, doc);
  // What each accepted row's document reads as, added, changed or the same alike.
  const written = new Map<number, [string, string[]]>();
  const keptOf = (doc: Doc | null) =>
    keptFields[collection].map((path) => valueAt(doc ?? {}, path));

  for (const draft of drafts) {
    const rows = rowsOf.get(draft.id) ?? [];
    if (rows.length > 1) {
      const others = rows.filter((row) => row !== draft.row).join(', ');
      refused.push({ row: draft.row, reason: `Row ${others} is the same document (${draft.id})` });
      continue;
    }
    const planned = await planRow(draft, inFile);
    if ('reason' in planned) {
      refused.push(planned);
      continue;
    }
    const { doc } = planned;
    if (!draft.before) {
      adds.push({ ...planned, columns: [] });
      written.set(draft.row, [draft.id, exported(doc)]);
      continue;
    }
    const now = exported(doc);
    const was = exported(draft.before);
    const differ = columns.filter((_, i) => now[i] !== was[i]).map((c) => c.header);
    const keptSame = JSON.stringify(keptOf(doc)) === JSON.stringify(keptOf(draft.before));
    if (differ.length === 0 && keptSame) unchanged.push({ row: draft.row, id: draft.id });
    else changes.push({ ...planned, columns: differ });
    written.set(draft.row, [draft.id, now]);
  }

  async function planRow(draft: Draft, present: readonly Column[]) {
    const doc: Record<string, unknown> = structuredClone(draft.fields);
    doc.id = draft.id;
    // A column left out of the file, and what a spreadsheet never carries, stay as they are.
    const absent = columns.filter((column) => !present.includes(column)).map((c) => c.path);
    for (const path of [...absent, ...keptFields[collection]]) {
      const value = draft.before ? valueAt(draft.before, path) : undefined;
      if (value !== undefined && valueAt(doc, path) === undefined) setPath(doc, path, value);
    }
    const parsed = input.schema.safeParse(doc);
    if (!parsed.success) {
      const [first] = fieldIssues(parsed.error);
      const column = first ? columnOfPath(columns, first.path) : undefined;
      return {
        row: draft.row,
        ...(column ? { column } : {}),
        reason: `${column ?? 'row'}: ${first?.message ?? 'not valid'}`,
      } satisfies RefusedRow;
    }
    try {
      const checked = await input.check(parsed.data as Doc, draft.before);
      const label = String(valueAt(checked, input.labelField) ?? checked.id);
      return { row: draft.row, id: draft.id, label, doc: checked, before: draft.before };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // The save's checks name the editor's field ("doc.shopId"): the row names the column.
      const issue = refusalOf(error.details, 'invalid-fields')?.issues[0];
      if (!issue) return { row: draft.row, reason: error.message } satisfies RefusedRow;
      const column = columnOfPath(columns, issue.path.replace(/^doc\./, ''));
      return {
        row: draft.row,
        column,
        reason: `${column}: ${issue.message}`,
      } satisfies RefusedRow;
    }
  }

  refused.sort((a, b) => a.row - b.row);
  const accepted = [...written].sort(([a], [b]) => a - b);
  const digest = fingerprint(
    JSON.stringify([collection, accepted, refused.map((r) => [r.row, r.reason])]),
  );
  return { collection, rows: table.records.length, adds, changes, unchanged, refused, digest };
}

function setPath(doc: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let target = doc;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1) ?? path] = structuredClone(value);
}
