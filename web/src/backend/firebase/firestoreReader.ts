import {
  type CollectionName,
  type Collections,
  catalogCollections,
  type Query,
  type StoreReader,
} from '@town/core';
import type * as Lite from 'firebase/firestore/lite';
import { queryConstraints } from './queryConstraints';

/**
 * The query functions the reader uses, from 'firebase/firestore/lite' (the browser's public
 * screens; 'firebase/firestore' has them with the same signatures).
 */
export type FirestoreQueryApi = Pick<
  typeof Lite,
  'collection' | 'doc' | 'getDoc' | 'getDocs' | 'query' | 'where' | 'orderBy' | 'limit'
>;

/** The catalog and the town's settings: what firestore.rules let anyone read. */
const publicCollections = new Set<string>([...catalogCollections, 'town']);

function assertPublic(collection: CollectionName) {
  // The rules refuse these anyway; failing here says which read was routed wrongly.
  if (!publicCollections.has(collection)) {
    throw new Error(`The browser reads only the catalog and the town, not ${collection}`);
  }
}

/**
 * The core's read port on the Firebase web SDK: the SPA runs the public named reads of the core
 * against Firestore directly, with the same queries as both hosts' servers.
 */
export function createFirestoreReader(sdk: FirestoreQueryApi, db: Lite.Firestore): StoreReader {
  return {
    async get<C extends CollectionName>(collection: C, id: string) {
      assertPublic(collection);
      const snapshot = await sdk.getDoc(sdk.doc(db, collection, id));
      return snapshot.exists() ? (snapshot.data() as Collections[C]) : null;
    },
    async query<C extends CollectionName>(collection: C, spec: Query<C> = {}) {
      assertPublic(collection);
      const { constraints, skip } = queryConstraints<Lite.QueryConstraint>(sdk, spec);
      const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, collection), ...constraints));
      return snapshot.docs.slice(skip).map((doc) => doc.data() as Collections[C]);
    },
  };
}
