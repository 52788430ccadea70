import type { GoogleBackupFacts } from '@town/core';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { ReadView } from '../../../ui/ReadView';
import { useStaffRead } from '../useStaffRead';

/** Every health but 'ok' that a host can report: each has its warning text. */
const warnings = ['late', 'failing', 'none', 'off'] as const;

const problemClass = (warning: (typeof warnings)[number]) =>
  warning === 'failing' || warning === 'late' ? 'staff-problem' : 'staff-notice';

/**
 * Firebase: what Google's APIs said of the project's backups, or why they could not be asked;
 * then point-in-time recovery and the photos' soft delete, in words.
 */
function GoogleBackups({ health, facts }: { health: string; facts: GoogleBackupFacts }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const checked = (
    <p className="staff-notice">
      {t('backups.google.checked', { when: format.dateTime(facts.checkedAt) })}
    </p>
  );
  if (facts.notReported) {
    const { reason, detail } = facts.notReported;
    return (
      <div className="staff-backups-box">
        <p className={reason === 'emulator' ? 'staff-notice' : 'staff-problem'} role="status">
          {t(`backups.google.notReported.${reason}`)}
          {detail ? ` (${detail})` : ''}
        </p>
        {checked}
      </div>
    );
  }
  const warning = warnings.find((kind) => kind === health);
  const hours = format.number(facts.everyHours);
  return (
    <div className="staff-backups-box">
      {facts.lastGood ? (
        <p>{t('backups.google.lastGood', { when: format.dateTime(facts.lastGood.takenAt) })}</p>
      ) : null}
      {warning ? (
        <p className={problemClass(warning)} role="status">
          {t(`backups.google.health.${warning}`, { hours })}
        </p>
      ) : (
        <p>{t('backups.google.ok', { hours })}</p>
      )}
      {facts.pointInTimeRecovery === null ? null : (
        <p className={facts.pointInTimeRecovery ? undefined : 'staff-notice'}>
          {t(facts.pointInTimeRecovery ? 'backups.google.pitrOn' : 'backups.google.pitrOff')}
        </p>
      )}
      {facts.photoSoftDeleteDays === null ? null : facts.photoSoftDeleteDays > 0 ? (
        <p>{t('backups.google.softDelete', { count: facts.photoSoftDeleteDays })}</p>
      ) : (
        <p className="staff-notice">{t('backups.google.softDeleteOff')}</p>
      )}
      {facts.unread?.length ? (
        <p className="staff-notice">
          {t('backups.google.unread', { what: facts.unread.join('; ') })}
        </p>
      ) : null}
      {checked}
    </div>
  );
}

/**
 * The dashboard's backup box: when the last good backup was taken, and a warning when backups
 * are late, failing, off or never taken. On Firebase it tells what Google's APIs say.
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
          if (!facts) return <p>{t('backups.notReported')}</p>;
          if (facts.kind === 'google') return <GoogleBackups health={health} facts={facts} />;
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
                <p className={problemClass(warning)} role="status">
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
