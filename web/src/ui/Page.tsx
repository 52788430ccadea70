import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/**
 * A screen's frame: the document title, an optional way back, the one h1 of the page and an
 * optional lead paragraph, then the content.
 */
export function Page({
  title,
  eyebrow,
  lead,
  back,
  className,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Where "Back" goes, e.g. "/medical" from a doctor list. */
  back?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className={className ? `page ${className}` : 'page'}>
      {back && (
        <Link to={back} className="back-link">
          <span aria-hidden="true">←</span> {t('nav.back')}
        </Link>
      )}
      <header className="page__head">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
      </header>
      {children}
    </div>
  );
}
