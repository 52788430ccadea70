// Rules conditions from core's zod schemas: the one description both hosts validate against.
// A stored document must be one the schema accepts unchanged (what the server itself stores
// after parsing): so `trim()` becomes "has nothing to trim". Anything the translation cannot
// state exactly throws, so a schema change that the rules cannot follow stops `rules:generate`.
import { hoursSchema } from '@town/core';
import {
  nonBlankPattern,
  rulesString,
  toRulesPattern,
  trimmedPattern,
  whitespaceClass,
} from './rulesRegex';

interface Check {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  tx?: (value: string) => string;
}

interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  element?: unknown;
  shape?: Record<string, unknown>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: Array<{ _zod: { def: Check } }>;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/**
 * Refinements are code, which no generator can read: each one the catalog uses is restated
 * here in rules language, next to the schema it belongs to. An unknown refinement throws.
 */
const refinements = new Map<unknown, (value: string) => string>([
  [hoursSchema, (v) => `${v}.from < ${v}.to`],
]);

/**
 * Lists whose items the rules cannot check one by one within their budget of 1000 evaluated
 * expressions per request (measured on the emulator): only their size is checked. Core
 * checks them on every server write.
 */
export const listsCheckedForSizeOnly: Record<string, string> = {
  validBusRoutesStops: 'up to 40 free-text stops, beside up to 60 departures',
  validGalleriesImages: 'up to 100 images, each a map of two checked strings',
  validDoctorsHours: 'up to 14 opening hours, beside the chamber and ten other fields',
};

/** Named rules functions for list items (rules have no loops): one per item schema. */
export class RulesFunctions {
  private readonly names = new Map<unknown, string>();
  readonly bodies: string[] = [
    [
      '    // A string with nothing for trim() to remove (white space as JavaScript counts it).',
      '    function trimmed(s) {',
      `      return s.matches(${rulesString(trimmedPattern)});`,
      '    }',
      '',
      '    // A trimmed string that is not empty.',
      '    function nonBlank(s) {',
      `      return s.matches(${rulesString(nonBlankPattern)});`,
      '    }',
    ].join('\n'),
  ];

  nameFor(schema: unknown, name: string): string {
    const known = this.names.get(schema);
    if (known) return known;
    this.names.set(schema, name);
    const body = conditions('v', schema, name, this);
    this.bodies.push(
      `    function ${name}(v) {\n      return ${body.join('\n        && ')};\n    }`,
    );
    return name;
  }
}

interface Bounds {
  min?: number;
  max?: number;
}

function numberBounds(checks: Check[]): { lower?: string; upper?: string } {
  const out: { lower?: string; upper?: string } = {};
  for (const c of checks) {
    if (c.check === 'greater_than') out.lower = `${c.inclusive ? '>=' : '>'} ${c.value}`;
    else if (c.check === 'less_than') out.upper = `${c.inclusive ? '<=' : '<'} ${c.value}`;
    else if (c.check !== 'number_format') throw new Error(`No rules check for number ${c.check}`);
  }
  return out;
}

function lengthBounds(checks: Check[]): Bounds {
  const out: Bounds = {};
  for (const c of checks) {
    if (c.check === 'min_length') out.min = Math.max(out.min ?? 0, c.minimum ?? 0);
    if (c.check === 'max_length') out.max = Math.min(out.max ?? Infinity, c.maximum ?? Infinity);
    if (c.check === 'length_equals') out.min = out.max = c.length;
  }
  return out;
}

const sizeConditions = (v: string, { min, max }: Bounds) => [
  ...(min ? [`${v}.size() >= ${min}`] : []),
  ...(max !== undefined ? [`${v}.size() <= ${max}`] : []),
];

/**
 * Core counts a string's length in code points, the rules' size() in UTF-16 units (two for an
 * emoji). RE2 counts code points, so a regex decides where the unit count is in doubt.
 */
function textLengthConditions(v: string, { min, max }: Bounds): string[] {
  const out: string[] = [];
  if (min && min > 1) {
    out.push(`(${v}.size() >= ${min * 2} || ${v}.matches(${rulesString(`(?s).{${min},}`)}))`);
  }
  if (max !== undefined) {
    const reps = Array.from({ length: Math.ceil(max / 1000) }, (_, i) =>
      Math.min(1000, max - i * 1000),
    );
    const pattern = `(?s)${reps.map((n) => `.{0,${n}}`).join('')}`;
    out.push(`(${v}.size() <= ${max} || ${v}.matches(${rulesString(pattern)}))`);
  }
  return out;
}

/**
 * A trimmed string of at most `max` code points, as one RE2 pattern: one `matches()` instead of a
 * size check, a fallback regex and a call to trimmed()/nonBlank(), which keeps records with many
 * text fields (a shop with its Bengali names and 14 opening hours) inside the rules' budget.
 */
function boundedTrimmedPattern(max: number, nonBlank: boolean): string {
  const visible = `[^${whitespaceClass}]`;
  const body = max === 1 ? visible : `${visible}(?:.{0,${max - 2}}${visible})?`;
  return nonBlank ? `(?s)${body}` : `(?s)(?:${body})?`;
}

function stringConditions(v: string, def: Def): string[] {
  const bounds = lengthBounds(checksOf(def));
  const trims = checksOf(def).some((c) => c.check === 'overwrite');
  const otherChecks = checksOf(def).filter(
    (c) => !['overwrite', 'min_length', 'max_length', 'length_equals'].includes(c.check),
  );
  if (
    trims &&
    (bounds.min ?? 0) <= 1 &&
    bounds.max !== undefined &&
    bounds.max <= 1000 &&
    !def.pattern &&
    otherChecks.length === 0
  ) {
    const pattern = boundedTrimmedPattern(bounds.max, bounds.min === 1);
    return [`${v}.matches(${rulesString(pattern)})`];
  }
  // A trimmed string of at least one character is a non-blank one: one check instead of two.
  const out = textLengthConditions(v, trims && bounds.min === 1 ? { ...bounds, min: 0 } : bounds);
  if (def.pattern) out.push(`${v}.matches(${rulesString(toRulesPattern(def.pattern))})`);
  for (const c of checksOf(def)) {
    if (c.check === 'overwrite') {
      if (c.tx?.(' \u00a0a b\n') !== 'a b')
        throw new Error('No rules check for a string transform');
      out.push(trims && bounds.min === 1 ? `nonBlank(${v})` : `trimmed(${v})`);
    } else if (c.check === 'string_format' && c.pattern) {
      out.push(`${v}.matches(${rulesString(toRulesPattern(c.pattern))})`);
    } else if (!['min_length', 'max_length', 'length_equals'].includes(c.check))
      throw new Error(`No rules check for string ${c.check} ${c.format ?? ''}`);
  }
  // matches() on anything but a string is an error, which denies: it is the type check too.
  return out.some((c) => /matches\(|^trimmed\(|^nonBlank\(/.test(c))
    ? out
    : [`${v} is string`, ...out];
}

function numberConditions(v: string, def: Def): string[] {
  const { lower, upper } = numberBounds(checksOf(def));
  const low = lower?.startsWith('>= ') ? Number(lower.slice(3)) : undefined;
  const high = upper?.startsWith('<= ') ? Number(upper.slice(3)) : undefined;
  if (def.format === 'safeint' && low !== undefined && high !== undefined && high - low < 10) {
    // A short list of whole numbers is cheaper in the rules' budget than three comparisons.
    return [`${v} in ${JSON.stringify(Array.from({ length: high - low + 1 }, (_, i) => low + i))}`];
  }
  if (def.format === 'safeint') {
    return [
      `${v} is int`,
      `${v} ${lower ?? '>= -9007199254740991'}`,
      `${v} ${upper ?? '<= 9007199254740991'}`,
    ];
  }
  // Comparisons also keep out NaN and the infinities, which zod refuses.
  if (!lower || !upper) throw new Error('No rules check for an unbounded float');
  return [`${v} is number`, `${v} ${lower}`, `${v} ${upper}`];
}

function objectConditions(v: string, schema: unknown, name: string, fns: RulesFunctions) {
  const def = defOf(schema);
  const fields = Object.entries(def.shape ?? {});
  const required = fields.filter(([, f]) => defOf(f).type !== 'optional').map(([k]) => k);
  // keys() exists on maps only: it is the type check too. It lists a map's keys in order
  // (Firestore sorts them), so when every key is required one comparison says it all.
  const keys = fields.map(([k]) => k);
  const out =
    required.length === keys.length && keys.every((k) => /^[A-Za-z0-9_]+$/.test(k))
      ? [`${v}.keys() == ${JSON.stringify([...keys].sort())}`]
      : [
          `${v}.keys().hasOnly(${JSON.stringify(keys)})`,
          ...(required.length ? [`${v}.keys().hasAll(${JSON.stringify(required)})`] : []),
        ];
  // Required comma-free strings of one map, and its one-digit whole numbers (checked as ints,
  // their digit in the pattern): one match over them joined by commas. An opening-hours row
  // costs half as much this way, which keeps a shop's 14 rows inside the rules' budget.
  const joined = fields.flatMap(([k, f]): Array<[key: string, pattern: string, text: string]> => {
    if (!required.includes(k)) return [];
    const digits = oneDigitRange(f);
    if (digits) return [[k, digits, `string(${v}.${k})`]];
    const pattern = commaFreePattern(f);
    return pattern ? [[k, `(?:${toRulesPattern(pattern)})`, `${v}.${k}`]] : [];
  });
  if (joined.length > 1 && joined.some(([, p]) => !p.startsWith('['))) {
    for (const [k, p] of joined) if (p.startsWith('[')) out.push(`${v}.${k} is int`);
    const text = joined.map(([, , t]) => t).join(" + ',' + ");
    const pattern = joined.map(([, p]) => p).join(',');
    out.push(`(${text}).matches(${rulesString(pattern)})`);
  } else {
    joined.length = 0;
  }
  for (const [key, field] of fields) {
    if (joined.length > 1 && joined.some(([k]) => k === key)) continue;
    const fieldName = `${name}${key[0]?.toUpperCase()}${key.slice(1)}`;
    const fieldDef = defOf(field);
    const inner = fieldDef.type === 'optional' ? fieldDef.innerType : field;
    const own = `(${conditions(`${v}.${key}`, inner, fieldName, fns).join(' && ')})`;
    out.push(fieldDef.type === 'optional' ? `(!('${key}' in ${v}) || ${own})` : own);
  }
  for (const c of checksOf(def)) {
    const refinement = c.check === 'custom' ? refinements.get(schema) : undefined;
    if (!refinement) throw new Error(`No rules check for ${name}'s ${c.check} check`);
    out.push(refinement(v));
  }
  return out;
}

/** A whole number between two digits (e.g. a weekday 0–6), as a character class. */
function oneDigitRange(field: unknown): string | undefined {
  const def = defOf(field);
  if (def.type !== 'number' || def.format !== 'safeint') return undefined;
  const { lower, upper } = numberBounds(checksOf(def));
  const low = lower?.startsWith('>= ') ? Number(lower.slice(3)) : undefined;
  const high = upper?.startsWith('<= ') ? Number(upper.slice(3)) : undefined;
  if (low === undefined || high === undefined || low < 0 || high > 9 || low > high)
    return undefined;
  return `[${low}-${high}]`;
}

/**
 * A pattern that can never match `,` (no dot, negated class or comma): a list of such strings
 * is checked in one match over the items joined by commas, which costs what one item costs.
 */
function commaFreePattern(item: unknown): RegExp | undefined {
  const def = defOf(item);
  const checks = checksOf(def);
  const pattern = checks.length === 1 && checks[0]?.check === 'string_format' && checks[0].pattern;
  if (def.type !== 'string' || !pattern || pattern.flags) return undefined;
  return /\.|\[\^|\\[SDW]|,/.test(pattern.source) ? undefined : pattern;
}

/**
 * Rules for a list: its size, then its items. Rules have no loops, so each possible item is
 * checked in turn, in groups of ten skipped as a whole past the list's end: every expression
 * evaluated counts against the rules' budget of 1000 per request.
 */
function listConditions(v: string, def: Def, name: string, fns: RulesFunctions): string[] {
  const bounds = lengthBounds(checksOf(def));
  const out = [`${v} is list`, ...sizeConditions(v, bounds)];
  if (name in listsCheckedForSizeOnly) return out;
  const joinable = commaFreePattern(def.element);
  if (joinable) {
    const item = `(?:${toRulesPattern(joinable)})`;
    return [...out, `${v}.join(',').matches(${rulesString(`(?:${item}(?:,${item})*)?`)})`];
  }
  if (bounds.max === undefined) throw new Error(`${name}: a list needs a maximum size`);
  const item = fns.nameFor(def.element, `${name}Item`);
  // A group's first item needs no size check of its own: the group's check has just made it.
  const each = (i: number, start: number) =>
    i < (bounds.min ?? 0) || i === start
      ? `${item}(${v}[${i}])`
      : `(${v}.size() <= ${i} || ${item}(${v}[${i}]))`;
  for (let start = 0; start < bounds.max; start += 10) {
    const group = [];
    for (let i = start; i < Math.min(start + 10, bounds.max); i++) group.push(each(i, start));
    const items = group.join(' && ');
    out.push(start < (bounds.min ?? 0) ? `(${items})` : `(${v}.size() <= ${start} || (${items}))`);
  }
  return out;
}

/** The conjuncts a value must meet to be accepted, unchanged, by the schema. */
export function conditions(
  v: string,
  schema: unknown,
  name: string,
  fns: RulesFunctions,
): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringConditions(v, def);
    case 'number':
      return numberConditions(v, def);
    case 'boolean':
      return [`${v} is bool`];
    case 'enum':
      return [`${v} in ${JSON.stringify(Object.values(def.entries ?? {}))}`];
    case 'literal':
      return [`${v} in ${JSON.stringify(def.values)}`];
    case 'nullable':
      return [`(${v} == null || (${conditions(v, def.innerType, name, fns).join(' && ')}))`];
    case 'pipe':
      return [...conditions(v, def.in, name, fns), ...conditions(v, def.out, name, fns)];
    case 'array':
      return listConditions(v, def, name, fns);
    case 'object':
      return objectConditions(v, schema, name, fns);
    default:
      throw new Error(`No rules condition for a zod ${def.type} (${name})`);
  }
}
