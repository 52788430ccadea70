import { z } from 'zod';
import { outboxStatuses } from '../vocabulary';
import { idSchema, isoDateTimeSchema } from './common';
import { languageSchema } from './town';

/**
 * Where a notification goes: the staff Telegram chats, or an email to a person. `telegramChat`
 * is the bot's answer in a chat named by the entry itself (`to`): a private chat with a linked
 * staff member, or the chat a button was pressed in.
 */
export const channelSchema = z.enum([
  'adminGroup',
  'deliveryChat',
  'labClient',
  'email',
  'telegramChat',
  'push',
]);
export type Channel = z.infer<typeof channelSchema>;

/** The channels delivered through the Telegram bot; each has its own chat id in configuration. */
export const telegramChannels = ['adminGroup', 'deliveryChat', 'labClient'] as const;
export type TelegramChannel = (typeof telegramChannels)[number];

export const isTelegramChannel = (channel: Channel): channel is TelegramChannel =>
  (telegramChannels as readonly string[]).includes(channel);

/** Entries the Telegram sender delivers: the configured chats and the bot's own answers. */
export const isSentByTelegram = (channel: Channel): boolean =>
  isTelegramChannel(channel) || channel === 'telegramChat';

/** Entries the outbox sender delivers itself: Telegram's, and Web Push notifications. */
export const isSentByOutboxSender = (channel: Channel): boolean =>
  isSentByTelegram(channel) || channel === 'push';

/**
 * An inline keyboard button: `data` comes back in a press (an opaque reference, see
 * botMessageSchema), `url` opens a link (a map).
 */
export const chatButtonSchema = z.union([
  z.object({ text: z.string().min(1).max(64), data: z.string().min(1).max(64) }),
  z.object({ text: z.string().min(1).max(64), url: z.url() }),
]);
export type ChatButton = z.infer<typeof chatButtonSchema>;

/** Rows of buttons as stored in an outbox entry, and back. */
export const keyboardOf = (rows: ChatButton[][]) => rows.map((row) => ({ row }));
export const buttonRowsOf = (keyboard: ReadonlyArray<{ row: ChatButton[] }>) =>
  keyboard.map(({ row }) => row);

/**
 * pending: waiting to be sent (not before `nextAttemptAt` when set);
 * sending: a sender holds the lease until `lease.until` (after that anyone may take it over);
 * sent: Telegram accepted it (`telegramMessageId`);
 * failed: not delivered within 24 hours, or refused for good; an admin may retry it;
 * notConfigured: no bot token or no chat id for its channel; sent once configuration exists.
 */
export { outboxStatuses };
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** A message as written in one language: its text and its buttons' labels (the data stays). */
export const outboxWordingSchema = z.object({
  text: z.string(),
  keyboard: z.array(z.object({ row: z.array(chatButtonSchema) })).optional(),
});
export type OutboxWording = z.infer<typeof outboxWordingSchema>;

export const outboxEntrySchema = z.object({
  id: idSchema,
  channel: channelSchema,
  /**
   * Email address for the email channel; the chat id for `telegramChat` (the staff chats' ids
   * are configuration, not data).
   */
  to: z.string().optional(),
  event: z.string(),
  /** The document the event is about, e.g. "orders/abc". */
  ref: z.string(),
  text: z.string(),
  /**
   * 'HTML' for texts built with Telegram's HTML escaping. Entries written before the texts
   * were HTML have none and go out as plain text, so an old "&" or "<" is never misread.
   */
  parseMode: z.literal('HTML').optional(),
  /**
   * The language `text` and `keyboard` are written in (the town's default language when the
   * entry was queued). Entries written before the bot spoke Bengali have none: English.
   */
  language: languageSchema.optional(),
  /**
   * The same message in the bot's other languages. The sender sends the one the chat reads
   * (`chatLanguages`), else `text`. A button's data is the same in each: only labels differ.
   */
  translations: z
    .object({ en: outboxWordingSchema.optional(), bn: outboxWordingSchema.optional() })
    .optional(),
  /**
   * Inline keyboard buttons under the message, row by row (rows as objects: Firestore stores no
   * array directly inside an array).
   */
  keyboard: z.array(z.object({ row: z.array(chatButtonSchema) })).optional(),
  /** Edits this earlier message of the chat (text and buttons) instead of sending a new one. */
  editMessageId: z.int().optional(),
  /**
   * Answers a button press (the small notice above the chat) instead of sending a message: not
   * paced, since it is not a message in the chat.
   */
  answerQueryId: z.string().max(64).optional(),
  status: outboxStatusSchema,
  /** Send attempts that reached Telegram or were cut short by a stopped sender. */
  attempts: z.int().min(0),
  lastError: z.string().optional(),
  createdAt: isoDateTimeSchema,
  /** A pending entry waits until then: Telegram's retry_after, backoff or chat pacing. */
  nextAttemptAt: isoDateTimeSchema.optional(),
  /** Held while sending; a lease past `until` belongs to a sender that stopped. */
  lease: z.object({ id: z.string(), until: isoDateTimeSchema }).optional(),
  telegramMessageId: z.int().optional(),
  sentAt: isoDateTimeSchema.optional(),
  failedAt: isoDateTimeSchema.optional(),
  /**
   * The summary entry this one was delivered in: one of a flood of the same kind (e.g. contact
   * messages), counted in one message instead of sent one by one.
   */
  summedUpIn: idSchema.optional(),
  /**
   * A `push` entry's notification (its body is `text`, plain) and the browser it goes to, copied
   * from the subscription, which may end (order over) before the entry is sent.
   */
  push: z
    .object({
      subscriptionId: idSchema,
      endpoint: z.string(),
      keys: z.object({ p256dh: z.string(), auth: z.string() }),
      title: z.string(),
      url: z.string(),
      /**
       * The notification's tag on the phone, when it is not the page's url: a board's notices
       * are tagged per order, so a second new order does not replace the first.
       */
      tag: z.string().max(100).optional(),
    })
    .optional(),
  /** When an admin last asked for another try: the 24-hour window starts again there. */
  retriedAt: isoDateTimeSchema.optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/**
 * Send times reserved per Telegram chat, shared by every sender (the local dispatcher, many
 * Cloud Function instances), so pacing holds however many senders run. Times are epoch ms.
 */
export const chatPacingSchema = z.object({
  /** The chat id made safe for a document id (see `pacingDocId`). */
  id: idSchema,
  /** Reserved send times within the last pacing window, oldest first. */
  slots: z.array(z.number()),
  /** Telegram's last 429 for this chat: nothing goes to it before this time. */
  blockedUntil: z.number().optional(),
});
export type ChatPacing = z.infer<typeof chatPacingSchema>;
