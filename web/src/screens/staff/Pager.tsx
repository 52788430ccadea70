import { useTranslation } from '../../i18n/useTranslation';

/** Previous and next page of a paged staff list. */
export function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className="staff-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--quiet"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className="staff-pager__page">{t('pager.page', { page })}</span>
      <button
        type="button"
        className="button button--quiet"
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
