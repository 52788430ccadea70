import { type FormEvent, useState } from 'react';
import type { ReadResult } from '../../../backend/reads';
import { useFormat } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/useTranslation';
import { errorText } from '../../../ui/errorText';
import { TextField } from '../../../ui/Field';
import { useAction } from '../../../ui/useAction';

type ChatsData = ReadResult<'telegramChats'>;

/**
 * The bot's token: given here on the local host (checked with Telegram, kept on the server,
 * never shown again), or where the host's settings or Firebase's deploy secret keep it.
 */
export function TelegramBotToken({ data, saved }: { data: ChatsData; saved: () => void }) {
  const { t } = useTranslation('staff');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const save = useAction('saveTelegramBot');
  const remove = useAction('removeTelegramBot');
  const [token, setToken] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await save.run({ token })) {
      setToken('');
      saved();
    }
  }

  if (data.botTokenFrom === 'settings') return <p>{t('telegram.bot.fromSettings')}</p>;
  if (!data.tokenOnScreen) return <p className="staff-problem">{t('telegram.bot.deploySecret')}</p>;
  const error = save.error ?? remove.error;
  return (
    <>
      {data.savedBot && (
        <p>
          {t('telegram.bot.saved', {
            username: data.savedBot.username,
            name: data.savedBot.name,
            time: format.date(data.savedBot.savedAt),
          })}{' '}
          <button
            type="button"
            className="button button--quiet"
            disabled={remove.pending}
            onClick={async () => (await remove.run({})) && saved()}
          >
            {t('telegram.bot.remove')}
          </button>
        </p>
      )}
      <form className="card form staff-form" onSubmit={submit}>
        <TextField
          label={data.savedBot ? t('telegram.bot.newToken') : t('telegram.bot.token')}
          hint={t('telegram.bot.tokenHint')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          error={save.fieldErrors.token}
        />
        <button type="submit" className="button" disabled={save.pending || token.trim() === ''}>
          {save.pending ? t('telegram.bot.checking') : t('telegram.bot.save')}
        </button>
      </form>
      {error && !save.fieldErrors.token && (
        <p className="staff-problem" role="alert">
          {errorText(tCommon, error)}
        </p>
      )}
    </>
  );
}
