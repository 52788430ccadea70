import { Fragment, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { BackendError } from '../backend/types';
import type { KeptLink } from '../state/keptLinks';
import { EmptyState } from './EmptyState';
import { Page } from './Page';

/**
 * A page opened by a private link, /{kind}/{code}#{secret}: the secret comes from the link's
 * fragment, or from this browser's kept links when the fragment was lost. The page below is
 * keyed by both, so another link starts afresh.
 */
export function PrivateLinkRoute({
  find,
  children,
}: {
  find: (code: string) => KeptLink | undefined;
  children: (code: string, secret: string) => ReactNode;
}) {
  const code = useLinkCode();
  const { hash } = useLocation();
  const secret = hash.slice(1) || find(code)?.secret || '';
  return <Fragment key={`${code}#${secret}`}>{children(code, secret)}</Fragment>;
}

/**
 * The code of /{kind}/{code} as the page shows it in its heading: the host paints it from the
 * address, the browser's screen then shows the very same.
 */
export function useLinkCode(): string {
  const { code = '' } = useParams();
  return code.trim().toUpperCase();
}

/**
 * No secret, or the host knows no such code and secret: the same answer either way, so a
 * guessed link learns nothing about what exists.
 */
export const linkNotFound = (secret: string, error: BackendError | undefined) =>
  !secret || error?.status === 'NOT_FOUND' || error?.status === 'INVALID_ARGUMENT';

/** "Link not found", with the way on to where the person can look instead. */
export function LinkNotFound({
  title,
  message,
  className,
  back,
}: {
  title: string;
  message: string;
  className: string;
  back: { to: string; label: string };
}) {
  return (
    <Page title={title} className={className}>
      <EmptyState
        action={
          <Link to={back.to} className="button button--quiet">
            {back.label}
          </Link>
        }
      >
        {message}
      </EmptyState>
    </Page>
  );
}
