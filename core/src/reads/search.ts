import { z } from 'zod';
import { defineRead } from '../app/define';
import { everyone } from '../app/principal';
import { searchCatalogOf } from '../search/kept';

/**
 * Everything the town's search looks through, in one answer: the entries (built by core from
 * the public catalog, so both hosts give the same) and the town's search words. The browser
 * builds the index from it; the service worker and the browser keep the last copy for offline.
 * It comes from the catalog kept built (`search/kept.ts`): one document read, not the catalog.
 */
export const searchCatalog = defineRead({
  name: 'searchCatalog',
  summary: 'The public catalog flattened for search, with the town’s search words',
  audience: everyone,
  input: z.strictObject({}),
  run: ({ store }) => searchCatalogOf(store),
});
