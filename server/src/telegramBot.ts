import {
  type BotContext,
  handleTelegramUpdate,
  noteUpdateArrived,
  type TelegramSettings,
} from '@town/core';
import { registerWebhook, startUpdatePolling } from '@town/core/node';

export interface TelegramUpdates {
  /** How updates arrive: none without a bot token. */
  via: 'polling' | 'webhook' | 'off';
  stop(): Promise<void>;
}

/**
 * The local host's way of hearing from Telegram: long polling by default, which needs no public
 * address; with TELEGRAM_WEBHOOK_URL set, Telegram is told to call /telegram/webhook instead
 * (the route is in http/telegramWebhook.ts). Either way the core handles each update once.
 */
export async function startTelegramUpdates(
  settings: TelegramSettings,
  bot: BotContext,
  afterUpdate: () => void,
  log: (line: string) => void,
  options: { pollTimeoutSeconds?: number } = {},
): Promise<TelegramUpdates> {
  const { botToken } = settings;
  if (!botToken) return { via: 'off', stop: async () => undefined };
  const api = { botToken, ...(settings.apiRoot ? { apiRoot: settings.apiRoot } : {}) };
  if (settings.webhookUrl && settings.webhookSecret) {
    await registerWebhook(api, settings.webhookUrl, settings.webhookSecret).catch((error) =>
      log(`Telegram setWebhook: ${error instanceof Error ? error.message : String(error)}`),
    );
    return { via: 'webhook', stop: async () => undefined };
  }
  const polling = startUpdatePolling(
    api,
    async (update) => {
      const outcome = await handleTelegramUpdate(bot, update).catch((error) => {
        // Not an update at all: skipping it is all that can be done.
        if ((error as { code?: string }).code === 'invalid-argument') return null;
        throw error;
      });
      const updateId = (update as { update_id?: number }).update_id;
      if (typeof updateId === 'number') {
        await noteUpdateArrived(bot, updateId, 'polling').catch(() => undefined);
      }
      if (outcome) afterUpdate();
    },
    log,
    options,
  );
  return { via: 'polling', stop: () => polling.stop() };
}
