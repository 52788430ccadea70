import { createTownSearch, type SearchEntry, type TownSearch } from '@town/core/search';
import { use, useState } from 'react';
import { requestKey } from '../../backend/useRead';
import { pageAddress } from '../../render/pageAddress';
import { readPageData } from '../../render/pageData';
import { type HostRead, useServerRender } from '../../render/serverRender';
import type { SearchCatalogAnswer } from '../../state/searchCatalog';

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
 * The index the host built last, with the catalog it was built from (as JSON: the read answers
 * a new object each time). Indexing the town takes tens of milliseconds, comparing the text
 * about one: a new query on an unchanged catalog reuses the index.
 */
let lastIndex: { catalog: string; search: TownSearch } | undefined;

function hostIndex(catalog: SearchCatalogAnswer): TownSearch {
  const text = JSON.stringify(catalog);
  if (lastIndex?.catalog !== text) {
    lastIndex = { catalog: text, search: createTownSearch(catalog.entries, catalog.words) };
  }
  return lastIndex.search;
}

/**
 * The host searches the page's own query with the same catalog, index and ranking as the
 * browser, so the first paint of /search?q=… has its results.
 */
async function hostSearch(read: HostRead, query: string, limit: number): Promise<ShownEntry[]> {
  const catalog = (await read('searchCatalog', {})) as SearchCatalogAnswer;
  return hostIndex(catalog)
    .search(query, limit)
    .map(({ entry: { keywords: _found, ...shown } }) => shown);
}

/**
 * The hits the page came with for this query, when the page was made for this very address
 * (after a move to another page and back, the browser's own index answers).
 */
function hitsInPage(key: string): ShownEntry[] | undefined {
  const page = readPageData();
  if (page?.url !== pageAddress(window.location.pathname + window.location.search)) {
    return undefined;
  }
  return page.derived?.find(([derivedKey]) => derivedKey === key)?.[1] as ShownEntry[] | undefined;
}

/**
 * The results the host rendered for the page's query, kept while the screen stays (typing
 * changes the address): on the host, found in process; in the browser, taken from the page, so
 * hydration shows the same list without the index, which the browser builds meanwhile for the
 * next words typed. Undefined on a page the browser drew alone, or without a query.
 */
export function useHitsFromHost(query: string, limit: number): HitsFromHost | undefined {
  const server = useServerRender();
  const key = hitsKey(query);
  const rendered =
    server && query !== ''
      ? (use(server.derive(key, (read) => hostSearch(read, query, limit))) as ShownEntry[])
      : undefined;
  const [kept] = useState(() => {
    const entries = rendered ?? (server || query === '' ? undefined : hitsInPage(key));
    return entries ? { query, entries } : undefined;
  });
  return kept;
}
