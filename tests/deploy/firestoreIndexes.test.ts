import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminOrders,
  boardQueries,
  type Principal,
  type Query,
  type ReadContext,
  runRead,
  type StoreReader,
} from '@town/core';
import { demoTown } from '../../demo';

/**
 * Firestore answers a query that filters on one field and sorts on another only from a
 * composite index, and the emulator never asks for one: a missing index shows only on a real
 * project, as a failed board or an empty list. These are the queries run there that combine
 * filters with a sort (the staff boards in the browser, the admin's order list with each of its
 * filters), each checked against `firestore.indexes.json`.
 */

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
const indexes: Index[] = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'firestore.indexes.json'), 'utf8'),
).indexes;

type AnyQuery = Query<never> & {
  where?: ReadonlyArray<readonly [string, unknown]>;
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
};

/**
 * Whether a single-field index is enough: Firestore serves equality filters alone (merging
 * single-field indexes), and a sort alone or on the one field filtered.
 */
function singleFieldServes(query: AnyQuery): boolean {
  const equalities = (query.where ?? []).map(([field]) => field);
  const filters = [...equalities, ...(query.arrayContains ? [query.arrayContains[0]] : [])];
  if (!query.orderBy) return !query.arrayContains || equalities.length === 0;
  return filters.every((field) => field === query.orderBy?.field);
}

/**
 * Whether a composite index serves the query: its fields are the equality filters (any order),
 * the array filter, then the sort in its direction, and nothing else.
 */
function compositeServes(index: Index, collection: string, query: AnyQuery): boolean {
  if (index.collectionGroup !== collection || index.queryScope !== 'COLLECTION') return false;
  const last = index.fields.at(-1);
  const sort = query.orderBy;
  if (!sort || last?.fieldPath !== sort.field) return false;
  if (last.order !== (sort.direction === 'desc' ? 'DESCENDING' : 'ASCENDING')) return false;
  const before = index.fields.slice(0, -1);
  const equalities = new Set((query.where ?? []).map(([field]) => field));
  const contains = query.arrayContains?.[0];
  const wanted = equalities.size + (contains ? 1 : 0);
  return (
    before.length === wanted &&
    before.every((field) =>
      field.arrayConfig === 'CONTAINS'
        ? field.fieldPath === contains
        : equalities.has(field.fieldPath),
    )
  );
}

const served = (collection: string, query: AnyQuery) =>
  singleFieldServes(query) || indexes.some((index) => compositeServes(index, collection, query));

/** A store that answers nothing and notes every query asked of it. */
function recordingStore(asked: Array<{ collection: string; query: AnyQuery }>): StoreReader {
  return {
    async get() {
      return null;
    },
    async query(collection, query) {
      asked.push({ collection, query: (query ?? {}) as AnyQuery });
      return [];
    },
  } as StoreReader;
}

const describeQuery = (collection: string, query: AnyQuery) =>
  `${collection} where ${(query.where ?? []).map(([f]) => f).join(', ') || '-'}${
    query.arrayContains ? ` contains ${query.arrayContains[0]}` : ''
  } order by ${query.orderBy ? `${query.orderBy.field} ${query.orderBy.direction ?? 'asc'}` : '-'}`;

const staff: Principal[] = [
  { role: 'admin', adminId: 'admin-1' } as Principal,
  { role: 'vendor', vendorId: 'vendor-1', shopId: 'shop-1' } as Principal,
  { role: 'delivery', deliveryId: 'delivery-1' } as Principal,
];

describe('every Firestore query that sorts and filters has its composite index', () => {
  test.each(staff.map((principal) => [principal.role, principal] as const))(
    "the %s's live board",
    (_role, principal) => {
      const queries = boardQueries(principal);
      expect(queries.length).toBeGreaterThan(0);
      const missing = queries
        .filter(({ collection, query }) => !served(collection, query as AnyQuery))
        .map(({ collection, query }) => describeQuery(collection, query as AnyQuery));
      expect(missing).toEqual([]);
    },
  );

  test("the admin's order list, with every combination of its filters", async () => {
    const filters = {
      status: 'placed',
      date: '2026-11-28',
      kind: 'shop',
      shopId: 'shop-1',
    } as const;
    const names = Object.keys(filters) as Array<keyof typeof filters>;
    const asked: Array<{ collection: string; query: AnyQuery }> = [];
    const ctx = {
      store: recordingStore(asked),
      principal: staff[0]!,
      town: demoTown,
    } as unknown as ReadContext;
    for (let mask = 0; mask < 1 << names.length; mask++) {
      const input = Object.fromEntries(
        names.filter((_, bit) => mask & (1 << bit)).map((name) => [name, filters[name]]),
      );
      await runRead(adminOrders, ctx, input);
    }
    expect(asked).toHaveLength(1 << names.length);
    const missing = asked
      .filter(({ collection, query }) => !served(collection, query))
      .map(({ collection, query }) => describeQuery(collection, query));
    expect(missing).toEqual([]);
  });

  test('the check itself: a filter on one field sorted by another needs an index', () => {
    const query = { where: [['status', 'placed']], orderBy: { field: 'createdAt' } } as AnyQuery;
    expect(served('noSuchCollection', query)).toBe(false);
    expect(served('noSuchCollection', { where: [['status', 'placed']] } as AnyQuery)).toBe(true);
  });
});
