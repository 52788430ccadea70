import type { Product, Shop } from '@town/core';
import type { TownSearch } from '@town/core/search';
import { useEffect, useMemo, useRef, useState } from 'react';
import { backend } from '../../backend';
import { useTown } from '../../state/AppState';
import { type SearchCatalogAnswer, saveCatalog, savedCatalog } from '../../state/searchCatalog';

type SearchModule = typeof import('@town/core/search');
type Words = SearchCatalogAnswer['words'];

/**
 * The town's search (whole words first, Bengali script and romanised forms, the town's search
 * words) over one shop's or one area's products. The search library and the town's words load
 * when the resident first types, so a shop opens as fast as before. Until they arrive (or if
 * they cannot), `rank` is null and the screen filters by the typed letters as it always did.
 */
export function useProductSearch(
  products: readonly Product[],
  shopOf: (shopId: string) => { name: string; type?: Shop['type'] } | undefined,
  wanted: boolean,
): ((query: string) => Product[]) | null {
  const slug = useTown().town?.slug ?? 'town';
  const [library, setLibrary] = useState<SearchModule>();
  const [words, setWords] = useState<Words>();

  const started = useRef(false);

  useEffect(() => {
    if (!wanted || started.current) return;
    // Once a visit: a resident who clears the box and types again already has both.
    started.current = true;
    import('@town/core/search').then(
      (module) => setLibrary(module),
      () => {
        // Offline before the library was ever loaded: the letter filter goes on working.
      },
    );
    const saved = savedCatalog(slug);
    if (saved) setWords(saved.words);
    backend.read<SearchCatalogAnswer>('searchCatalog', {}).then(
      (answer) => {
        saveCatalog(slug, answer);
        setWords(answer.words);
      },
      () => {
        // The saved words (or none) will do: the products themselves are already here.
      },
    );
  }, [wanted, slug]);

  // Callers pass a new function each render; the shops it answers for change with the products.
  const shopOfNow = useRef(shopOf);
  shopOfNow.current = shopOf;
  const search = useMemo<TownSearch | null>(() => {
    if (!library) return null;
    const entries = products.map((product) =>
      library.productSearchEntry(product, shopOfNow.current(product.shopId)),
    );
    return library.createTownSearch(entries, words ?? []);
  }, [library, products, words]);

  return useMemo(() => {
    if (!search) return null;
    const byId = new Map(products.map((product) => [product.id, product]));
    return (query: string) =>
      search.search(query, products.length).flatMap((hit) => byId.get(hit.entry.docId) ?? []);
  }, [search, products]);
}
