import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectionNames, purgeStaleSignInRecords } from '@town/core';
import { createSqliteStore, openDatabase, openReader } from '@town/server';
import Database from 'better-sqlite3';

/**
 * The hourly purge finds due request counters and sign-in failures by their `lastAt`. Rows a
 * version 3 database kept from before that field get it on open, from their latest time, so the
 * purge still removes them when they are due.
 */
const dir = mkdtempSync(join(tmpdir(), 'town-lastat-'));
const file = join(dir, 'town.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hourMs = 60 * 60_000;
const now = Date.parse('2026-11-28T12:00:00.000Z');

function writeVersionThreeDatabase() {
  const db = new Database(file);
  for (const name of collectionNames) {
    db.exec(`CREATE TABLE "${name}" (id TEXT PRIMARY KEY, data TEXT NOT NULL) STRICT`);
  }
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
  const insert = db.prepare('INSERT INTO "lookupCounts" (id, data) VALUES (?, ?)');
  const rows: Array<[string, number[]]> = [
    ['lookup:phone:idle', [now - 30 * hourMs, now - 26 * hourMs]],
    ['orders:address:recent', [now - 30 * hourMs, now - 2 * hourMs]],
  ];
  for (const [id, at] of rows) insert.run(id, JSON.stringify({ id, at }));
  // Sign-in failures were kept as plain times, later with the address they came from.
  const failures = [now - 3 * hourMs, { at: now - 2 * hourMs, ip: '203.0.113.7' }];
  db.prepare('INSERT INTO "loginAttempts" (id, data) VALUES (?, ?)').run(
    'vendor:9000000601',
    JSON.stringify({ id: 'vendor:9000000601', failures }),
  );
  db.pragma('user_version = 3');
  db.close();
}

test('old counters and sign-in rows get their latest time on open, and are purged when due', async () => {
  writeVersionThreeDatabase();
  const db = openDatabase(file);
  const reader = openReader(file);
  try {
    const store = createSqliteStore(db, reader);
    expect((await store.get('lookupCounts', 'lookup:phone:idle'))?.lastAt).toBe(now - 26 * hourMs);
    expect((await store.get('lookupCounts', 'orders:address:recent'))?.lastAt).toBe(
      now - 2 * hourMs,
    );
    expect((await store.get('loginAttempts', 'vendor:9000000601'))?.lastAt).toBe(now - 2 * hourMs);

    const clock = { now: () => new Date(now) };
    const purged = await purgeStaleSignInRecords({ store, clock });
    expect(purged).toMatchObject({ lookupCounts: 1, loginAttempts: 1 });
    expect(await store.get('lookupCounts', 'lookup:phone:idle')).toBeNull();
    expect(await store.get('lookupCounts', 'orders:address:recent')).not.toBeNull();
    expect(await store.get('loginAttempts', 'vendor:9000000601')).toBeNull();
  } finally {
    reader.close();
    db.close();
  }
});
