import {
  type CollectionName,
  type Collections,
  catalogCollections,
  type Query,
  type StoreReader,
} from '@town/core';
import { catalogListLimit } from '@town/core/vocabulary';
import type * as Lite from 'firebase/firestore/lite';
import { queryConstraints } from './queryConstraints';

/**
 * The query functions the reader uses, from 'firebase/firestore/lite' (the browser's public
 * screens; 'firebase/firestore' has them with the same signatures).
 */
export type FirestoreQueryApi = Pick<
  typeof Lite,
  | 'collection'
  | 'doc'
  | 'getDoc'
  | 'getDocs'
  | 'query'
  | 'where'
  | 'orderBy'
  | 'limit'
  | 'startAfter'
>;

/**
 * The catalog, the town's settings and the kept search catalog (by id only): what
 * firestore.rules let anyone read.
 */
const publicCollections = new Set<string>([...catalogCollections, 'town']);

function assertPublic(collection: CollectionName, how: 'get' | 'list') {
  // The rules refuse these anyway; failing here says which read was routed wrongly.
  if (collection === 'searchCatalogs' && how === 'get') return;
  if (!publicCollections.has(collection)) {
    throw new Error(`The browser reads only the catalog and the town, not ${collection}`);
  }
}

/**
 * The core's read port on the Firebase web SDK: the SPA runs the public named reads of the core
 * against Firestore directly, with the same queries as both hosts' servers.
 */
export function createFirestoreReader(sdk: FirestoreQueryApi, db: Lite.Firestore): StoreReader {
  /**
   * Every document of a query, in pages of `catalogListLimit`: firestore.rules refuse a catalog
   * list without a limit or with a larger one (decision 0310), so a read of more is several
   * bounded queries, never a silently shortened answer.
   */
  async function allPages<C extends CollectionName>(collection: C, spec: Query<C>) {
    const { limit: _limit, offset: _offset, ...unbounded } = spec;
    const { constraints } = queryConstraints<Lite.QueryConstraint>(sdk, unbounded);
    const docs: Lite.QueryDocumentSnapshot[] = [];
    for (;;) {
      const after = docs.length > 0 ? [sdk.startAfter(docs.at(-1))] : [];
      const page = await sdk.getDocs(
        sdk.query(
          sdk.collection(db, collection),
          ...constraints,
          ...after,
          sdk.limit(catalogListLimit),
        ),
      );
      docs.push(...page.docs);
      if (page.docs.length < catalogListLimit) return docs;
    }
  }

  return {
    async get<C extends CollectionName>(collection: C, id: string) {
      assertPublic(collection, 'get');
      const snapshot = await sdk.getDoc(sdk.doc(db, collection, id));
      return snapshot.exists() ? (snapshot.data() as Collections[C]) : null;
    },
    async query<C extends CollectionName>(collection: C, spec: Query<C> = {}) {
      assertPublic(collection, 'list');
      const wanted = (spec.offset ?? 0) + (spec.limit ?? Number.POSITIVE_INFINITY);
      if (wanted > catalogListLimit) {
        const docs = await allPages(collection, spec);
        const start = spec.offset ?? 0;
        const end = spec.limit === undefined ? undefined : start + spec.limit;
        return docs.slice(start, end).map((doc) => doc.data() as Collections[C]);
      }
      const { constraints, skip } = queryConstraints<Lite.QueryConstraint>(sdk, spec);
      const snapshot = await sdk.getDocs(sdk.query(sdk.collection(db, collection), ...constraints));
      return snapshot.docs.slice(skip).map((doc) => doc.data() as Collections[C]);
    },
  };
}
