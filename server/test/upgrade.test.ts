import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { demoStaff, demoTown, loadDemoTown } from '../../demo';
import { configFromEnv } from '../src/config';
import { openDatabase, schemaVersion } from '../src/db/open';
import { type LocalHost, startLocalHost } from '../src/localHost';

/**
 * `fixtures/schema-v2.sqlite` was written by the release before schema version 3 (orders from
 * several shops): its own seed, three orders placed over its HTTP API and one accepted by a
 * vendor (`fixtures/makePreviousReleaseDb.mjs` makes it again from git history).
 */
const fixture = join(__dirname, 'fixtures', 'schema-v2.sqlite');
const previousOrders = ['EF3-VAG', '4TV-F94', 'ZM3-7G4'];

const dirs: string[] = [];
const hosts: LocalHost[] = [];
afterAll(async () => {
  for (const host of hosts) await host.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A data folder holding a copy of the previous release's database as `town.db`. */
function previousReleaseDataDir(): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'town-upgrade-'));
  dirs.push(dir);
  const file = join(dir, 'town.db');
  copyFileSync(fixture, file);
  return { dir, file };
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function signIn(url: string, action: string, data: unknown): Promise<string> {
  const response = await fetch(`${url}/api/call/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function read<T>(url: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${url}/api/read/${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

interface OrderRow {
  code: string;
  status: string;
  items: unknown[];
  parts: Array<{ shopId: string; status: string }>;
}

test('the previous release is at schema version 2, which this version migrates to 4', () => {
  const db = new Database(fixture, { readonly: true });
  expect(db.pragma('user_version', { simple: true })).toBe(2);
  expect(schemaVersion).toBe(4);
  db.close();
});

test("the previous release's database starts this version: orders, staff and their logins kept", async () => {
  const { dir, file } = previousReleaseDataDir();
  const host = await startLocalHost(
    { ...configFromEnv({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' }, dir), webRoot: dir },
    { log: () => undefined },
  );
  hosts.push(host);
  // Seeded by the previous release: no second seed, no new demo logins, and no setup link (it
  // has admins): they save the town's settings, which that release kept in code.
  expect(host.demoLogins).toBeNull();
  expect(host.setupLink).toBeNull();
  expect(host.awaitsSettings).toBe(true);

  const admin = demoStaff.admins[0]!;
  const adminCookie = await signIn(host.url, 'adminSignIn', {
    email: admin.profile.email,
    password: admin.password,
  });
  const all = await read<{ items: OrderRow[] }>(host.url, 'adminOrders', adminCookie);
  expect(all.items.map((o) => o.code).sort()).toEqual([...previousOrders].sort());
  for (const order of all.items) {
    expect(order.items.length).toBeGreaterThan(0);
    // Migration 3: every order has its shops' parts, each where the order stood.
    expect(order.parts.length).toBeGreaterThan(0);
    for (const part of order.parts) expect(part.status).toBe(order.status);
  }
  expect(all.items.find((o) => o.status === 'accepted')).toBeDefined();

  // The vendor signs in with the password the previous release stored and sees the shop's part.
  const vendor = demoStaff.vendors[0]!;
  const vendorCookie = await signIn(host.url, 'vendorLogin', {
    phone: vendor.profile.phone,
    password: vendor.password,
  });
  const own = await read<{ items: OrderRow[] }>(host.url, 'vendorOrders', vendorCookie);
  expect(own.items.length).toBeGreaterThan(0);
  await host.close();
  hosts.pop();

  const db = new Database(file, { readonly: true });
  expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  db.close();
  // The copy taken before the upgrade is the previous release's file, as it was.
  const before = new Database(join(dir, 'town-before-upgrade-v2.db'), { readonly: true });
  expect(before.pragma('user_version', { simple: true })).toBe(2);
  expect((before.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(3);
  before.close();
});

test("`npm start`'s demo loader gives the previous release's demo database the demo town's settings alone", async () => {
  const { dir } = previousReleaseDataDir();
  const host = await startLocalHost(
    { ...configFromEnv({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' }, dir), webRoot: dir },
    { log: () => undefined, seed: loadDemoTown },
  );
  hosts.push(host);
  // No second demo (no logins to print, the orders stay), and the town is named again.
  expect(host.demoLogins).toBeNull();
  expect(host.awaitsSettings).toBe(false);
  const town = (await (await fetch(`${host.url}/api/read/town`)).json()) as {
    result: { name: string; slug: string };
  };
  expect(town.result).toMatchObject({ name: demoTown.name, slug: demoTown.slug });
  await host.close();
  hosts.pop();
});

test('a failed upgrade leaves the old file as it was and says what to do', () => {
  const { dir, file } = previousReleaseDataDir();
  // An order row the previous release could hold but migration 3 cannot read (no lines).
  const db = new Database(file);
  db.prepare('INSERT INTO orders (id, data) VALUES (?, ?)').run(
    'broken',
    JSON.stringify({ id: 'broken', code: 'BRK-000', status: 'placed' }),
  );
  db.close();
  const unchanged = sha256(file);

  expect(() => openDatabase(file)).toThrow(
    /from schema version 2 to 4 failed: .*Nothing was changed: the file is still at version 2, and a copy taken just before the upgrade is .*town-before-upgrade-v2\.db\. Go back to the previous version of the app/,
  );
  expect(sha256(file)).toBe(unchanged);
  const after = new Database(file, { readonly: true });
  expect(after.pragma('user_version', { simple: true })).toBe(2);
  expect(after.prepare("SELECT name FROM sqlite_master WHERE name = 'shopOrders'").get()).toBe(
    undefined,
  );
  after.close();
  // A service that restarts after the failure tries again: still one copy, no partial file.
  expect(() => openDatabase(file)).toThrow(/failed/);
  expect(sha256(file)).toBe(unchanged);
  expect(
    readdirSync(dir)
      .filter((name) => name.startsWith('town-before-upgrade'))
      .sort(),
  ).toEqual(['town-before-upgrade-v2.db']);
});

test('a database from a newer version is refused, not rewritten', () => {
  const { file } = previousReleaseDataDir();
  const db = new Database(file);
  db.pragma(`user_version = ${schemaVersion + 1}`);
  db.close();
  const unchanged = sha256(file);
  expect(() => openDatabase(file)).toThrow(/written by a newer version of the app/);
  expect(sha256(file)).toBe(unchanged);
});
