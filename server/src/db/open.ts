import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { collectionNames, type Order, shopOrderRecords, withParts } from '@town/core';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Expression indexes for the queries the reads and actions run. The JSON paths mirror the
 * composite indexes in firestore.indexes.json.
 */
const indexes: Record<string, string[]> = {
  products: ["json_extract(data, '$.shopId')", "json_extract(data, '$.shopType')"],
  shops: ["json_extract(data, '$.type')"],
  orders: [
    "json_extract(data, '$.code')",
    "json_extract(data, '$.requestId')",
    "json_extract(data, '$.customer.phone'), json_extract(data, '$.createdAt')",
    "json_extract(data, '$.status')",
  ],
  shopOrders: [
    "json_extract(data, '$.shopId'), json_extract(data, '$.createdAt')",
    "json_extract(data, '$.shopId'), json_extract(data, '$.partStatus'), json_extract(data, '$.createdAt')",
  ],
  credentials: ["json_extract(data, '$.role'), json_extract(data, '$.login')"],
  appointments: ["json_extract(data, '$.doctorId'), json_extract(data, '$.date')"],
  outbox: ["json_extract(data, '$.status')"],
  passwordResets: ["json_extract(data, '$.tokenHash')", "json_extract(data, '$.credentialId')"],
  // Every press looks up who pressed.
  telegramLinks: ["json_extract(data, '$.telegramUserId')"],
};

const byCreatedAt = "json_extract(data, '$.createdAt')";
const unhandled = [`json_extract(data, '$.handled'), ${byCreatedAt}`];

/** Indexes for the staff reads, added by the second migration. */
const staffIndexes: Record<string, string[]> = {
  orders: [
    `json_extract(data, '$.placedOn'), ${byCreatedAt}`,
    `json_extract(data, '$.deliveryPersonId'), json_extract(data, '$.status'), ${byCreatedAt}`,
    `json_extract(data, '$.kind'), ${byCreatedAt}`,
    byCreatedAt,
  ],
  credentials: ["json_extract(data, '$.role'), json_extract(data, '$.subjectId')"],
  appointments: unhandled,
  labBookings: unhandled,
  medicalAssistance: unhandled,
  contactMessages: unhandled,
};

const migrations: Array<(db: Db) => void> = [
  (db) => {
    ensureCollectionTables(db);
    db.exec(`CREATE TABLE sessions (
      token_hash TEXT PRIMARY KEY,
      principal TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    ) STRICT`);
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
  },
  // Staff areas: order boards and lists, account lookups, requests not yet handled.
  (db) => {
    for (const [name, expressions] of Object.entries(staffIndexes)) {
      expressions.forEach((expression, i) => {
        db.exec(`CREATE INDEX "${name}_staff_${i}" ON "${name}" (${expression})`);
      });
    }
  },
  // Orders from several shops: each order gets one part per shop and each shop its record.
  (db) => {
    ensureCollectionTables(db);
    splitOrdersIntoParts(db);
  },
  // The purge finds due rows by `lastAt` (decision 1950): rows from before it get theirs.
  (db) => {
    ensureCollectionTables(db);
    stampLastAt(db);
  },
];

/**
 * Orders stored before orders had parts get one part per shop, each where the order stood
 * (core's `withParts`), and the per-shop records vendors list their orders from.
 */
function splitOrdersIntoParts(db: Db): void {
  const names = new Map(
    (db.prepare('SELECT data FROM shops').all() as Array<{ data: string }>).map((row) => {
      const shop = JSON.parse(row.data) as { id: string; name: string };
      return [shop.id, shop.name] as const;
    }),
  );
  const saveOrder = db.prepare('UPDATE orders SET data = ? WHERE id = ?');
  const saveRecord = db.prepare(
    'INSERT INTO "shopOrders" (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data',
  );
  const rows = db.prepare('SELECT data FROM orders').all() as Array<{ data: string }>;
  for (const row of rows) {
    const order = withParts(JSON.parse(row.data) as Order, (id) => names.get(id));
    saveOrder.run(JSON.stringify(order), order.id);
    for (const record of shopOrderRecords(order)) {
      saveRecord.run(record.id, JSON.stringify(record));
    }
  }
}

/**
 * Request counters and sign-in failure rows written before they kept `lastAt` get it from their
 * latest time: the purge asks only for rows whose `lastAt` is past its cutoff, so without it an
 * old row would never be purged.
 */
function stampLastAt(db: Db): void {
  const latest = (array: string) =>
    `(SELECT max(CASE WHEN type = 'object' THEN json_extract(value, '$.at') ELSE value END) FROM json_each(data, '${array}'))`;
  for (const [table, array] of [
    ['lookupCounts', '$.at'],
    ['loginAttempts', '$.failures'],
  ] as const) {
    db.exec(
      `UPDATE "${table}" SET data = json_set(data, '$.lastAt', ${latest(array)})
       WHERE json_extract(data, '$.lastAt') IS NULL AND ${latest(array)} IS NOT NULL`,
    );
  }
}

/**
 * The data folder and the database files in it must be writable: SQLite alone would say only
 * "attempt to write a readonly database". An operator gets the folder and what to do instead.
 */
function assertWritable(file: string): void {
  const dir = dirname(file);
  const paths = [dir, ...[file, `${file}-wal`, `${file}-shm`].filter((path) => existsSync(path))];
  for (const path of paths) {
    try {
      if (path === dir) mkdirSync(dir, { recursive: true, mode: privateFolder });
      accessSync(path, constants.W_OK);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new Error(
        `Cannot write to ${path} (${reason}): the app keeps its database in the data folder ${dir}. Make it writable for this user, or set DATA_DIR to another folder.`,
      );
    }
  }
}

/** The data folder and database hold password hashes, customers' details and their photos. */
export const privateFolder = 0o700;
export const privateFile = 0o600;

/**
 * The database file is created owner-only before SQLite opens it: SQLite gives its -wal and
 * -shm files the main file's mode. A file an older version created readable by all is narrowed.
 */
function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', privateFile));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(path)) chmodSync(path, privateFile);
    } catch {
      // Another user's file (a shared folder): its owner decides; the host can still write it.
    }
  }
}

/** The schema this version of the app writes: the number of migrations. */
export const schemaVersion = migrations.length;

/** Opens (creating if needed) the database file and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') {
    assertWritable(file);
    ensurePrivateFile(file);
  }
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  try {
    migrate(db, file);
  } catch (error) {
    db.close();
    throw error;
  }
  // After the upgrade: a file an older version left in another journal mode is untouched if it fails.
  db.pragma('journal_mode = WAL');
  // FULL: an order whose success reply went out survives a power cut, not only a crash.
  db.pragma('synchronous = FULL');
  // Orders rewrite the same hot pages batch after batch; a checkpoint copies each page once
  // however often it changed, so a longer WAL (up to 40 MB) means far fewer writes per order.
  db.pragma('wal_autocheckpoint = 10000');
  db.pragma('foreign_keys = ON');
  ensureCollectionTables(db);
  return db;
}

const isEmpty = (db: Db) =>
  (db.prepare('SELECT count(*) AS n FROM sqlite_master').get() as { n: number }).n === 0;

/**
 * Brings an older database up to this version's schema: first a copy of it beside it (the
 * operator's way back), then every pending migration in one transaction, so a failure leaves the
 * file as the older version wrote it. A file from a newer version is refused, never "downgraded".
 */
function migrate(db: Db, file: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > schemaVersion) {
    throw new Error(
      `The database ${file} was written by a newer version of the app (schema version ${version}; this version knows up to ${schemaVersion}). Nothing was changed. Run the newer version again, or restore a backup this version made (npm run restore).`,
    );
  }
  if (version === schemaVersion) return;
  const copy = file === ':memory:' || isEmpty(db) ? null : copyBeforeUpgrade(db, file, version);
  try {
    db.transaction(() => {
      for (let next = version; next < schemaVersion; next++) migrations[next]?.(db);
      db.pragma(`user_version = ${schemaVersion}`);
    })();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Upgrading the database ${file} from schema version ${version} to ${schemaVersion} failed: ${reason}. Nothing was changed: the file is still at version ${version}${copy ? `, and a copy taken just before the upgrade is ${copy}` : ''}. Go back to the previous version of the app (it runs on this file as before) and report this message; or restore a backup (npm run restore -- <backup>).`,
    );
  }
}

/**
 * `town.db` at version 2 is copied to `town-before-upgrade-v2.db` in the same folder: one copy
 * per version, replaced whole (written beside, then renamed) when a start after a failed
 * upgrade tries again, so a service restarting in a loop does not fill the disk.
 */
function copyBeforeUpgrade(db: Db, file: string, version: number): string {
  const copy = join(dirname(file), `${basename(file, '.db')}-before-upgrade-v${version}.db`);
  const partial = `${copy}.partial`;
  try {
    rmSync(partial, { force: true });
    db.prepare('VACUUM INTO ?').run(partial);
    chmodSync(partial, privateFile);
    renameSync(partial, copy);
  } catch (error) {
    rmSync(partial, { force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot upgrade the database ${file} from schema version ${version}: the copy taken before an upgrade could not be written to ${copy} (${reason}). Nothing was changed. Free some space in ${dirname(file)} and start again.`,
    );
  }
  return copy;
}

/**
 * A collection added to the core after a data folder was made gets its table and indexes here,
 * on the next start: new collections need no numbered migration.
 */
function ensureCollectionTables(db: Db): void {
  db.transaction(() => {
    for (const name of collectionNames) {
      db.exec(
        `CREATE TABLE IF NOT EXISTS "${name}" (id TEXT PRIMARY KEY, data TEXT NOT NULL) STRICT`,
      );
      (indexes[name] ?? []).forEach((expression, i) => {
        db.exec(`CREATE INDEX IF NOT EXISTS "${name}_${i}" ON "${name}" (${expression})`);
      });
    }
  })();
}

/** A second connection that only reads: it sees committed data only, never a write in flight. */
export function openReader(file: string): Db {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}
