import type { Photo, PhotoStorage } from '@town/core';
import { describeOnHosts, type Reply } from '../support/hosts';
import { cameraPhoto, photoSender } from '../support/photos';
import { staffSessions } from '../support/staffFixtures';

/**
 * The cap on all photos together is counted at upload, the same on both hosts: every photo
 * sent is counted as it is kept, so visitors who send photo after photo and never order run
 * into the cap at once (not at the next sweep), and an upload past it is refused before a byte
 * of it is kept.
 */
const storageFull =
  'Photo storage is full for now. Please write your list as text, or try again later.';
// A 320×240 camera photo is about 1 kB sent and 0.6 kB kept: room for a few, fewer than the
// dozen uploads an hour one address may send (core's defaultPhotoUploadLimits).
const limitBytes = 2500;

describeOnHosts(
  'the photo cap, counted at upload',
  (api, host) => {
    let photo: Buffer;
    beforeAll(async () => {
      photo = await cameraPhoto('jpeg', { width: 320, height: 240 });
    });

    const driver = () => photoSender(api, host.name);
    const usage = async () => (await api.documents<PhotoStorage>('photoStorage'))[0];
    const expectRefusedAsFull = (reply: Reply) => {
      expect(reply.httpStatus).toBe(429);
      expect(reply.body.error).toMatchObject({
        status: 'RESOURCE_EXHAUSTED',
        message: storageFull,
      });
    };

    test('photos no order took are counted as they are sent; the one past the cap is refused and nothing of it kept', async () => {
      const accepted: string[] = [];
      let reply = await driver().uploadPhoto('shoppingList', photo, 'image/jpeg');
      while (reply.httpStatus === 200 && accepted.length < 10) {
        accepted.push((reply.body.result as { ref: string }).ref);
        // Counted at once: the usage is what the photos kept so far hold.
        const recorded = (await api.documents<Photo>('photos')).filter((p) =>
          accepted.includes(`uploads/${p.id}`),
        );
        expect(recorded).toHaveLength(accepted.length);
        expect((await usage())?.bytes).toBe(recorded.reduce((sum, p) => sum + p.bytes, 0));
        reply = await driver().uploadPhoto('prescription', photo, 'image/jpeg');
      }
      expect(accepted.length).toBeGreaterThanOrEqual(2);
      expectRefusedAsFull(reply);

      const objects = await driver().photoObjects();
      const before = await api.dump();
      expectRefusedAsFull(await driver().uploadPhoto('shoppingList', photo, 'image/jpeg'));
      expect(await driver().photoObjects()).toEqual(objects);
      expect(await api.dump()).toBe(before);
      expect((await usage())?.bytes).toBeLessThanOrEqual(limitBytes);
    });

    test("a vendor's product photo is refused when full, its widths not kept", async () => {
      const vendor = await staffSessions(api)('vendor');
      const objects = await driver().photoObjects();
      const before = await api.dump();
      expectRefusedAsFull(await driver().uploadPhoto('product', photo, 'image/jpeg', vendor));
      expect(await driver().photoObjects()).toEqual(objects);
      expect(await api.dump()).toBe(before);
    });
  },
  { photoStorageLimitBytes: limitBytes },
);
