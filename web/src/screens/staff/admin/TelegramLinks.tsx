import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import { ReadView } from '../../../ui/ReadView';
import { useAction } from '../../../ui/useAction';
import { useStaffRead } from '../useStaffRead';

/**
 * The Telegram bot on the admin dashboard: whether updates arrive (when the last came, and
 * how), and every staff account linked to a Telegram user, each with Unlink.
 */
export function TelegramLinks() {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const state = useStaffRead('telegramLinks');
  const unlink = useAction('unlinkTelegram');

  async function unlinkOne(role: 'vendor' | 'delivery' | 'admin', id: string) {
    if (await unlink.run({ role, id })) {
      state.setData((data) => ({
        ...data,
        links: data.links.filter((link) => !(link.role === role && link.id === id)),
      }));
    }
  }

  return (
    <section aria-labelledby="telegram-links" className="staff-section">
      <h2 id="telegram-links" className="section-title">
        {t('telegram.adminTitle')}
      </h2>
      <ReadView state={state} empty={t('admin.noData')}>
        {(data) => (
          <>
            <p className="staff-notice">
              {data.updates
                ? t('telegram.lastUpdate', {
                    time: format.date(data.updates.lastUpdateAt),
                    via: t(`telegram.via.${data.updates.via ?? 'polling'}`),
                  })
                : t('telegram.noUpdates')}
            </p>
            {data.links.length === 0 ? (
              <p>{t('telegram.noLinks')}</p>
            ) : (
              <ul className="staff-telegram-links">
                {data.links.map((link) => (
                  <li key={`${link.role}-${link.id}`} className="staff-telegram-links__item">
                    <span>
                      {t('telegram.linkRow', {
                        name: link.name,
                        role: t(`roles.${link.role}`),
                        telegram: link.telegramName,
                      })}
                    </span>
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => unlinkOne(link.role, link.id)}
                      disabled={unlink.pending}
                    >
                      {t('telegram.unlink')}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {unlink.error && (
              <p className="staff-problem" role="alert">
                {errorText(tCommon, unlink.error)}
              </p>
            )}
          </>
        )}
      </ReadView>
    </section>
  );
}
