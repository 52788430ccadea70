import Database from 'better-sqlite3';
import { demoStaff } from '../../demo';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * Expired sessions and sign-in failure counts are deleted while the host runs, not only when it
 * starts: a long guessing run from many addresses would otherwise leave a row per address, and
 * every session ever made, until a restart. The host purges on a timer (shortened here).
 */
let api: LocalDriver;
beforeAll(async () => {
  api = await startLocalDriver({ purgeIntervalMs: 50, limits: { signIn: 1000 } });
});
afterAll(() => api.stop());

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

function rows(table: string): number {
  const db = new Database(api.databaseFile, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function eventually(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(condition()).toBe(true);
}

test('failure counts go an hour after their last failure, while the host runs', async () => {
  const vendor = demoStaff.vendors[0]!;
  await api.call('vendorLogin', { phone: vendor.profile.phone, password: 'wrong-guess' });
  await api.call('deliveryLogin', { phone: '9111100001', password: 'wrong-guess' });
  expect(rows('loginAttempts')).toBeGreaterThan(0);
  api.advanceClock(hourMs - 60_000);
  // Still counting: the purge must not forget failures inside the hour.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(rows('loginAttempts')).toBeGreaterThan(0);
  api.advanceClock(60_000);
  await eventually(() => rows('loginAttempts') === 0);
});

test('sessions go when they expire, while the host runs', async () => {
  await api.signInAs('admin');
  await api.signInAs('vendor');
  expect(rows('sessions')).toBeGreaterThanOrEqual(2);
  api.advanceClock(8 * dayMs);
  await eventually(() => rows('sessions') === 0);
});

test('reset rows go a day after they expired', async () => {
  await api.call('requestPasswordReset', { email: demoStaff.admins[0]!.profile.email });
  await eventually(() => rows('passwordResets') === 1);
  api.advanceClock(hourMs + dayMs + 60_000);
  await eventually(() => rows('passwordResets') === 0);
});
