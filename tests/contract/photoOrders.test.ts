import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Order, Photo } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import { cookieOf, type LocalDriver, startLocalDriver } from '../support/localDriver';
import { cameraModel, cameraPhoto, describePhoto } from '../support/photos';

let api: LocalDriver;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  api = await startLocalDriver({ photos: { uploadsPerHour: 1000 } });
  jpeg = await cameraPhoto('jpeg');
  png = await cameraPhoto('png');
});
afterAll(() => api.stop());

const customer = { name: 'Rupa Mondal', phone: '9000000911' };
const address = { line: '4 Hospital Para, Sonapur' };
const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
/** A dump without the per-client request counts (`lookupCounts`). */
const withoutCounts = (dump: string) =>
  JSON.stringify((JSON.parse(dump) as [string, unknown][]).filter(([c]) => c !== 'lookupCounts'));

const pharmacyItem = demoCatalog.products.find(
  (p) => p.shopType === 'pharmacy' && !p.prescriptionRequired && p.available && p.stock > 2,
)!;
const prescriptionItem = demoCatalog.products.find(
  (p) => p.shopType === 'pharmacy' && p.prescriptionRequired && p.available && p.stock > 2,
)!;
const groceryItem = demoCatalog.products.find(
  (p) => p.shopType === 'grocery' && p.available && p.stock > 2,
)!;
const groceryShop = demoCatalog.shops.find((s) => s.type === 'grocery')!;
const foodShop = demoCatalog.shops.find((s) => s.type === 'food')!;

async function upload(
  bytes: Buffer,
  purpose: string,
  contentType = 'image/jpeg',
): ReturnType<LocalDriver['send']> {
  return api.send(`/api/photos?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
}

async function uploadRef(purpose: 'prescription' | 'shoppingList'): Promise<string> {
  const reply = await upload(jpeg, purpose);
  expect(reply.httpStatus).toBe(200);
  return (reply.body.result as { ref: string }).ref;
}

const orderWithCode = (code: string) =>
  api.documents<Order>('orders').find((o) => o.code === code)!;

describe('photo upload', () => {
  test('a JPEG or PNG is stored and answered with a reference', async () => {
    expect(await uploadRef('prescription')).toMatch(/^uploads\/[A-Za-z0-9_-]+$/);
    const reply = await upload(png, 'shoppingList', 'image/png');
    expect(reply.httpStatus).toBe(200);
  });

  test.each([
    ['bytes that are not the image type they claim', () => Buffer.from('<svg onload=alert(1)>')],
    [
      'a page behind a JPEG header',
      () => Buffer.concat([jpegHeader, Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    ['a PNG sent as JPEG', () => png],
    ['an empty body', () => Buffer.alloc(0)],
  ])('refuses %s and stores nothing', async (_name, bytes) => {
    // Counted against the client before any decoding (decision 1940): nothing else is written.
    const before = withoutCounts(api.dump());
    const reply = await upload(bytes(), 'prescription', 'image/jpeg');
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.message).toMatch(/JPEG|photo|empty/i);
    expect(withoutCounts(api.dump())).toBe(before);
  });

  test('refuses other content types, unknown purposes and photos over 3 MB', async () => {
    const before = api.dump();
    expect((await upload(jpeg, 'prescription', 'image/svg+xml')).httpStatus).toBe(415);
    const purpose = await upload(jpeg, 'selfie');
    expect(purpose.httpStatus).toBe(400);
    expect(purpose.body.error?.message).toMatch(/purpose/);
    const huge = Buffer.concat([jpeg, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload(huge, 'prescription')).httpStatus).toBe(413);
    expect(api.dump()).toBe(before);
  });

  test('only an admin can look at a photo; visitors cannot', async () => {
    const ref = await uploadRef('prescription');
    const id = ref.split('/')[1];
    expect((await api.send(`/api/photos/${id}`)).httpStatus).toBe(403);
    const admin = await api.call('adminSignIn', {
      email: demoStaff.admins[0]!.profile.email,
      password: demoStaff.admins[0]!.password,
    });
    const seen = await api.send(`/api/photos/${id}`, { cookie: cookieOf(admin.setCookie) });
    expect(seen.httpStatus).toBe(200);
    expect(Buffer.from(await new Response(seen.text).arrayBuffer()).length).toBeGreaterThan(0);
    // Shown as a picture, never run as a page, whatever a browser makes of it.
    expect(seen.headers?.['content-type']).toBe('image/jpeg');
    expect(seen.headers?.['content-disposition']).toBe(`inline; filename="prescription-${id}.jpg"`);
    expect(seen.headers?.['x-content-type-options']).toBe('nosniff');
    expect(seen.headers?.['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(
      (await api.send('/api/photos/nope', { cookie: cookieOf(admin.setCookie) })).httpStatus,
    ).toBe(404);
  });
});

describe('what is kept of a photo', () => {
  const storedBytes = (ref: string) =>
    readFileSync(join(dirname(api.databaseFile), 'uploads', ref.split('/')[1]!));

  test('a camera photo is kept as new pixels only: no location, no camera, nothing after the image', async () => {
    expect((await describePhoto(jpeg)).exif).toBeDefined();
    const trailing = Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
    const ref = ((await upload(trailing, 'prescription')).body.result as { ref: string }).ref;
    const kept = storedBytes(ref);
    expect(await describePhoto(kept)).toEqual({
      format: 'jpeg',
      width: 64,
      height: 48,
      exif: undefined,
    });
    expect(kept.includes(cameraModel)).toBe(false);
    expect(kept.includes('<script>')).toBe(false);
    const photo = api.documents<Photo>('photos').find((p) => `uploads/${p.id}` === ref)!;
    expect(photo).toMatchObject({ contentType: 'image/jpeg', bytes: kept.length });
  });

  test('a PNG or WebP is kept as a JPEG on a white page', async () => {
    for (const format of ['png', 'webp'] as const) {
      const reply = await upload(await cameraPhoto(format), 'shoppingList', `image/${format}`);
      expect(reply.httpStatus).toBe(200);
      const ref = (reply.body.result as { ref: string }).ref;
      expect((await describePhoto(storedBytes(ref))).format).toBe('jpeg');
    }
  });

  test('the uploads folder holds only the photos recorded', () => {
    const files = readdirSync(join(dirname(api.databaseFile), 'uploads')).sort();
    expect(files).toEqual(
      api
        .documents<Photo>('photos')
        .map((p) => p.id)
        .sort(),
    );
  });
});

describe('pharmacy orders', () => {
  test('a prescription photo alone makes an order, and the photo is tied to it', async () => {
    const ref = await uploadRef('prescription');
    const reply = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [],
      prescriptionPhoto: ref,
    });
    expect(reply.httpStatus).toBe(200);
    const order = orderWithCode((reply.body.result as { code: string }).code);
    expect(order).toMatchObject({ kind: 'pharmacy', prescriptionPhoto: ref, items: [] });
    const photo = api.documents<Photo>('photos').find((p) => `uploads/${p.id}` === ref)!;
    expect(photo.orderId).toBe(order.id);
    const alerts = api
      .documents<{ ref: string; text: string }>('outbox')
      .filter((e) => e.ref === `orders/${order.id}`);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.text).toMatch(/Prescription/);
  });

  test('a medicine that needs a prescription is refused without one, accepted with one', async () => {
    const without = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [{ productId: prescriptionItem.id, quantity: 1 }],
    });
    expect(without.httpStatus).toBe(400);
    expect(without.body.error?.message).toContain(prescriptionItem.name);
    const fromCart = await api.call('createOrder', {
      customer,
      address,
      items: [{ productId: prescriptionItem.id, quantity: 1 }],
    });
    expect(fromCart.httpStatus).toBe(400);

    const ok = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [
        { productId: prescriptionItem.id, quantity: 1 },
        { productId: pharmacyItem.id, quantity: 2 },
      ],
      prescriptionPhoto: await uploadRef('prescription'),
    });
    expect(ok.httpStatus).toBe(200);
  });

  test('a photo joins one order only, of its own kind, and a made-up reference is refused', async () => {
    const ref = await uploadRef('prescription');
    const first = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [],
      prescriptionPhoto: ref,
    });
    expect(first.httpStatus).toBe(200);
    const before = api.dump();
    const again = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [],
      prescriptionPhoto: ref,
    });
    expect(again.httpStatus).toBe(409);
    const listPhoto = await uploadRef('shoppingList');
    const wrongKind = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [],
      prescriptionPhoto: listPhoto,
    });
    expect(wrongKind.httpStatus).toBe(404);
    const madeUp = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [],
      prescriptionPhoto: 'uploads/xyz',
    });
    expect(madeUp.httpStatus).toBe(404);
    const beforeLast = api.dump();
    const grocery = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [{ productId: groceryItem.id, quantity: 1 }],
    });
    expect(grocery.httpStatus).toBe(400);
    const photoOnShopOrder = await api.call('createOrder', {
      customer,
      address,
      items: [{ productId: groceryItem.id, quantity: 1 }],
      prescriptionPhoto: listPhoto,
    });
    expect(photoOnShopOrder.httpStatus).toBe(400);
    expect(api.dump()).toBe(beforeLast);
    expect(before).not.toBe(beforeLast); // only the second upload changed anything
  });
});

describe('a cart with a prescription medicine', () => {
  const medicine = demoCatalog.products.find(
    (p) => p.prescriptionRequired && p.available && p.stock >= 5,
  )!;

  test("takes the photo with the cart order, other shops' goods and all", async () => {
    const refused = await api.call('createOrder', {
      customer,
      address,
      items: [
        { productId: groceryItem.id, quantity: 1 },
        { productId: medicine.id, quantity: 1 },
      ],
    });
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.error?.details).toEqual({
      reason: 'prescription-needed',
      productId: medicine.id,
    });

    const ref = await uploadRef('prescription');
    const placed = await api.call('createOrder', {
      customer,
      address,
      items: [
        { productId: groceryItem.id, quantity: 1 },
        { productId: medicine.id, quantity: 1 },
      ],
      prescriptionPhoto: ref,
    });
    expect(placed.httpStatus).toBe(200);
    const { code } = placed.body.result as { code: string };
    const order = api.documents<Order>('orders').find((o) => o.code === code)!;
    expect(order).toMatchObject({ kind: 'shop', prescriptionPhoto: ref });
    expect(order.shopIds).toEqual([groceryItem.shopId, medicine.shopId]);
  });
});

describe('sendFordoList', () => {
  test('a written list becomes a fordo order for the chosen shop, opened by its link', async () => {
    const reply = await api.call('sendFordoList', {
      customer,
      address,
      shopId: groceryShop.id,
      list: { text: '2 kg rice\n1 L mustard oil\n6 eggs' },
      requestId: 'fordo-request-0001',
    });
    expect(reply.httpStatus).toBe(200);
    const { code } = reply.body.result as { code: string };
    const order = orderWithCode(code);
    expect(order).toMatchObject({
      kind: 'fordo',
      items: [],
      shopIds: [groceryShop.id],
      shoppingList: { text: '2 kg rice\n1 L mustard oil\n6 eggs' },
      totalPaise: 0,
      status: 'placed',
    });
    const retry = await api.call('sendFordoList', {
      customer,
      address,
      shopId: groceryShop.id,
      list: { text: '2 kg rice\n1 L mustard oil\n6 eggs' },
      requestId: 'fordo-request-0001',
    });
    expect((retry.body.result as { code: string }).code).toBe(code);
    expect(api.documents<Order>('orders').filter((o) => o.code === code)).toHaveLength(1);
    const { secret } = reply.body.result as { secret: string };
    const opened = await api.call('openOrderLink', { code, secret });
    expect(opened.body.result).toMatchObject({
      order: {
        kind: 'fordo',
        shoppingListText: '2 kg rice\n1 L mustard oil\n6 eggs',
        shops: [{ id: groceryShop.id }],
        hasPhoto: false,
      },
    });
  });

  test('a photographed list needs no text; staff are alerted', async () => {
    const photo = await uploadRef('shoppingList');
    const reply = await api.call('sendFordoList', { customer, address, list: { photo } });
    expect(reply.httpStatus).toBe(200);
    const order = orderWithCode((reply.body.result as { code: string }).code);
    expect(order.shoppingList).toEqual({ photo });
    expect(order.shopIds).toEqual([]);
    const texts = api
      .documents<{ ref: string; text: string }>('outbox')
      .filter((e) => e.ref === `orders/${order.id}`)
      .map((e) => e.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/List photo/);
  });

  test.each([
    ['an empty list', { list: { text: '   ' } }, /Write the list/],
    [
      'a shop that does not take lists',
      { shopId: foodShop.id, list: { text: 'rice' } },
      /does not take/,
    ],
    ['an unknown shop', { shopId: 'shop-nope', list: { text: 'rice' } }, /does not exist/],
  ])('refuses %s and changes nothing', async (_name, extra, message) => {
    const before = api.dump();
    const reply = await api.call('sendFordoList', { customer, address, ...extra });
    expect(reply.httpStatus).toBeGreaterThanOrEqual(400);
    expect(reply.httpStatus).toBeLessThan(500);
    expect(reply.body.error?.message).toMatch(message);
    expect(api.dump()).toBe(before);
  });
});
