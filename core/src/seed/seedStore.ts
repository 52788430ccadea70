import { catalogCollections } from '../model/collections';
import type { Credential } from '../model/people';
import type { Clock, IdSource, PasswordHasher, Store } from '../ports';
import { demoCatalog } from './catalog';
import { demoStaff } from './staff';

export interface DemoLogin {
  role: 'admin' | 'vendor' | 'delivery';
  name: string;
  login: string;
  password: string;
}

/**
 * Writes the demo town (catalog, staff profiles and their hashed logins) into any store, in one
 * transaction. Hosts decide whether a store still needs it; returns the logins to print.
 */
export async function writeDemoTown(
  store: Store,
  deps: { hasher: PasswordHasher; ids: IdSource; clock: Clock },
): Promise<DemoLogin[]> {
  const now = deps.clock.now().toISOString();
  const logins: DemoLogin[] = [];
  const credentials: Credential[] = [];
  const addLogin = async (
    role: DemoLogin['role'],
    subjectId: string,
    name: string,
    login: string,
    password: string,
  ) => {
    logins.push({ role, name, login, password });
    credentials.push({
      id: deps.ids.newId(),
      role,
      subjectId,
      login,
      passwordHash: await deps.hasher.hash(password),
      disabled: false,
      createdAt: now,
    });
  };
  for (const { profile, password } of demoStaff.admins) {
    await addLogin('admin', profile.id, profile.name, profile.email, password);
  }
  for (const { profile, password } of demoStaff.vendors) {
    await addLogin('vendor', profile.id, profile.name, profile.phone, password);
  }
  for (const { profile, password } of demoStaff.delivery) {
    await addLogin('delivery', profile.id, profile.name, profile.phone, password);
  }
  await store.transaction(async (tx) => {
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
