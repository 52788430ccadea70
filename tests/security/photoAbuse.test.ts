import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Photo, type PhotoStorage, unattachedPhotoLifetimeMs } from '@town/core';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { cameraPhoto } from '../support/photos';

/**
 * Photos cannot fill the disk: uploads are limited per client (core's count, on both hosts:
 * tests/contract/photoUploadLimits.test.ts), all photos together are capped, and a photo no
 * order took is deleted after a few hours, with its file.
 */
const customer = { name: 'Rupa Mondal', phone: '9000000911' };
const address = { line: '4 Hospital Para, Sonapur' };

let photo: Buffer;
beforeAll(async () => {
  photo = await cameraPhoto('jpeg', { width: 320, height: 240 });
});

const uploadsOf = (api: LocalDriver) => {
  try {
    return readdirSync(join(dirname(api.databaseFile), 'uploads')).sort();
  } catch {
    return [];
  }
};

function upload(api: LocalDriver, purpose = 'prescription') {
  return api.send(`/api/photos?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg' },
    body: new Uint8Array(photo),
  });
}

const usageOf = (api: LocalDriver) => api.documents<PhotoStorage>('photoStorage')[0];

async function waitUntil(condition: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the cap on all photos together', () => {
  let api: LocalDriver;
  let limitBytes: number;
  beforeAll(async () => {
    // Room for three photos as the host keeps them (re-encoded, a little smaller or larger).
    limitBytes = 3 * photo.length + photo.length / 2;
    api = await startLocalDriver({
      photos: { uploadsPerHour: 1000, storageLimitBytes: limitBytes, sweepEveryMs: 60_000 },
    });
  });
  afterAll(() => api.stop());

  test('when full, an upload is refused with a clear message and nothing is stored', async () => {
    let accepted = 0;
    let reply = await upload(api);
    while (reply.httpStatus === 200 && accepted < 20) {
      accepted++;
      reply = await upload(api);
    }
    expect(accepted).toBeGreaterThanOrEqual(2);
    expect(reply.httpStatus).toBe(429);
    expect(reply.body.error?.message).toBe(
      'Photo storage is full for now. Please write your list as text, or try again later.',
    );
    const stored = api.documents<Photo>('photos');
    expect(stored).toHaveLength(accepted);
    expect(uploadsOf(api)).toHaveLength(accepted);
    const usage = usageOf(api)!;
    expect(usage.bytes).toBe(stored.reduce((sum, p) => sum + p.bytes, 0));
    expect(usage.bytes).toBeLessThanOrEqual(limitBytes);
    expect(usage.limitBytes).toBe(limitBytes);
  });
});

describe('photos no order took', () => {
  let api: LocalDriver;
  beforeAll(async () => {
    api = await startLocalDriver({ photos: { uploadsPerHour: 1000, sweepEveryMs: 50 } });
  });
  afterAll(() => api.stop());

  test('are deleted with their files after a few hours; a photo on an order stays', async () => {
    const kept = ((await upload(api)).body.result as { ref: string }).ref;
    const dropped = ((await upload(api, 'shoppingList')).body.result as { ref: string }).ref;
    const placed = await api.call('createOrder', {
      kind: 'pharmacy',
      customer,
      address,
      items: [],
      prescriptionPhoto: kept,
    });
    expect(placed.httpStatus).toBe(200);
    // A file left without a record (an upload cut short) goes too.
    const uploadsDir = join(dirname(api.databaseFile), 'uploads');
    const stray = join(uploadsDir, 'cut-short.part');
    writeFileSync(stray, 'half a photo');
    const longAgo = new Date('2026-01-01T00:00:00Z');
    utimesSync(stray, longAgo, longAgo);

    const idOf = (ref: string) => ref.split('/')[1]!;
    // Not yet: a customer may still be finishing the order.
    api.advanceClock(unattachedPhotoLifetimeMs - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(uploadsOf(api)).toContain(idOf(dropped));

    api.advanceClock(2 * 60_000);
    await waitUntil(() => !uploadsOf(api).includes(idOf(dropped)));
    await waitUntil(() => !uploadsOf(api).includes('cut-short.part'));
    expect(uploadsOf(api)).toEqual([idOf(kept)]);
    expect(api.documents<Photo>('photos').map((p) => p.id)).toEqual([idOf(kept)]);
    const keptPhoto = api.documents<Photo>('photos')[0]!;
    await waitUntil(() => usageOf(api)?.bytes === keptPhoto.bytes);
  });
});
