import { searchQueryBounds } from '@town/core/vocabulary';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The home page's way into search: a plain form to /search, so it works before the app's code
 * has started; once it has, the search screen opens without a page load.
 */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(words ? `/search?q=${encodeURIComponent(words)}` : '/search');
  };
  return (
    <search>
      <form action="/search" className="hero__search" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('home.searchLabel')}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          maxLength={searchQueryBounds.maxLength}
          placeholder={t('home.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit">{t('home.searchButton')}</button>
      </form>
    </search>
  );
}
