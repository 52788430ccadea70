import { boundSearchText, searchQueryBounds } from '@town/core/search';
import { type FormEvent, useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { type ShownEntry, useHitsFromHost } from './hitsFromHost';
import { pathOf } from './paths';
import { useSearchCatalog } from './useSearchCatalog';
import { useTownSearch } from './useTownSearch';
import './search.css';
import { textIn } from '../../i18n/content';

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
  // The host's results for the page's own words until the phone's index is ready.
  const entries = useMemo(
    () =>
      search
        ? search.search(query, shownResults).map((hit) => hit.entry)
        : fromHost?.query === query
          ? fromHost.entries
          : undefined,
    [search, query, fromHost],
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
    <Page title={t('title')} lead={t('lead')} className="search-page">
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
              aria-describedby={hintId}
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
          <p id={hintId} className="search-form__hint">
            {t('hint')}
          </p>
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
      {entries && query !== '' && <Results entries={entries} query={query} />}
    </Page>
  );
}

function Results({ entries, query }: { entries: ShownEntry[]; query: string }) {
  const { t, i18n } = useTranslation('search');
  return (
    <section aria-label={t('title')} className="search-results">
      <p role="status" className="search-results__count">
        {entries.length > 0 ? t('results', { count: entries.length, query }) : t('none', { query })}
      </p>
      {entries.length > 0 && (
        <ol className="search-results__list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={pathOf(entry)} className="search-result">
                <span className={`search-result__kind search-result__kind--${entry.kind}`}>
                  {t(`kinds.${entry.kind}`)}
                </span>
                <span className="search-result__title">
                  {entry.kind === 'bus'
                    ? t('busTo', { destination: textIn(entry, 'title', i18n.language) })
                    : textIn(entry, 'title', i18n.language)}
                </span>
                {entry.detail && (
                  <span className="search-result__detail">
                    {textIn(entry, 'detail', i18n.language)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
