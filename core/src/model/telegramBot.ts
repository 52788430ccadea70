import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { telegramChannels } from './outbox';
import { staffRoleSchema } from './people';
import { languageSchema } from './town';

/**
 * A staff account's Telegram user: presses and commands from that user act as the account.
 * One per account (id `<role>_<subjectId>`); a Telegram user is linked to one account at most.
 */
export const telegramLinkSchema = z.object({
  id: idSchema,
  role: staffRoleSchema,
  subjectId: idSchema,
  /** Telegram's user id, as text (it can pass 2^53 one day). Also the private chat's id. */
  telegramUserId: z.string().regex(/^\d{1,20}$/),
  /** The name Telegram shows for the user, for the admin list and "taken by" lines. */
  telegramName: z.string().max(200),
  linkedAt: isoDateTimeSchema,
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;

/**
 * A one-time code in a "Connect Telegram" deep link. Only its SHA-256 is stored (the document
 * id): a copy of the database cannot link anyone. Used once, within minutes.
 */
export const telegramLinkCodeSchema = z.object({
  /** SHA-256 hex of the code. */
  id: z.string().regex(/^[0-9a-f]{64}$/),
  role: staffRoleSchema,
  subjectId: idSchema,
  expiresAt: isoDateTimeSchema,
  /** The language the board that made the link was in: the bot speaks it in that chat. */
  language: languageSchema.optional(),
});
export type TelegramLinkCode = z.infer<typeof telegramLinkCodeSchema>;

/**
 * An update from Telegram that was handled, kept by its update_id and written in the same
 * transaction as its effect: a redelivered update (a webhook retry, a poll after a crash) finds
 * it and does nothing again.
 */
export const telegramUpdateRecordSchema = z.object({
  id: z.string().regex(/^u\d{1,20}$/),
  handledAt: isoDateTimeSchema,
  /** What it was, for the operator: "press", "start", "command", "ignored". */
  kind: z.string().max(40),
});
export type TelegramUpdateRecord = z.infer<typeof telegramUpdateRecordSchema>;

/** What a bot message with buttons is about; a press names the message, never an account. */
export const botMessageKindSchema = z.enum([
  'deliveryOffer',
  'courierTask',
  'vendorPart',
  'labBooking',
]);
export type BotMessageKind = z.infer<typeof botMessageKindSchema>;

/**
 * The server's record behind a message's buttons: the callback data of each button is
 * `<record id>:<verb>`, an opaque reference looked up here. Who pressed comes from Telegram's
 * sender and the account it is linked to; what may be done comes from this record and the
 * core action that does it.
 */
export const botMessageSchema = z.object({
  id: idSchema,
  kind: botMessageKindSchema,
  /** The order the message is about; for a lab booking, the booking's id. */
  orderId: idSchema,
  /** The shop whose part a vendor message is about. */
  shopId: idSchema.optional(),
  createdAt: isoDateTimeSchema,
});
export type BotMessage = z.infer<typeof botMessageSchema>;

/** When the bot last heard from Telegram, for the admin dashboard ("are updates arriving?"). */
export const botStatusSchema = z.object({
  id: z.literal('updates'),
  lastUpdateAt: isoDateTimeSchema,
  lastUpdateId: z.number().int(),
  /** How updates come in: long polling or a webhook. */
  via: z.enum(['polling', 'webhook']).optional(),
});
export type BotStatus = z.infer<typeof botStatusSchema>;

/**
 * A Telegram chat that follows one order: its customer opened "Follow on Telegram" (a deep link
 * carrying the order's private-link secret) and gets each change of the order's status there,
 * and nothing else. No account and no phone: the chat id is all the bot keeps.
 */
export const orderFollowerSchema = z.object({
  /** `<orderId>_<chatId>`: one follow per chat and order. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}_\d{1,20}$/),
  orderId: idSchema,
  chatId: z.string().regex(/^\d{1,20}$/),
  followedAt: isoDateTimeSchema,
});
export type OrderFollower = z.infer<typeof orderFollowerSchema>;

/**
 * A Telegram chat that follows one booking (an appointment or a lab booking), as an order's
 * follower does: "Follow on Telegram" on the booking's private page, then each step of it.
 */
export const bookingFollowerSchema = z.object({
  /** `<bookingId>_<chatId>`: one follow per chat and booking. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}_\d{1,20}$/),
  bookingId: idSchema,
  chatId: z.string().regex(/^\d{1,20}$/),
  followedAt: isoDateTimeSchema,
});
export type BookingFollower = z.infer<typeof bookingFollowerSchema>;

/**
 * The language the bot speaks in one chat. Set when a staff member links from their board (the
 * board's language), when a customer follows from a private page (the page's), and by `/lang`
 * in any chat. A chat without one (a group bound with `/here`, links made before) reads the
 * town's default language.
 */
export const chatLanguageSchema = z.object({
  /** `chat<chat id>`, made safe for a document id as the chat's pacing record is. */
  id: z.string().regex(/^chat[A-Za-z0-9_-]{1,40}$/),
  chatId: z.string().regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/),
  language: languageSchema,
  /** What set it: linking from a board, following from a page, or `/lang`. */
  setBy: z.enum(['link', 'follow', 'command']),
  setAt: isoDateTimeSchema,
});
export type ChatLanguage = z.infer<typeof chatLanguageSchema>;

/** A bot token as @BotFather gives it: the bot's id, a colon, letters (never a path or query). */
export const telegramBotTokenPattern = /^\d{1,20}:[A-Za-z0-9_-]{1,100}$/;

/** A Telegram chat id as the Bot API takes it: a number (groups are negative) or @channelname. */
export const telegramChatIdPattern = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/**
 * The chat an alert channel goes to, bound from inside that chat: a linked admin sent
 * `/here delivery` there. One per channel (the id is the channel); it wins over the chat id in
 * the host's settings, which keep working for towns that set them.
 */
export const telegramChatSchema = z.object({
  id: z.enum(telegramChannels),
  chatId: z.string().regex(telegramChatIdPattern),
  /** The group's title (a private chat: the person's name), for the admin screen. */
  title: z.string().max(256),
  boundByAdminId: idSchema,
  boundByName: z.string().max(200),
  boundAt: isoDateTimeSchema,
});
export type TelegramChat = z.infer<typeof telegramChatSchema>;

/**
 * The bot token an admin gave on the local host's admin screen, checked with Telegram's getMe
 * before it is kept. Server-only: no read returns it and the Firestore rules deny it (on
 * Firebase the token is a deploy secret instead; decision 1840). The host's TELEGRAM_BOT_TOKEN,
 * when set, wins over it.
 */
export const telegramBotRecordSchema = z.object({
  id: z.literal('bot'),
  token: z.string().regex(telegramBotTokenPattern),
  /** Who getMe said the token belongs to: the bot's username (for Connect Telegram links). */
  username: z.string().max(64),
  name: z.string().max(256),
  savedAt: isoDateTimeSchema,
  savedByAdminId: idSchema,
});
export type TelegramBotRecord = z.infer<typeof telegramBotRecordSchema>;
