import { useSyncExternalStore } from 'react';

/** Whether the browser has a connection, following its "online" and "offline" events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
    // The host renders no staff board; a page rendered there assumes a connection.
    () => true,
  );
}
