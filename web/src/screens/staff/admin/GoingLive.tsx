import type { GoingLiveCheck, GoingLiveCheckId } from '@town/core';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { ReadView } from '../../../ui/ReadView';
import { useStaffRead } from '../useStaffRead';

/**
 * Where each missing thing is put right: a screen, or a box further down the dashboard. HTTPS
 * is the operator's to set up on the server, so it has none.
 */
const fixes: Record<Exclude<GoingLiveCheckId, 'https'>, string> = {
  town: '/admin/town',
  shop: '/admin/shops',
  courier: '/admin/staff',
  vendor: '/admin/staff',
  telegram: '#telegram-chats',
  demoLogins: '/admin/staff',
  backup: '#backups-summary',
};

function FixLink({ id }: { id: GoingLiveCheckId }) {
  const { t } = useTranslation('staff');
  if (id === 'https') return null;
  const to = fixes[id];
  const label = t(`goingLive.fix.${id}`);
  // A box of this very page: a plain anchor scrolls to it.
  return to.startsWith('#') ? <a href={to}>{label}</a> : <Link to={to}>{label}</Link>;
}

function MissingItem({ check }: { check: GoingLiveCheck }) {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const count = Number(check.detail ?? 0);
  const text =
    check.id === 'demoLogins'
      ? t('goingLive.missing.demoLogins', { count, shown: format.number(count) })
      : t(`goingLive.missing.${check.id}`);
  return (
    <li className="staff-going-live__item staff-going-live__item--missing">
      <span aria-hidden="true" className="staff-going-live__mark">
        ○
      </span>
      <span>
        {text} <FixLink id={check.id} />
      </span>
    </li>
  );
}

/**
 * The top of the admin dashboard until the town is ready: what is still missing before it
 * opens, each with where to fix it, and what is done, ticked. All done, it is one line.
 */
export function GoingLive() {
  const { t } = useTranslation('staff');
  const format = useFormat();
  const state = useStaffRead('goingLive');
  return (
    <ReadView state={state} empty={t('admin.noData')}>
      {(checks) => {
        const left = checks.filter((check) => !check.done);
        if (left.length === 0) {
          return <p className="staff-going-live--ready">{t('goingLive.ready')}</p>;
        }
        return (
          <section aria-labelledby="going-live" className="staff-section staff-going-live">
            <h2 id="going-live" className="section-title">
              {t('goingLive.title', { count: left.length, shown: format.number(left.length) })}
            </h2>
            <ul className="staff-going-live__list">
              {checks.map((check) =>
                check.done ? (
                  <li key={check.id} className="staff-going-live__item">
                    <span aria-hidden="true" className="staff-going-live__mark">
                      ✓
                    </span>
                    <span>
                      <span className="visually-hidden">{t('goingLive.doneMark')} </span>
                      {t(`goingLive.done.${check.id}`)}
                    </span>
                  </li>
                ) : (
                  <MissingItem key={check.id} check={check} />
                ),
              )}
            </ul>
          </section>
        );
      }}
    </ReadView>
  );
}
