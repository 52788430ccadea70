import { createTownSearchInSteps, type TownSearch } from '@town/core/search';
import { useEffect, useState } from 'react';
import type { SearchCatalogAnswer } from '../../state/searchCatalog';

/**
 * The town's search over a catalog, indexed a few entries at a time (core's
 * createTownSearchInSteps) so the phone stays responsive while it builds: the field takes
 * keystrokes and taps at once. Until the first index is ready it is undefined (the screen shows
 * its loading dots, as while the catalog itself arrives); a newer catalog's index replaces the
 * older one when it is ready, the older one answering meanwhile.
 */
export function useTownSearch(catalog: SearchCatalogAnswer | undefined): TownSearch | undefined {
  const [search, setSearch] = useState<TownSearch>();
  useEffect(() => {
    if (!catalog) return;
    let live = true;
    createTownSearchInSteps(catalog.entries, catalog.words).then((built) => {
      if (live) setSearch(built);
    });
    return () => {
      live = false;
    };
  }, [catalog]);
  return search;
}
