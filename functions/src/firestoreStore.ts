import type {
  CollectionName,
  Collections,
  Query,
  Store,
  StoreReader,
  Transaction,
} from '@town/core';
import type {
  DocumentSnapshot,
  Firestore,
  Query as FirestoreQuery,
  Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';

type Doc<C extends CollectionName> = Collections[C];

function toQuery(db: Firestore, collection: CollectionName, query: Query<CollectionName> = {}) {
  let built: FirestoreQuery = db.collection(collection);
  for (const [field, value] of query.where ?? []) built = built.where(field, '==', value);
  if (query.arrayContains) {
    built = built.where(query.arrayContains[0], 'array-contains', query.arrayContains[1]);
  }
  if (query.orderBy) built = built.orderBy(query.orderBy.field, query.orderBy.direction ?? 'asc');
  if (query.offset) built = built.offset(query.offset);
  if (query.limit !== undefined) built = built.limit(query.limit);
  return built;
}

const dataOf = <C extends CollectionName>(snapshot: DocumentSnapshot): Doc<C> | null =>
  snapshot.exists ? (snapshot.data() as Doc<C>) : null;

/**
 * The core repository port on Firestore (firebase-admin). Documents are stored whole, with
 * their `id` inside as well as in the path, so a query result is the same object the local
 * host returns. Transactions are Firestore's own: optimistic, retried on contention, reads
 * before writes (the SDK refuses a read after a write, as the port demands).
 */
export function createFirestoreStore(db: Firestore): Store {
  const ref = (collection: CollectionName, id: string) => db.collection(collection).doc(id);

  const reader: StoreReader = {
    async get(collection, id) {
      return dataOf(await ref(collection, id).get());
    },
    async query(collection, query) {
      const snapshot = await toQuery(db, collection, query as Query<CollectionName>).get();
      return snapshot.docs.map((doc) => doc.data() as Doc<typeof collection>);
    },
  };

  function transactionOf(t: FirestoreTransaction): Transaction {
    return {
      async get(collection, id) {
        return dataOf(await t.get(ref(collection, id)));
      },
      async query(collection, query) {
        const snapshot = await t.get(toQuery(db, collection, query as Query<CollectionName>));
        return snapshot.docs.map((doc) => doc.data() as Doc<typeof collection>);
      },
      set(collection, doc) {
        t.set(ref(collection, doc.id), doc);
      },
      delete(collection, id) {
        t.delete(ref(collection, id));
      },
    };
  }

  return {
    ...reader,
    transaction: (work) => db.runTransaction((t) => work(transactionOf(t))),
  };
}
