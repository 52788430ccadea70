import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ActionContext,
  actions,
  adminOrders,
  boardQueries,
  deliverDueEntries,
  forgetExpiredOrderPhotos,
  forgetUnattachedPhotos,
  type Principal,
  purgeStaleSignInRecords,
  type Query,
  queueDaySummary,
  type ReadContext,
  reads,
  releaseUnacceptedParts,
  runAction,
  runRead,
  type StoreReader,
} from '@town/core';
import type { z } from 'zod';
import { demoTown } from '../../demo';

/**
 * Firestore answers a query that filters on one field and sorts on another only from a
 * composite index, and the emulator never asks for one: a missing index shows only on a real
 * project, as a failed board or an empty list. The queries are found by running them: every
 * read and action core has, with each input its schema lets through, and the timers that query,
 * against a store that notes what it is asked (the staff boards in the browser and the admin's
 * order list also on their own). Each must have its index, and each index must serve one of
 * them: an unused index costs a write on every change to its collection.
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
  /** Firestore's `in`: for its indexes an equality on the field. */
  whereIn?: readonly [string, ReadonlyArray<unknown>];
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
  /** A range (`<`) on one field. */
  below?: readonly [string, unknown];
};

/** The fields a query filters by equality, `in` among them (Firestore indexes them alike). */
const equalityFields = (query: AnyQuery) => [
  ...(query.where ?? []).map(([field]) => field),
  ...(query.whereIn ? [query.whereIn[0]] : []),
];

/**
 * Whether a single-field index is enough: Firestore serves equality filters alone (merging
 * single-field indexes), and a sort alone or on the one field filtered.
 */
function singleFieldServes(query: AnyQuery): boolean {
  const equalities = equalityFields(query);
  // A range alone (sorted by its own field, if at all) is served; with other filters it needs
  // a composite index (see compositeServes).
  if (query.below) {
    const field = query.below[0];
    return (
      equalities.length === 0 &&
      !query.arrayContains &&
      (!query.orderBy || query.orderBy.field === field)
    );
  }
  const filters = [...equalities, ...(query.arrayContains ? [query.arrayContains[0]] : [])];
  if (!query.orderBy) return !query.arrayContains || equalities.length === 0;
  return filters.every((field) => field === query.orderBy?.field);
}

/**
 * Whether a composite index serves the query: its fields are the equality filters (any order),
 * the array filter, then the sort in its direction, and nothing else. A range with no sort is
 * sorted by its own field, ascending, as Firestore does.
 */
function compositeServes(index: Index, collection: string, query: AnyQuery): boolean {
  if (index.collectionGroup !== collection || index.queryScope !== 'COLLECTION') return false;
  const last = index.fields.at(-1);
  const sort = query.orderBy ?? (query.below ? { field: query.below[0] } : undefined);
  if (!sort || last?.fieldPath !== sort.field) return false;
  if (last.order !== (sort.direction === 'desc' ? 'DESCENDING' : 'ASCENDING')) return false;
  const before = index.fields.slice(0, -1);
  const equalities = new Set(equalityFields(query));
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

/**
 * A store that notes every query asked of it and answers none. A document asked for by id is
 * there but empty, so a read goes on past its first lookup to the queries after it; writes
 * are dropped.
 */
function recordingStore(asked: Array<{ collection: string; query: AnyQuery }>): StoreReader {
  const store = {
    async get(_collection: string, id: string) {
      return { id };
    },
    async getMany(_collection: string, ids: string[]) {
      return ids.map((id) => ({ id }));
    },
    async query(collection: string, query?: AnyQuery) {
      asked.push({ collection, query: query ?? ({} as AnyQuery) });
      return [];
    },
    async set() {},
    async create() {},
    async update() {},
    async delete() {},
    async transaction<T>(work: (tx: unknown) => Promise<T>) {
      return work(store);
    },
  };
  return store as unknown as StoreReader;
}

const describeQuery = (collection: string, query: AnyQuery) =>
  `${collection} where ${equalityFields(query).join(', ') || '-'}${
    query.arrayContains ? ` contains ${query.arrayContains[0]}` : ''
  }${query.below ? ` below ${query.below[0]}` : ''} order by ${query.orderBy ? `${query.orderBy.field} ${query.orderBy.direction ?? 'asc'}` : '-'}`;

const visitor = { role: 'visitor' } as Principal;
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
    const asked = await adminListQueries();
    expect(asked).toHaveLength(1 << Object.keys(adminListFilters).length);
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

  test('the check itself: a range alone is served, a range with an equality needs a composite index', () => {
    expect(served('noSuchCollection', { below: ['lastAt', 5] } as AnyQuery)).toBe(true);
    const filtered = { below: ['lastAt', 5], where: [['status', 'placed']] } as AnyQuery;
    expect(served('noSuchCollection', filtered)).toBe(false);
    // The equality, then the range's field (photos: purpose, createdAt).
    const old = { where: [['purpose', 'prescription']], below: ['createdAt', 'x'] } as AnyQuery;
    expect(served('photos', old)).toBe(true);
    expect(served('photos', { ...old, below: ['bytes', 5] } as AnyQuery)).toBe(false);
  });
});

type Def = { def: { type: string } & Record<string, unknown> };
const zodDef = (schema: z.ZodType) => (schema as unknown as { _zod: Def })._zod.def;

/** At most this many inputs a read or action is run with: every combination, up to a point. */
const inputsCap = 2_000;

/**
 * Inputs to run a read or action with: each optional field absent and present, every value of
 * an enum, literal or union, and a few plain strings a field may take (an id, a date, a phone).
 * What its schema refuses it never runs with; what it accepts reaches its queries.
 */
function valuesOf(schema: z.ZodType): unknown[] {
  const def = zodDef(schema);
  const inner = (key: string) => valuesOf(def[key] as z.ZodType);
  switch (def.type) {
    case 'optional':
      return [undefined, ...inner('innerType')];
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'nullable':
      return [null, ...inner('innerType')];
    case 'pipe':
      return inner('in');
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'union':
      return (def.options as z.ZodType[]).flatMap(valuesOf);
    case 'boolean':
      return [true, false];
    case 'number':
    case 'int':
      return [1];
    case 'string':
      return ['shop-1', '2026-11-28', '9000000001'];
    case 'object':
      return objectsOf(def.shape as Record<string, z.ZodType>);
    case 'array':
      return [[]];
    default:
      return [undefined];
  }
}

function objectsOf(shape: Record<string, z.ZodType>): unknown[] {
  let objects: Array<Record<string, unknown>> = [{}];
  for (const [key, field] of Object.entries(shape)) {
    const values = valuesOf(field);
    objects = objects
      .flatMap((object) =>
        values.map((value) => (value === undefined ? object : { ...object, [key]: value })),
      )
      .slice(0, inputsCap);
  }
  return objects;
}

/** One value for each filter of the admin's order list. */
const adminListFilters = {
  status: 'placed',
  date: '2026-11-28',
  kind: 'shop',
  shopId: 'shop-1',
} as const;

/**
 * The admin's order list with every combination of its filters: the generic inputs below stop
 * at `inputsCap`, before every combination of this read's many optional fields is reached.
 */
async function adminListQueries(): Promise<Array<{ collection: string; query: AnyQuery }>> {
  const names = Object.keys(adminListFilters) as Array<keyof typeof adminListFilters>;
  const asked: Array<{ collection: string; query: AnyQuery }> = [];
  const ctx = {
    store: recordingStore(asked),
    principal: staff[0]!,
    town: demoTown,
  } as unknown as ReadContext;
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const input = Object.fromEntries(
      names.filter((_, bit) => mask & (1 << bit)).map((name) => [name, adminListFilters[name]]),
    );
    await runRead(adminOrders, ctx, input);
  }
  return asked;
}

/**
 * Every query core runs on the store, as far as running it can show: each read and action with
 * every input above, as a visitor and as each kind of staff, and the timers that query (the
 * outbox sweep, the release of unaccepted orders, the forgotten photos' sweep, the day's summary).
 */
async function queriesCoreRuns(): Promise<Array<{ collection: string; query: AnyQuery }>> {
  const asked: Array<{ collection: string; query: AnyQuery }> = [];
  const store = recordingStore(asked);
  const clock = { now: () => new Date('2026-11-28T10:00:00Z') };
  const town = { ...demoTown, orderLimits: { ...demoTown.orderLimits, acceptWithinMinutes: 30 } };
  const contextOf = (principal: Principal) =>
    ({ store, principal, town, clock, client: { key: 'test' } }) as unknown as ActionContext;
  const runs = [
    ...Object.values(reads).map((def) => ({ def, run: runRead as typeof runAction })),
    ...Object.values(actions).map((def) => ({ def, run: runAction })),
  ];
  for (const { def, run } of runs) {
    for (const input of valuesOf(def.input)) {
      for (const principal of [visitor, ...staff]) {
        await run(def as never, contextOf(principal), input).catch(() => undefined);
      }
    }
  }
  const timers = contextOf(staff[0]!);
  await releaseUnacceptedParts(timers).catch(() => undefined);
  await purgeStaleSignInRecords(timers).catch(() => undefined);
  await forgetUnattachedPhotos(timers).catch(() => undefined);
  await forgetExpiredOrderPhotos(timers).catch(() => undefined);
  await deliverDueEntries({ ...timers, chatIds: {} } as never).catch(() => undefined);
  // The day's summary queries only once due and with an admin group: late in the town's day.
  const lateInTheDay = { now: () => new Date('2026-11-28T17:00:00Z') };
  await queueDaySummary({
    ...timers,
    clock: lateInTheDay,
    chatIds: { adminGroup: '-100' },
  }).catch(() => undefined);
  return asked;
}

describe('every query core runs, against firestore.indexes.json', () => {
  let asked: Array<{ collection: string; query: AnyQuery }> = [];
  beforeAll(async () => {
    asked = [
      ...(await queriesCoreRuns()),
      ...(await adminListQueries()),
      ...staff.flatMap((principal) =>
        boardQueries(principal).map(({ collection, query }) => ({
          collection,
          query: query as AnyQuery,
        })),
      ),
    ];
  }, 120_000);

  test('the hourly purge asks for due counters by a range, not for every counter', () => {
    const counters = asked.filter(({ collection }) => collection === 'lookupCounts');
    expect(counters.map(({ query }) => query.below?.[0])).toEqual(['lastAt']);
  });

  test('each has the index Firestore needs for it', () => {
    // The recording reached the queries that need one (a board's, the photos' sweep).
    expect(asked.filter(({ query }) => !singleFieldServes(query)).length).toBeGreaterThan(10);
    const missing = asked
      .filter(({ collection, query }) => !served(collection, query))
      .map(({ collection, query }) => describeQuery(collection, query));
    expect([...new Set(missing)]).toEqual([]);
  });

  test('each composite index serves one of them: none is kept (and billed on writes) unused', () => {
    const unused = indexes
      .filter(
        (index) =>
          !asked.some(({ collection, query }) => compositeServes(index, collection, query)),
      )
      .map(
        (index) =>
          `${index.collectionGroup}: ${index.fields
            .map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`)
            .join(', ')}`,
      );
    expect(unused).toEqual([]);
  });
});
