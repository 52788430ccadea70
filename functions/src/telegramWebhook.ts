import { answerWebhook, type BotContext, webhookSecretHeader } from '@town/core';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { telegramSecrets, telegramWebhookSecret } from './params';

export interface WebhookDeps {
  bot: BotContext;
  /** The secret token Telegram was given with setWebhook; none refuses every call. */
  secret: string | undefined;
}

/**
 * Telegram's webhook: an HTTPS function that refuses any call without the secret token in
 * X-Telegram-Bot-Api-Secret-Token, and hands the update to the core, which handles it once.
 * Its replies are outbox entries, sent by the outbox trigger like every alert.
 */
export function telegramWebhook(deps: () => WebhookDeps | Promise<WebhookDeps>) {
  const secrets = [...telegramSecrets, ...(telegramWebhookSecret ? [telegramWebhookSecret] : [])];
  return onRequest(
    { secrets, timeoutSeconds: 60, invoker: 'public' },
    async (request, response) => {
      if (request.method !== 'POST') {
        response.status(405).json({ ok: false, error: 'POST only' });
        return;
      }
      const { bot, secret } = await deps();
      const answer = await answerWebhook(
        bot,
        secret,
        request.headers[webhookSecretHeader],
        request.body,
      );
      if (answer.status === 401) logger.warn('Telegram webhook: a call without the secret token');
      if (answer.status >= 500) logger.error('Telegram webhook: update not handled', answer.body);
      response.status(answer.status).json(answer.body);
    },
  );
}
