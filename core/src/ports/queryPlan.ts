import type { CollectionName } from '../model/collections';
import type { Query } from './store';

/** Any collection's query, as far as building it goes (every `Query<C>` is one). */
export type QueryShape = Omit<Query<CollectionName>, 'orderBy'> & {
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
};

/** One step of a Firestore query, in the order the query is built. */
export type QueryStep =
  | {
      kind: 'where';
      field: string;
      op: '==' | 'array-contains';
      value: string | number | boolean | null;
    }
  | { kind: 'where'; field: string; op: 'in'; value: ReadonlyArray<string | number> }
  | { kind: 'where'; field: string; op: '<'; value: string | number }
  | { kind: 'orderBy'; field: string; direction: 'asc' | 'desc' }
  | { kind: 'limit'; count: number };

export interface QueryPlan {
  steps: QueryStep[];
  /** How many of the answer's first documents to drop (the query's `offset`). */
  skip: number;
  /** Start after this document id, in id order (the query's `afterId`). */
  afterId?: string;
}

/**
 * A store query as the steps a Firestore query is built from: the one translation used by the
 * functions' store (firebase-admin), the browser's catalog reader and the staff boards'
 * listeners (the web SDK). `offset` becomes a larger limit and a skip of the first answers,
 * because the web SDK has no offset; Firestore reads (and bills) skipped documents either way.
 */
export function queryPlan(query: QueryShape = {}): QueryPlan {
  const steps: QueryStep[] = (query.where ?? []).map(([field, value]) => ({
    kind: 'where',
    field,
    op: '==',
    value,
  }));
  if (query.arrayContains) {
    const [field, value] = query.arrayContains;
    steps.push({ kind: 'where', field, op: 'array-contains', value });
  }
  if (query.whereIn) {
    const [field, values] = query.whereIn;
    // Firestore refuses an empty `in` and more than 30 values.
    if (values.length === 0 || values.length > 30) {
      throw new Error(`A query's whereIn takes 1 to 30 values, not ${values.length}`);
    }
    steps.push({ kind: 'where', field, op: 'in', value: values });
  }
  if (query.below) {
    const [field, value] = query.below;
    steps.push({ kind: 'where', field, op: '<', value });
  }
  if (query.orderBy) {
    steps.push({
      kind: 'orderBy',
      field: query.orderBy.field,
      direction: query.orderBy.direction ?? 'asc',
    });
  }
  const skip = query.offset ?? 0;
  if (query.limit !== undefined) steps.push({ kind: 'limit', count: query.limit + skip });
  if (query.afterId !== undefined && query.orderBy) {
    throw new Error('A query pages by document id (afterId) or sorts (orderBy), not both');
  }
  if (
    query.below &&
    (query.afterId !== undefined || (query.orderBy && query.orderBy.field !== query.below[0]))
  ) {
    // Firestore sorts a range query by its field first: it cannot page by id or sort by another.
    throw new Error('A range query (below) sorts by its own field only');
  }
  return { steps, skip, ...(query.afterId !== undefined ? { afterId: query.afterId } : {}) };
}
