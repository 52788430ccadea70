import { defaultPhotoUploadLimits, type Photo } from '@town/core';
import { describeOnHosts, type Reply } from '../support/hosts';
import { cameraPhoto, photoSender } from '../support/photos';
import { staffSessions } from '../support/staffFixtures';

/**
 * Photo uploads per client address are counted in core's `uploadPhoto`, the same on both hosts:
 * a visitor's address sends a dozen an hour, the next is refused before any decoding and
 * nothing of it is kept; another address, and signed-in staff, have their own counts; an hour
 * later the address may send again.
 */
const hourMs = 60 * 60 * 1000;
const { visitorsPerHour } = defaultPhotoUploadLimits;

describeOnHosts(
  'photo uploads per client address',
  (api, host) => {
    let photo: Buffer;
    beforeAll(async () => {
      photo = await cameraPhoto('jpeg', { width: 320, height: 240 });
    });

    const driver = () => photoSender(api, host.name);
    const send = (from: string, purpose = 'shoppingList', session?: string) =>
      driver().uploadPhoto(purpose, photo, 'image/jpeg', session, from);
    const expectTooMany = (reply: Reply, minutes: number) => {
      expect(reply.httpStatus).toBe(429);
      expect(reply.body.error).toMatchObject({
        status: 'RESOURCE_EXHAUSTED',
        message: `Too many photos from this connection. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      });
    };

    test(`an address sends ${visitorsPerHour} photos an hour; the next is refused, nothing of it kept, and other addresses and staff still send`, async () => {
      const from = '198.51.100.21';
      for (let i = 0; i < visitorsPerHour; i++) {
        expect((await send(from, i % 2 ? 'prescription' : 'shoppingList')).httpStatus).toBe(200);
      }
      api.advanceClock(20 * 60 * 1000);
      const objects = await driver().photoObjects();
      const photos = (await api.documents<Photo>('photos')).length;
      const mark = await api.changeMark();
      expectTooMany(await send(from), 40);
      expectTooMany(await send(from, 'prescription'), 40);
      expect(await driver().photoObjects()).toEqual(objects);
      expect(await api.documents<Photo>('photos')).toHaveLength(photos);
      expect(await api.changeMark()).toBe(mark);

      // Another address has its own count; a vendor behind the full one has staff's.
      expect((await send('198.51.100.22')).httpStatus).toBe(200);
      const vendor = await staffSessions(api)('vendor');
      expect((await send(from, 'product', vendor)).httpStatus).toBe(200);

      // An hour after the first, the address may send again.
      api.advanceClock(hourMs - 20 * 60 * 1000);
      expect((await send(from)).httpStatus).toBe(200);
    });
  },
  // The local host takes the address from X-Forwarded-For, as Firebase's front end gives it.
  { trustProxy: 1 },
);
