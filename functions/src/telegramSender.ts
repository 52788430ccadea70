import type { AlertSender, Channel } from '@town/core';

export interface TelegramSettings {
  token: string;
  /** Chat id per staff channel; a channel without one is not sent (its entries stay pending). */
  chats: Partial<Record<Channel, string>>;
  /** The Bot API root; tests point it at a local fake. */
  apiRoot?: string;
}

/** A failed Bot API call, with Telegram's `retry_after` when it asked us to slow down. */
export class TelegramSendError extends Error {
  override readonly name = 'TelegramSendError';
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

interface BotApiReply {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number };
}

/**
 * Sends staff alerts with the Bot API's sendMessage. One attempt per call: retries and waits
 * are the outbox's business (core `deliverOutboxEntry`), so a slow chat never holds a function.
 */
export function createTelegramSender(settings: TelegramSettings): AlertSender {
  const apiRoot = settings.apiRoot ?? 'https://api.telegram.org';
  return {
    canSend: (entry) => entry.channel !== 'email' && Boolean(settings.chats[entry.channel]),
    async send(entry) {
      const response = await fetch(`${apiRoot}/bot${settings.token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: settings.chats[entry.channel],
          text: entry.text,
          link_preview_options: { is_disabled: true },
        }),
        signal: AbortSignal.timeout(20_000),
      });
      const reply = (await response.json().catch(() => ({}))) as BotApiReply;
      if (!response.ok || !reply.ok) {
        throw new TelegramSendError(
          `Telegram answered ${response.status}: ${reply.description ?? 'no description'}`,
          reply.parameters?.retry_after,
        );
      }
    },
  };
}
