import {
  type CollectionName,
  type Collections,
  currentBookingDoc,
  type Query,
  type Store,
  type StoreReader,
  type Transaction,
} from '@town/core';
import type { Statement } from 'better-sqlite3';
import type { Db } from './open';
import { walSync } from './walSync';

type Value = string | number | boolean | null;

const fieldPattern = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

function path(field: string): string {
  if (!fieldPattern.test(field)) throw new Error(`Invalid field name: ${field}`);
  return `'$.${field}'`;
}

/** SQLite has no booleans: json_extract gives 1/0 for true/false. */
const bindable = (value: Value) => (typeof value === 'boolean' ? Number(value) : value);

function buildQuery(collection: CollectionName, query: Query<CollectionName>) {
  const clauses: string[] = [];
  const params: Array<string | number | null> = [];
  for (const [field, value] of query.where ?? []) {
    if (value === null) {
      clauses.push(`json_extract(data, ${path(field)}) IS NULL`);
    } else {
      clauses.push(`json_extract(data, ${path(field)}) = ?`);
      params.push(bindable(value));
    }
  }
  if (query.arrayContains) {
    const [field, value] = query.arrayContains;
    clauses.push(`EXISTS (SELECT 1 FROM json_each(data, ${path(field)}) WHERE value = ?)`);
    params.push(value);
  }
  if (query.whereIn) {
    const [field, values] = query.whereIn;
    clauses.push(`json_extract(data, ${path(field)}) IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  }
  if (query.below) {
    // As Firestore's `<`: a document without the field (NULL here) is not matched.
    const [field, value] = query.below;
    clauses.push(`json_extract(data, ${path(field)}) < ?`);
    params.push(value);
  }
  if (query.afterId !== undefined) {
    clauses.push('id > ?');
    params.push(query.afterId);
  }
  let sql = `SELECT data FROM "${collection}"`;
  if (clauses.length > 0) sql += ` WHERE ${clauses.join(' AND ')}`;
  if (query.orderBy) {
    const direction = query.orderBy.direction === 'desc' ? 'DESC' : 'ASC';
    sql += ` ORDER BY json_extract(data, ${path(query.orderBy.field)}) ${direction}, id`;
  } else {
    sql += ' ORDER BY id';
  }
  if (query.limit !== undefined || query.offset !== undefined) {
    // SQLite takes OFFSET only after a LIMIT; -1 is "no limit".
    sql += ' LIMIT ? OFFSET ?';
    params.push(query.limit ?? -1, query.offset ?? 0);
  }
  return { sql, params };
}

/** Prepares each SQL text once per connection. */
function statementCache(db: Db) {
  const statements = new Map<string, Statement<unknown[]>>();
  return (sql: string): Statement<unknown[]> => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

function createReader(db: Db): StoreReader {
  const prepare = statementCache(db);
  return {
    async get(collection, id) {
      const row = prepare(`SELECT data FROM "${collection}" WHERE id = ?`).get(id) as
        | { data: string }
        | undefined;
      return row ? currentBookingDoc(collection, JSON.parse(row.data)) : null;
    },
    // A booking stored before bookings had steps reads as it would be stored now (decision
    // 1750); its next write stores it so.
    async query(collection, query = {}) {
      const { sql, params } = buildQuery(collection, query as Query<CollectionName>);
      const rows = prepare(sql).all(...params) as Array<{ data: string }>;
      return rows.map((row) => currentBookingDoc(collection, JSON.parse(row.data)));
    },
  };
}

type Write =
  | { kind: 'set'; collection: CollectionName; id: string; data: string }
  | { kind: 'delete'; collection: CollectionName; id: string };

/** A committed write: the document as stored (JSON), or null when it was deleted. */
export interface StoreChange {
  collection: CollectionName;
  id: string;
  data: string | null;
}

/** Told of every committed transaction's writes, in commit order; it must not throw. */
export type CommitListener = (changes: StoreChange[]) => void;

/** A transaction waiting for its turn, and how to tell its caller the outcome. */
interface Waiting {
  work: (tx: Transaction) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A member of a batch once its work has run: its outcome waits for the batch's commit. */
type Ran =
  | { waiting: Waiting; ok: true; result: unknown; changes: StoreChange[] }
  | { waiting: Waiting; ok: false; error: unknown };

/** Enough to let one batch's fsync carry a burst, few enough to keep each reply quick. */
const maxBatch = 256;

/** Work that runs in the background of a request, and a way to wait until there is none. */
export interface Settling {
  /** Something is waiting or running now. */
  busy(): boolean;
  /** Resolves once nothing is waiting or running (at once when nothing is). */
  idle(): Promise<void>;
}

/**
 * The store, and whether transactions are waiting or running: a transaction asked for during
 * a request may commit after its reply (a background write such as the alert dispatcher's).
 */
export type SqliteStore = Store & Settling;

/**
 * The repository port on SQLite. Transactions are serialised in this process: each runs its
 * reads, then its buffered writes are applied. Because every write goes through here, nothing
 * can change what a transaction read before it commits. Plain reads use a separate read-only
 * connection, so they never see a write in flight.
 *
 * Group commit: the transactions waiting at the same moment run one after another inside one
 * SQLite transaction, each one's writes in its own savepoint, and one COMMIT (one fsync at
 * synchronous=FULL) makes them all durable. A transaction that refuses (its work throws) wrote
 * nothing and does not undo the others. No caller hears its outcome before that COMMIT returned:
 * a later member may have read an earlier one's writes, so if the COMMIT fails, every member of
 * the batch gets that error and nothing of the batch is stored.
 *
 * The WAL's fsync runs off the event loop (see `walSync`): the batch's COMMIT writes its frames,
 * the next batch runs while the disk flushes them, and the batch's members hear their outcome
 * once the flush returned. A reply still means the write survives a power cut.
 */
export function createSqliteStore(
  writer: Db,
  readerDb: Db,
  onCommit?: CommitListener,
): SqliteStore {
  const reader = createReader(readerDb);
  const txReader = createReader(writer);
  const cached = statementCache(writer);
  const upsert = (collection: string) =>
    cached(
      `INSERT INTO "${collection}" (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`,
    );
  const remove = (collection: string) => cached(`DELETE FROM "${collection}" WHERE id = ?`);
  // Called inside the batch's open transaction, better-sqlite3 runs this as a SAVEPOINT: a write
  // that fails rolls back this transaction's writes alone.
  const apply = writer.transaction((writes: Write[]) => {
    for (const write of writes) {
      if (write.kind === 'set') upsert(write.collection).run(write.id, write.data);
      else remove(write.collection).run(write.id);
    }
  });
  const begin = writer.prepare('BEGIN IMMEDIATE');
  const commit = writer.prepare('COMMIT');
  const rollback = writer.prepare('ROLLBACK');
  const durable = walSync(writer);
  const waiting: Waiting[] = [];
  let scheduled = false;
  /** Batches committed whose WAL flush has not returned yet: their members are not told yet. */
  let flushing = 0;
  /** Each batch is told after the one before it, so commit listeners hear them in order. */
  let told = Promise.resolve();
  let idleWaiters: Array<() => void> = [];

  /** Runs one transaction's work; its buffered writes are returned, not yet applied. */
  async function runWork(work: (tx: Transaction) => Promise<unknown>) {
    const writes: Write[] = [];
    const readsAllowed = () => {
      if (writes.length > 0) throw new Error('A transaction must do all its reads before writing');
    };
    const tx: Transaction = {
      get(collection, id) {
        readsAllowed();
        return txReader.get(collection, id);
      },
      query(collection, query) {
        readsAllowed();
        return txReader.query(collection, query);
      },
      set<C extends CollectionName>(collection: C, doc: Collections[C]) {
        writes.push({ kind: 'set', collection, id: doc.id, data: JSON.stringify(doc) });
      },
      delete(collection, id) {
        writes.push({ kind: 'delete', collection, id });
      },
    };
    const result = await work(tx);
    return { result, writes };
  }

  /**
   * One member inside the open transaction. Its work must not wait for anything but the store
   * (no timers, no network): the transaction stays open while it runs. Hashing and other slow
   * work happen before `transaction` is called, as the Firestore host requires anyway.
   */
  async function runMember(member: Waiting): Promise<Ran> {
    try {
      const { result, writes } = await runWork(member.work);
      if (writes.length > 0) apply(writes);
      const changes = writes.map((write) => ({
        collection: write.collection,
        id: write.id,
        data: write.kind === 'set' ? write.data : null,
      }));
      return { waiting: member, ok: true, result, changes };
    } catch (error) {
      return { waiting: member, ok: false, error };
    }
  }

  /**
   * After a failed COMMIT or BEGIN. Should even ROLLBACK fail, the transaction stays open and
   * the next BEGIN fails too: each later caller is told, nothing half-done is ever committed.
   */
  function rollbackIfOpen(): void {
    try {
      if (writer.inTransaction) rollback.run();
    } catch {
      // Reported to the callers through the next BEGIN's error, as said above.
    }
  }

  /** Tells every member its outcome once the batch is durable, or the batch's failure. */
  function settle(ran: Ran[], failure?: { error: unknown }): void {
    for (const member of ran) {
      if (failure) member.waiting.reject(failure.error);
      else if (member.ok) {
        if (onCommit && member.changes.length > 0) onCommit(member.changes);
        member.waiting.resolve(member.result);
      } else member.waiting.reject(member.error);
    }
  }

  /**
   * Runs the batch and commits it; returns the members to tell once the commit is durable, or
   * undefined when they were told already (the COMMIT failed).
   */
  async function runBatch(batch: Waiting[]): Promise<Ran[] | undefined> {
    durable.beforeBatch();
    try {
      return await runAndCommit(batch);
    } finally {
      durable.afterBatch();
    }
  }

  async function runAndCommit(batch: Waiting[]): Promise<Ran[] | undefined> {
    let ran: Ran[] = [];
    begin.run();
    for (const member of batch) {
      ran.push(await runMember(member));
      if (!writer.inTransaction) {
        // SQLite rolled the whole transaction back itself (a full disk, an I/O error): the
        // members so far lost their writes. They are told so; the rest start a new transaction.
        const last = ran.at(-1);
        const error = last && !last.ok ? last.error : new Error('The transaction was rolled back');
        settle(ran, { error });
        ran = [];
        begin.run();
      }
    }
    try {
      commit.run();
    } catch (error) {
      rollbackIfOpen();
      settle(ran, { error });
      return undefined;
    }
    return ran;
  }

  /** Tells the batch's members once its WAL frames are on disk, after the batches before it. */
  function settleWhenDurable(ran: Ran[]): void {
    flushing++;
    const flushed = durable.flush();
    told = told
      .then(() => flushed)
      .then(
        () => settle(ran),
        (error: unknown) => settle(ran, { error }),
      )
      .finally(() => {
        flushing--;
        wakeIdleWaiters();
      });
  }

  function wakeIdleWaiters(): void {
    if (busy()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /**
   * Waits one turn of the event loop first, so every request that arrived meanwhile has queued
   * its transaction, then commits what is waiting, batch after batch.
   */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(async () => {
      const batch = waiting.splice(0, maxBatch);
      try {
        const ran = await runBatch(batch);
        if (ran) settleWhenDurable(ran);
      } catch (error) {
        // BEGIN failed (the disk): whoever in this batch is not yet told gets the error.
        rollbackIfOpen();
        for (const member of batch) member.reject(error);
      }
      scheduled = false;
      if (waiting.length > 0) schedule();
      else wakeIdleWaiters();
    });
  }

  const busy = () => scheduled || waiting.length > 0 || flushing > 0;

  return {
    get: reader.get,
    query: reader.query,
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
    busy,
    idle() {
      return busy() ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve();
    },
  };
}
