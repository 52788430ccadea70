import { createTownSearch, type SearchEntry } from '@town/core/search';
import { use, useState } from 'react';
import { pageAnswer, requestKey } from '../../backend/useRead';
import { type HostRead, useServerRender } from '../../render/serverRender';
import type { SearchCatalogAnswer } from './searchCatalog';

/** What a result shows and where it leads: a search entry without the words it was found by. */
export type ShownEntry = Omit<SearchEntry, 'keywords'>;

export interface HitsFromHost {
  /** The query (trimmed) the hits answer. */
  query: string;
  entries: ShownEntry[];
}

/** The page data's key for the hits of a query (not a read: see ServerRender.derive). */
const hitsKey = (query: string) => requestKey('searchPage', { q: query });

/**
 * The host searches the page's own query with the same catalog, index and ranking as the
 * browser, so the first paint of /search?q=… has its results. The index is made per render: the
 * host keeps the rendered page for the minute after, and a render is otherwise milliseconds.
 */
async function hostSearch(read: HostRead, query: string, limit: number): Promise<ShownEntry[]> {
  const catalog = (await read('searchCatalog', {})) as SearchCatalogAnswer;
  return createTownSearch(catalog.entries, catalog.words)
    .search(query, limit)
    .map(({ entry: { keywords: _found, ...shown } }) => shown);
}

/**
 * The results the host rendered for the page's query, kept for the visit to this page (the page
 * data counts as fresh only until the address changes, and typing changes it): on the host,
 * found in process; in the browser, taken from the page, so hydration shows the same list
 * without the index, which the browser builds meanwhile for the next words typed. Undefined on a
 * page the browser drew alone, or without a query.
 */
export function useHitsFromHost(query: string, limit: number): HitsFromHost | undefined {
  const server = useServerRender();
  const key = hitsKey(query);
  const rendered =
    server && query !== ''
      ? (use(server.derive(key, (read) => hostSearch(read, query, limit))) as ShownEntry[])
      : undefined;
  const [kept] = useState(() => {
    const entries = rendered ?? (pageAnswer(key) as ShownEntry[] | undefined);
    return entries ? { query, entries } : undefined;
  });
  return kept;
}
