import { useTranslation } from '../i18n/useTranslation';

/** Six coloured pulsing dots; screen readers hear "Loading...". */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'loading loading--page' : 'loading'} role="status">
      <span className="loading__dots" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
