import { useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import { useAction } from '../../../ui/useAction';
import { useStaffRead } from '../useStaffRead';

/**
 * "Connect Telegram": a one-time link that opens the bot and binds this account to the staff
 * member's Telegram, so they can take and move orders from the chat. Shows the link once it is
 * made (it works for minutes and once), and lets them disconnect. The link carries the
 * board's language, which the bot then speaks in their chat (`/lang` changes it there).
 */
export function TelegramConnect() {
  const { t, i18n } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const state = useStaffRead('myTelegramLink');
  const connect = useAction('connectTelegram');
  const disconnect = useAction('disconnectTelegram');
  const [deepLink, setDeepLink] = useState<{ link: string; expiresAt: string } | null>(null);

  async function makeLink() {
    // The bot speaks this board's language in the staff member's chat.
    const made = await connect.run({ language: i18n.language });
    if (made) setDeepLink(made);
  }

  async function unlink() {
    const done = await disconnect.run({});
    if (done) {
      setDeepLink(null);
      state.reload();
    }
  }

  const current = state.data;
  const error = connect.error ?? disconnect.error;
  return (
    <section className="staff-telegram" aria-labelledby="staff-telegram">
      <h2 id="staff-telegram" className="staff-telegram__title">
        {t('telegram.title')}
      </h2>
      {current?.linked ? (
        <>
          <p>{t('telegram.linked', { name: current.telegramName ?? '' })}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={unlink}
            disabled={disconnect.pending}
          >
            {t('telegram.disconnect')}
          </button>
        </>
      ) : (
        <>
          <p>{t('telegram.why')}</p>
          {deepLink ? (
            <>
              <a className="button" href={deepLink.link} target="_blank" rel="noopener noreferrer">
                {t('telegram.open')}
              </a>
              <p className="staff-telegram__note">
                {t('telegram.once', { time: format.time(deepLink.expiresAt) })}
              </p>
              <button type="button" className="button button--quiet" onClick={state.reload}>
                {t('telegram.check')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button"
              onClick={makeLink}
              disabled={connect.pending || state.loading}
            >
              {t('telegram.connect')}
            </button>
          )}
        </>
      )}
      {error && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, error)}
        </p>
      )}
    </section>
  );
}
