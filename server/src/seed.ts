import {
  type Clock,
  type Credential,
  catalogCollections,
  demoCatalog,
  demoStaff,
  type IdSource,
  type PasswordHasher,
  type Store,
} from '@town/core';
import type { Db } from './db/open';

export interface DemoLogin {
  role: 'admin' | 'vendor' | 'delivery';
  name: string;
  login: string;
  password: string;
}

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
  db.prepare("INSERT INTO meta (key, value) VALUES ('seededAt', ?)").run(now);
  return logins;
}
