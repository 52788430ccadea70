import { isDeepStrictEqual } from 'node:util';
import { type CatalogCollection, catalogCollections, catalogSchemas } from '@town/core';
import type { z } from 'zod';
import { ruleCases } from './cases';

const isCatalog = (collection: string): collection is CatalogCollection =>
  (catalogCollections as readonly string[]).includes(collection);

/**
 * Whether core stores `doc` as it is: the server keeps what its schema outputs, so a document
 * a browser writes must be one the schema accepts unchanged (trimmed, no unknown fields).
 */
function coreStoresUnchanged(collection: CatalogCollection, doc: Record<string, unknown>) {
  const parsed = (catalogSchemas[collection] as unknown as z.ZodObject).strict().safeParse(doc);
  return parsed.success && isDeepStrictEqual(parsed.data, doc);
}

const adminCatalogWrites = ruleCases.filter(
  (rule) =>
    rule.principal.role === 'admin' &&
    (rule.operation === 'create' || rule.operation === 'update') &&
    isCatalog(rule.collection),
);

describe("the rules table's catalog writes are what core's schemas decide", () => {
  test('the table holds format cases for every catalog collection', () => {
    for (const collection of catalogCollections) {
      const writes = adminCatalogWrites.filter((rule) => rule.collection === collection);
      expect(writes.some((rule) => !rule.allowed)).toBe(true);
    }
  });

  test.each(adminCatalogWrites.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const collection = rule.collection as CatalogCollection;
    const incoming = rule.incoming ?? {};
    const coreAllows = incoming.id === rule.id && coreStoresUnchanged(collection, incoming);
    expect(coreAllows).toBe(rule.allowed && !rule.beyondRulesBudget);
  });
});
