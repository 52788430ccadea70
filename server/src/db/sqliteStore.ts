import type {
  CollectionName,
  Collections,
  Query,
  Store,
  StoreReader,
  Transaction,
} from '@town/core';
import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

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
      return row ? JSON.parse(row.data) : null;
    },
    async query(collection, query = {}) {
      const { sql, params } = buildQuery(collection, query as Query<CollectionName>);
      const rows = prepare(sql).all(...params) as Array<{ data: string }>;
      return rows.map((row) => JSON.parse(row.data));
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

/**
 * The repository port on SQLite. Transactions are serialised in this process: each runs its
 * reads, then its buffered writes are applied in one SQLite transaction. Because every write goes
 * through here, nothing can change what a transaction read before it commits. Plain reads use a
 * separate read-only connection, so they never see a write in flight.
 */
export function createSqliteStore(writer: Db, readerDb: Db, onCommit?: CommitListener): Store {
  const reader = createReader(readerDb);
  const txReader = createReader(writer);
  const cached = statementCache(writer);
  const upsert = (collection: string) =>
    cached(
      `INSERT INTO "${collection}" (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`,
    );
  const remove = (collection: string) => cached(`DELETE FROM "${collection}" WHERE id = ?`);
  const apply = writer.transaction((writes: Write[]) => {
    for (const write of writes) {
      if (write.kind === 'set') upsert(write.collection).run(write.id, write.data);
      else remove(write.collection).run(write.id);
    }
  });
  let queue: Promise<unknown> = Promise.resolve();

  async function runExclusive<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
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
    apply(writes);
    if (onCommit && writes.length > 0) {
      onCommit(
        writes.map((write) => ({
          collection: write.collection,
          id: write.id,
          data: write.kind === 'set' ? write.data : null,
        })),
      );
    }
    return result;
  }

  return {
    get: reader.get,
    query: reader.query,
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const run = queue.then(() => runExclusive(work));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
