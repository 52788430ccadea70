import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyMove,
  collectionNames,
  type Order,
  type ShopOrderRecord,
  staffOrderView,
} from '@town/core';
import { createSqliteStore, openDatabase, openReader, schemaVersion } from '@town/server';
import Database from 'better-sqlite3';

/**
 * A database written before orders had shops' parts (schema version 2) is migrated on open:
 * every order gets one part per shop, each where the order stood, and each shop its record.
 */
const dir = mkdtempSync(join(tmpdir(), 'town-parts-'));
const file = join(dir, 'town.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = '2026-11-21T10:00:00.000+05:30';
const line = (productId: string, shopId: string, name: string, pricePaise: number) => ({
  productId,
  shopId,
  name,
  unit: '1 pc',
  unitPricePaise: pricePaise,
  quantity: 1,
  lineTotalPaise: pricePaise,
});

/** An order as version 2 stored it: no parts. */
const legacy = {
  id: 'legacy-1',
  code: 'OLD-123',
  kind: 'shop',
  customer: { name: 'Old Customer', phone: '9000000931' },
  address: { line: '3 Old Road' },
  items: [line('rice', 'shop-a', 'Rice', 6000), line('sweets', 'shop-b', 'Sandesh', 8000)],
  shopIds: ['shop-a', 'shop-b'],
  subtotalPaise: 14000,
  deliveryFeePaise: 2000,
  totalPaise: 16000,
  payment: 'cashOnDelivery',
  status: 'accepted',
  history: [
    { status: 'placed', at, by: { role: 'customer' } },
    { status: 'accepted', at, by: { role: 'vendor', id: 'vendor-a' } },
  ],
  deliveryPersonId: null,
  placedOn: '2026-11-21',
  createdAt: at,
  updatedAt: at,
};

function writeVersionTwoDatabase() {
  const db = new Database(file);
  for (const name of collectionNames.filter((name) => name !== 'shopOrders')) {
    db.exec(`CREATE TABLE "${name}" (id TEXT PRIMARY KEY, data TEXT NOT NULL) STRICT`);
  }
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
  db.prepare('INSERT INTO shops (id, data) VALUES (?, ?)').run(
    'shop-a',
    JSON.stringify({ id: 'shop-a', name: 'Annapurna Grocery' }),
  );
  db.prepare('INSERT INTO orders (id, data) VALUES (?, ?)').run(legacy.id, JSON.stringify(legacy));
  db.pragma('user_version = 2');
  db.close();
}

test('an order from before parts reads as one part per shop, and each shop sees only its own', async () => {
  writeVersionTwoDatabase();
  const db = openDatabase(file);
  const reader = openReader(file);
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    const store = createSqliteStore(db, reader);
    const order = (await store.get('orders', legacy.id)) as Order;
    expect(order.parts.map((p) => [p.shopId, p.shopName, p.status, p.subtotalPaise])).toEqual([
      ['shop-a', 'Annapurna Grocery', 'accepted', 6000],
      // A shop no longer listed is named by its id.
      ['shop-b', 'shop-b', 'accepted', 8000],
    ]);
    expect(order.status).toBe('accepted');
    expect(order.totalPaise).toBe(16000);

    const records = await store.query('shopOrders', { where: [['shopId', 'shop-b']] });
    expect(records.map((r: ShopOrderRecord) => [r.id, r.partStatus])).toEqual([
      ['legacy-1_shop-b', 'accepted'],
    ]);
    expect(JSON.stringify(records)).not.toContain('Rice');

    // The migrated order moves on like a new one: shop B packing alone does not make it ready.
    const vendorB = { role: 'vendor', id: 'vendor-b', shopId: 'shop-b' } as const;
    const packed = applyMove(order, { to: 'ready', actor: vendorB, at });
    expect(packed.status).toBe('accepted');
    expect(
      staffOrderView({ role: 'vendor', vendorId: 'vendor-b', shopId: 'shop-b' }, packed),
    ).toMatchObject({ part: { shopId: 'shop-b', status: 'ready' } });
  } finally {
    reader.close();
    db.close();
  }

  // Opening it again changes nothing.
  const again = openDatabase(file);
  const stored = again.prepare('SELECT data FROM orders WHERE id = ?').get(legacy.id) as {
    data: string;
  };
  expect((JSON.parse(stored.data) as Order).parts).toHaveLength(2);
  expect(again.pragma('user_version', { simple: true })).toBe(schemaVersion);
  again.close();
});
