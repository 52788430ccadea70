/**
 * How a send failed, which decides what the outbox does next:
 * rateLimited: Telegram's 429, wait `retryAfterMs` before anything else goes to that chat;
 * transient: 5xx, network error or timeout, back off and try again;
 * rejected: Telegram refused the message for good (400 chat not found, 403 bot removed, 401 bad
 * token), so retrying cannot help until someone changes the configuration;
 * gone: a push service answered 404 or 410: that browser's subscription is over for good.
 */
export type ChatSendFailure = 'rateLimited' | 'transient' | 'rejected' | 'gone';

export class ChatSendError extends Error {
  constructor(
    readonly kind: ChatSendFailure,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ChatSendError';
  }
}

/** Anything a sender throws that is not a ChatSendError is treated as a passing fault. */
export function asChatSendError(error: unknown): ChatSendError {
  if (error instanceof ChatSendError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChatSendError('transient', message);
}

/**
 * A run of digits with what follows its colon, matched in one pass. `\d{5,}:` alone would
 * retry every digit of a long run as a start: quadratic on text an outsider can shape.
 */
const digitsWithTail = /\d+(?::[A-Za-z0-9_-]+)?/g;

/** Bot tokens look like "123456:AA..."; they appear in request URLs and must never be stored. */
export function redactBotToken(text: string): string {
  return text.replace(digitsWithTail, (match) => {
    const colon = match.indexOf(':');
    return colon >= 5 && match.length - colon - 1 >= 20 ? '[bot token]' : match;
  });
}
