import { forgetExpiredOrderPhotos } from '../src/actions/photos';
import type { Order } from '../src/model/orders';
import type { Photo } from '../src/model/photos';
import { saveOrder } from '../src/orders/saveOrder';
import type { Query, Store } from '../src/ports';
import { startingTown } from '../src/town/defaults';
import { townDocument } from '../src/town/stored';

/**
 * The purge of an ended order's private photos after the town's retention period, against a
 * store in memory that answers the queries it runs (equal fields, a field below a cutoff) as
 * Firestore does.
 */
function memoryStore(): Store & { docs: Map<string, { id: string }> } {
  const docs = new Map<string, { id: string }>();
  const get = async (collection: string, id: string) =>
    structuredClone(docs.get(`${collection}/${id}`) ?? null);
  const query = async (collection: string, q: Query<never> = {}) => {
    const [field, cutoff] = q.below ?? ['', ''];
    const found = [...docs.entries()]
      .filter(([key]) => key.startsWith(`${collection}/`))
      .map(([, doc]) => doc as unknown as Record<string, string>)
      .filter((doc) => (q.where ?? []).every(([key, value]) => doc[key] === value))
      .filter((doc) => !q.below || (doc[field] !== undefined && doc[field] < cutoff))
      .sort((a, b) => String(a[field]).localeCompare(String(b[field])));
    return structuredClone(found.slice(0, q.limit ?? found.length));
  };
  const store = {
    docs,
    get,
    query,
    async transaction<T>(work: Parameters<Store['transaction']>[0]): Promise<T> {
      const writes: Array<[string, { id: string } | undefined]> = [];
      const result = await work({
        get,
        query,
        set: (collection, doc) => writes.push([`${collection}/${doc.id}`, doc]),
        delete: (collection, id) => writes.push([`${collection}/${id}`, undefined]),
      } as Parameters<Parameters<Store['transaction']>[0]>[0]);
      for (const [key, doc] of writes) {
        if (doc === undefined) docs.delete(key);
        else docs.set(key, doc);
      }
      return result as T;
    },
  };
  return store as unknown as Store & { docs: Map<string, { id: string }> };
}

const dayMs = 24 * 60 * 60 * 1000;
const endedAt = '2026-03-01T10:00:00.000Z';
const afterEnd = (ms: number) => ({ now: () => new Date(Date.parse(endedAt) + ms) });

const photo = (id: string, orderId: string, bytes: number): Photo => ({
  id,
  purpose: id.startsWith('proof') ? 'deliveryProof' : 'prescription',
  contentType: 'image/jpeg',
  bytes,
  orderId,
  createdAt: '2026-03-01T08:00:00.000Z',
});

const order = (id: string, status: Order['status'], photoId: string): Order =>
  ({
    id,
    code: id.toUpperCase(),
    kind: 'pharmacy',
    parts: [],
    shopIds: [],
    items: [],
    prescriptionPhoto: `uploads/${photoId}`,
    ...(status === 'delivered'
      ? {
          proofPhotos: [
            { photo: 'uploads/proof1', outcome: 'delivered', at: endedAt, by: { role: 'admin' } },
          ],
        }
      : {}),
    status,
    updatedAt: endedAt,
  }) as unknown as Order;

async function townWith(days?: number) {
  const store = memoryStore();
  if (days) {
    const town = { ...startingTown('Sonapur'), photoRetentionDays: days };
    store.docs.set('town/town', townDocument(town, new Date(endedAt)));
  }
  await store.transaction(async (tx) => {
    saveOrder(tx, order('ended', 'delivered', 'rx1'));
    saveOrder(tx, order('open', 'outForDelivery', 'rx2'));
    for (const each of [
      photo('rx1', 'ended', 1000),
      photo('proof1', 'ended', 400),
      photo('rx2', 'open', 800),
    ]) {
      tx.set('photos', each);
    }
    tx.set('photoStorage', { id: 'total', bytes: 2200, limitBytes: 10_000, updatedAt: endedAt });
  });
  return store;
}

const photoIds = (store: ReturnType<typeof memoryStore>) =>
  [...store.docs.keys()].filter((key) => key.startsWith('photos/')).sort();

describe('an ended order keeps its private photos for the town retention period', () => {
  it('marks an order that ends holding photos with when it ended, an open one not', async () => {
    const store = await townWith();
    expect((await store.get('orders', 'ended'))?.photosKeptSince).toBe(endedAt);
    expect((await store.get('orders', 'open'))?.photosKeptSince).toBeUndefined();
  });

  it('keeps them until 90 days have passed (the default), then deletes them', async () => {
    const store = await townWith();
    const kept = await forgetExpiredOrderPhotos({ store, clock: afterEnd(90 * dayMs - 60_000) });
    expect(kept).toEqual([]);
    expect(photoIds(store)).toEqual(['photos/proof1', 'photos/rx1', 'photos/rx2']);

    const clock = afterEnd(90 * dayMs + 60_000);
    const gone = await forgetExpiredOrderPhotos({ store, clock });
    expect(gone.map((each) => each.id).sort()).toEqual(['proof1', 'rx1']);
    // The open order's photo stays, however old.
    expect(photoIds(store)).toEqual(['photos/rx2']);
    expect((await store.get('photoStorage', 'total'))?.bytes).toBe(800);
    const ended = await store.get('orders', 'ended');
    expect(ended?.photosRemoved).toEqual({ at: clock.now().toISOString(), afterDays: 90 });
    expect(ended?.photosKeptSince).toBeUndefined();
    // Its references stay: screens say the photo was removed rather than show nothing.
    expect(ended?.prescriptionPhoto).toBe('uploads/rx1');
  });

  it('follows the town setting, and a later pass finds nothing more to do', async () => {
    const store = await townWith(7);
    expect(await forgetExpiredOrderPhotos({ store, clock: afterEnd(6 * dayMs) })).toEqual([]);
    const clock = afterEnd(7 * dayMs + 1);
    expect(await forgetExpiredOrderPhotos({ store, clock })).toHaveLength(2);
    expect((await store.get('orders', 'ended'))?.photosRemoved?.afterDays).toBe(7);
    expect(await forgetExpiredOrderPhotos({ store, clock: afterEnd(400 * dayMs) })).toEqual([]);
    expect(photoIds(store)).toEqual(['photos/rx2']);
  });

  it('never deletes a photo another order holds, even when this one names it', async () => {
    const store = await townWith();
    store.docs.set('photos/rx1', photo('rx1', 'someone-else', 1000));
    const gone = await forgetExpiredOrderPhotos({ store, clock: afterEnd(91 * dayMs) });
    expect(gone.map((each) => each.id)).toEqual(['proof1']);
    expect(photoIds(store)).toContain('photos/rx1');
  });

  it('purges the photos of an order that ended before orders were marked, once the period is past', async () => {
    const store = await townWith();
    // Written as an earlier version did: ended, holding photos, with no mark.
    const { photosKeptSince: _mark, ...unmarked } = (await store.get('orders', 'ended'))!;
    store.docs.set('orders/ended', unmarked);
    expect(await forgetExpiredOrderPhotos({ store, clock: afterEnd(30 * dayMs) })).toEqual([]);
    const gone = await forgetExpiredOrderPhotos({ store, clock: afterEnd(90 * dayMs + 60_000) });
    expect(gone.map((each) => each.id).sort()).toEqual(['proof1', 'rx1']);
    expect((await store.get('orders', 'ended'))?.photosRemoved?.afterDays).toBe(90);
    // The open order is read (its photo is as old) and left as it is.
    expect(await store.get('orders', 'open')).not.toHaveProperty('photosKeptSince');
    expect(photoIds(store)).toEqual(['photos/rx2']);
  });
});
