import { useTranslation } from '../../../i18n/useTranslation';
import type { Connection } from './useOrderBoard';

/** Says whether the board is up to date: live, connecting, or trying to reconnect. */
export function LiveStatus({ connection }: { connection: Connection }) {
  const { t } = useTranslation('staff');
  return (
    <p className={`staff-live-status staff-live-status--${connection}`} role="status">
      <span className="staff-live-status__dot" aria-hidden="true" />
      {t(`live.${connection}`)}
    </p>
  );
}
