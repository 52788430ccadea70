import { type CollectionName, catalogCollections, catalogSchemas } from '@town/core';
import type { z } from 'zod';

interface ZodDef {
  type: string;
  format?: string;
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
  entries?: Record<string, string>;
  checks?: Array<{
    _zod: { def: { check: string; value?: number; minimum?: number; maximum?: number } };
  }>;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: ZodDef } })._zod.def;

function bounds(def: ZodDef) {
  let min: number | undefined;
  let max: number | undefined;
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (check.check === 'greater_than' && check.value !== undefined)
      min = Math.max(min ?? -Infinity, check.value);
    if (check.check === 'less_than' && check.value !== undefined)
      max = Math.min(max ?? Infinity, check.value);
    if (check.check === 'min_length' && check.minimum !== undefined)
      min = Math.max(min ?? 0, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined)
      max = Math.min(max ?? Infinity, check.maximum);
  }
  return { min, max };
}

/** One rules condition for a field's value: its type and the limits the schema states. */
function condition(value: string, schema: unknown): string {
  const def = defOf(schema);
  const { min, max } = bounds(def);
  const parts: string[] = [];
  switch (def.type) {
    case 'pipe':
      return condition(value, def.in);
    case 'enum':
      return `${value} in ${JSON.stringify(Object.values(def.entries ?? {}))}`;
    case 'string':
      parts.push(`${value} is string`);
      if (min !== undefined) parts.push(`${value}.size() >= ${min}`);
      if (max !== undefined) parts.push(`${value}.size() <= ${max}`);
      break;
    case 'number':
      parts.push(`${value} is ${def.format === 'safeint' ? 'int' : 'number'}`);
      if (min !== undefined) parts.push(`${value} >= ${min}`);
      if (max !== undefined) parts.push(`${value} <= ${max}`);
      break;
    case 'boolean':
      parts.push(`${value} is bool`);
      break;
    case 'array':
      parts.push(`${value} is list`);
      if (min !== undefined) parts.push(`${value}.size() >= ${min}`);
      if (max !== undefined) parts.push(`${value}.size() <= ${max}`);
      break;
    case 'object':
      parts.push(`${value} is map`);
      break;
    default:
      throw new Error(`No rules condition for a zod ${def.type}`);
  }
  return parts.join(' && ');
}

const functionName = (collection: string) =>
  `valid${collection[0]?.toUpperCase()}${collection.slice(1)}`;

/** A rules function that accepts a document of one catalog collection, and nothing else. */
function validator(collection: CollectionName, schema: z.ZodObject): string {
  const fields = Object.entries(schema.shape);
  const required = fields.filter(([, field]) => defOf(field).type !== 'optional').map(([k]) => k);
  const lines = fields.map(([key, field]) => {
    const def = defOf(field);
    return def.type === 'optional'
      ? `(!('${key}' in d) || (${condition(`d.${key}`, def.innerType)}))`
      : `(${condition(`d.${key}`, field)})`;
  });
  return [
    `    function ${functionName(collection)}(d) {`,
    `      return d.keys().hasOnly(${JSON.stringify(fields.map(([k]) => k))})`,
    `        && d.keys().hasAll(${JSON.stringify(required)})`,
    ...lines.map((line, i) => `        && ${line}${i === lines.length - 1 ? ';' : ''}`),
    '    }',
  ].join('\n');
}

export const generatedStart =
  '    // BEGIN GENERATED catalog validators (npm run rules:generate; from core/src/model)';
export const generatedEnd = '    // END GENERATED catalog validators';

/** The generated block of firestore.rules: one validator per catalog collection. */
export function catalogValidators(): string {
  const body = catalogCollections
    .map((c) => validator(c, catalogSchemas[c] as unknown as z.ZodObject))
    .join('\n\n');
  return `${generatedStart}\n${body}\n${generatedEnd}`;
}

/** firestore.rules with its generated block replaced by the current one. */
export function withCurrentValidators(rules: string): string {
  const start = rules.indexOf(generatedStart);
  const end = rules.indexOf(generatedEnd);
  if (start < 0 || end < start)
    throw new Error('firestore.rules has no generated validators block');
  return rules.slice(0, start) + catalogValidators() + rules.slice(end + generatedEnd.length);
}
