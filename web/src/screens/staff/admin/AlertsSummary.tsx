import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { ReadView } from '../../../ui/ReadView';
import { CountTile } from '../CountTile';
import { useStaffRead } from '../useStaffRead';

/** The dashboard's box of staff notifications not sent, and whether Telegram is set up. */
export function AlertsSummary() {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const summary = useStaffRead('alertSummary');
  return (
    <section aria-labelledby="alerts-summary" className="staff-section">
      <h2 id="alerts-summary" className="section-title">
        {t('dashboard.alerts')}
      </h2>
      <ReadView state={summary} empty={t('admin.noData')}>
        {(data) => {
          const count =
            data.notSent >= data.countCap
              ? `${format.number(data.countCap)}+`
              : format.number(data.notSent);
          return (
            <div className="staff-alerts-box">
              <CountTile
                to="/admin/alerts"
                tone={data.notSent > 0 ? 'failed' : 'delivered'}
                count={count}
                label={t('alerts.notSent')}
              />
              {data.telegram && !data.telegram.complete && (
                <p className="staff-notice">{t('alerts.notConfigured')}</p>
              )}
            </div>
          );
        }}
      </ReadView>
    </section>
  );
}
