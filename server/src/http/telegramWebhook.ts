import { answerWebhook, type BotContext, webhookSecretHeader } from '@town/core';
import type { FastifyInstance } from 'fastify';

export const telegramWebhookPath = '/telegram/webhook';

/**
 * Telegram's calls when the host runs with a webhook: the secret token it was given must come
 * back in its header, or nothing is read. The answer's status tells Telegram whether to retry.
 */
export function registerTelegramWebhook(
  app: FastifyInstance,
  deps: { bot: BotContext; secret: string; afterUpdate: () => void },
): void {
  app.post(telegramWebhookPath, async (request, reply) => {
    const answer = await answerWebhook(
      deps.bot,
      deps.secret,
      request.headers[webhookSecretHeader],
      request.body,
    );
    if (answer.body.outcome && answer.body.outcome !== 'duplicate') deps.afterUpdate();
    reply.header('cache-control', 'no-store');
    return reply.status(answer.status).send(answer.body);
  });
}
