import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * A visible, announced notice while the phone has no connection. Always in the page, right
 * after the top and bottom bars: the page's head asks the browser not to paint before it is
 * parsed (`<link rel="expect" href="#offline-notice" blocking="render">`). A first paint on a
 * slow network could otherwise show a bar half parsed and move it when the rest arrived (the
 * search icon when the language switch came, a label as its last letters came).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div className="offline-notice" id="offline-notice" role="status" hidden={online}>
      {online ? null : t('offline.notice')}
    </div>
  );
}
