import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, OutboxEntry, Product } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import {
  type BuiltHost,
  callAs,
  clientAddress,
  integrityOf,
  sha256Of,
  startBuiltHost,
  storedDocuments,
} from '../support/builtHost';
import { cameraPhoto } from '../support/photos';

/**
 * `npm run backup` while the built host takes a stream of orders over HTTP, then the data folder
 * wiped and `npm run restore` run: every order confirmed before the backup started is back with
 * its lines, the stock it took and its staff alerts, and the host starts on the restored data.
 */
const work = mkdtempSync(join(tmpdir(), 'town-backup-'));
const dataDir = join(work, 'data');
const backupDir = join(work, 'backups');
const root = join(__dirname, '..', '..');
// No scheduled backup during the test: only the one `npm run backup` takes.
const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_INTERVAL_MINUTES: '0' };
const hosts: BuiltHost[] = [];
const start = () => {
  const host = startBuiltHost({ dataDir, env: { ...env, TRUST_PROXY: '1' } });
  hosts.push(host);
  return host;
};
afterAll(async () => {
  for (const host of hosts) await host.stop('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Every demo staff member has one login (credentials row). */
const staffLogins = demoStaff.admins.length + demoStaff.vendors.length + demoStaff.delivery.length;

/** Runs an npm script as an operator would, with this test's folders; resolves its exit and output. */
function npmRun(
  script: string,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const products = demoCatalog.products
  .filter((p) => p.available && !p.prescriptionRequired && p.shopType === 'grocery')
  .slice(0, 3);

const orderInput = (n: number) => ({
  customer: { name: `Backup ${n}`, phone: `95${String(n).padStart(8, '0')}` },
  address: { line: `${n} Mill Road, Sonapur` },
  items: products
    .slice(0, 1 + (n % 3))
    .map((p, i) => ({ productId: p.id, quantity: 1 + ((n + i) % 2) })),
  requestId: `backup-test-${String(n).padStart(8, '0')}`,
});

interface Confirmed {
  input: ReturnType<typeof orderInput>;
  code: string;
  totalPaise: number;
}

test('a backup taken under order load restores every order confirmed before it, with items, stock and alerts', async () => {
  const host = start();
  const url = await host.ready;
  const admin = demoStaff.admins[0]!;
  const signIn = await callAs(url, '10.255.0.1', 'adminSignIn', {
    email: admin.profile.email,
    password: admin.password,
  });
  const cookie = signIn.setCookie!.split(';')[0]!;
  for (const product of products) {
    const reply = await callAs(
      url,
      '10.255.0.1',
      'adminUpdateItem',
      { collection: 'products', doc: { ...product, stock: 100_000 } },
      cookie,
    );
    expect(reply.httpStatus).toBe(200);
  }
  // A customer's photo: part of the town's data the backup must carry.
  const photo = await fetch(`${url}/api/photos?purpose=prescription`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', 'x-forwarded-for': '10.255.0.2' },
    body: new Uint8Array(await cameraPhoto()),
  });
  expect(photo.status).toBe(200);
  const photoId = ((await photo.json()) as { result: { ref: string } }).result.ref.split('/')[1]!;
  const photoHash = sha256Of(join(dataDir, 'uploads', photoId));

  const confirmed: Confirmed[] = [];
  let next = 0;
  let stop = false;
  async function worker() {
    while (!stop) {
      const n = next++;
      const input = orderInput(n);
      const reply = await callAs(url, clientAddress(n), 'createOrder', input);
      if (reply.httpStatus !== 200) throw new Error(`Refused: ${JSON.stringify(reply.body)}`);
      const result = reply.body.result as { code: string; totalPaise: number };
      confirmed.push({ input, code: result.code, totalPaise: result.totalPaise });
    }
  }
  let failed: unknown = null;
  const load = Promise.all(Array.from({ length: 4 }, worker)).catch((error) => {
    failed = error;
  });
  const until = Date.now() + 30_000;
  while (confirmed.length < 40 && failed === null && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(failed).toBeNull();
  expect(confirmed.length).toBeGreaterThanOrEqual(40);

  // The backup runs while the orders keep coming.
  const beforeBackup = [...confirmed];
  const backup = await npmRun('backup');
  const duringBackup = confirmed.length - beforeBackup.length;
  stop = true;
  await load;
  expect(failed).toBeNull();
  expect(backup.output).toMatch(/integrity ok/);
  expect(backup.code).toBe(0);
  expect(duringBackup).toBeGreaterThan(0);

  // While the host runs, a restore is refused and changes nothing.
  const refused = await npmRun('restore', 'latest');
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(/The host is running.*Stop it first.*Nothing was changed/s);
  expect(storedDocuments<Order>(dataDir, 'orders').length).toBe(confirmed.length);
  expect(await host.stop()).toBe(0);

  // The disk is lost.
  rmSync(dataDir, { recursive: true, force: true });
  const [name] = readdirSync(backupDir).filter((entry) => entry.startsWith('town-'));
  const restored = await npmRun('restore', name!);
  expect(restored.code).toBe(0);
  expect(restored.output).toMatch(
    new RegExp(`Restored .*${name}[\\s\\S]*\\d+ orders, ${staffLogins} credentials.*; 1 photos`),
  );
  expect(integrityOf(dataDir)).toBe('ok');

  const orders = storedDocuments<Order>(dataDir, 'orders');
  const byRequest = new Map(orders.map((order) => [order.requestId, order]));
  for (const { input, code, totalPaise } of beforeBackup) {
    const order = byRequest.get(input.requestId);
    expect(order).toMatchObject({ code, totalPaise, status: 'placed', customer: input.customer });
    expect(order!.items.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual(
      input.items,
    );
  }
  // One consistent moment: the stock taken is exactly what the restored orders hold, and each
  // restored order has both its staff alerts (admin group and delivery chat).
  const stock = new Map(storedDocuments<Product>(dataDir, 'products').map((p) => [p.id, p.stock]));
  for (const product of products) {
    const ordered = orders
      .flatMap((o) => o.items)
      .filter((item) => item.productId === product.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    expect(100_000 - stock.get(product.id)!).toBe(ordered);
  }
  const alerts = storedDocuments<OutboxEntry>(dataDir, 'outbox')
    .filter((entry) => entry.event === 'orderPlaced')
    .map((entry) => entry.ref)
    .sort();
  expect(alerts).toEqual(orders.flatMap((o) => [`orders/${o.id}`, `orders/${o.id}`]).sort());
  expect(sha256Of(join(dataDir, 'uploads', photoId))).toBe(photoHash);

  // The host starts on the restored folder and serves the restored orders and photo.
  const again = start();
  const restartedUrl = await again.ready;
  const adminAgain = await callAs(restartedUrl, '10.255.0.3', 'adminSignIn', {
    email: admin.profile.email,
    password: admin.password,
  });
  const adminCookie = adminAgain.setCookie!.split(';')[0]!;
  const seen = await fetch(`${restartedUrl}/api/photos/${photoId}`, {
    headers: { cookie: adminCookie },
  });
  expect(seen.status).toBe(200);
  const first = byRequest.get(beforeBackup[0]!.input.requestId)!;
  const read = await fetch(`${restartedUrl}/api/read/staffOrder?id=${first.id}`, {
    headers: { cookie: adminCookie },
  });
  expect(read.status).toBe(200);
  expect(((await read.json()) as { result: { code: string } }).result.code).toBe(first.code);
  expect(await again.stop()).toBe(0);
}, 120_000);

test('a backup folder holds checked copies only, and the attempt is logged', () => {
  const [name] = readdirSync(backupDir).filter((entry) => entry.startsWith('town-'));
  const manifest = JSON.parse(readFileSync(join(backupDir, name!, 'manifest.json'), 'utf8'));
  expect(manifest).toMatchObject({ integrity: 'ok', schemaVersion: 4, photos: 1 });
  // One self-contained file: no WAL beside it to lose.
  expect(existsSync(join(backupDir, name!, 'town.db-wal'))).toBe(false);
  const log = readFileSync(join(backupDir, 'backup-log.jsonl'), 'utf8').trim().split('\n');
  expect(JSON.parse(log.at(-1)!)).toMatchObject({ ok: true, name });
});
