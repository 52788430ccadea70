import {
  type Clock,
  type CollectionName,
  type Collections,
  currentBookingDoc,
  keepingSearchCatalog,
  type Order,
  type QueryShape,
  queryPlan,
  type Store,
  type StoreReader,
  type Transaction,
  withParts,
} from '@town/core';
import {
  type DocumentSnapshot,
  FieldPath,
  type Firestore,
  type Query as FirestoreQuery,
  type Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';

type Doc<C extends CollectionName> = Collections[C];

/** A store query on firebase-admin, built from core's plan, and how many first answers to drop. */
function toQuery(db: Firestore, collection: CollectionName, query: QueryShape = {}) {
  const { steps, skip, afterId } = queryPlan(query);
  let built: FirestoreQuery = db.collection(collection);
  for (const step of steps) {
    if (step.kind === 'where') built = built.where(step.field, step.op, step.value);
    else if (step.kind === 'orderBy') built = built.orderBy(step.field, step.direction);
    else built = built.limit(step.count);
  }
  if (afterId !== undefined) built = built.orderBy(FieldPath.documentId()).startAfter(afterId);
  return { built, skip };
}

const dataOf = <C extends CollectionName>(snapshot: DocumentSnapshot): Doc<C> | null =>
  snapshot.exists ? (snapshot.data() as Doc<C>) : null;

/**
 * The core repository port on Firestore (firebase-admin). Documents are stored whole, with
 * their `id` inside as well as in the path, so a query result is the same object the local
 * host returns. Transactions are Firestore's own: optimistic, retried on contention, reads
 * before writes (the SDK refuses a read after a write, as the port demands).
 */
export function createFirestoreStore(db: Firestore, clock: Clock): Store {
  const ref = (collection: CollectionName, id: string) => db.collection(collection).doc(id);

  /**
   * An order stored before orders had parts reads as one part per shop (the local host
   * rewrites its old orders once, in a migration); its next write stores it so.
   */
  async function current<C extends CollectionName>(collection: C, doc: Doc<C> | null) {
    // A booking stored before bookings had steps reads with them (decision 1750), as locally.
    if (collection !== 'orders') return currentBookingDoc(collection, doc);
    if (doc === null || 'parts' in doc) return doc;
    const order = doc as unknown as Order;
    const shops = order.shopIds.length
      ? await db.getAll(...order.shopIds.map((id) => ref('shops', id)))
      : [];
    const names = new Map(shops.map((shop) => [shop.id, shop.get('name') as string | undefined]));
    return withParts(order, (id) => names.get(id)) as unknown as Doc<C>;
  }
  const allCurrent = <C extends CollectionName>(collection: C, docs: DocumentSnapshot[]) =>
    Promise.all(docs.map((doc) => current(collection, doc.data() as Doc<C>))) as Promise<Doc<C>[]>;

  const reader: StoreReader = {
    async get(collection, id) {
      return current(collection, dataOf(await ref(collection, id).get()));
    },
    async query(collection, query) {
      const { built, skip } = toQuery(db, collection, query);
      const snapshot = await built.get();
      return allCurrent(collection, snapshot.docs.slice(skip));
    },
  };

  function transactionOf(t: FirestoreTransaction): Transaction {
    return {
      async get(collection, id) {
        return current(collection, dataOf(await t.get(ref(collection, id))));
      },
      async query(collection, query) {
        const { built, skip } = toQuery(db, collection, query);
        const snapshot = await t.get(built);
        return allCurrent(collection, snapshot.docs.slice(skip));
      },
      set(collection, doc) {
        t.set(ref(collection, doc.id), doc);
      },
      delete(collection, id) {
        t.delete(ref(collection, id));
      },
    };
  }

  // A catalog write drops the kept search catalog and builds it again (decision 1960).
  return keepingSearchCatalog(
    {
      ...reader,
      transaction: (work) => db.runTransaction((t) => work(transactionOf(t))),
      // Firestore's limit on the writes of one commit.
      maxWritesPerTransaction: 500,
    },
    clock,
  );
}
