import type { Product } from '@town/core';
import { demoCatalog, demoDoctors, demoEmergencyContacts } from '../../demo';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { vendorShopId } from '../support/staffFixtures';

/**
 * The local host keeps public reads' answers as bytes until a commit writes to what they read.
 * Each case reads once (keeping the answer), changes the data the way a user would, and reads
 * again: the change shows at once, with a new ETag.
 */
let api: LocalDriver;
let admin: string;
beforeAll(async () => {
  api = await startLocalDriver({ limits: { submit: 1000 } });
  admin = await api.signInAs('admin');
});
afterAll(() => api.stop());

const grocery = demoCatalog.products.find(
  (p) => p.available && !p.prescriptionRequired && p.shopType === 'grocery' && p.stock > 5,
)!;

async function groceryProducts() {
  const reply = await api.read('products', { shopType: 'grocery' });
  expect(reply.httpStatus).toBe(200);
  return { reply, products: reply.body.result as Product[] };
}
const stockIn = (products: Product[]) => products.find((p) => p.id === grocery.id)?.stock;

test('a public read answers the same bytes with a strong ETag, and 304 to a revalidation', async () => {
  const first = await groceryProducts();
  const again = await groceryProducts();
  expect(again.reply.text).toBe(first.reply.text);
  const etag = first.reply.headers?.etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(again.reply.headers?.etag).toBe(etag);
  expect(first.reply.headers?.['cache-control']).toBe('no-cache');
  expect(first.reply.headers?.['content-type']).toBe('application/json; charset=utf-8');

  const revalidated = await api.send('/api/read/products?shopType=grocery', {
    headers: { 'if-none-match': etag! },
  });
  expect(revalidated.httpStatus).toBe(304);
  expect(revalidated.text).toBe('');
  expect(revalidated.headers?.etag).toBe(etag);
  // Security headers go with every answer, kept or not.
  expect(revalidated.headers?.['x-content-type-options']).toBe('nosniff');

  const otherTag = await api.send('/api/read/products?shopType=grocery', {
    headers: { 'if-none-match': '"something-else"' },
  });
  expect(otherTag.httpStatus).toBe(200);
  expect(otherTag.text).toBe(first.reply.text);
});

test('stock shown changes right after an order, and the old ETag no longer matches', async () => {
  const before = await groceryProducts();
  const stock = stockIn(before.products)!;
  const order = await api.call('createOrder', {
    customer: { name: 'Cache Customer', phone: '9812345670' },
    address: { line: '4 Station Road, Sonapur' },
    items: [{ productId: grocery.id, quantity: 2 }],
  });
  expect(order.httpStatus).toBe(200);

  const after = await groceryProducts();
  expect(stockIn(after.products)).toBe(stock - 2);
  expect(after.reply.headers?.etag).not.toBe(before.reply.headers?.etag);
  const one = await api.read('product', { id: grocery.id });
  expect((one.body.result as Product).stock).toBe(stock - 2);
  const revalidated = await api.send('/api/read/products?shopType=grocery', {
    headers: { 'if-none-match': before.reply.headers!.etag! },
  });
  expect(revalidated.httpStatus).toBe(200);
  expect(revalidated.text).toBe(after.reply.text);
});

test("an admin's product edit and a directory edit show at once", async () => {
  const before = await groceryProducts();
  const current = before.products.find((p) => p.id === grocery.id)!;
  const edit = await api.call(
    'adminUpdateItem',
    { collection: 'products', doc: { ...current, name: 'Fresh Basmati (edited)' } },
    admin,
  );
  expect(edit.httpStatus).toBe(200);
  const after = await groceryProducts();
  expect(after.products.find((p) => p.id === grocery.id)?.name).toBe('Fresh Basmati (edited)');
  const shop = await api.read('shop', { id: grocery.shopId });
  const listed = (shop.body.result as { products: Product[] }).products;
  expect(listed.find((p) => p.id === grocery.id)?.name).toBe('Fresh Basmati (edited)');

  const contact = demoEmergencyContacts[0]!;
  await api.read('emergencyContacts');
  const changed = await api.call(
    'adminUpdateItem',
    { collection: 'emergencyContacts', doc: { ...contact, phone: '03592 999999' } },
    admin,
  );
  expect(changed.httpStatus).toBe(200);
  const contacts = (await api.read('emergencyContacts')).body.result as Array<{
    id: string;
    phone: string;
  }>;
  expect(contacts.find((c) => c.id === contact.id)?.phone).toBe('03592 999999');
});

test('staff reads are never kept or shared: no ETag, no-store, and each caller gets their own', async () => {
  const vendor = await api.signInAs('vendor');
  const otherVendor = await api.signInAs('otherVendor');
  const own = await api.read('vendorProducts', {}, vendor);
  const other = await api.read('vendorProducts', {}, otherVendor);
  expect(own.httpStatus).toBe(200);
  expect(own.headers?.['cache-control']).toBe('private, no-store');
  expect(own.headers?.etag).toBeUndefined();
  const shopsOf = (reply: typeof own) =>
    new Set((reply.body.result as { products: Product[] }).products.map((p) => p.shopId));
  expect(shopsOf(own)).toEqual(new Set([vendorShopId]));
  expect(shopsOf(other).has(vendorShopId)).toBe(false);
  expect(other.text).not.toBe(own.text);
  // The same URL without a session is refused, however often a vendor read it.
  const anonymous = await api.read('vendorProducts');
  expect(anonymous.httpStatus).toBe(401);
  const dashboard = await api.read('adminDashboard', {}, admin);
  expect(dashboard.headers?.['cache-control']).toBe('private, no-store');
  expect((await api.read('adminDashboard')).httpStatus).toBe(401);
});

test("an answer that depends on the time (a doctor's free slots today) is worked out each time", async () => {
  const today = api.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const slotsOf = async (id: string) =>
    ((await api.read('doctorSlots', { id, date: today })).body.result as { slots: string[] }).slots;
  const open = new Map<string, string[]>();
  for (const doctor of demoDoctors) open.set(doctor.id, await slotsOf(doctor.id));
  const [id, before] = [...open].find(([, slots]) => slots.length >= 2) ?? [];
  expect(before).toBeDefined();
  // Past the first free slot: it is no longer offered.
  const minutesOf = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number);
    return hours! * 60 + minutes!;
  };
  const townNow = api.now().toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
  });
  api.advanceClock((minutesOf(before![0]!) - minutesOf(townNow) + 1) * 60_000);
  const after = await slotsOf(id!);
  expect(after).toEqual(before!.slice(1));
});

test('a read the input refuses is refused each time and not kept', async () => {
  const bad = await api.read('products', { shopType: 'spaceship' });
  expect(bad.httpStatus).toBe(400);
  expect(bad.headers?.etag).toBeUndefined();
  const missing = await api.read('product', { id: 'no-such-product' });
  expect(missing.httpStatus).toBe(404);
});
