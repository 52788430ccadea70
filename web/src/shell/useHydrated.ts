import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is rendered on the host and while the browser hydrates it, true from the
 * first render after that (and at once on pages the browser renders alone).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
