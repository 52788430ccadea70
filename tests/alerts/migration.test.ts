import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectionNames, deliverOutboxEntry } from '@town/core';
import { createRandomIds, createTelegramSender, systemClock } from '@town/core/node';
import { createSqliteStore, openDatabase, openReader, schemaVersion } from '@town/server';
import Database from 'better-sqlite3';
import { botToken, chats } from '../support/alertingHost';
import { type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';

/**
 * A database written before Telegram delivery existed (schema version 1: no chatPacing table,
 * outbox entries in plain text) is migrated on open, and its waiting alerts still go out, as
 * the plain text they were written as.
 */
let fake: FakeTelegram;
const dir = mkdtempSync(join(tmpdir(), 'town-migrate-'));
const file = join(dir, 'town.db');

beforeAll(async () => {
  fake = await startFakeTelegram({ token: botToken });
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

function writeVersionOneDatabase() {
  const db = new Database(file);
  for (const name of collectionNames.filter((name) => name !== 'chatPacing')) {
    db.exec(`CREATE TABLE "${name}" (id TEXT PRIMARY KEY, data TEXT NOT NULL) STRICT`);
  }
  db.exec(
    'CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, principal TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL) STRICT',
  );
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
  const old = {
    id: 'old-entry',
    channel: 'adminGroup',
    event: 'orderPlaced',
    ref: 'orders/o1',
    text: 'New order ABC-DEF from Tom & Jerry <3',
    status: 'pending',
    attempts: 0,
    createdAt: new Date().toISOString(),
  };
  db.prepare('INSERT INTO outbox (id, data) VALUES (?, ?)').run(old.id, JSON.stringify(old));
  db.pragma('user_version = 1');
  db.close();
}

test('version 1 gains the pacing table; an old plain-text alert is sent as plain text', async () => {
  writeVersionOneDatabase();
  const db = openDatabase(file);
  const reader = openReader(file);
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables).toContainEqual({ name: 'chatPacing' });
    const store = createSqliteStore(db, reader);
    const outcome = await deliverOutboxEntry(
      {
        store,
        clock: systemClock,
        ids: createRandomIds(),
        sender: createTelegramSender({ botToken, apiRoot: fake.apiRoot }),
        chatIds: { ...chats },
      },
      'old-entry',
    );
    expect(outcome.outcome).toBe('sent');
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]).toMatchObject({
      text: 'New order ABC-DEF from Tom & Jerry <3',
      parseMode: undefined,
    });
    expect((await store.get('outbox', 'old-entry'))?.status).toBe('sent');
  } finally {
    reader.close();
    db.close();
  }
});

test('opening a current database again changes nothing', () => {
  const db = openDatabase(file);
  expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
  db.close();
});
