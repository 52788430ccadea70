import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CollectionName, Store, Transaction } from '@town/core';
import { createSqliteStore, openDatabase, openReader } from '@town/server';
import Database from 'better-sqlite3';
import { build } from 'esbuild';

/**
 * Group commit on the local host's store, on a real database file: the transactions waiting at
 * the same moment share one SQLite transaction, each one's writes in its own savepoint, and
 * nobody hears an outcome before the COMMIT.
 */
const dir = mkdtempSync(join(tmpdir(), 'town-group-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const feeds = 'feeds' as CollectionName;
const post = (id: string) =>
  ({ id, type: 'news', title: id, publishedAt: '2026-11-21T10:00:00.000Z' }) as never;
const storedIds = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM feeds ORDER BY id').all() as Array<{ id: string }>).map(
      (row) => row.id,
    );
  } finally {
    db.close();
  }
};

function openStore(name: string) {
  const file = join(dir, name);
  const db = openDatabase(file);
  const reader = openReader(file);
  const told: string[][] = [];
  const store: Store = createSqliteStore(db, reader, (changes) =>
    told.push(changes.map((change) => change.id)),
  );
  const close = () => {
    reader.close();
    db.close();
  };
  return { file, db, store, told, close };
}

test('a batch mixing accepted and refused transactions: each refusal undoes only itself', async () => {
  const { file, store, told, close } = openStore('mixed.db');
  const write = (id: string) => (tx: Transaction) => {
    tx.set(feeds, post(id));
    return Promise.resolve(id);
  };
  const seenInBatch: Array<{ viaTransaction: boolean; committed: boolean }> = [];
  // All six are asked for in the same moment, as concurrent requests are.
  const outcomes = await Promise.allSettled([
    store.transaction(write('accepted-1')),
    store.transaction(async () => {
      throw new Error('Not enough stock');
    }),
    store.transaction(async (tx) => {
      // A later member reads an earlier one's write in the open transaction; plain reads see
      // only committed data, so it is not there yet: both ran in one uncommitted batch.
      seenInBatch.push({
        viaTransaction: (await tx.get(feeds, 'accepted-1')) !== null,
        committed: (await store.get(feeds, 'accepted-1')) !== null,
      });
      tx.set(feeds, post('accepted-2'));
      return 'accepted-2';
    }),
    // A write the database refuses after an earlier write of the same transaction: its
    // savepoint is rolled back, so its first write goes too.
    store.transaction(async (tx) => {
      tx.set(feeds, post('half-written'));
      tx.set('no such table' as CollectionName, post('x'));
    }),
    store.transaction(async () => {
      throw new Error('The phone number is not valid');
    }),
    store.transaction(write('accepted-3')),
  ]);
  expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
    'accepted-1',
    'Error: Not enough stock',
    'accepted-2',
    expect.stringContaining('no such table'),
    'Error: The phone number is not valid',
    'accepted-3',
  ]);
  expect(seenInBatch).toEqual([{ viaTransaction: true, committed: false }]);
  expect(storedIds(file)).toEqual(['accepted-1', 'accepted-2', 'accepted-3']);
  // Listeners hear each committed transaction once, in commit order, and nothing refused.
  expect(told).toEqual([['accepted-1'], ['accepted-2'], ['accepted-3']]);
  // The next batch starts clean.
  await store.transaction(write('accepted-4'));
  expect(storedIds(file)).toEqual(['accepted-1', 'accepted-2', 'accepted-3', 'accepted-4']);
  close();
});

test('every caller hears its outcome only after the COMMIT made the whole batch durable', async () => {
  const { file, store, close } = openStore('durable.db');
  const storedWhenTold: string[][] = [];
  await Promise.all(
    ['a', 'b', 'c'].map((id) =>
      store
        .transaction(async (tx) => tx.set(feeds, post(id)))
        .then(() => storedWhenTold.push(storedIds(file))),
    ),
  );
  // Even the first to be told finds the last of its batch in the file, read by another connection.
  expect(storedWhenTold).toEqual([
    ['a', 'b', 'c'],
    ['a', 'b', 'c'],
    ['a', 'b', 'c'],
  ]);
  close();
});

test('batches in a row: each is told after the one before it, whose WAL flush may still be running', async () => {
  const { file, store, told, close } = openStore('rows.db');
  // More than one batch holds (256), asked for at once: the second batch runs while the
  // first one's WAL is flushed off the event loop, and is told after it.
  const ids = Array.from({ length: 600 }, (_, i) => `row-${String(i).padStart(3, '0')}`);
  const heard: string[] = [];
  await Promise.all(
    ids.map((id) =>
      store.transaction(async (tx) => tx.set(feeds, post(id))).then(() => heard.push(id)),
    ),
  );
  expect(heard).toEqual(ids);
  expect(told.flat()).toEqual(ids);
  expect(storedIds(file)).toEqual(ids);
  close();
});

test('between batches the connection syncs its own commits (FULL), as the sessions written on it need', async () => {
  const { db, store, close } = openStore('between.db');
  expect(db.pragma('synchronous', { simple: true })).toBe(2);
  await store.transaction(async (tx) => tx.set(feeds, post('one')));
  // 2 is FULL: the batch committed at NORMAL and flushed the WAL itself before telling anyone.
  expect(db.pragma('synchronous', { simple: true })).toBe(2);
  close();
});

test('SIGKILL in the middle of a batch: none of it is stored or acknowledged, earlier batches are', async () => {
  const script = join(dir, 'killedBatch.js');
  await build({
    entryPoints: [join(__dirname, 'batch', 'killedBatch.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@town/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const file = join(dir, 'killed.db');
  const run = spawnSync(process.execPath, [script, file], {
    encoding: 'utf8',
    // The bundle sits in a temporary folder: packages load from the repository's node_modules.
    env: { ...process.env, NODE_PATH: join(__dirname, '..', '..', 'node_modules') },
    timeout: 20_000,
  });
  expect({ signal: run.signal, stderr: run.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
  expect(run.stdout.trim().split('\n')).toEqual([
    'committed first-1 first-2',
    'batch open: 3 applied, not committed',
  ]);
  const db = new Database(file, { readonly: true });
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  db.close();
  expect(storedIds(file)).toEqual(['first-1', 'first-2']);
  // The file opens again and takes new batches.
  const { store, close } = openStore('killed.db');
  await store.transaction(async (tx) => tx.set(feeds, post('after-restart')));
  expect(storedIds(file)).toEqual(['after-restart', 'first-1', 'first-2']);
  close();
}, 30_000);
