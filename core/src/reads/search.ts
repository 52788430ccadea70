import { z } from 'zod';
import { defineRead } from '../app/define';
import { everyone } from '../app/principal';
import { searchEntriesOf } from '../search/entries';

/** News older than the newest this many stays out of search: the news page has it all. */
const newestPosts = 60;

/**
 * Everything the town's search looks through, in one answer: the entries (built by core from
 * the public catalog, so both hosts give the same) and the town's search words. The browser
 * builds the index from it; the service worker and the browser keep the last copy for offline.
 */
export const searchCatalog = defineRead({
  name: 'searchCatalog',
  summary: 'The public catalog flattened for search, with the town’s search words',
  audience: everyone,
  input: z.strictObject({}),
  async run({ store }) {
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
  },
});
