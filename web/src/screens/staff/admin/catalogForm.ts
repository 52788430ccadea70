import { paiseOf, rupeesOf, wholeOf } from '../checks';
import type { FieldSpec } from './catalogFields';

export interface HoursRow {
  day: string;
  from: string;
  to: string;
}
export interface ImageRow {
  src: string;
  caption: string;
  /** Optional; left out of the document when empty. */
  captionBn?: string;
}
export type FieldValue = string | boolean | HoursRow[] | ImageRow[];
export type FormValues = Record<string, FieldValue>;
export type Doc = { id?: string } & Record<string, unknown>;

/** The messages a form shows before sending, by field path; the server checks again. */
export interface ClientProblems {
  required: string;
  choose: string;
  whole: string;
  amount: string;
  dateTime: string;
}

function getPath(doc: Doc, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Doc)[part] : undefined),
      doc,
    );
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = doc;
  for (const part of parts) {
    const next = node[part];
    node[part] = next && typeof next === 'object' ? { ...(next as Doc) } : {};
    node = node[part] as Doc;
  }
  if (value === undefined) delete node[last];
  else node[last] = value;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input shows it (this device's time zone). */
function localInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A value the stored document leaves out. A choice shows its first option (a select cannot show
 * none), so that is its value too: a product saved before `soldBy` existed is sold by the unit.
 */
function emptyOf(field: FieldSpec): FieldValue {
  if (field.kind === 'bool') return false;
  if (field.kind === 'choice') return field.options[0] ?? '';
  return field.kind === 'hours' || field.kind === 'images' ? [] : '';
}

/** A new document's starting value: the first choice, active and available on. */
function defaultOf(field: FieldSpec): FieldValue {
  switch (field.kind) {
    case 'bool':
      return field.path === 'active' || field.path === 'available';
    case 'choice':
      return field.options[0] ?? '';
    case 'hours':
    case 'images':
      return [];
    case 'dateTime':
      return localInput(new Date().toISOString());
    default:
      return '';
  }
}

/** The form's values for a document, or for a new one. */
export function valuesOf(fields: readonly FieldSpec[], doc: Doc | undefined): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = doc ? getPath(doc, field.path) : undefined;
    if (value === undefined || value === null) {
      values[field.path] = doc ? emptyOf(field) : defaultOf(field);
      continue;
    }
    switch (field.kind) {
      case 'bool':
        values[field.path] = value === true;
        break;
      case 'money':
        values[field.path] = rupeesOf(Number(value));
        break;
      case 'lines':
        values[field.path] = (value as string[]).join('\n');
        break;
      case 'hours':
        values[field.path] = (value as Array<{ day: number; from: string; to: string }>).map(
          (row) => ({ day: String(row.day), from: row.from, to: row.to }),
        );
        break;
      case 'images':
        values[field.path] = (value as ImageRow[]).map((row) => ({ ...row }));
        break;
      case 'dateTime':
        values[field.path] = localInput(String(value));
        break;
      default:
        values[field.path] = String(value);
    }
  }
  return values;
}

function parsed(field: FieldSpec, value: FieldValue, problems: ClientProblems) {
  const fail = (problem: string) => ({ problem, value: undefined });
  const ok = (result: unknown) => ({ problem: undefined, value: result });
  if (field.kind === 'bool') return ok(value === true);
  if (field.kind === 'hours') {
    return ok(
      (value as HoursRow[]).map((row) => ({ day: Number(row.day), from: row.from, to: row.to })),
    );
  }
  if (field.kind === 'images') {
    return ok(
      (value as ImageRow[])
        .map((row) => {
          const captionBn = row.captionBn?.trim();
          return {
            src: row.src.trim(),
            caption: row.caption.trim(),
            ...(captionBn ? { captionBn } : {}),
          };
        })
        .filter((row) => row.src || row.caption || row.captionBn),
    );
  }
  const text = String(value).trim();
  if (field.kind === 'lines') {
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (field.optional && lines.length === 0) return ok(undefined);
    return field.required && lines.length === 0 ? fail(problems.required) : ok(lines);
  }
  if (text === '') {
    if (field.optional) return ok(undefined);
    // A text box left empty is an empty text, as its "(optional)" label says; any other empty
    // field (a number, a choice) has no value to send.
    const textual = field.kind === 'text' || field.kind === 'longText';
    if (field.required || !textual) {
      return fail(
        field.kind === 'choice' || field.kind === 'shop' ? problems.choose : problems.required,
      );
    }
    return ok('');
  }
  switch (field.kind) {
    case 'int': {
      const number = wholeOf(text);
      return number === null ? fail(problems.whole) : ok(number);
    }
    case 'money': {
      const paise = paiseOf(text);
      return paise === null ? fail(problems.amount) : ok(paise);
    }
    case 'dateTime': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? fail(problems.dateTime) : ok(date.toISOString());
    }
    default:
      return ok(text);
  }
}

/**
 * The document to send: the edited one (fields the form does not show, such as the id, are
 * kept) with each field converted from the form, and the problems found on the way.
 */
export function docOf(
  fields: readonly FieldSpec[],
  values: FormValues,
  base: Doc | undefined,
  problems: ClientProblems,
): { doc: Doc; errors: Record<string, string> } {
  const doc: Doc = base ? structuredClone(base) : {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const result = parsed(field, values[field.path] ?? defaultOf(field), problems);
    if (result.problem) errors[field.path] = result.problem;
    else setPath(doc, field.path, result.value);
  }
  return { doc, errors };
}

/** Server messages for one field: its own path under "doc", or anything inside it. */
export function serverErrorFor(
  fieldErrors: Record<string, string>,
  path: string,
): string | undefined {
  const own = `doc.${path}`;
  const hit = Object.keys(fieldErrors).find((key) => key === own || key.startsWith(`${own}.`));
  return hit ? fieldErrors[hit] : undefined;
}

/**
 * Most shops keep one set of hours Monday to Saturday: those six days get the first row's
 * hours (9 to 6 when there is none yet); Sunday's rows stay as they were.
 */
export function sameHoursMondayToSaturday(rows: HoursRow[]): HoursRow[] {
  const model = rows.find((row) => row.day !== '0') ?? rows[0];
  const from = model?.from ?? '09:00';
  const to = model?.to ?? '18:00';
  const sundays = rows.filter((row) => row.day === '0');
  return [...['1', '2', '3', '4', '5', '6'].map((day) => ({ day, from, to })), ...sundays];
}
