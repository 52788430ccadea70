import { useCallback, useEffect, useState } from 'react';
import { backend } from '../../backend';
import type { BackendError } from '../../backend/types';
import { useTown } from '../../state/AppState';
import {
  type SearchCatalogAnswer,
  saveCatalog,
  savedCatalogAndCheck,
} from '../../state/searchCatalog';

export interface SearchCatalogState {
  catalog: SearchCatalogAnswer | undefined;
  /** The catalog is the copy saved on an earlier visit: the host could not be reached. */
  fromSaved: boolean;
  error: BackendError | undefined;
  loading: boolean;
  retry(): void;
}

/**
 * The catalog search looks through: the saved copy at once, then the host's fresh answer.
 * Runs after hydration only, so the page the host rendered and the first render agree.
 */
export function useSearchCatalog(): SearchCatalogState {
  const slug = useTown().town?.slug ?? 'town';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<SearchCatalogState, 'retry'>>({
    catalog: undefined,
    fromSaved: false,
    error: undefined,
    loading: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks the host again.
  useEffect(() => {
    let live = true;
    const { saved, sameAsSaved } = savedCatalogAndCheck(slug);
    if (saved) setState((prev) => (prev.catalog ? prev : { ...prev, catalog: saved }));
    backend.read<SearchCatalogAnswer>('searchCatalog', {}).then(
      (fresh) => {
        const unchanged = sameAsSaved(fresh);
        if (!unchanged) saveCatalog(slug, fresh);
        if (!live) return;
        setState((prev) => ({
          // The copy on screen when the answer says the same: its index is built already.
          catalog: unchanged && prev.catalog === saved ? prev.catalog : fresh,
          fromSaved: false,
          error: undefined,
          loading: false,
        }));
      },
      (error: BackendError) => {
        if (!live) return;
        setState((prev) => ({
          catalog: prev.catalog ?? saved,
          fromSaved: Boolean(prev.catalog ?? saved),
          error,
          loading: false,
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [slug, attempt]);

  const retry = useCallback(() => {
    setState((prev) => ({ ...prev, loading: true }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
