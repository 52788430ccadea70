import { DomainError } from '../app/errors';
import type { BotContext } from './context';
import { type BotOutcome, handleTelegramUpdate, noteUpdateArrived } from './handleUpdate';

/** The header Telegram sends the webhook's secret token in (lower case, as Node gives headers). */
export const webhookSecretHeader = 'x-telegram-bot-api-secret-token';

/** Compares in time independent of where the strings differ: the secret is not guessed byte by byte. */
function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) {
    difference |= (given.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

export interface WebhookAnswer {
  status: number;
  body: { ok: boolean; outcome?: BotOutcome['outcome']; error?: string };
}

/**
 * One webhook call, on either host: refused without the secret token Telegram was given
 * (nothing is read or written), else the update handled once. 200 tells Telegram the update
 * is done (handled, refused, seen before, or not one the bot reads); 503 makes it deliver the
 * update again later (storage was unavailable: nothing was applied).
 */
export async function answerWebhook(
  ctx: BotContext,
  expectedSecret: string | undefined,
  givenSecret: string | string[] | undefined,
  body: unknown,
): Promise<WebhookAnswer> {
  const given = Array.isArray(givenSecret) ? givenSecret[0] : givenSecret;
  if (!expectedSecret || given === undefined || !sameSecret(given, expectedSecret)) {
    return { status: 401, body: { ok: false, error: 'Unauthorized' } };
  }
  try {
    const outcome = await handleTelegramUpdate(ctx, body);
    const updateId = (body as { update_id: number }).update_id;
    await noteUpdateArrived(ctx, updateId, 'webhook').catch(() => undefined);
    return { status: 200, body: { ok: true, outcome: outcome.outcome } };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid-argument') {
      // Not an update at all: redelivering it would not make it one.
      return { status: 200, body: { ok: false, error: error.message } };
    }
    return { status: 503, body: { ok: false, error: 'Not handled now; send it again' } };
  }
}
