import type { Clock, IdSource, PasswordHasher, Store } from '@town/core';

/** A staff login a loader made and `npm start` prints once (the demo town's). */
export interface SeedLogin {
  role: 'admin' | 'vendor' | 'delivery';
  name: string;
  login: string;
  password: string;
}

export interface SeedDeps {
  hasher: PasswordHasher;
  ids: IdSource;
  clock: Clock;
}

/**
 * Data a loader writes into a database that has no town yet, before the host serves it: the
 * demo town, from `npm start` (demo/localStart.ts) and the tests. The host itself carries no
 * town: without a seeder an empty database starts empty and prints its setup link. Answers the
 * logins to print, or null when it wrote none.
 */
export type Seeder = (store: Store, deps: SeedDeps) => Promise<SeedLogin[] | null>;
