import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Clears what a modal left behind if the screen was left while it was open. */
export function clearModalLeftovers() {
  for (const backdrop of document.querySelectorAll('.modal-backdrop')) backdrop.remove();
  const { body } = document;
  body.classList.remove('modal-open');
  body.style.removeProperty('overflow');
  body.style.removeProperty('padding-right');
}

/** On every navigation: scroll to the top and clear modal leftovers. */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page.
  useEffect(() => {
    window.scrollTo(0, 0);
    clearModalLeftovers();
  }, [pathname, search]);
  return null;
}
