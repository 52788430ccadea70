import {
  defaultPhotoStorageLimitBytes,
  type Order,
  type Photo,
  unattachedPhotoLifetimeMs,
} from '@town/core';
import type { CallableRequest } from 'firebase-functions/v2/https';
import firebaseFunctionsTest from 'firebase-functions-test';
import { demoStaff } from '../../demo';
import { createCallables } from '../../functions/src/callables';
import { sweepUploadedPhotos, uploadPath } from '../../functions/src/photoUploads';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';
import { cameraModel, cameraPhoto, describePhoto } from '../support/photos';

const jpegHeader = [0xff, 0xd8, 0xff, 0xe0];
let jpeg: Uint8Array;
const customer = { name: 'Rupa Mondal', phone: '9000000911' };
const address = { line: '4 Hospital Para, Sonapur' };

describeWithFirebase(
  'Firebase host: photo uploads (the recordPhoto callable, kept in Cloud Storage)',
  () => {
    const fft = firebaseFunctionsTest();
    let bed: FirebaseTestbed;
    let call: (name: string, data: unknown, uid?: string) => Promise<unknown>;
    let callAs: (name: string, data: unknown, claims: Record<string, unknown>) => Promise<unknown>;
    let photos = 0;

    beforeAll(async () => {
      jpeg = new Uint8Array(await cameraPhoto('jpeg'));
      bed = await startFirebaseTestbed();
      const callables = createCallables(() => bed.deps);
      call = async (name, data, uid) => {
        // An anonymous Firebase user: a uid and no role claims.
        const auth = uid ? { uid, token: { uid } } : undefined;
        const wrapped = fft.wrap(callables[name]!);
        return wrapped({ data, auth } as unknown as CallableRequest);
      };
      // A signed-in staff member: the role claims their ID token carries.
      callAs = async (name, data, claims) => {
        const auth = { uid: `staff-${JSON.stringify(claims)}`, token: claims };
        return fft.wrap(callables[name]!)({ data, auth } as unknown as CallableRequest);
      };
    });
    afterAll(async () => {
      fft.cleanup();
      await bed.stop();
    });

    /** What the web adapter's uploadPhoto sends: the bytes base64 in the recordPhoto call. */
    const photoData = (purpose: string, bytes: Uint8Array = jpeg, contentType = 'image/jpeg') => ({
      purpose,
      contentType,
      photo: Buffer.from(bytes).toString('base64'),
    });
    const send = async (
      uid: string,
      purpose: string,
      bytes?: Uint8Array,
      contentType?: string,
    ): Promise<{ ref: string; photoId: string }> => {
      const { ref } = (await call('recordPhoto', photoData(purpose, bytes, contentType), uid)) as {
        ref: string;
      };
      return { ref, photoId: ref.split('/')[1]! };
    };
    /** An object some other way in the bucket (no browser may write there any more). */
    function leftover(uid: string, purpose: string) {
      const photoId = `leftover${++photos}`;
      bed.bucket.put(uploadPath(purpose, uid, photoId), jpeg, 'image/jpeg');
      return photoId;
    }
    const stored = async (id: string) =>
      (await bed.firestore.documents<Photo>('photos')).find((photo) => photo.id === id);

    test('a photo sent is kept in the sender’s folder, recorded, and a pharmacy order takes it', async () => {
      const { ref, photoId } = await send('customer-1', 'prescription');
      expect(ref).toMatch(/^uploads\/[A-Za-z0-9_-]+$/);
      const path = uploadPath('prescription', 'customer-1', photoId);
      const kept = bed.bucket.get(path)!;
      expect(await stored(photoId)).toMatchObject({
        purpose: 'prescription',
        contentType: 'image/jpeg',
        bytes: kept.bytes.length,
        orderId: null,
        objectPath: path,
      });
      const placed = (await call('createOrder', {
        kind: 'pharmacy',
        customer,
        address,
        items: [],
        prescriptionPhoto: ref,
      })) as { code: string };
      const order = (await bed.firestore.documents<Order>('orders')).find(
        (o) => o.code === placed.code,
      )!;
      expect((await stored(photoId))?.orderId).toBe(order.id);
    });

    test('the object kept is new pixels only: no location, no camera, nothing after the image', async () => {
      expect((await describePhoto(jpeg)).exif).toBeDefined();
      const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      const { photoId } = await send(
        'customer-5',
        'prescription',
        new Uint8Array([...jpeg, ...page]),
      );
      const kept = bed.bucket.get(uploadPath('prescription', 'customer-5', photoId))!;
      expect(await describePhoto(kept.bytes)).toEqual({
        format: 'jpeg',
        width: 64,
        height: 48,
        exif: undefined,
      });
      const text = Buffer.from(kept.bytes).toString('latin1');
      expect(text).not.toContain(cameraModel);
      expect(text).not.toContain('<script>');
      // Cloud Storage serves it with these (and always with nosniff).
      expect(kept.servedAs).toEqual({
        contentType: 'image/jpeg',
        contentDisposition: `inline; filename="prescription-${photoId}.jpg"`,
        cacheControl: 'private, max-age=3600',
      });
    });

    test.each([
      [
        'bytes that are not the image type they claim',
        () => new TextEncoder().encode('<svg onload=1>'),
        'image/jpeg',
      ],
      [
        'a page behind a JPEG header',
        () =>
          new Uint8Array([...jpegHeader, ...new TextEncoder().encode('<html><script>1</script>')]),
        'image/jpeg',
      ],
      [
        'a file over 3 MB',
        () => new Uint8Array([...jpegHeader, ...new Array(3 * 1024 * 1024)]),
        'image/jpeg',
      ],
      ['a type that is not a photo', () => jpeg, 'image/svg+xml'],
      ['an empty photo', () => new Uint8Array(), 'image/jpeg'],
    ])('refuses %s, records and keeps nothing', async (_name, bytes, contentType) => {
      const before = await bed.firestore.dump();
      const objects = bed.bucket.paths();
      await expect(
        call('recordPhoto', photoData('prescription', bytes(), contentType), 'customer-3'),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(await bed.firestore.dump()).toBe(before);
      expect(bed.bucket.paths()).toEqual(objects);
    });

    test('when photo storage is full, an upload is refused with a clear message before anything is kept', async () => {
      const usage = async () =>
        (await bed.firestore.documents<{ bytes: number; limitBytes: number }>('photoStorage'))[0];
      bed.setPhotoStorageLimit(((await usage())?.bytes ?? 0) + 10);
      try {
        const before = await bed.firestore.dump();
        const objects = bed.bucket.paths();
        await expect(
          call('recordPhoto', photoData('shoppingList'), 'customer-6'),
        ).rejects.toMatchObject({
          code: 'resource-exhausted',
          message:
            'Photo storage is full for now. Please write your list as text, or try again later.',
        });
        expect(await bed.firestore.dump()).toBe(before);
        expect(bed.bucket.paths()).toEqual(objects);
      } finally {
        bed.setPhotoStorageLimit(defaultPhotoStorageLimitBytes);
      }
    });

    test('the sweep deletes photos no order took, and objects never recorded, after 6 hours', async () => {
      const { ref, photoId: attached } = await send('customer-7', 'prescription');
      await call('createOrder', {
        kind: 'pharmacy',
        customer,
        address,
        items: [],
        prescriptionPhoto: ref,
      });
      const { photoId: unattached } = await send('customer-7', 'shoppingList');
      const neverRecorded = leftover('customer-8', 'shoppingList');
      const paths = {
        attached: uploadPath('prescription', 'customer-7', attached),
        unattached: uploadPath('shoppingList', 'customer-7', unattached),
        neverRecorded: uploadPath('shoppingList', 'customer-8', neverRecorded),
      };
      const sweep = () =>
        sweepUploadedPhotos(bed.deps.context, bed.deps.photos, bed.deps.photoStorage());

      bed.time.advance(unattachedPhotoLifetimeMs - 60_000);
      await sweep();
      expect(Object.values(paths).every((path) => bed.bucket.get(path))).toBe(true);

      bed.time.advance(2 * 60_000);
      await sweep();
      expect(bed.bucket.get(paths.attached)).toBeDefined();
      expect(bed.bucket.get(paths.unattached)).toBeUndefined();
      expect(bed.bucket.get(paths.neverRecorded)).toBeUndefined();
      expect((await stored(attached))?.orderId).toEqual(expect.any(String));
      expect(await stored(unattached)).toBeUndefined();
      // The usage is what the bucket's uploads really hold.
      const held = bed.bucket
        .paths()
        .filter((path) => path.startsWith('uploads/'))
        .reduce((sum, path) => sum + bed.bucket.get(path)!.bytes.length, 0);
      expect((await bed.firestore.documents<{ bytes: number }>('photoStorage'))[0]?.bytes).toBe(
        held,
      );
    });

    test('no sign-in, an unknown purpose or a call without the photo keeps nothing', async () => {
      const before = await bed.firestore.dump();
      const objects = bed.bucket.paths();
      await expect(call('recordPhoto', photoData('prescription'))).rejects.toMatchObject({
        code: 'unauthenticated',
      });
      await expect(call('recordPhoto', photoData('selfie'), 'customer-4')).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'purpose must be prescription, shoppingList, product, catalog or deliveryProof',
      });
      for (const data of [null, { purpose: 'prescription', photoId: 'p1' }, 'bytes']) {
        await expect(call('recordPhoto', data, 'customer-4')).rejects.toMatchObject({
          code: 'invalid-argument',
        });
      }
      expect(await bed.firestore.dump()).toBe(before);
      expect(bed.bucket.paths()).toEqual(objects);
    });

    test('staff who handle the order open its photo through a short-lived link; nobody else does', async () => {
      const { ref, photoId } = await send('customer-5', 'shoppingList');
      const grocer = demoStaff.vendors[0]!.profile;
      const placed = (await call('sendFordoList', {
        customer,
        address,
        shopId: grocer.shopId,
        list: { photo: ref },
      })) as { code: string };
      const order = (await bed.firestore.documents<Order>('orders')).find(
        (o) => o.code === placed.code,
      )!;
      const admin = demoStaff.admins[0]!.profile;
      const ownVendor = demoStaff.vendors.find((v) => order.shopIds.includes(v.profile.shopId))!;
      const otherVendor = demoStaff.vendors.find((v) => !order.shopIds.includes(v.profile.shopId))!;
      const courier = demoStaff.delivery[0]!.profile;

      const now = bed.time.clock.now().getTime();
      for (const claims of [
        { role: 'admin', adminId: admin.id },
        { role: 'vendor', vendorId: ownVendor.profile.id, shopId: ownVendor.profile.shopId },
      ]) {
        const link = (await callAs('photoLink', { ref }, claims)) as {
          url: string;
          expiresAt: string;
        };
        expect(link.url).toContain(`uploads/shoppingList/customer-5/${photoId}`);
        expect(Date.parse(link.expiresAt) - now).toBe(10 * 60_000);
      }
      const refused = [
        { role: 'vendor', vendorId: otherVendor.profile.id, shopId: otherVendor.profile.shopId },
        { role: 'delivery', deliveryId: courier.id },
      ];
      for (const claims of refused) {
        await expect(callAs('photoLink', { ref }, claims)).rejects.toMatchObject({
          code: 'permission-denied',
        });
      }
      await expect(call('photoLink', { ref }, 'customer-5')).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(
        callAs('photoLink', { ref: 'uploads/nothing-here' }, { role: 'admin', adminId: admin.id }),
      ).rejects.toMatchObject({ code: 'not-found' });
      await expect(
        callAs('photoLink', { ref: '../town.db' }, { role: 'admin', adminId: admin.id }),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
    });
  },
);
