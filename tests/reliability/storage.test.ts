import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, OutboxEntry, Product } from '@town/core';
import Database from 'better-sqlite3';
import { demoCatalog } from '../../demo';
import {
  type BuiltHost,
  callAs,
  clientAddress,
  integrityOf,
  mainJs,
  sha256Of,
  startBuiltHost,
  storedDocuments,
} from '../support/builtHost';

/**
 * The built local host when its storage fails: a data folder it may not write (a wrong owner, a
 * read-only mount) and a disk that fills up while it runs. How each is made here:
 * - read-only: file modes 0555/0444. Root ignores file modes, so when the tests run as root
 *   (as CI does) the host runs as the unprivileged user 65534 on a folder that user owns.
 * - full disk: RLIMIT_FSIZE (`ulimit -f`) on the host process, a little above the database's
 *   size, so its write-ahead log runs out of room after a few orders. Mounting a tiny tmpfs
 *   would need privileges CI may not have; the file-size limit needs none.
 */
const base = mkdtempSync(join(tmpdir(), 'town-storage-'));
chmodSync(base, 0o755);
const hosts: BuiltHost[] = [];
const start = (options: Omit<Parameters<typeof startBuiltHost>[0], 'env'>) => {
  const host = startBuiltHost({ ...options, env: { TRUST_PROXY: '1' } });
  hosts.push(host);
  return host;
};
afterAll(async () => {
  for (const host of hosts) await host.stop('SIGKILL');
  rmSync(base, { recursive: true, force: true });
});

const product = demoCatalog.products.find(
  (p) => p.available && !p.prescriptionRequired && p.shopType === 'grocery',
)!;
const dbFile = (dataDir: string) => join(dataDir, 'town.db');
const order = (n: number) => ({
  customer: { name: `Disk ${n}`, phone: `95${String(n).padStart(8, '0')}` },
  address: { line: `${n} River Road, Sonapur` },
  items: [{ productId: product.id, quantity: 1 }],
  requestId: `storage-test-${String(n).padStart(8, '0')}`,
});

/** A data folder seeded by a first start, with `count` orders placed, and the host stopped. */
async function dataFolderWithOrders(name: string, count: number) {
  const dataDir = join(base, name);
  mkdirSync(dataDir);
  const host = start({ dataDir });
  const url = await host.ready;
  const codes: string[] = [];
  for (let n = 0; n < count; n++) {
    const reply = await callAs(url, clientAddress(n), 'createOrder', order(n));
    expect(reply.httpStatus).toBe(200);
    codes.push((reply.body.result as { code: string }).code);
  }
  expect(await host.stop()).toBe(0);
  return { dataDir, codes };
}

const runAsOther = process.getuid?.() === 0;
const unprivileged = { uid: 65534, gid: 65534 };
/**
 * Run as root from a checkout that user 65534 cannot read (e.g. under /root), the host cannot
 * start as that user at all, and file modes cannot be tried here: those tests are skipped, saying so.
 */
const modesApply =
  !runAsOther ||
  spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(mainJs)})`], {
    ...unprivileged,
  }).status === 0;
if (!modesApply) {
  console.warn('Skipping the read-only folder tests: user 65534 cannot read this checkout.');
}
const modesTest = modesApply ? test : test.skip;

/** Makes the folder and its files read-only for the user the host will run as. */
function makeReadOnly(dataDir: string) {
  const paths = [dataDir, ...readdirSync(dataDir).map((name) => join(dataDir, name))];
  for (const path of paths) {
    if (runAsOther) chownSync(path, unprivileged.uid, unprivileged.gid);
    chmodSync(path, path === dataDir ? 0o555 : 0o444);
  }
}

describe('a data folder the host may not write', () => {
  modesTest(
    'with a database in it: the start stops with a clear message and the file is untouched',
    async () => {
      const { dataDir, codes } = await dataFolderWithOrders('read-only', 2);
      const before = sha256Of(dbFile(dataDir));
      makeReadOnly(dataDir);

      const host = start({ dataDir, ...(runAsOther ? { user: unprivileged } : {}) });
      expect(await host.exited).toBe(1);
      expect(host.output()).toContain(
        `Cannot write to ${dataDir} (EACCES): the app keeps its database in the data folder ${dataDir}. Make it writable for this user, or set DATA_DIR to another folder.`,
      );
      expect(host.output()).not.toContain('running at');
      expect(host.output()).not.toMatch(/\n\s+at /);

      expect(sha256Of(dbFile(dataDir))).toBe(before);
      expect(integrityOf(dataDir)).toBe('ok');
      const stored = storedDocuments<Order>(dataDir, 'orders').map((o) => o.code);
      expect(stored.sort()).toEqual([...codes].sort());
    },
  );

  modesTest('empty: the first start stops with the same message and creates nothing', async () => {
    const dataDir = join(base, 'read-only-empty');
    mkdirSync(dataDir);
    makeReadOnly(dataDir);
    const host = start({ dataDir, ...(runAsOther ? { user: unprivileged } : {}) });
    expect(await host.exited).toBe(1);
    expect(host.output()).toContain(`Cannot write to ${dataDir} (EACCES)`);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

const unavailable = {
  status: 'UNAVAILABLE',
  message:
    'The server cannot use its storage right now (full, read-only or failing), so this was not done. Please try again later.',
};

test('a disk that fills up while orders come in: a clear 503, the host stays up, nothing is corrupted', async () => {
  const { dataDir, codes: earlier } = await dataFolderWithOrders('full', 2);
  // Stock for every order the test can make, raised in the file while the host is stopped.
  const db = new Database(dbFile(dataDir));
  db.prepare("UPDATE products SET data = json_set(data, '$.stock', 100000) WHERE id = ?").run(
    product.id,
  );
  db.close();
  const limitKb = Math.ceil(statSync(dbFile(dataDir)).size / 1024) + 256;

  const host = start({ dataDir, fileSizeLimitKb: limitKb });
  const url = await host.ready;
  const accepted: Array<{ n: number; code: string; totalPaise: number }> = [];
  let refusal: Awaited<ReturnType<typeof callAs>> | undefined;
  let n = 100;
  for (; n < 400 && !refusal; n++) {
    const reply = await callAs(url, clientAddress(n), 'createOrder', order(n));
    if (reply.httpStatus === 200) {
      accepted.push({ n, ...(reply.body.result as { code: string; totalPaise: number }) });
    } else {
      refusal = reply;
    }
  }
  expect(accepted.length).toBeGreaterThan(0);
  expect(refusal?.httpStatus).toBe(503);
  expect(refusal?.body).toEqual({ error: unavailable });
  const refusedN = n - 1;

  // Still up: health and reads answer, the next order gets the same clear refusal.
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  const shown = await fetch(`${url}/api/read/products?shopType=grocery`);
  expect(shown.status).toBe(200);
  const again = await callAs(url, clientAddress(n), 'createOrder', order(n));
  expect(again).toMatchObject({ httpStatus: 503, body: { error: unavailable } });
  expect(host.child.exitCode).toBeNull();
  expect(await host.stop()).toBe(0);

  // With room again: the file is sound, every accepted order is whole, the refused ones absent.
  expect(integrityOf(dataDir)).toBe('ok');
  const orders = storedDocuments<Order>(dataDir, 'orders');
  expect(orders.map((o) => o.code).sort()).toEqual(
    [...earlier, ...accepted.map((a) => a.code)].sort(),
  );
  for (const { n: sent, code, totalPaise } of accepted) {
    expect(orders.find((o) => o.code === code)).toMatchObject({
      requestId: order(sent).requestId,
      totalPaise,
      items: [expect.objectContaining({ productId: product.id, quantity: 1 })],
    });
  }
  const requestIds = new Set(orders.map((o) => o.requestId));
  expect(requestIds.has(order(refusedN).requestId)).toBe(false);
  expect(requestIds.has(order(n).requestId)).toBe(false);
  // The alerts of each order; a shop's private offer (the bot's, gone once handled) is not one.
  const alerts = storedDocuments<OutboxEntry>(dataDir, 'outbox').filter(
    (entry) => entry.event !== 'vendorOffer',
  );
  expect(alerts.map((e) => e.ref).sort()).toEqual(
    orders.flatMap((o) => [`orders/${o.id}`, `orders/${o.id}`]).sort(),
  );
  const stock = storedDocuments<Product>(dataDir, 'products').find((p) => p.id === product.id);
  expect(stock?.stock).toBe(100_000 - accepted.length);

  const restarted = start({ dataDir });
  const retry = await callAs(await restarted.ready, clientAddress(n), 'createOrder', order(n));
  expect(retry.httpStatus).toBe(200);
  expect(await restarted.stop()).toBe(0);
}, 60_000);
