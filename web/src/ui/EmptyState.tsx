import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';

/** Nothing to show: says so, and offers a way on (home by default). */
export function EmptyState({
  children,
  action,
}: {
  children: ReactNode;
  /** A link or button to show instead of "Back to home". */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p>{children}</p>
      {action ?? (
        <Link to="/" className="button button--quiet">
          {t('backHome')}
        </Link>
      )}
    </div>
  );
}
