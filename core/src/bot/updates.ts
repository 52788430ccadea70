import { z } from 'zod';
import {
  followBookingPayload,
  followBookingTokenPayload,
  followPayload,
  followTokenPayload,
} from '../botMessages/payloads';
import { isLanguage, type Language } from '../notifications/language';

/**
 * The parts of a Telegram update the bot reads (Bot API JSON; other fields are dropped). What
 * arrives is outside input, checked like any request.
 */
const userSchema = z.object({
  id: z.number().int().positive(),
  is_bot: z.boolean().optional(),
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  /** The language of the user's Telegram app ("bn", "en-GB"), when Telegram says. */
  language_code: z.string().max(35).optional(),
});

const messageSchema = z.object({
  message_id: z.number().int(),
  chat: z.object({
    id: z.number().int(),
    type: z.string().max(20),
    title: z.string().max(256).optional(),
  }),
  from: userSchema.optional(),
  text: z.string().max(4096).optional(),
});

const callbackQuerySchema = z.object({
  id: z.string().min(1).max(64),
  from: userSchema,
  message: messageSchema.optional(),
  data: z.string().max(64).optional(),
});

export const botUpdateSchema = z.object({
  update_id: z.number().int().min(0),
  message: messageSchema.optional(),
  callback_query: callbackQuerySchema.optional(),
});
export type BotUpdate = z.infer<typeof botUpdateSchema>;
export type BotUser = z.infer<typeof userSchema>;
export type BotChatMessage = z.infer<typeof messageSchema>;
export type BotCallbackQuery = z.infer<typeof callbackQuerySchema>;

/** A user's name as Telegram shows it, for "taken by" and the admin list. */
export const displayNameOf = (user: BotUser): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').slice(0, 200) ||
  (user.username ? `@${user.username}` : `user ${user.id}`);

/** What an update asks the bot to do. */
export type BotRequest =
  | { kind: 'press'; query: BotCallbackQuery; recordId: string; verb: string }
  | { kind: 'start'; message: BotChatMessage; user: BotUser; code: string | null }
  /**
   * "Follow on Telegram" from an order's private link: `/start of_<code>_<follow token>`, with
   * the page's language when the page added it.
   */
  | {
      kind: 'follow';
      message: BotChatMessage;
      orderCode: string;
      key: FollowKey;
      language?: Language;
    }
  /** The same from a booking's private link: `/start bf_<code>_<follow token>`. */
  | {
      kind: 'followBooking';
      message: BotChatMessage;
      bookingCode: string;
      key: FollowKey;
      language?: Language;
    }
  | { kind: 'disconnect'; message: BotChatMessage; user: BotUser }
  | { kind: 'today' | 'waiting'; message: BotChatMessage; user: BotUser }
  /** `/next` or `/next 17`: the desk calls the next token of today's doctor's queue. */
  | { kind: 'next'; message: BotChatMessage; user: BotUser; target: string | null }
  /** `/here delivery` (admin, lab, off): an admin binds the chat it is sent in to alerts. */
  | { kind: 'here'; message: BotChatMessage; user: BotUser; target: string | null }
  /** `/lang bn` (or `/language en`), in any chat: the bot speaks that language there. */
  | { kind: 'language'; message: BotChatMessage; user: BotUser; target: string | null }
  | { kind: 'ignored'; reason: string };

const pressData = /^([A-Za-z0-9_-]{1,64}):([a-z]{1,12})$/;
/** "/cmd", "/cmd@TownBot" and "/cmd argument", on trimmed text (linear: no two runs can trade). */
const command = /^\/([a-z]+)(?:@[A-Za-z0-9_]+)?(?:\s+(\S+))?$/;

/** What a follow link proves: a follow token (links made now), or the secret (older links). */
export type FollowKey = { token: string } | { secret: string };

function followOf(
  payload: string,
): { of: 'order' | 'booking'; code: string; key: FollowKey; language?: Language } | null {
  const forms = [
    { of: 'order', pattern: followTokenPayload, key: 'token' },
    { of: 'order', pattern: followPayload, key: 'secret' },
    { of: 'booking', pattern: followBookingTokenPayload, key: 'token' },
    { of: 'booking', pattern: followBookingPayload, key: 'secret' },
  ] as const;
  for (const form of forms) {
    const match = form.pattern.exec(payload);
    if (!match) continue;
    const value = match[2] as string;
    const language = match[3];
    return {
      of: form.of,
      code: match[1] as string,
      key: form.key === 'token' ? { token: value } : { secret: value },
      ...(isLanguage(language) ? { language } : {}),
    };
  }
  return null;
}

export function requestOf(update: BotUpdate): BotRequest {
  const query = update.callback_query;
  if (query) {
    const match = pressData.exec(query.data ?? '');
    if (!match) return { kind: 'ignored', reason: 'press without known data' };
    return { kind: 'press', query, recordId: match[1] as string, verb: match[2] as string };
  }
  const message = update.message;
  const user = message?.from;
  const match = command.exec(message?.text?.trim() ?? '');
  if (!message || !user || user.is_bot || !match)
    return { kind: 'ignored', reason: 'not a command' };
  const [, name, argument] = match;
  const isPrivate = message.chat.type === 'private';
  const follow = name === 'start' && isPrivate ? followOf(argument ?? '') : null;
  const language = follow?.language ? { language: follow.language } : {};
  if (follow?.of === 'order') {
    return { kind: 'follow', message, orderCode: follow.code, key: follow.key, ...language };
  }
  if (follow?.of === 'booking') {
    return {
      kind: 'followBooking',
      message,
      bookingCode: follow.code,
      key: follow.key,
      ...language,
    };
  }
  if (name === 'start' && isPrivate)
    return { kind: 'start', message, user, code: argument ?? null };
  if ((name === 'stop' || name === 'disconnect') && isPrivate) {
    return { kind: 'disconnect', message, user };
  }
  if (name === 'today' || name === 'waiting') return { kind: name, message, user };
  if (name === 'next') return { kind: 'next', message, user, target: argument ?? null };
  if (name === 'here') return { kind: 'here', message, user, target: argument ?? null };
  if (name === 'lang' || name === 'language') {
    return { kind: 'language', message, user, target: argument ?? null };
  }
  return { kind: 'ignored', reason: `command /${name}` };
}
