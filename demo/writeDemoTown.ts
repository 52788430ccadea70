import {
  type Clock,
  type Credential,
  catalogCollections,
  type IdSource,
  type PasswordHasher,
  type Store,
  type TownConfig,
  townDocument,
} from '@town/core';
import { demoCatalog } from './catalog';
import { demoStaff } from './staff';
import { demoTown } from './town';

export interface DemoLogin {
  role: 'admin' | 'vendor' | 'delivery';
  name: string;
  login: string;
  password: string;
}

/**
 * Writes the demo town (its settings, catalog, staff profiles and their hashed logins) into any
 * store, in one transaction, and returns the logins to print. Only loaders call it (`npm start`,
 * `npm run emulators`, tests): the app itself never carries the demo. `town` replaces the demo
 * town's settings (tests raise its order limits).
 */
export async function writeDemoTown(
  store: Store,
  deps: { hasher: PasswordHasher; ids: IdSource; clock: Clock },
  town: TownConfig = demoTown,
): Promise<DemoLogin[]> {
  const now = deps.clock.now().toISOString();
  const accounts: Array<{
    role: DemoLogin['role'];
    subjectId: string;
    name: string;
    login: string;
    password: string;
  }> = [
    ...demoStaff.admins.map(({ profile, password }) => ({
      role: 'admin' as const,
      subjectId: profile.id,
      name: profile.name,
      login: profile.email,
      password,
    })),
    ...demoStaff.vendors.map(({ profile, password }) => ({
      role: 'vendor' as const,
      subjectId: profile.id,
      name: profile.name,
      login: profile.phone,
      password,
    })),
    ...demoStaff.delivery.map(({ profile, password }) => ({
      role: 'delivery' as const,
      subjectId: profile.id,
      name: profile.name,
      login: profile.phone,
      password,
    })),
  ];
  // Hashed side by side: every shop has a demo vendor, and each hash is deliberately slow.
  const hashes = await Promise.all(accounts.map((account) => deps.hasher.hash(account.password)));
  const logins: DemoLogin[] = accounts.map(({ role, name, login, password }) => ({
    role,
    name,
    login,
    password,
  }));
  const credentials: Credential[] = accounts.map((account, i) => ({
    id: deps.ids.newId(),
    role: account.role,
    subjectId: account.subjectId,
    login: account.login,
    passwordHash: hashes[i] as string,
    // Printed in the README: the going-live checklist lists the login until its password changes.
    publishedPasswordHash: hashes[i] as string,
    disabled: false,
    createdAt: now,
  }));
  await store.transaction(async (tx) => {
    tx.set('town', townDocument(town, deps.clock.now()));
    for (const collection of catalogCollections) {
      for (const doc of demoCatalog[collection]) tx.set(collection, doc);
    }
    for (const { profile } of demoStaff.admins) tx.set('admins', profile);
    for (const { profile } of demoStaff.vendors) tx.set('vendors', profile);
    for (const { profile } of demoStaff.delivery) tx.set('delivery', profile);
    for (const credential of credentials) tx.set('credentials', credential);
  });
  return logins;
}
