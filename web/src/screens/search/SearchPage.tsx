import { boundSearchText, searchQueryBounds } from '@town/core/search';
import {
  type FormEvent,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { lazyScreen } from '../../shell/lazyScreen';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { useHitsFromHost } from './hitsFromHost';
import { useSearchCatalog } from './useSearchCatalog';
import { useTownSearch } from './useTownSearch';
import './search.css';

/**
 * The results' own code (photos, the cart's Add, the next bus) loads beside the screen's, not in
 * it: the field is ready first, and the list's code arrives while the index is built.
 */
const loadResults = () => import('./SearchResults');
const SearchResults = lazyScreen(loadResults);

/** Results shown at once; a resident refines the words rather than scrolls a long list. */
const shownResults = 30;

/**
 * /search?q=…: one search over the town's doctors, shops, products, services, teachers, totos,
 * buses, emergency numbers and news, in Bengali script or romanised, as the resident types.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  // A shared address may carry more than the box takes: the screen shows what is searched.
  const [typed, setTyped] = useState(() => boundSearchText(params.get('q') ?? ''));
  const query = useDeferredValue(typed.trim());
  const inputId = useId();
  const hintId = useId();
  const { catalog, fromSaved, error, loading, retry } = useSearchCatalog();
  const search = useTownSearch(catalog);
  const fromHost = useHitsFromHost(query, shownResults);
  // The phone's own results wait for the list's code: the host's list, drawn with the same
  // entries, is hydrated in place first (new entries before that would redraw it).
  const [resultsCode, setResultsCode] = useState(false);
  useEffect(() => {
    const ready = () => setResultsCode(true);
    // A failed load is retried when the results render (lazyScreen).
    loadResults().then(ready, ready);
  }, []);
  // The host's results for the page's own words until the phone's index is ready.
  const entries = useMemo(
    () =>
      search && resultsCode
        ? search.search(query, shownResults).map((hit) => hit.entry)
        : fromHost?.query === query
          ? fromHost.entries
          : undefined,
    [search, resultsCode, query, fromHost],
  );

  // One element while the entries stay: the host's list waits, unhydrated, for its code, and a
  // new element for it (any render of the page) would have React redraw it from scratch.
  const results = useMemo(
    () =>
      entries &&
      query !== '' && (
        <Suspense fallback={<Loading />}>
          <SearchResults entries={entries} query={query} />
        </Suspense>
      ),
    [entries, query],
  );

  const change = (value: string) => {
    setTyped(value);
    // The address keeps the words: Back, a reload or a shared link shows the same results.
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change(typed);
  };

  return (
    // With words typed, the results start right under the field: the lead and the hint, which
    // say what search is for, give way on a small screen.
    <Page
      title={t('title')}
      lead={query === '' ? t('lead') : undefined}
      className={query === '' ? 'search-page' : 'search-page search-page--results'}
    >
      <search>
        <form className="search-form" action="/search" onSubmit={submit}>
          <label htmlFor={inputId} className="search-form__label">
            {t('label')}
          </label>
          <div className="search-form__row">
            <input
              id={inputId}
              name="q"
              type="search"
              maxLength={searchQueryBounds.maxLength}
              className="search-form__input"
              value={typed}
              placeholder={t('placeholder')}
              aria-describedby={query === '' ? hintId : undefined}
              autoComplete="off"
              enterKeyHint="search"
              // biome-ignore lint/a11y/noAutofocus: the page exists to take these words.
              autoFocus
              onChange={(event) => change(event.target.value)}
            />
            <button type="submit" className="button">
              {t('submit')}
            </button>
          </div>
          {query === '' && (
            <p id={hintId} className="search-form__hint">
              {t('hint')}
            </p>
          )}
        </form>
      </search>
      {fromSaved && <p className="search-note">{t('offline')}</p>}
      {!entries && (catalog || loading) && <Loading />}
      {!catalog && !loading && error && (
        <div className="search-note">
          <p>{t('unavailable')}</p>
          <Problem error={error} onRetry={retry} />
        </div>
      )}
      {results}
    </Page>
  );
}
