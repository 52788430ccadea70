import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, OutboxEntry, PrivateOrderView, Product } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import {
  type BuiltHost,
  callAs,
  clientAddress,
  integrityOf,
  startBuiltHost,
  storedDocuments,
} from '../support/builtHost';

/**
 * The built local host (what `npm start` runs) killed with SIGKILL while orders stream in from
 * several clients at once, then started again on the same data folder. TRUST_PROXY=1 with a
 * client address per order keeps the per-client budget out of the way.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'town-crash-'));
const hosts: BuiltHost[] = [];
const start = () => {
  const host = startBuiltHost({ dataDir, env: { TRUST_PROXY: '1' } });
  hosts.push(host);
  return host;
};
afterAll(async () => {
  for (const host of hosts) await host.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const products = demoCatalog.products
  .filter((p) => p.available && !p.prescriptionRequired && p.shopType === 'grocery')
  .slice(0, 3);
const workers = 6;
/**
 * The kill lands a random few milliseconds after the 30th confirmation, at a moment the test
 * does not choose: an order may be committed with its reply still unsent, or half-way.
 */
const killAfterConfirmed = 30;
const killDelayMs = Math.floor(Math.random() * 20);
const maxRequests = 2000;

interface Sent {
  n: number;
  input: {
    customer: { name: string; phone: string };
    address: { line: string };
    items: Array<{ productId: string; quantity: number }>;
    requestId: string;
  };
  reply?: { code: string; totalPaise: number; status: string; createdAt: string; secret: string };
  /** The connection failed: the process died with the request in flight. */
  lost?: boolean;
}

const orderInput = (n: number): Sent['input'] => ({
  customer: { name: `Stream ${n}`, phone: `94${String(n).padStart(8, '0')}` },
  address: { line: `${n} Canal Road, Sonapur` },
  // One to three products, one to three of each: orders differ in lines and totals.
  items: products
    .slice(0, 1 + (n % 3))
    .map((p, i) => ({ productId: p.id, quantity: 1 + ((n + i) % 3) })),
  requestId: `crash-test-${String(n).padStart(8, '0')}`,
});

async function stockOf(url: string): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (const product of products) {
    const reply = await fetch(`${url}/api/read/product?id=${product.id}`);
    stock.set(product.id, ((await reply.json()) as { result: Product }).result.stock);
  }
  return stock;
}

test('SIGKILL during a stream of orders: every confirmed order survives in full, none in part', async () => {
  const first = start();
  const url = await first.ready;
  // Stock for every order the stream can make.
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
      { collection: 'products', doc: { ...product, stock: 10_000 } },
      cookie,
    );
    expect(reply.httpStatus).toBe(200);
  }
  const stockBefore = await stockOf(url);

  const sent: Sent[] = [];
  let next = 0;
  let confirmed = 0;
  let kill: NodeJS.Timeout | undefined;
  async function worker() {
    while (next < maxRequests) {
      const n = next++;
      const entry: Sent = { n, input: orderInput(n) };
      sent.push(entry);
      try {
        const reply = await callAs(url, clientAddress(entry.n), 'createOrder', entry.input);
        if (reply.httpStatus !== 200) throw new Error(`Refused: ${JSON.stringify(reply.body)}`);
        entry.reply = reply.body.result as Sent['reply'];
        if (++confirmed === killAfterConfirmed) {
          kill = setTimeout(() => first.child.kill('SIGKILL'), killDelayMs);
        }
      } catch (error) {
        if (!first.child.killed) throw error;
        entry.lost = true;
        return;
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, worker)).finally(() => clearTimeout(kill));
  expect(await first.exited).toBeNull();
  expect(first.child.signalCode).toBe('SIGKILL');
  const confirmedOrders = sent.filter((entry) => entry.reply);
  const inFlight = sent.filter((entry) => entry.lost);
  expect(confirmedOrders.length).toBeGreaterThanOrEqual(killAfterConfirmed);
  expect(inFlight.length).toBeGreaterThan(0);

  // The file is sound, and holds each confirmed order as it was confirmed.
  expect(integrityOf(dataDir)).toBe('ok');
  const orders = storedDocuments<Order>(dataDir, 'orders');
  const outbox = storedDocuments<OutboxEntry>(dataDir, 'outbox');
  const byRequest = new Map(orders.map((order) => [order.requestId, order]));
  for (const { input, reply } of confirmedOrders) {
    const order = byRequest.get(input.requestId);
    expect(order).toMatchObject({
      code: reply!.code,
      status: 'placed',
      totalPaise: reply!.totalPaise,
      createdAt: reply!.createdAt,
      customer: input.customer,
      address: input.address,
      history: [{ status: 'placed', at: reply!.createdAt, by: { role: 'customer' } }],
    });
    expect(order!.items.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual(
      input.items,
    );
    for (const item of order!.items) {
      expect(item.lineTotalPaise).toBe(item.unitPricePaise * item.quantity);
    }
    expect(order!.subtotalPaise + order!.deliveryFeePaise).toBe(order!.totalPaise);
  }

  // No partial order: each stored order has both its alerts, each alert its order, and the stock
  // taken is exactly what the stored orders hold.
  expect(orders.length).toBeGreaterThanOrEqual(confirmedOrders.length);
  expect(orders.length).toBeLessThanOrEqual(confirmedOrders.length + inFlight.length);
  const alertRefs = outbox
    .filter((e) => e.event === 'orderPlaced')
    .map((e) => e.ref)
    .sort();
  expect(alertRefs).toEqual(orders.flatMap((o) => [`orders/${o.id}`, `orders/${o.id}`]).sort());
  const stockAfterKill = new Map(
    storedDocuments<Product>(dataDir, 'products').map((p) => [p.id, p.stock]),
  );
  for (const product of products) {
    const ordered = orders
      .flatMap((o) => o.items)
      .filter((item) => item.productId === product.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    expect(stockBefore.get(product.id)! - stockAfterKill.get(product.id)!).toBe(ordered);
  }

  // After a restart customers open their orders by their links, and a client retrying an order whose reply was
  // lost (same requestId) gets the one order: the stored one, or a new one if none was stored.
  const second = start();
  const restarted = await second.ready;
  for (const { input, reply } of confirmedOrders.slice(0, 10)) {
    const found = await callAs(restarted, '10.254.0.1', 'openOrderLink', {
      code: reply!.code,
      secret: reply!.secret,
    });
    const { order } = found.body.result as { order: PrivateOrderView };
    expect(order).toMatchObject({
      code: reply!.code,
      totalPaise: reply!.totalPaise,
      customer: input.customer,
    });
    expect(order.history).toEqual([{ status: 'placed', at: reply!.createdAt }]);
  }
  for (const entry of inFlight) {
    const retry = await callAs(restarted, clientAddress(entry.n), 'createOrder', entry.input);
    expect(retry.httpStatus).toBe(200);
    const stored = byRequest.get(entry.input.requestId);
    if (stored) expect((retry.body.result as { code: string }).code).toBe(stored.code);
  }
  const stockNow = await stockOf(restarted);
  const everyOrder = storedDocuments<Order>(dataDir, 'orders');
  expect(everyOrder).toHaveLength(confirmedOrders.length + inFlight.length);
  for (const product of products) {
    const ordered = everyOrder
      .flatMap((o) => o.items)
      .filter((item) => item.productId === product.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    expect(stockBefore.get(product.id)! - stockNow.get(product.id)!).toBe(ordered);
  }
  expect(await second.stop()).toBe(0);
}, 90_000);
