import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { ReadView } from '../../../ui/ReadView';
import { useStaffRead } from '../useStaffRead';

/** Every health but 'ok' that the local host can report: each has its warning text. */
const warnings = ['late', 'failing', 'none', 'off'] as const;

/**
 * The dashboard's backup box: when the last good backup was taken, and a warning when backups
 * are late, failing, off or never taken. On Firebase it says the platform keeps the backups.
 */
export function BackupsSummary() {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const status = useStaffRead('backupStatus');
  return (
    <section aria-labelledby="backups-summary" className="staff-section">
      <h2 id="backups-summary" className="section-title">
        {t('dashboard.backups')}
      </h2>
      <ReadView state={status} empty={t('admin.noData')}>
        {({ health, facts }) => {
          if (!facts || facts.kind === 'managed') {
            return <p>{t(health === 'managed' ? 'backups.managed' : 'backups.notReported')}</p>;
          }
          const warning = warnings.find((kind) => kind === health);
          return (
            <div className="staff-backups-box">
              {facts.lastGood ? (
                <p>
                  {t('backups.lastGood', {
                    when: format.dateTime(facts.lastGood.takenAt),
                    orders: format.number(facts.lastGood.orders),
                    photos: format.number(facts.lastGood.photos),
                  })}
                </p>
              ) : null}
              {warning && (
                <p
                  className={
                    warning === 'failing' || warning === 'late' ? 'staff-problem' : 'staff-notice'
                  }
                  role="status"
                >
                  {t(`backups.health.${warning}`, {
                    every: format.number(facts.everyMinutes),
                  })}
                  {warning === 'failing' && (facts.problem ?? facts.lastAttempt?.problem)
                    ? ` ${facts.problem ?? facts.lastAttempt?.problem}`
                    : ''}
                </p>
              )}
            </div>
          );
        }}
      </ReadView>
    </section>
  );
}
