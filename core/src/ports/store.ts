import type { CollectionName, Collections } from '../model/collections';

/** Equality filters on top-level or dotted fields, optional order and limit. */
export interface Query<C extends CollectionName> {
  where?: ReadonlyArray<readonly [field: string, value: string | number | boolean | null]>;
  /** Documents whose array `field` contains `value` (Firestore array-contains). */
  arrayContains?: readonly [field: string, value: string];
  /**
   * Documents whose `field` is one of `values` (Firestore `in`, at most 30 values): one query,
   * billed as one, where a query per value would bill at least one read each.
   */
  whereIn?: readonly [field: string, values: ReadonlyArray<string | number>];
  /**
   * Documents whose `field` sorts before `value` (Firestore `<`, served by its single-field
   * index; ISO times compare as text): a purge reads only what is due. A document without the
   * field is not matched. Not with `afterId`, nor with `orderBy` on another field.
   */
  below?: readonly [field: string, value: string | number];
  orderBy?: { field: keyof Collections[C] & string; direction?: 'asc' | 'desc' };
  limit?: number;
  /** Skips this many matches first (paging staff lists; Firestore `offset`). */
  offset?: number;
  /**
   * Only documents whose id sorts after this one, in id order: pages through a whole collection
   * reading each document once (an `offset` reads, and Firestore bills, every one it skips).
   * Not with `orderBy`.
   */
  afterId?: string;
}

export interface StoreReader {
  get<C extends CollectionName>(collection: C, id: string): Promise<Collections[C] | null>;
  query<C extends CollectionName>(collection: C, query?: Query<C>): Promise<Collections[C][]>;
}

/**
 * Writes inside a transaction. As in Firestore, a transaction does all its reads before its
 * first write; both hosts rely on that.
 */
export interface Transaction extends StoreReader {
  set<C extends CollectionName>(collection: C, doc: Collections[C]): void;
  delete(collection: CollectionName, id: string): void;
}

/**
 * The repository port. Reads see only committed data; `transaction` runs `work` atomically and
 * in isolation (serialised on the local host, optimistic with retries on Firestore), so it may
 * run `work` more than once: it must not have side effects outside the transaction.
 */
export interface Store extends StoreReader {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * The most documents one transaction may write (Firestore: 500); absent: no limit (SQLite).
   * Work larger than this is written in several transactions, each safe to repeat.
   */
  maxWritesPerTransaction?: number;
}

/**
 * Deletes one document if it is there, in a transaction; whether it was. For the undo actions
 * (disconnect, unlink, unbind, forget a token) whose second press is no error: the result says.
 */
export function deleteIfPresent(
  store: Store,
  collection: CollectionName,
  id: string,
): Promise<boolean> {
  return store.transaction(async (tx) => {
    if (!(await tx.get(collection, id))) return false;
    tx.delete(collection, id);
    return true;
  });
}
