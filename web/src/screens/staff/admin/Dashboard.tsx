import { Link } from 'react-router-dom';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { ReadView } from '../../../ui/ReadView';
import { CountTile } from '../CountTile';
import { orderStatusList } from '../statuses';
import { useStaffRead } from '../useStaffRead';
import { AlertsSummary } from './AlertsSummary';
import { BackupsSummary } from './BackupsSummary';
import { bookingKinds } from './bookingKinds';
import { CatalogIndex } from './CatalogIndex';
import { GoingLive } from './GoingLive';
import { TelegramChats } from './TelegramChats';
import { TelegramLinks } from './TelegramLinks';

/**
 * The admin's first screen: what the town still needs before it opens (while anything does),
 * today's orders by status and what is waiting for staff (orders brought back undelivered too).
 */
export function Dashboard() {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const state = useStaffRead('adminDashboard');
  return (
    <ReadView state={state} empty={t('admin.noData')}>
      {(dashboard) => (
        <div className="staff-dashboard">
          <GoingLive />
          <section aria-labelledby="today-orders" className="staff-section">
            <h2 id="today-orders" className="section-title">
              {t('dashboard.today', { date: format.day(dashboard.date) })}
            </h2>
            <p>
              <Link to={`/admin/orders?date=${dashboard.date}`}>
                {t('dashboard.total', { count: dashboard.orders.total })}
              </Link>
            </p>
            <ul className="staff-count-tiles">
              {orderStatusList.map((status) => (
                <li key={status}>
                  <CountTile
                    to={`/admin/orders?date=${dashboard.date}&status=${status}`}
                    tone={status}
                    count={format.number(dashboard.orders.byStatus[status] ?? 0)}
                    label={t(`status.${status}`)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="waiting" className="staff-section">
            <h2 id="waiting" className="section-title">
              {t('dashboard.waiting')}
            </h2>
            <ul className="staff-count-tiles">
              {bookingKinds.map((kind) => (
                <li key={kind}>
                  <CountTile
                    to={`/admin/bookings?kind=${kind}&handled=false`}
                    tone="waiting"
                    count={format.number(dashboard.waiting[kind] ?? 0)}
                    label={t(`bookings.kinds.${kind}`)}
                  />
                </li>
              ))}
              <li>
                <CountTile
                  to="/admin/orders?broughtBack=true"
                  tone="waiting"
                  count={format.number(dashboard.waiting.broughtBack)}
                  label={t('sendOutAgain.title')}
                />
              </li>
            </ul>
          </section>
          <AlertsSummary />
          <BackupsSummary />
          <TelegramChats />
          <TelegramLinks />
          <CatalogIndex />
        </div>
      )}
    </ReadView>
  );
}
