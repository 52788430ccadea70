import type { Photo, Product } from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts, type HostDriver, type Reply } from '../support/hosts';
import { cameraModel, cameraPhoto, describePhoto } from '../support/photos';
import { staffSessions, vendorShopId } from '../support/staffFixtures';

/**
 * Product photos from a vendor's phone, on both hosts: who may send one and set it on which
 * product, what is kept of it (new WebP pixels in the widths pages show, 4:3), and what the
 * public pages then load. Products' Bengali names ride along.
 */
describeOnHosts('product photos and Bengali names', (api, host) => {
  let sessionOf: ReturnType<typeof staffSessions>;
  let jpeg: Buffer;
  // Products of the vendor's shop not used by other suites' orders.
  const [first, second, third] = demoCatalog.products.filter((p) => p.shopId === vendorShopId);
  const otherShopProduct = demoCatalog.products.find(
    (p) => p.shopId !== vendorShopId && p.shopType !== 'pharmacy',
  )!;

  beforeAll(async () => {
    sessionOf = staffSessions(api);
    // A landscape camera photo, larger than the widest width kept.
    jpeg = await cameraPhoto('jpeg', { width: 1200, height: 700 });
  });

  const driver = (): Required<Pick<HostDriver, 'uploadPhoto' | 'productPhoto'>> => {
    if (!api.uploadPhoto || !api.productPhoto) throw new Error(`${host.name} cannot send photos`);
    return { uploadPhoto: api.uploadPhoto, productPhoto: api.productPhoto };
  };
  const refOf = (reply: Reply) => {
    expect([reply.httpStatus, reply.text]).toEqual([200, expect.any(String)]);
    return (reply.body.result as { ref: string }).ref;
  };
  const sendAs = async (who: 'vendor' | 'otherVendor' | 'admin' | 'delivery', bytes = jpeg) =>
    driver().uploadPhoto('product', bytes, 'image/jpeg', await sessionOf(who));
  const productNow = async (id: string) =>
    (await api.documents<Product>('products')).find((p) => p.id === id)!;
  const photoNow = async (ref: string) =>
    (await api.documents<Photo>('photos')).find((p) => `uploads/${p.id}` === ref);

  test("a vendor's camera photo is set on their product and served to everyone in two widths", async () => {
    const ref = refOf(await sendAs('vendor'));
    expect(ref).toMatch(/^uploads\/[A-Za-z0-9_-]+$/);

    const set = await api.call(
      'setProductPhoto',
      { productId: first!.id, photo: ref },
      await sessionOf('vendor'),
    );
    expect(set.httpStatus).toBe(200);
    expect((set.body.result as { product: Product }).product.image).toBe(ref);
    const publicProduct = await api.read('product', { id: first!.id });
    expect((publicProduct.body.result as Product).image).toBe(ref);
    expect(await photoNow(ref)).toMatchObject({ purpose: 'product', productId: first!.id });

    for (const width of [320, 640]) {
      const served = await driver().productPhoto(ref, width);
      expect(served?.contentType).toBe('image/webp');
      // New pixels only, cropped to the card's 4:3: no camera, no position.
      expect(await describePhoto(served!.bytes)).toEqual({
        format: 'webp',
        width,
        height: (width * 3) / 4,
        exif: undefined,
      });
      expect(served!.bytes.includes(cameraModel)).toBe(false);
    }
    expect(await driver().productPhoto(ref, 1000)).toBeNull();
  });

  test('a new photo replaces the old one, which is let go; removing leaves the drawn picture', async () => {
    const vendor = await sessionOf('vendor');
    const old = refOf(await sendAs('vendor'));
    await api.call('setProductPhoto', { productId: second!.id, photo: old }, vendor);
    const fresh = refOf(await sendAs('vendor'));
    await api.call('setProductPhoto', { productId: second!.id, photo: fresh }, vendor);
    expect((await productNow(second!.id)).image).toBe(fresh);
    // No product shows it now: the photo sweep deletes it with its files.
    expect(await photoNow(old)).toMatchObject({ productId: null });

    const removed = await api.call(
      'setProductPhoto',
      { productId: second!.id, photo: null },
      vendor,
    );
    expect(removed.httpStatus).toBe(200);
    expect((await productNow(second!.id)).image).toBeUndefined();
    expect(await photoNow(fresh)).toMatchObject({ productId: null });
  });

  test('an admin sets a photo on any shop’s product', async () => {
    const ref = refOf(await sendAs('admin'));
    const reply = await api.call(
      'setProductPhoto',
      { productId: otherShopProduct.id, photo: ref },
      await sessionOf('admin'),
    );
    expect(reply.httpStatus).toBe(200);
    expect((await productNow(otherShopProduct.id)).image).toBe(ref);
  });

  test('visitors, customers and couriers cannot send a product photo; nothing is kept', async () => {
    const courier = await sessionOf('delivery');
    const before = await api.dump();
    const visitor = await driver().uploadPhoto('product', jpeg, 'image/jpeg');
    expect([401, 403]).toContain(visitor.httpStatus);
    expect(visitor.body.error?.message).toMatch(/vendor|admin/i);
    const delivery = await driver().uploadPhoto('product', jpeg, 'image/jpeg', courier);
    expect(delivery.httpStatus).toBe(403);
    expect(await api.dump()).toBe(before);
  });

  test('a vendor cannot set a photo on another shop’s product, nor one photo on two products', async () => {
    const ref = refOf(await sendAs('vendor'));
    const vendor = await sessionOf('vendor');
    const before = await api.dump();
    const other = await api.call(
      'setProductPhoto',
      { productId: otherShopProduct.id, photo: ref },
      vendor,
    );
    expect(other.httpStatus).toBe(403);
    expect(await api.dump()).toBe(before);

    await api.call('setProductPhoto', { productId: third!.id, photo: ref }, vendor);
    const twice = await api.call('setProductPhoto', { productId: first!.id, photo: ref }, vendor);
    expect(twice.httpStatus).toBe(409);
    expect((await productNow(third!.id)).image).toBe(ref);
  });

  test("a vendor who learns another shop's photo reference cannot take that photo", async () => {
    const theirs = refOf(await sendAs('otherVendor'));
    const beforeTaking = await api.dump();
    const taken = await api.call(
      'setProductPhoto',
      { productId: second!.id, photo: theirs },
      await sessionOf('vendor'),
    );
    // The same answer as a reference that does not exist: nothing tells it is someone's.
    expect(taken.httpStatus).toBe(404);
    expect(taken.body.error?.message).toBe('The photo was not found; please take it again');
    expect(await api.dump()).toBe(beforeTaking);
    // An admin's photo is not a vendor's to take either; the admin sets it anywhere.
    const admins = refOf(await sendAs('admin'));
    const fromAdmin = await api.call(
      'setProductPhoto',
      { productId: second!.id, photo: admins },
      await sessionOf('vendor'),
    );
    expect(fromAdmin.httpStatus).toBe(404);
    const byAdmin = await api.call(
      'setProductPhoto',
      { productId: second!.id, photo: admins },
      await sessionOf('admin'),
    );
    expect(byAdmin.httpStatus).toBe(200);
    expect(await photoNow(admins)).toMatchObject({ shopId: null, productId: second!.id });
  });

  test('a customer’s order photo, an unknown reference or a non-image cannot become a product photo', async () => {
    const vendor = await sessionOf('vendor');
    const prescription = refOf(
      await driver().uploadPhoto('prescription', await cameraPhoto('jpeg'), 'image/jpeg'),
    );
    const before = await api.dump();
    for (const photo of [prescription, 'uploads/nosuchphoto']) {
      const reply = await api.call('setProductPhoto', { productId: first!.id, photo }, vendor);
      expect(reply.httpStatus).toBe(404);
    }
    const bad = await api.call(
      'setProductPhoto',
      { productId: first!.id, photo: '/images/x.svg' },
      vendor,
    );
    expect(bad.httpStatus).toBe(400);
    expect(await api.dump()).toBe(before);

    const page = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>')]);
    const notImage = await sendAs('vendor', page);
    expect(notImage.httpStatus).toBe(400);
    expect(notImage.body.error?.message).toMatch(/JPEG/);
  });

  test('a product keeps a Bengali name; a blank or overlong one is refused', async () => {
    const vendor = await sessionOf('vendor');
    const product = {
      name: 'Mustard oil',
      nameBn: 'সরষের তেল',
      description: '',
      category: 'Oil',
      unit: '1 litre',
      pricePaise: 19000,
      stock: 4,
      available: true,
    };
    const added = await api.call('vendorAddProduct', product, vendor);
    expect(added.httpStatus).toBe(200);
    const { id } = (added.body.result as { product: Product }).product;
    expect((await productNow(id)).nameBn).toBe('সরষের তেল');
    const publicProduct = await api.read('product', { id });
    expect((publicProduct.body.result as Product).nameBn).toBe('সরষের তেল');

    for (const nameBn of ['  ', 'ত'.repeat(81)]) {
      const refused = await api.call('vendorAddProduct', { ...product, nameBn }, vendor);
      expect(refused.httpStatus).toBe(400);
    }
  });
});
