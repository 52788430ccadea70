import { demoCatalog } from '../../demo';
import {
  buildSearchCatalog,
  type CollectionName,
  keepingSearchCatalog,
  keptSearchCatalog,
  rebuildSearchCatalog,
  type Store,
  searchCatalogId,
  searchCatalogOf,
  searchCatalogParts,
  searchCountsEveryMs,
} from '../src';

type Doc = { id: string } & Record<string, unknown>;

/**
 * A store in memory that counts the documents it reads, as Firestore bills them (a query at
 * least one), with transactions serialised and re-run on request, as Firestore may.
 */
function countingStore() {
  const docs = new Map<string, Map<string, Doc>>();
  const table = (collection: string) => {
    const found = docs.get(collection) ?? new Map<string, Doc>();
    docs.set(collection, found);
    return found;
  };
  let reads = 0;
  const get = async (collection: string, id: string) => {
    reads++;
    return structuredClone(table(collection).get(id) ?? null);
  };
  const query = async (collection: string) => {
    const all = [...table(collection).values()].map((doc) => structuredClone(doc));
    reads += Math.max(all.length, 1);
    return all;
  };
  let retriesLeft = 0;
  const store = {
    get,
    query,
    async transaction<T>(work: Parameters<Store['transaction']>[0]): Promise<T> {
      for (;;) {
        const writes: Array<[string, string, Doc | undefined]> = [];
        const result = await work({
          get,
          query,
          set: (collection: string, doc: Doc) => writes.push([collection, doc.id, doc]),
          delete: (collection: string, id: string) => writes.push([collection, id, undefined]),
        } as never);
        if (retriesLeft > 0) {
          retriesLeft--;
          continue;
        }
        for (const [collection, id, doc] of writes) {
          if (doc === undefined) table(collection).delete(id);
          else table(collection).set(id, structuredClone(doc));
        }
        return result as T;
      }
    },
  } as unknown as Store;
  const seed = (collection: CollectionName, list: readonly object[]) => {
    for (const doc of list) table(collection).set((doc as Doc).id, structuredClone(doc as Doc));
  };
  return {
    store,
    seed,
    docs,
    reads: () => reads,
    resetReads: () => (reads = 0),
    /** The next transaction runs its work twice, the first run's writes thrown away. */
    retryNext: () => (retriesLeft = 1),
  };
}

function demoStore() {
  const memory = countingStore();
  for (const [collection, list] of Object.entries(demoCatalog)) {
    memory.seed(collection as CollectionName, list as object[]);
  }
  return memory;
}

/** As createOrder does: read the product, write it back with `quantity` less in stock. */
const sell = (store: Store, productId: string, quantity: number) =>
  store.transaction(async (tx) => {
    const current = await tx.get('products', productId);
    if (current) tx.set('products', { ...current, stock: current.stock - quantity });
  });

const storedStock = (memory: ReturnType<typeof countingStore>, productId: string) =>
  Number(memory.docs.get('products')?.get(productId)?.stock);

/** The stock search shows for a product, from the kept copy. */
const keptStock = async (store: Store, productId: string) =>
  (await keptSearchCatalog(store))?.entries.find((entry) => entry.docId === productId)?.product
    ?.stock;

const titles = (answer: { entries: Array<{ title: string }> }) =>
  answer.entries.map((entry) => entry.title);

describe('the kept search catalog', () => {
  test('a search reads one document, not the catalog, and finds a product renamed at once', async () => {
    const memory = demoStore();
    const store = keepingSearchCatalog(memory.store, { now: () => new Date() });
    await rebuildSearchCatalog(store, Date.now());
    memory.resetReads();
    const kept = await searchCatalogOf(store);
    expect(memory.reads()).toBe(1);
    expect(kept).toEqual(JSON.parse(JSON.stringify(await buildSearchCatalog(memory.store))));

    const product = demoCatalog.products.find((p) => p.name === 'Katla Fish');
    await store.transaction(async (tx) => {
      tx.set('products', { ...product, name: 'Zebrafin Catla' } as never);
    });
    memory.resetReads();
    const after = await searchCatalogOf(store);
    expect(memory.reads()).toBe(1);
    expect(titles(after)).toContain('Zebrafin Catla');
    expect(titles(after)).not.toContain('Katla Fish');
  });

  test('a write outside the catalog leaves the kept copy alone; a catalog write re-run keeps it right', async () => {
    const memory = demoStore();
    const store = keepingSearchCatalog(memory.store, { now: () => new Date() });
    await rebuildSearchCatalog(store, Date.now());
    const before = memory.docs.get('searchCatalogs')?.get(searchCatalogId);
    await store.transaction(async (tx) => {
      tx.set('orders', { id: 'o1' } as never);
    });
    expect(memory.docs.get('searchCatalogs')?.get(searchCatalogId)).toBe(before);
    memory.retryNext();
    await store.transaction(async (tx) => {
      tx.delete('services', (demoCatalog.services[0] as { id: string }).id);
    });
    const after = await keptSearchCatalog(memory.store);
    expect(after).not.toBeNull();
    expect(
      after?.entries.some((e) => e.docId === (demoCatalog.services[0] as { id: string }).id),
    ).toBe(false);
  });

  test('an order’s stock change is patched in place for a few reads, and search shows the new stock', async () => {
    const memory = demoStore();
    let now = 1_000_000;
    const store = keepingSearchCatalog(memory.store, { now: () => new Date(now) });
    await rebuildSearchCatalog(store, now);
    now += searchCountsEveryMs;
    const product = demoCatalog.products.find((p) => p.name === 'Katla Fish') as { id: string };
    memory.resetReads();
    await sell(store, product.id, 2);
    // The order's own read, then the patch: the kept copy and the product, not the catalog.
    expect(memory.reads()).toBe(3);
    expect(await keptStock(store, product.id)).toBe(storedStock(memory, product.id));
    expect(await searchCatalogOf(store)).toEqual(
      JSON.parse(JSON.stringify(await buildSearchCatalog(memory.store))),
    );
  });

  test('counts are written at most once a minute: an order inside it costs one read and no write', async () => {
    const memory = demoStore();
    let now = 1_000_000;
    const store = keepingSearchCatalog(memory.store, { now: () => new Date(now) });
    await rebuildSearchCatalog(store, now);
    const kept = memory.docs.get('searchCatalogs')?.get(searchCatalogId);
    const product = demoCatalog.products.find((p) => p.name === 'Katla Fish') as { id: string };
    const keptBefore = await keptStock(store, product.id);
    memory.resetReads();
    now += searchCountsEveryMs - 1;
    await sell(store, product.id, 1);
    // The order's own read and the kept copy's part 0; nothing written.
    expect(memory.reads()).toBe(2);
    expect(memory.docs.get('searchCatalogs')?.get(searchCatalogId)).toBe(kept);
    expect(await keptStock(store, product.id)).toBe(keptBefore);

    now += 1;
    await sell(store, product.id, 1);
    expect(await keptStock(store, product.id)).toBe(storedStock(memory, product.id));
    expect(memory.docs.get('searchCatalogs')?.get(searchCatalogId)?.countsAt).toBe(now);
  });

  test('an order that sells a product out shows it out of stock at once, inside the minute too', async () => {
    const memory = demoStore();
    let now = 1_000_000;
    const store = keepingSearchCatalog(memory.store, { now: () => new Date(now) });
    await rebuildSearchCatalog(store, now);
    const product = demoCatalog.products.find((p) => p.name === 'Katla Fish') as { id: string };
    now += 1_000;
    await sell(store, product.id, storedStock(memory, product.id));
    expect(storedStock(memory, product.id)).toBe(0);
    expect(await keptStock(store, product.id)).toBe(0);
    // Counts written by a flip inside the minute keep the older time: the others are no fresher.
    expect(memory.docs.get('searchCatalogs')?.get(searchCatalogId)?.countsAt).toBe(1_000_000);

    now += 1_000;
    await store.transaction(async (tx) => {
      const current = await tx.get('products', product.id);
      if (current) tx.set('products', { ...current, stock: 7 });
    });
    expect(await keptStock(store, product.id)).toBe(7);
  });

  test('a shop’s hours changed leave the kept copy as it was; its name changed rebuilds it', async () => {
    const memory = demoStore();
    const store = keepingSearchCatalog(memory.store, { now: () => new Date() });
    await rebuildSearchCatalog(store, Date.now());
    const kept = memory.docs.get('searchCatalogs')?.get(searchCatalogId);
    const shop = demoCatalog.shops.find((s) => s.active) as { id: string; name: string };
    await store.transaction(async (tx) => {
      const current = await tx.get('shops', shop.id);
      if (current) tx.set('shops', { ...current, hours: [] });
    });
    expect(memory.docs.get('searchCatalogs')?.get(searchCatalogId)).toBe(kept);
    await store.transaction(async (tx) => {
      const current = await tx.get('shops', shop.id);
      if (current) tx.set('shops', { ...current, name: 'Quokka Stores' });
    });
    expect(memory.docs.get('searchCatalogs')?.get(searchCatalogId)).not.toBe(kept);
    const found = await searchCatalogOf(store);
    expect(found.entries.find((e) => e.kind === 'shop' && e.docId === shop.id)?.title).toBe(
      'Quokka Stores',
    );
  });

  test('a catalog too large for one document is kept in parts, read back whole; parts of two builds are not mixed', async () => {
    const memory = demoStore();
    const answer = await buildSearchCatalog(memory.store);
    const parts = searchCatalogParts(answer, 1000);
    expect(parts.length).toBeGreaterThan(5);
    await memory.store.transaction(async (tx) => {
      for (const part of parts) tx.set('searchCatalogs', part);
    });
    memory.resetReads();
    expect(await keptSearchCatalog(memory.store)).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(memory.reads()).toBe(parts.length);
    // A part of another build: the reader answers null and search builds from the catalog.
    await memory.store.transaction(async (tx) => {
      tx.set('searchCatalogs', { ...(parts[1] as (typeof parts)[number]), stamp: 'other' });
    });
    expect(await keptSearchCatalog(memory.store)).toBeNull();
    expect(await searchCatalogOf(memory.store)).toEqual(answer);
  });

  test('the demo catalog five times over fits one document under Firestore’s 1 MiB', async () => {
    const memory = countingStore();
    for (const [collection, list] of Object.entries(demoCatalog)) {
      const copies = Array.from({ length: 5 }, (_, n) =>
        (list as Doc[]).map((doc) => ({ ...doc, id: `${doc.id}-${n}` })),
      ).flat();
      memory.seed(collection as CollectionName, copies);
    }
    const parts = searchCatalogParts(await buildSearchCatalog(memory.store));
    for (const part of parts) expect(Buffer.byteLength(part.text)).toBeLessThan(900_000);
    expect(parts.length).toBeLessThanOrEqual(2);
  });

  test('a part never ends between the two halves of a surrogate pair', () => {
    const answer = { entries: [], words: [{ name: '😀😀😀😀', words: ['😀'] }] };
    const parts = searchCatalogParts(answer as never, 3);
    for (const part of parts) expect(part.text).toBe(Buffer.from(part.text).toString());
    expect(JSON.parse(parts.map((p) => p.text).join(''))).toEqual(answer);
  });
});
