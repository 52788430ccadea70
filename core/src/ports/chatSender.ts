/** One message for one chat, in the parse mode its text was built for (none: plain text). */
export interface ChatMessage {
  chatId: string;
  text: string;
  parseMode?: 'HTML';
}

/**
 * Sends staff alerts to a chat (Telegram on both hosts). One call is one request and never
 * retries by itself: the outbox owns retries, so every attempt is counted and leased. Failures
 * are thrown as `ChatSendError` (core/src/telegram/errors.ts); `signal` ends a request that
 * takes too long.
 */
export interface ChatSender {
  send(message: ChatMessage, signal: AbortSignal): Promise<{ messageId: number }>;
}
