import { writeSync } from 'node:fs';
import type { CollectionName, Store } from '@town/core';
import { openDatabase, openReader } from '../../../server/src/db/open';
import { createSqliteStore } from '../../../server/src/db/sqliteStore';

/**
 * Run as its own process by groupCommit.test.ts (bundled with esbuild): commits one batch, then
 * starts a second whose last member SIGKILLs the process after the others' writes were applied
 * inside the batch's open transaction, before its COMMIT. Lines on stdout say what happened.
 */
const say = (line: string) => writeSync(1, `${line}\n`);
const file = process.argv[2]!;
const store: Store = createSqliteStore(openDatabase(file), openReader(file));
const collection = 'feeds' as CollectionName;
const post = (id: string) => ({
  id,
  type: 'news',
  title: id,
  publishedAt: new Date().toISOString(),
});

async function main() {
  await Promise.all(
    ['first-1', 'first-2'].map((id) =>
      store.transaction(async (tx) => tx.set(collection, post(id) as never)),
    ),
  );
  say('committed first-1 first-2');
  const members = ['second-1', 'second-2', 'second-3'].map((id) =>
    store
      .transaction(async (tx) => tx.set(collection, post(id) as never))
      .then(() => say(`acknowledged ${id}`)),
  );
  store.transaction(async (tx) => {
    const applied = await Promise.all(
      ['second-1', 'second-2', 'second-3'].map((id) => tx.get(collection, id)),
    );
    const committed = await store.get(collection, 'second-1');
    say(
      `batch open: ${applied.filter(Boolean).length} applied, ${committed ? 'committed' : 'not committed'}`,
    );
    process.kill(process.pid, 'SIGKILL');
  });
  await Promise.all(members);
}

main().catch((error) => {
  say(`error ${String(error)}`);
  process.exit(1);
});
