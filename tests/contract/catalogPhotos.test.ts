import type { Doctor, FeedPost, Photo, Shop } from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts, type HostDriver, type Reply } from '../support/hosts';
import { cameraModel, cameraPhoto, describePhoto } from '../support/photos';
import { staffSessions, vendorShopId } from '../support/staffFixtures';

/**
 * Pictures of shops, doctors and news posts from the admin's phone, on both hosts: only an
 * admin sends one (purpose "catalog") and sets it on a document; it is then kept, held (the
 * photo sweep leaves it) and served to everyone as product photos are; a replaced or removed
 * one is let go.
 */
describeOnHosts('catalog pictures', (api, host) => {
  let sessionOf: ReturnType<typeof staffSessions>;
  let jpeg: Buffer;
  const shop = demoCatalog.shops.find((s) => s.id !== vendorShopId)!;
  const doctor = demoCatalog.doctors[0]!;
  const post = demoCatalog.feeds[0]!;

  beforeAll(async () => {
    sessionOf = staffSessions(api);
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
  const sendAs = async (who: 'vendor' | 'admin', purpose = 'catalog') =>
    driver().uploadPhoto(purpose, jpeg, 'image/jpeg', await sessionOf(who));
  const photoNow = async (ref: string) =>
    (await api.documents<Photo>('photos')).find((p) => `uploads/${p.id}` === ref);
  const publicShop = async () =>
    ((await api.read('shop', { id: shop.id })).body.result as { shop: Shop }).shop;

  test("an admin sets a shop's picture; everyone reads and loads it; a new one replaces it; Remove takes it off", async () => {
    const admin = await sessionOf('admin');
    const first = refOf(await sendAs('admin'));
    const set = await api.call(
      'setCatalogPhoto',
      { collection: 'shops', id: shop.id, photo: first },
      admin,
    );
    expect(set.httpStatus).toBe(200);
    expect((set.body.result as { item: Shop }).item.image).toBe(first);
    expect((await publicShop()).image).toBe(first);
    // Held by the shop: the photo sweep keeps it.
    expect(await photoNow(first)).toMatchObject({
      purpose: 'catalog',
      catalogItem: `shops/${shop.id}`,
    });
    for (const width of [320, 640]) {
      const served = await driver().productPhoto(first, width);
      expect(served?.contentType).toBe('image/webp');
      expect(await describePhoto(served!.bytes)).toEqual({
        format: 'webp',
        width,
        height: (width * 3) / 4,
        exif: undefined,
      });
      expect(served!.bytes.includes(cameraModel)).toBe(false);
    }

    const second = refOf(await sendAs('admin'));
    await api.call('setCatalogPhoto', { collection: 'shops', id: shop.id, photo: second }, admin);
    expect((await publicShop()).image).toBe(second);
    // Nothing shows the first now: the sweep deletes it with its files.
    expect(await photoNow(first)).toMatchObject({ catalogItem: null });

    const removed = await api.call(
      'setCatalogPhoto',
      { collection: 'shops', id: shop.id, photo: null },
      admin,
    );
    expect(removed.httpStatus).toBe(200);
    expect((await publicShop()).image).toBeUndefined();
    expect(await photoNow(second)).toMatchObject({ catalogItem: null });
  });

  test('a vendor can neither send a catalog picture nor set one; nothing changes', async () => {
    const vendor = await sessionOf('vendor');
    const ref = refOf(await sendAs('admin'));
    const before = await api.dump();
    const upload = await sendAs('vendor');
    expect(upload.httpStatus).toBe(403);
    expect(upload.body.error?.message).toMatch(/admin/i);
    const visitor = await driver().uploadPhoto('catalog', jpeg, 'image/jpeg');
    expect([401, 403]).toContain(visitor.httpStatus);
    for (const id of [shop.id, vendorShopId]) {
      const set = await api.call(
        'setCatalogPhoto',
        { collection: 'shops', id, photo: ref },
        vendor,
      );
      expect(set.httpStatus).toBe(403);
    }
    expect(await api.dump()).toBe(before);
  });

  test("a doctor's and a news post's pictures; one photo is not set on two pages, nor a product's photo on a page", async () => {
    const admin = await sessionOf('admin');
    const ref = refOf(await sendAs('admin'));
    const onDoctor = await api.call(
      'setCatalogPhoto',
      { collection: 'doctors', id: doctor.id, photo: ref },
      admin,
    );
    expect(onDoctor.httpStatus).toBe(200);
    const publicDoctor = await api.read('doctor', { id: doctor.id });
    expect((publicDoctor.body.result as Doctor).image).toBe(ref);

    const before = await api.dump();
    const twice = await api.call(
      'setCatalogPhoto',
      { collection: 'feeds', id: post.id, photo: ref },
      admin,
    );
    expect(twice.httpStatus).toBe(409);
    expect(await api.dump()).toBe(before);
    // A product photo is not a page's picture, nor a page's picture a product's.
    const productPhoto = refOf(await sendAs('admin', 'product'));
    const afterUpload = await api.dump();
    const wrong = await api.call(
      'setCatalogPhoto',
      { collection: 'feeds', id: post.id, photo: productPhoto },
      admin,
    );
    expect(wrong.httpStatus).toBe(404);
    const onProduct = await api.call(
      'setProductPhoto',
      { productId: demoCatalog.products[0]!.id, photo: ref },
      admin,
    );
    expect(onProduct.httpStatus).toBe(404);
    expect(await api.dump()).toBe(afterUpload);

    const fresh = refOf(await sendAs('admin'));
    const onPost = await api.call(
      'setCatalogPhoto',
      { collection: 'feeds', id: post.id, photo: fresh },
      admin,
    );
    expect(onPost.httpStatus).toBe(200);
    const feed = await api.read('feeds', { type: post.type });
    const shown = (feed.body.result as FeedPost[]).find((p) => p.id === post.id);
    expect(shown?.image).toBe(fresh);
  });
});
