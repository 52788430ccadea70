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

/** A visible, announced notice while the phone has no connection. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div className="offline-notice" role="status" hidden={online}>
      {online ? null : t('offline.notice')}
    </div>
  );
}
