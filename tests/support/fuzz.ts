import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Generated bad inputs for the fuzz tests, as raw JSON text: the text can carry what
 * JSON.stringify cannot (1e999 parses to Infinity, -0, numbers past 2^53, duplicate keys,
 * "__proto__" as an own key).
 */
export type Json =
  | null
  | boolean
  | string
  | { kind: 'number'; token: string }
  | { kind: 'array'; items: Json[] }
  | { kind: 'object'; entries: Array<[string, Json]> }
  | { kind: 'nested'; depth: number; open: string; inner: string; close: string };

export function toJsonText(value: Json): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  switch (value.kind) {
    case 'number':
      return value.token;
    case 'array':
      return `[${value.items.map(toJsonText).join(',')}]`;
    case 'object':
      return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
    case 'nested':
      return value.open.repeat(value.depth) + value.inner + value.close.repeat(value.depth);
  }
}

interface Vocabulary {
  keys: string[];
  words: string[];
}

/**
 * The keys and literal values named anywhere in a zod schema. Generated objects use these keys,
 * so inputs get past "unknown key" into the fields' own checks, and near-miss values (an enum
 * value with a zero-width space) test the literal checks.
 */
export function vocabularyOf(schema: z.ZodType): Vocabulary {
  const keys = new Set<string>();
  const words = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        keys.add(key);
        visit(child);
      }
    }
    if (def.type === 'enum') {
      for (const value of Object.values(def.entries as Record<string, unknown>)) {
        if (typeof value === 'string') words.add(value);
      }
    }
    if (def.type === 'literal') {
      for (const value of def.values as unknown[]) if (typeof value === 'string') words.add(value);
    }
    if (def.type === 'lazy') visit((def.getter as () => unknown)());
    for (const field of [
      'innerType',
      'element',
      'in',
      'out',
      'left',
      'right',
      'keyType',
      'valueType',
    ]) {
      visit(def[field]);
    }
    for (const field of ['options', 'items']) {
      if (Array.isArray(def[field])) for (const child of def[field] as unknown[]) visit(child);
    }
  };
  visit(schema);
  return { keys: [...keys], words: [...words] };
}

/** True when part of the input is checked later, by the action itself (e.g. a catalog `doc`). */
export function hasOpaqueField(schema: z.ZodType): boolean {
  const seen = new Set<unknown>();
  const visit = (node: unknown): boolean => {
    if (!node || seen.has(node)) return false;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return false;
    if (def.type === 'unknown' || def.type === 'any') return true;
    const children = [
      ...(def.type === 'object' ? Object.values(def.shape as Record<string, unknown>) : []),
      ...['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType'].map((f) => def[f]),
      ...(Array.isArray(def.options) ? def.options : []),
      ...(Array.isArray(def.items) ? def.items : []),
    ];
    return children.some(visit);
  };
  return visit(schema);
}

/** Text that breaks naive handling: direction overrides, invisible characters, emoji, scripts. */
export const trickyStrings = [
  '',
  ' ',
  '\u202Egnp.exe',
  '\u200B',
  '\u200D\u200C\u2060',
  '\uFEFF',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈🇮🇳',
  'مرحبا بالعالم',
  'שלום',
  'বাংলা ভাষা',
  'Z̵̧͇̈a̸͈̿l̷̰͐g̶̗̈o̴͔͑',
  '<script>alert(1)</script>',
  "'; DROP TABLE orders; --",
  '../../etc/passwd',
  '\u0024{jndi:ldap://x}',
  '{{7*7}}',
  '%00',
  'null',
  'undefined',
  'NaN',
  '9000000601',
  '+919000000601',
  '2030-12-31',
  '10:00',
  'a@b.in',
];

const specialNumbers = [
  '1e999',
  '-1e999',
  '-0',
  '0.0',
  '1e-400',
  '9007199254740993',
  '-9007199254740993',
  '1.7976931348623157e308',
  '5e-324',
  '1.5',
  '0',
  '-1',
  '1E3',
  '123456789012345678901234567890',
];

const pollutionKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const hugeString = fc
  .tuple(
    fc.constantFrom('x', '€', '😀', 'ব', '\u200B', 'A\u0301'),
    fc.constantFrom(301, 2_001, 20_000, 40_000),
  )
  .map(([unit, count]) => unit.repeat(count));

/** Strings: the schema's own words, near misses of them, tricky text, any text, huge text. */
export function stringArbitrary(words: string[]): fc.Arbitrary<string> {
  const own = words.length > 0 ? [fc.constantFrom(...words)] : [];
  const nearMiss =
    words.length > 0
      ? [
          fc
            .tuple(fc.constantFrom(...words), fc.constantFrom('\u200B', ' ', '\u202E', 'é', '\n'))
            .map(([word, extra]) => word + extra),
          fc.constantFrom(...words).map((word) => word.toUpperCase()),
        ]
      : [];
  return fc.oneof(
    ...own,
    ...nearMiss,
    fc.constantFrom(...trickyStrings),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    hugeString,
  );
}

const numberArbitrary: fc.Arbitrary<Json> = fc
  .oneof(
    fc.constantFrom(...specialNumbers),
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
  )
  .map((token) => ({ kind: 'number' as const, token }));

/** Thousands of levels of arrays or objects, still under the 64 KB body limit. */
const deepNesting: fc.Arbitrary<Json> = fc
  .tuple(fc.integer({ min: 64, max: 12_000 }), fc.boolean())
  .map(([depth, arrays]) => ({
    kind: 'nested' as const,
    depth: arrays ? depth : Math.floor(depth / 5),
    open: arrays ? '[' : '{"a":',
    inner: arrays ? '' : '1',
    close: arrays ? ']' : '}',
  }));

/**
 * Any JSON value, with objects keyed by the schema's own keys, prototype-pollution keys and
 * random keys (duplicates included), and arrays where objects belong and the other way round.
 */
export function jsonArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Json> {
  const text = stringArbitrary(vocabulary.words);
  const key = fc.oneof(
    ...(vocabulary.keys.length > 0
      ? [{ weight: 4, arbitrary: fc.constantFrom(...vocabulary.keys) }]
      : []),
    { weight: 1, arbitrary: fc.constantFrom(...pollutionKeys) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  );
  const { value } = fc.letrec<{ value: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 5 },
      fc.constant(null),
      fc.boolean(),
      text,
      numberArbitrary,
      deepNesting,
      fc.array(tie('value'), { maxLength: 4 }).map((items) => ({ kind: 'array' as const, items })),
      fc
        .array(fc.tuple(key, tie('value')), { maxLength: 6 })
        .map((entries) => ({ kind: 'object' as const, entries })),
    ),
  }));
  // Mostly objects with the schema's keys: the shape an attacker starts from.
  const objectOfKeys = fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 8 })
    .map((entries) => ({ kind: 'object' as const, entries }));
  return fc.oneof({ weight: 4, arbitrary: objectOfKeys }, { weight: 1, arbitrary: value });
}

/** A query string: the read's own keys and others, repeated keys, tricky values, all encoded. */
export function queryArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Array<[string, string]>> {
  const key = fc.oneof(
    ...(vocabulary.keys.length > 0
      ? [{ weight: 4, arbitrary: fc.constantFrom(...vocabulary.keys) }]
      : []),
    { weight: 1, arbitrary: fc.constantFrom(...pollutionKeys) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }) },
  );
  const own = vocabulary.words.length > 0 ? [fc.constantFrom(...vocabulary.words)] : [];
  const value = fc.oneof(
    ...own,
    fc.constantFrom(...trickyStrings.filter((s) => !/[\uD800-\uDFFF]/.test(s))),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(...specialNumbers),
    fc.constantFrom('x'.repeat(2_000), '😀'.repeat(300)),
  );
  return fc.array(fc.tuple(key, value), { maxLength: 5 });
}
