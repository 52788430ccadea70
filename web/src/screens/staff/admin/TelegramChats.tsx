import { useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import { ReadView } from '../../../ui/ReadView';
import { useAction } from '../../../ui/useAction';
import { useStaffRead } from '../useStaffRead';
import { TelegramBotToken } from './TelegramBotToken';

type Channel = 'adminGroup' | 'deliveryChat' | 'labClient';

/**
 * Where each alert channel goes: bound from inside the chat with `/here delivery` by an admin's
 * linked Telegram account, or named in the host's settings. Each chat has a test message and,
 * when bound here, Unbind.
 */
export function TelegramChats() {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const state = useStaffRead('telegramChats');
  const unbind = useAction('unbindTelegramChat');
  const test = useAction('sendTelegramTest');
  const [tested, setTested] = useState<Channel | null>(null);

  async function unbindOne(channel: Channel) {
    if (await unbind.run({ channel })) {
      state.reload();
    }
  }

  async function testOne(channel: Channel) {
    setTested(null);
    if (await test.run({ channel })) setTested(channel);
  }

  const error = unbind.error ?? test.error;
  return (
    <section aria-labelledby="telegram-chats" className="staff-section">
      <h2 id="telegram-chats" className="section-title">
        {t('telegram.setupTitle')}
      </h2>
      <ReadView state={state} empty={t('admin.noData')}>
        {(data) => (
          <>
            <h3 className="section-title">{t('telegram.bot.title')}</h3>
            <TelegramBotToken data={data} saved={state.reload} />
            <h3 className="section-title">{t('telegram.chats.subtitle')}</h3>
            <p className="staff-notice">{t('telegram.chats.how')}</p>
            <ul className="staff-telegram-links">
              {data.chats.map((chat) => (
                <li key={chat.channel} className="staff-telegram-links__item">
                  <span>
                    <strong>{t(`telegram.chats.channel.${chat.channel}`)}</strong>
                    {': '}
                    {chat.source === 'chat'
                      ? t('telegram.chats.boundHere', {
                          title: chat.title,
                          name: chat.boundByName,
                          time: format.date(chat.boundAt ?? ''),
                        })
                      : chat.source === 'settings'
                        ? t('telegram.chats.fromSettings')
                        : t('telegram.chats.nowhere', {
                            command: chat.command,
                          })}
                  </span>
                  {chat.source !== null && (
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => testOne(chat.channel)}
                      disabled={test.pending || !data.botToken}
                    >
                      {t('telegram.chats.test')}
                    </button>
                  )}
                  {chat.source === 'chat' && (
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => unbindOne(chat.channel)}
                      disabled={unbind.pending}
                    >
                      {t('telegram.chats.unbind')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {tested && (
              <p role="status" className="staff-notice">
                {t('telegram.chats.testQueued', { chat: t(`telegram.chats.channel.${tested}`) })}
              </p>
            )}
            {error && (
              <p className="staff-problem" role="alert">
                {errorText(tCommon, error)}
              </p>
            )}
          </>
        )}
      </ReadView>
    </section>
  );
}
