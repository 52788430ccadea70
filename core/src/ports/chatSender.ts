import type { ChatButton } from '../model/outbox';

/**
 * One message for one chat, in the parse mode its text was built for (none: plain text), with
 * inline buttons; or an edit of an earlier message of the chat; or the answer to a button press
 * (`answerQueryId`: a short notice to the one who pressed, nothing in the chat).
 */
export interface ChatMessage {
  chatId: string;
  text: string;
  parseMode?: 'HTML';
  buttons?: ChatButton[][];
  editMessageId?: number;
  answerQueryId?: string;
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
