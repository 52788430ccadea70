import { z } from 'zod';
import { defineAction, defineRead } from '../app/define';
import { DomainError } from '../app/errors';
import { admins, asRole } from '../app/principal';
import { type OutboxEntry, type TelegramChannel, telegramChannels } from '../model/outbox';
import { type TelegramBotRecord, telegramBotTokenPattern } from '../model/telegramBot';
import { deleteIfPresent } from '../ports/store';
import { boundChats, hereWordOf, withBoundChats } from '../telegram/chats';

const channelSchema = z.enum(telegramChannels);

/** Where one alert channel goes, as the admin screen shows it. */
export interface TelegramChatView {
  channel: TelegramChannel;
  /** What an admin sends in the chat to bind it: `/here delivery`. */
  command: string;
  /** `chat`: bound from inside the chat; `settings`: the host's settings name it; null: nowhere. */
  source: 'chat' | 'settings' | null;
  title?: string;
  chatId?: string;
  boundByName?: string;
  boundAt?: string;
}

/** Admins: where each alert channel goes now, and whether the host has a bot token. */
export const telegramChats = defineRead({
  name: 'telegramChats',
  summary: 'Which chat each alert channel goes to, and how it was chosen (admins)',
  audience: admins,
  input: z.strictObject({}),
  async run(ctx) {
    const bound = await boundChats(ctx.store);
    const chats = telegramChannels.map((channel): TelegramChatView => {
      const command = `/here ${hereWordOf[channel]}`;
      const chat = bound.find((each) => each.id === channel);
      if (chat) {
        const { title, chatId, boundByName, boundAt } = chat;
        return { channel, command, source: 'chat', title, chatId, boundByName, boundAt };
      }
      return { channel, command, source: ctx.telegram?.chats[channel] ? 'settings' : null };
    });
    const setup = ctx.telegram && withBoundChats(ctx.telegram, bound);
    const saved = await ctx.store.get('telegramBot', 'bot');
    return {
      chats,
      botToken: setup?.botToken ?? false,
      /** Where the token comes from; `app` only while the host's settings name none. */
      botTokenFrom: setup?.botTokenFrom ?? null,
      /** The bot an admin's token belongs to (never the token). */
      savedBot: saved
        ? { username: saved.username, name: saved.name, savedAt: saved.savedAt }
        : null,
      /** Whether this host takes the token on this screen (the local host; not Firebase). */
      tokenOnScreen: ctx.telegram?.tokenOnScreen ?? false,
    };
  },
});

/** Admins: a channel's alerts stop going to the chat bound from inside it. */
export const unbindTelegramChat = defineAction({
  name: 'unbindTelegramChat',
  summary: "Stop sending a channel's alerts to the chat bound with /here (admins)",
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ channel: channelSchema }),
  async run(ctx, { channel }) {
    return { unbound: await deleteIfPresent(ctx.store, 'telegramChats', channel) };
  },
});

const testTexts: Record<TelegramChannel, string> = {
  adminGroup: "Test from the town app: this chat gets the admins' alerts.",
  deliveryChat: "Test from the town app: this chat gets the couriers' delivery offers.",
  labClient: "Test from the town app: this chat gets the lab's bookings.",
};

/**
 * Admins: a test message to a channel's chat. It goes through the outbox like any alert, so it
 * proves the whole way (bot token, chat, pacing); if it cannot go, the alerts page says why, as
 * for any alert (a channel with no chat keeps it until one is bound).
 */
export const sendTelegramTest = defineAction({
  name: 'sendTelegramTest',
  summary: "Send a test message to a channel's Telegram chat (admins)",
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ channel: channelSchema }),
  async run(ctx, { channel }) {
    const entry: OutboxEntry = {
      id: ctx.ids.newId(),
      channel,
      event: 'chatTest',
      ref: `telegramChats/${channel}`,
      text: testTexts[channel],
      status: 'pending',
      attempts: 0,
      createdAt: ctx.clock.now().toISOString(),
    };
    await ctx.store.transaction(async (tx) => {
      tx.set('outbox', entry);
    });
    return { queued: true };
  },
});

const botTokenSchema = z
  .string()
  .trim()
  .regex(telegramBotTokenPattern, 'A bot token looks like 123456789:AA…, as @BotFather gives it');

/**
 * Admins on the local host: the bot token from @BotFather, checked with Telegram's getMe, then
 * kept server-side; the host starts the bot at once. On Firebase the token is a deploy secret
 * (decision 1840), and the host's own TELEGRAM_BOT_TOKEN, where set, is not overridden here.
 */
export const saveTelegramBot = defineAction({
  name: 'saveTelegramBot',
  summary: 'Give the Telegram bot token, checked with Telegram (admins, local host)',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ token: botTokenSchema }),
  async run(ctx, { token }) {
    if (!ctx.checkBotToken) {
      throw new DomainError(
        'failed-precondition',
        'This host takes its bot token from its deploy: firebase functions:secrets:set TELEGRAM_BOT_TOKEN (see docs/telegram.md)',
      );
    }
    if (ctx.telegram?.botTokenFrom === 'settings') {
      throw new DomainError(
        'failed-precondition',
        "The host's settings set TELEGRAM_BOT_TOKEN: change it there, or remove it to give the token here",
      );
    }
    const bot = await ctx.checkBotToken(token);
    const record: TelegramBotRecord = {
      id: 'bot',
      token,
      username: bot.username.slice(0, 64),
      name: bot.name.slice(0, 256),
      savedAt: ctx.clock.now().toISOString(),
      savedByAdminId: asRole(ctx.principal, 'admin').adminId,
    };
    await ctx.store.transaction(async (tx) => {
      tx.set('telegramBot', record);
    });
    return { username: record.username, name: record.name };
  },
});

/** Admins on the local host: forget the token given on the screen; the bot stops. */
export const removeTelegramBot = defineAction({
  name: 'removeTelegramBot',
  summary: 'Forget the bot token given on the admin screen (admins)',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({}),
  async run(ctx) {
    return { removed: await deleteIfPresent(ctx.store, 'telegramBot', 'bot') };
  },
});
