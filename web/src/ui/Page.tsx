import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { useServerRender } from '../render/serverRender';
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
  /** Where "Back" goes when the visit started on this page, e.g. "/medical" from a doctor list. */
  back?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const navigate = useNavigate();
  // "default" is the page the visit started on: with nothing of the app's behind it, Back goes
  // to the parent page; otherwise where the visitor came from (Home → News → Back is Home).
  const cameFromApp = useLocation().key !== 'default';
  // On the host: the page's title and lead become its <title> and link preview.
  const server = useServerRender();
  if (server && server.head.title === undefined) {
    server.head.title = title;
    if (typeof lead === 'string') server.head.description = lead;
  }
  return (
    <div className={className ? `page ${className}` : 'page'}>
      {back && (
        <Link
          to={back}
          className="back-link"
          onClick={(event) => {
            if (!cameFromApp || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            navigate(-1);
          }}
        >
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
