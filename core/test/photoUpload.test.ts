import { uploadPhoto } from '../src/actions/photos';
import type { Principal } from '../src/app/principal';
import { createScryptHasher } from '../src/node/passwords';
import type { PhotoObject, PhotoObjectStore, Store } from '../src/ports';

/**
 * Core's photo upload with a store, an object store and an encoder in memory: the order of its
 * steps, which both hosts now share (the hosts' own suites drive it with real photos).
 */
function memoryStore(): Store & { docs: Map<string, unknown> } {
  const docs = new Map<string, unknown>();
  const get = async (collection: string, id: string) =>
    structuredClone(docs.get(`${collection}/${id}`) ?? null);
  // Transactions serialised, as on the local host; reads see what earlier ones committed.
  let queue = Promise.resolve();
  const store = {
    docs,
    get,
    query: async () => [],
    transaction<T>(work: Parameters<Store['transaction']>[0]): Promise<T> {
      const run = queue.then(async () => {
        const writes: Array<[string, unknown]> = [];
        const result = await work({
          get,
          query: async () => [],
          set: (collection, doc) => writes.push([`${collection}/${doc.id}`, doc]),
          delete: (collection, id) => writes.push([`${collection}/${id}`, undefined]),
        } as Parameters<Parameters<Store['transaction']>[0]>[0]);
        for (const [key, doc] of writes) {
          if (doc === undefined) docs.delete(key);
          else docs.set(key, doc);
        }
        return result;
      });
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run as Promise<T>;
    },
  };
  return store as unknown as Store & { docs: Map<string, unknown> };
}

function memoryObjects(): PhotoObjectStore & { kept: Map<string, number>; puts: number } {
  const kept = new Map<string, number>();
  const nameOf = (object: PhotoObject) =>
    object.purpose === 'product' ? `${object.photoId}-w${object.width}` : object.photoId;
  return {
    kept,
    puts: 0,
    async put(object, bytes) {
      this.puts++;
      kept.set(nameOf(object), bytes.length);
      return undefined;
    },
    async remove(object) {
      kept.delete(nameOf(object));
    },
  };
}

/** Keeps 600 of every 1000 bytes sent, as sharp roughly does with a camera JPEG. */
const encoder = {
  decodes: 0,
  async reencode(bytes: Uint8Array) {
    this.decodes++;
    return { bytes: new Uint8Array((bytes.length * 3) / 5), contentType: 'image/jpeg' as const };
  },
  async productVariants(bytes: Uint8Array) {
    this.decodes++;
    return [
      { width: 320 as const, bytes: new Uint8Array(bytes.length / 5) },
      { width: 640 as const, bytes: new Uint8Array((bytes.length * 2) / 5) },
    ];
  },
};

const visitor: Principal = { role: 'visitor' };
let next = 0;
const ctx = (store: Store) => ({
  store,
  clock: { now: () => new Date('2026-11-28T10:00:00Z') },
  ids: { newId: () => `photo${++next}`, newCode: () => 'K7Q-4MX', newSecret: () => 's' },
  hasher: createScryptHasher(),
  // No client address, as from a tool: the per-client count is skipped (its own contract test).
  client: undefined,
});
const photo = (bytes = 1000, purpose: string = 'shoppingList') => ({
  purpose,
  contentType: 'image/jpeg',
  bytes: new Uint8Array(bytes),
});
const usage = (store: { docs: Map<string, unknown> }) =>
  (store.docs.get('photoStorage/total') as { bytes: number } | undefined)?.bytes;

describe('uploadPhoto (core, both hosts)', () => {
  test('counts each photo as it is kept, and refuses the one past the cap before decoding or keeping it', async () => {
    const store = memoryStore();
    const objects = memoryObjects();
    const ports = { objects, encoder, storage: { limitBytes: 2000 } };
    encoder.decodes = 0;
    await uploadPhoto(ctx(store), ports, visitor, photo());
    expect(usage(store)).toBe(600);
    await uploadPhoto(ctx(store), ports, visitor, photo());
    expect(usage(store)).toBe(1200);
    // 1200 kept and 1000 sent: past the cap of 2000.
    await expect(uploadPhoto(ctx(store), ports, visitor, photo())).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    expect([encoder.decodes, objects.puts, objects.kept.size, usage(store)]).toEqual([
      2, 2, 2, 1200,
    ]);
  });

  test('of two sent at once with room for one, the second recorded is refused and its bytes deleted', async () => {
    const store = memoryStore();
    const objects = memoryObjects();
    const ports = { objects, encoder, storage: { limitBytes: 1100 } };
    const results = await Promise.allSettled([
      uploadPhoto(ctx(store), ports, visitor, photo()),
      uploadPhoto(ctx(store), ports, visitor, photo()),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(objects.kept.size).toBe(1);
    expect(usage(store)).toBe(600);
  });

  test('a product photo is kept in its widths and counted as their sum; a visitor may not send one', async () => {
    const store = memoryStore();
    const objects = memoryObjects();
    const ports = { objects, encoder, storage: { limitBytes: 10_000 } };
    await expect(
      uploadPhoto(ctx(store), ports, visitor, photo(1000, 'product')),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(objects.puts).toBe(0);
    const vendor: Principal = { role: 'vendor', vendorId: 'v1', shopId: 'shop-1' } as Principal;
    const { ref } = await uploadPhoto(ctx(store), ports, vendor, photo(1000, 'product'));
    const id = ref.split('/')[1];
    expect([...objects.kept.keys()].sort()).toEqual([`${id}-w320`, `${id}-w640`]);
    expect(usage(store)).toBe(600);
    expect(store.docs.get(`photos/${id}`)).toMatchObject({ shopId: 'shop-1', productId: null });
  });

  test.each([
    ['an unknown purpose', { ...photo(), purpose: 'selfie' }, /purpose must be/],
    ['an empty photo', photo(0), /empty/],
    ['a photo over 3 MB', photo(3 * 1024 * 1024 + 1), /larger than 3 MB/],
    ['a type that is not a photo', { ...photo(), contentType: 'image/svg+xml' }, /JPEG, PNG/],
  ])('refuses %s before any work', async (_name, upload, message) => {
    const store = memoryStore();
    const objects = memoryObjects();
    const ports = { objects, encoder, storage: { limitBytes: 10_000_000 } };
    await expect(uploadPhoto(ctx(store), ports, visitor, upload)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(message),
    });
    expect([objects.puts, store.docs.size]).toEqual([0, 0]);
  });
});
