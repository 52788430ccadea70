import {
  type Clock,
  type DemoLogin,
  type IdSource,
  type PasswordHasher,
  type Store,
  writeDemoTown,
} from '@town/core';
import type { Db } from './db/open';

export type { DemoLogin } from '@town/core';

/**
 * Fills a new database with the demo town, once. Returns the demo logins when it seeded, so the
 * first start can print them; returns null when the database was seeded before.
 */
export async function seedDemoTown(
  db: Db,
  store: Store,
  deps: { hasher: PasswordHasher; ids: IdSource; clock: Clock },
): Promise<DemoLogin[] | null> {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seededAt'").get();
  if (seeded) return null;
  const logins = await writeDemoTown(store, deps);
  db.prepare("INSERT INTO meta (key, value) VALUES ('seededAt', ?)").run(
    deps.clock.now().toISOString(),
  );
  return logins;
}
