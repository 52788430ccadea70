import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importRequestLimit, maxPhotoBytes } from '@town/core';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { cameraPhoto, paddedTo } from '../support/photos';

/**
 * Request bodies have ceilings, checked before anything is parsed or stored: 64 KiB for API
 * calls (JSON documents), 5 MiB for a spreadsheet import's own route (a file of at most 2 MB as
 * JSON text), 3 MiB for a photo (the browser shrinks photos well below that).
 */
let api: LocalDriver;
let photo: Buffer;
beforeAll(async () => {
  api = await startLocalDriver();
  photo = await cameraPhoto('jpeg');
});
afterAll(() => api.stop());

const apiLimit = 64 * 1024;
const tooLarge = { status: 'INVALID_ARGUMENT', message: 'The request is too large' };

/** A JSON body of exactly `size` bytes: {"data":{"note":"xxx..."}}. */
function jsonOfSize(size: number): string {
  const frame = '{"data":{"note":""}}';
  return `{"data":{"note":"${'x'.repeat(size - frame.length)}"}}`;
}

/** A real JPEG of exactly `size` bytes (padded after the image). */
const jpegOfSize = (size: number) => paddedTo(photo, size);

const uploads = () => {
  const dir = join(dirname(api.databaseFile), 'uploads');
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe('request body limits', () => {
  test('an API call of exactly 64 KiB is read (and judged on its content)', async () => {
    const body = jsonOfSize(apiLimit);
    expect(Buffer.byteLength(body)).toBe(apiLimit);
    const reply = await api.send('/api/call/createOrder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(reply.body.error?.message).not.toBe(tooLarge.message);
  });

  test('one byte more is refused with 413 before it is parsed; nothing changes', async () => {
    const before = api.dump();
    for (const action of ['createOrder', 'adminSignIn', 'signOut']) {
      const reply = await api.send(`/api/call/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: jsonOfSize(apiLimit + 1),
      });
      expect(reply.httpStatus).toBe(413);
      expect(reply.body.error).toEqual(tooLarge);
    }
    expect(api.dump()).toBe(before);
  });

  test("an import's body is held to its own limit: read up to 5 MiB, refused past it, saying why", async () => {
    expect(importRequestLimit.bytes).toBe(5 * 1024 * 1024);
    const before = api.dump();
    for (const action of ['adminImportCatalog', 'vendorImportProducts']) {
      // No session: a body within the limit is read, and then refused for who sent it.
      const within = await api.send(`/api/call/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: jsonOfSize(importRequestLimit.bytes),
      });
      expect(within.httpStatus).toBe(401);
      const over = await api.send(`/api/call/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: jsonOfSize(importRequestLimit.bytes + 1),
      });
      expect(over.httpStatus).toBe(413);
      expect(over.body.error).toEqual({
        status: 'INVALID_ARGUMENT',
        message: 'The file is too large: an import takes at most 2 MB',
      });
    }
    expect(api.dump()).toBe(before);
  });

  test('a photo of exactly 3 MiB is stored', async () => {
    expect(maxPhotoBytes).toBe(3 * 1024 * 1024);
    const reply = await api.send('/api/photos?purpose=prescription', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpegOfSize(maxPhotoBytes)),
    });
    expect(reply.httpStatus).toBe(200);
    expect((reply.body.result as { ref: string }).ref).toMatch(/^uploads\//);
  });

  test('a photo one byte over 3 MiB is refused with 413 and nothing is stored', async () => {
    const before = { rows: api.dump(), files: uploads() };
    const reply = await api.send('/api/photos?purpose=prescription', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(jpegOfSize(maxPhotoBytes + 1)),
    });
    expect(reply.httpStatus).toBe(413);
    expect(reply.body.error).toEqual(tooLarge);
    expect({ rows: api.dump(), files: uploads() }).toEqual(before);
  });

  test('a photo sent as JSON is held to the API limit, not the photo one', async () => {
    const reply = await api.send('/api/photos?purpose=prescription', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: jsonOfSize(apiLimit + 1),
    });
    expect(reply.httpStatus).toBe(413);
  });
});
