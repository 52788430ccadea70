import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
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
 * On every navigation: scroll to the top and clear modal leftovers; after the first page, the
 * answers a server-rendered page came with no longer count as fresh.
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page.
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else forgetPageReads();
    window.scrollTo(0, 0);
    clearModalLeftovers();
  }, [pathname, search]);
  return null;
}
