import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '@town/core';
import { createSqliteStore, openDatabase, openReader } from '@town/server';

/**
 * The stores the host-neutral delivery tests run on (tests/alerts/triggerPath.test.ts), each a
 * fresh empty one. The Firebase host adds its Firestore store (on the emulator) here.
 */
export type OpenStore = () => Promise<{ store: Store; close: () => Promise<void> }>;

const sqlite: OpenStore = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'town-alert-store-'));
  const file = join(dir, 'town.db');
  const db = openDatabase(file);
  const reader = openReader(file);
  return {
    store: createSqliteStore(db, reader),
    async close() {
      reader.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export const alertStores: Array<[name: string, open: OpenStore]> = [
  ['SQLite (local host)', sqlite],
];
