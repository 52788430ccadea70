import { Api, isAbortError, TelegramApiError } from 'node-telegram-bot-api';
import { DomainError } from '../app/errors';
import type { ChatButton } from '../model/outbox';
import type { BotTokenCheck, ChatMessage, ChatSender } from '../ports';
import { ChatSendError } from '../telegram/errors';
import type { TelegramSettings } from '../telegram/settings';

/**
 * The ChatSender port on node-telegram-bot-api v2, for both hosts. The client's own retries are
 * off (`maxRetries: 0`): the outbox retries, counts every attempt and holds a lease across it,
 * so a retry hidden inside the client could neither be paced nor be seen by admins.
 */
export function createTelegramSender(
  settings: Pick<TelegramSettings, 'botToken' | 'apiRoot'> & { botToken: string },
): ChatSender {
  const api = new Api(settings.botToken, {
    ...(settings.apiRoot ? { apiRoot: settings.apiRoot } : {}),
    maxRetries: 0,
    // The caller's signal times each request out; this only bounds a caller that passes none.
    timeoutMs: 60_000,
  });
  return {
    async send(message, signal) {
      try {
        return await request(api, message, signal);
      } catch (error) {
        if (message.editMessageId !== undefined && isUnchangedEdit(error)) {
          return { messageId: message.editMessageId };
        }
        throw classify(error);
      }
    },
  };
}

function keyboardOf(buttons: ChatButton[][] | undefined) {
  return {
    inline_keyboard: (buttons ?? []).map((row) =>
      row.map((button) =>
        'url' in button
          ? { text: button.text, url: button.url }
          : { text: button.text, callback_data: button.data },
      ),
    ),
  };
}

/** One Bot API request for one outbox entry: an answer to a press, an edit, or a message. */
async function request(
  api: Api,
  message: ChatMessage,
  signal: AbortSignal,
): Promise<{ messageId: number }> {
  if (message.answerQueryId) {
    await api.answerCallbackQuery(
      { callback_query_id: message.answerQueryId, text: message.text, show_alert: false },
      signal,
    );
    return { messageId: 0 };
  }
  const common = {
    chat_id: message.chatId,
    text: message.text,
    ...(message.parseMode ? { parse_mode: message.parseMode } : {}),
    // A map link would otherwise unfold into a large preview on a small phone screen.
    link_preview_options: { is_disabled: true },
  };
  if (message.editMessageId !== undefined) {
    // An edit always sets the keyboard: none left means the buttons are gone.
    await api.editMessageText(
      { ...common, message_id: message.editMessageId, reply_markup: keyboardOf(message.buttons) },
      signal,
    );
    return { messageId: message.editMessageId };
  }
  const sent = await api.sendMessage(
    { ...common, ...(message.buttons ? { reply_markup: keyboardOf(message.buttons) } : {}) },
    signal,
  );
  return { messageId: sent.message_id };
}

/** Telegram refuses an edit that changes nothing; for the outbox that edit is done. */
const isUnchangedEdit = (error: unknown) =>
  error instanceof TelegramApiError &&
  error.errorCode === 400 &&
  /message is not modified/i.test(error.description);

/** Telegram's answer, or the lack of one, as the outbox needs to know it. */
export function classify(error: unknown): ChatSendError {
  if (error instanceof TelegramApiError) {
    const what = `Telegram ${error.errorCode}: ${error.description}`;
    if (error.errorCode === 429) {
      return new ChatSendError('rateLimited', what, (error.retryAfter ?? 1) * 1000);
    }
    if (error.errorCode >= 500) return new ChatSendError('transient', what);
    const moved = error.migrateToChatId;
    return new ChatSendError(
      'rejected',
      moved ? `${what} (the group is now chat ${moved}: set that chat id)` : what,
    );
  }
  if (isAbortError(error) || (error instanceof Error && error.name === 'TimeoutError')) {
    return new ChatSendError('transient', 'Telegram did not answer in time');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ChatSendError('transient', `Could not reach Telegram: ${message}`);
}

/** The BotTokenCheck port on getMe: a refused token and an unreachable Telegram told apart. */
export function createBotTokenCheck(
  settings: Pick<TelegramSettings, 'apiRoot'> & { timeoutMs?: number },
): BotTokenCheck {
  return async (token) => {
    const api = new Api(token, {
      ...(settings.apiRoot ? { apiRoot: settings.apiRoot } : {}),
      maxRetries: 0,
      timeoutMs: settings.timeoutMs ?? 10_000,
    });
    try {
      const me = await api.getMe(AbortSignal.timeout(settings.timeoutMs ?? 10_000));
      return { id: me.id, username: me.username ?? '', name: me.first_name };
    } catch (error) {
      if (error instanceof TelegramApiError && error.errorCode < 500 && error.errorCode !== 429) {
        throw new DomainError(
          'invalid-argument',
          'Telegram does not accept this token: copy it again from @BotFather',
        );
      }
      throw new DomainError('unavailable', 'Could not reach Telegram; try again in a minute');
    }
  };
}
