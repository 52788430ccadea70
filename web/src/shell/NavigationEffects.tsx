import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { forgetPageReads } from '../backend/useRead';

/** Clears what a modal left behind if the screen was left while it was open. */
export function clearModalLeftovers() {
  for (const backdrop of document.querySelectorAll('.modal-backdrop')) backdrop.remove();
  const { body } = document;
  body.classList.remove('modal-open');
  body.style.removeProperty('overflow');
  body.style.removeProperty('padding-right');
}

/**
 * On every navigation: clear modal leftovers and, on a new page, scroll to the top; after the
 * first page, the answers a server-rendered page came with no longer count as fresh. A page
 * that rewrites its own query as the visitor types or filters (search, the staff boards) keeps
 * its scroll: scrolling to the top on each keystroke threw the visitor away from the results.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  // The address the page reads were rendered for: compared, not counted, since React runs an
  // effect twice on mount in development (StrictMode), which must not count as a second page.
  const renderedFor = useRef<string | null>(pathname + search);
  const lastPath = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page.
  useEffect(() => {
    if (renderedFor.current !== pathname + search) {
      renderedFor.current = null;
      forgetPageReads();
    }
    const samePage = pathname === lastPath.current && navigationType === 'REPLACE';
    lastPath.current = pathname;
    if (!samePage) window.scrollTo(0, 0);
    clearModalLeftovers();
  }, [pathname, search]);
  return null;
}
