import { useTranslation } from 'react-i18next';

/**
 * SLOT for the notification outbox (issue 4: "notifications not sent" on the dashboard, and a
 * view of the outbox). No read for it exists yet: the outbox reads are being added in
 * core/src/reads/alerts.ts. When they land, replace this box with a useStaffRead of that read
 * (count of entries not sent, and a list with their channel, status and attempts).
 */
export function AlertsSlot() {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="alerts-slot" className="staff-section">
      <h2 id="alerts-slot" className="section-title">
        {t('dashboard.alerts')}
      </h2>
      <p className="staff-empty">{t('dashboard.alertsComing')}</p>
    </section>
  );
}
