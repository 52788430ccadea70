import { type Store, townDocument } from '@town/core';
import type { SeedDeps, SeedLogin } from '../server/src/seed';
import { demoStaff } from './staff';
import { demoTown } from './town';
import { writeDemoTown } from './writeDemoTown';

/**
 * The demo town into an empty database. A database the demo filled before the town became data
 * has its staff but no settings: it gets the demo town's settings alone (a real town's database
 * has no demo admin, and is never touched here).
 */
export async function loadDemoTown(store: Store, deps: SeedDeps): Promise<SeedLogin[] | null> {
  const demoAdmin = demoStaff.admins[0]?.profile;
  if (demoAdmin && (await store.get('admins', demoAdmin.id))) {
    await store.transaction(async (tx) => tx.set('town', townDocument(demoTown, deps.clock.now())));
    return null;
  }
  if ((await store.query('admins', { limit: 1 })).length > 0) return null;
  return writeDemoTown(store, deps);
}
