import { demoStaff, type Order, type Photo } from '@town/core';
import type { CallableRequest } from 'firebase-functions/v2/https';
import firebaseFunctionsTest from 'firebase-functions-test';
import { createCallables } from '../../functions/src/callables';
import { uploadPath } from '../../functions/src/photoUploads';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';

/** The smallest JPEG header a browser would send: the bytes are checked, not only the type. */
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(7)]);
const customer = { name: 'Rupa Mondal', phone: '9000000911' };
const address = { line: '4 Hospital Para, Sonapur' };

describeWithFirebase(
  'Firebase host: photo uploads (Cloud Storage, then the recordPhoto callable)',
  () => {
    const fft = firebaseFunctionsTest();
    let bed: FirebaseTestbed;
    let call: (name: string, data: unknown, uid?: string) => Promise<unknown>;
    let callAs: (name: string, data: unknown, claims: Record<string, unknown>) => Promise<unknown>;
    let photos = 0;

    beforeAll(async () => {
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

    /** What the web adapter's uploadPhoto puts in the bucket, as storage.rules let it. */
    function upload(uid: string, purpose: string, bytes = jpeg, contentType = 'image/jpeg') {
      const photoId = `photo${++photos}`;
      bed.bucket.put(uploadPath(purpose, uid, photoId), bytes, contentType);
      return photoId;
    }
    const stored = async (id: string) =>
      (await bed.firestore.documents<Photo>('photos')).find((photo) => photo.id === id);

    test('an uploaded JPEG is recorded and a pharmacy order takes it', async () => {
      const photoId = upload('customer-1', 'prescription');
      const { ref } = (await call(
        'recordPhoto',
        { purpose: 'prescription', photoId },
        'customer-1',
      )) as { ref: string };
      expect(ref).toBe(`uploads/${photoId}`);
      expect(await stored(photoId)).toMatchObject({
        purpose: 'prescription',
        contentType: 'image/jpeg',
        bytes: jpeg.length,
        orderId: null,
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

    test('a photo is recorded once: a second call cannot free it for another order', async () => {
      const photoId = upload('customer-2', 'shoppingList');
      await call('recordPhoto', { purpose: 'shoppingList', photoId }, 'customer-2');
      const before = await bed.firestore.dump();
      await expect(
        call('recordPhoto', { purpose: 'shoppingList', photoId }, 'customer-2'),
      ).rejects.toMatchObject({ code: 'already-exists' });
      expect(await bed.firestore.dump()).toBe(before);
    });

    test.each([
      ['bytes that are not the image type they claim', new TextEncoder().encode('<svg onload=1>')],
      ['a file over 3 MB', new Uint8Array([0xff, 0xd8, 0xff, ...new Array(3 * 1024 * 1024)])],
    ])('refuses %s and records nothing', async (_name, bytes) => {
      const photoId = upload('customer-3', 'prescription', bytes);
      const before = await bed.firestore.dump();
      await expect(
        call('recordPhoto', { purpose: 'prescription', photoId }, 'customer-3'),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(await bed.firestore.dump()).toBe(before);
    });

    test("another user's upload, a wrong purpose or no sign-in finds nothing to record", async () => {
      const photoId = upload('customer-4', 'prescription');
      const before = await bed.firestore.dump();
      await expect(
        call('recordPhoto', { purpose: 'prescription', photoId }, 'someone-else'),
      ).rejects.toMatchObject({ code: 'not-found' });
      await expect(
        call('recordPhoto', { purpose: 'shoppingList', photoId }, 'customer-4'),
      ).rejects.toMatchObject({ code: 'not-found' });
      await expect(call('recordPhoto', { purpose: 'prescription', photoId })).rejects.toMatchObject(
        { code: 'unauthenticated' },
      );
      await expect(
        call('recordPhoto', { purpose: 'prescription', photoId: '../x' }, 'customer-4'),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
      expect(await bed.firestore.dump()).toBe(before);
    });

    test('staff who handle the order open its photo through a short-lived link; nobody else does', async () => {
      const photoId = upload('customer-5', 'shoppingList');
      const { ref } = (await call(
        'recordPhoto',
        { purpose: 'shoppingList', photoId },
        'customer-5',
      )) as { ref: string };
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
