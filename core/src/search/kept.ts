import type { CollectionName } from '../model/collections';
import type { SearchCatalogPart } from '../model/searchCatalog';
import type { Clock } from '../ports';
import type { Store, StoreReader, Transaction } from '../ports/store';
import { type SearchEntry, searchEntriesOf } from './entries';

/**
 * The search catalog kept built (decision 1960). A search used to read every catalog document
 * (about 260 for the demo town, five times more for a catalog five times larger); it now reads
 * the one document the catalog was last built into. Every transaction that writes a catalog
 * collection the search looks through drops that document in the same commit, and the store
 * builds it again right after, so a search never answers from a catalog older than the last
 * committed edit. Written against the Store port only; the Firebase host wraps its store with
 * it, the local host does not (its read cache keeps the answer already, and reads cost nothing
 * there), so its `searchCatalog` builds the answer each time it is not cached, as before.
 */

/** News older than the newest this many stays out of search: the news page has it all. */
const newestPosts = 60;

/** The id of part 0 of the kept catalog; part n is `<id>-<n>`. */
export const searchCatalogId = 'current';

/**
 * At most this many UTF-16 code units of JSON a part: at most 3 bytes each in UTF-8, so a part
 * stays below 800 KB, well inside Firestore's 1 MiB for a document with its other fields.
 */
export const searchCatalogPartChars = 250_000;

/** The collections the search catalog is built from: writing one makes the kept copy stale. */
export const searchSourceCollections = [
  'shops',
  'products',
  'doctors',
  'labTests',
  'emergencyContacts',
  'teachers',
  'transport',
  'busRoutes',
  'feeds',
  'services',
  'searchWords',
] as const satisfies readonly CollectionName[];

const sources: ReadonlySet<string> = new Set(searchSourceCollections);

/** What the `searchCatalog` read answers. */
export interface SearchCatalogAnswer {
  entries: SearchEntry[];
  words: Array<{ name: string; words: string[] }>;
}

/** The answer built from the catalog collections themselves (a read of every document). */
export async function buildSearchCatalog(store: StoreReader): Promise<SearchCatalogAnswer> {
  const [shops, products, doctors, labTests, emergencyContacts, teachers, transport] =
    await Promise.all([
      store.query('shops', {}),
      store.query('products', {}),
      store.query('doctors', {}),
      store.query('labTests', {}),
      store.query('emergencyContacts', { orderBy: { field: 'rank' } }),
      store.query('teachers', {}),
      store.query('transport', {}),
    ]);
  const [busRoutes, feeds, services, searchWords] = await Promise.all([
    store.query('busRoutes', {}),
    store.query('feeds', {
      orderBy: { field: 'publishedAt', direction: 'desc' },
      limit: newestPosts,
    }),
    store.query('services', {}),
    store.query('searchWords', { orderBy: { field: 'name' } }),
  ]);
  const entries = searchEntriesOf({
    shops,
    products,
    doctors,
    labTests,
    emergencyContacts,
    teachers,
    transport,
    busRoutes,
    feeds,
    services,
  });
  return { entries, words: searchWords.map(({ name, words }) => ({ name, words })) };
}

const partId = (n: number) => (n === 0 ? searchCatalogId : `${searchCatalogId}-${n}`);

/** FNV-1a over the text, with its length: tells one build's parts from another's. */
function stampOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}.${hash.toString(36)}`;
}

/**
 * The JSON text cut in parts, never between the two halves of a surrogate pair; `countsAt`, on
 * part 0, says when its stock counts were current.
 */
export function searchCatalogParts(
  answer: SearchCatalogAnswer,
  partChars = searchCatalogPartChars,
  countsAt?: number,
): SearchCatalogPart[] {
  const text = JSON.stringify(answer);
  const pieces: string[] = [];
  for (let start = 0; start < text.length || pieces.length === 0; ) {
    let end = Math.min(start + partChars, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    pieces.push(text.slice(start, end));
    start = end;
  }
  const stamp = stampOf(text);
  return pieces.map((piece, n) => ({
    id: partId(n),
    parts: pieces.length,
    stamp,
    text: piece,
    ...(n === 0 && countsAt !== undefined ? { countsAt } : {}),
  }));
}

/** The kept answer, or null when it is not there (dropped by a write) or its parts disagree. */
export async function keptSearchCatalog(store: StoreReader): Promise<SearchCatalogAnswer | null> {
  const first = await store.get('searchCatalogs', searchCatalogId);
  return first ? keptFrom(store, first) : null;
}

/** The kept answer whose part 0 is `first` (already read: Firestore bills each read). */
async function keptFrom(
  store: StoreReader,
  first: SearchCatalogPart,
): Promise<SearchCatalogAnswer | null> {
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.parts - 1, 0) }, (_, n) =>
      store.get('searchCatalogs', partId(n + 1)),
    ),
  );
  const parts = [first, ...rest];
  if (parts.some((part) => !part || part.stamp !== first.stamp)) return null;
  const text = parts.map((part) => part?.text ?? '').join('');
  if (stampOf(text) !== first.stamp) return null;
  try {
    return JSON.parse(text) as SearchCatalogAnswer;
  } catch {
    return null;
  }
}

/** The search catalog: the kept copy when there is one, else built from the catalog. */
export async function searchCatalogOf(store: StoreReader): Promise<SearchCatalogAnswer> {
  return (await keptSearchCatalog(store)) ?? buildSearchCatalog(store);
}

/**
 * Builds the catalog and keeps it, in one transaction: it reads every document it is built
 * from, so an edit committed meanwhile makes it run again (Firestore) or waits (SQLite), and
 * the kept copy is never older than the catalog. Parts a smaller build no longer needs stay,
 * unread: part 0 says how many there are.
 */
export function rebuildSearchCatalog(store: Store, now: number): Promise<void> {
  return store.transaction(async (tx) => {
    const parts = searchCatalogParts(await buildSearchCatalog(tx), searchCatalogPartChars, now);
    for (const part of parts) tx.set('searchCatalogs', part);
  });
}

/** Builds the kept catalog when it is missing (after a crash between an edit and its rebuild). */
export async function ensureSearchCatalog(store: Store, clock: Clock): Promise<boolean> {
  if (await store.get('searchCatalogs', searchCatalogId)) return false;
  await rebuildSearchCatalog(store, clock.now().getTime());
  return true;
}

/** Fields of a source document search never looks at: a write changing only them changes nothing. */
const ignoredBySearch: Partial<Record<string, readonly string[]>> = {
  // Opening hours and a closure: search shows a shop by its name, type, address and text.
  shops: ['hours', 'closure'],
};

/**
 * Fields of a product search shows as they are now, patched in place in the kept catalog: every
 * order and every restock changes a stock, and rebuilding the catalog for each would cost reads
 * that grow with the catalog.
 */
const patchedInPlace = ['stock', 'available'] as const;

function differsOnlyIn(before: object, after: object, fields: readonly string[]): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (fields.includes(key)) continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}

/**
 * How often the kept copy's stock counts are written when no product sells out or comes back:
 * Firestore sustains about one write a second on one document, and a town a hundred times the
 * target's orders more than that at its busiest. Search shows a count only as the cart's cap
 * (the order itself checks the stock), so a count may lag this long behind; whether a product
 * is on sale never lags.
 */
export const searchCountsEveryMs = 60_000;

/** Whether a product write puts it on sale or takes it off: search must show that at once. */
function flipsOnSale(before: object, after: object): boolean {
  const onSale = (doc: object) => {
    const { available, stock } = doc as { available?: unknown; stock?: unknown };
    return available !== false && typeof stock === 'number' && stock > 0;
  };
  return onSale(before) !== onSale(after);
}

/**
 * Sets the stock of these products in the kept catalog to what the store has now. Reads the
 * products in the same transaction as the kept copy, so of two orders patching at once the last
 * writes the latest stock. Unless one of them went on or off sale (`flipped`), a kept copy whose
 * counts were written in the last `searchCountsEveryMs` is left as it is, after one read. A
 * missing kept copy is left for the next build.
 */
async function patchStock(
  store: Store,
  productIds: ReadonlySet<string>,
  flipped: boolean,
  now: number,
): Promise<void> {
  await store.transaction(async (tx) => {
    const first = await tx.get('searchCatalogs', searchCatalogId);
    if (!first) return;
    const countsFresh = first.countsAt !== undefined && now - first.countsAt < searchCountsEveryMs;
    if (countsFresh && !flipped) return;
    const kept = await keptFrom(tx, first);
    if (!kept) return;
    const products = await Promise.all([...productIds].map((id) => tx.get('products', id)));
    const current = new Map(
      products.flatMap((product) => (product ? [[product.id, product]] : [])),
    );
    let changed = false;
    for (const entry of kept.entries) {
      const product = entry.kind === 'product' ? current.get(entry.docId) : undefined;
      if (!product || !entry.product) continue;
      entry.product = { ...entry.product, stock: product.stock, available: product.available };
      changed = true;
    }
    if (!changed) return;
    // A flip written inside the minute keeps the older `countsAt`: other counts are no fresher.
    const countsAt = countsFresh ? first.countsAt : now;
    for (const part of searchCatalogParts(kept, searchCatalogPartChars, countsAt)) {
      tx.set('searchCatalogs', part);
    }
  });
}

/**
 * `store`, whose transactions keep the kept search catalog right. A write to a collection search
 * is built from drops it in the same commit, and it is built again once that commit is done;
 * but a write that changes only what search ignores (a shop's hours) leaves it, and one that
 * changes only a product's stock (an order, a restock) has the stock patched after the commit.
 * Both need the document as it was, read in the same transaction (every action reads what it
 * changes); a write of a document it did not read drops the kept copy. A transaction may run
 * more than once: what it wrote is told afresh each run.
 */
export function keepingSearchCatalog<S extends Store>(store: S, clock: Clock): S {
  const now = () => clock.now().getTime();
  const transaction: Store['transaction'] = async (work) => {
    let dropped = false;
    let stockOf = new Set<string>();
    let flipped = false;
    const result = await store.transaction((tx) => {
      dropped = false;
      stockOf = new Set();
      flipped = false;
      const before = new Map<string, object | null>();
      const remember = (collection: string, doc: { id: string } | null, id = doc?.id) => {
        if (sources.has(collection) && id !== undefined) before.set(`${collection}/${id}`, doc);
      };
      const drop = () => {
        if (dropped) return;
        dropped = true;
        tx.delete('searchCatalogs', searchCatalogId);
      };
      const watched: Transaction = {
        async get(collection, id) {
          const doc = await tx.get(collection, id);
          remember(collection, doc, id);
          return doc;
        },
        async query(collection, query) {
          const docs = await tx.query(collection, query);
          for (const doc of docs) remember(collection, doc);
          return docs;
        },
        set(collection, doc) {
          tx.set(collection, doc);
          if (!sources.has(collection)) return;
          const was = before.get(`${collection}/${doc.id}`);
          if (!was) return drop();
          if (differsOnlyIn(was, doc, ignoredBySearch[collection] ?? [])) return;
          if (collection === 'products' && differsOnlyIn(was, doc, patchedInPlace)) {
            stockOf.add(doc.id);
            flipped ||= flipsOnSale(was, doc);
            return;
          }
          drop();
        },
        delete(collection, id) {
          tx.delete(collection, id);
          if (sources.has(collection)) drop();
        },
      };
      return work(watched);
    });
    if (dropped) await rebuildSearchCatalog(store, now());
    else if (stockOf.size > 0) await patchStock(store, stockOf, flipped, now());
    return result;
  };
  return { ...store, transaction };
}
