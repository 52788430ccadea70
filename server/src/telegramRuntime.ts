import {
  type BotContext,
  type ChatSender,
  describeTelegramSetup,
  type Store,
  type TelegramSettings,
  type TelegramSetup,
} from '@town/core';
import { createBotTokenCheck, createTelegramSender } from '@town/core/node';
import { startTelegramUpdates, type TelegramUpdates } from './telegramBot';

type Via = TelegramUpdates['via'];

export interface TelegramRuntime {
  /** The sender of alerts with the token in force now; null without one. */
  sender(): ChatSender | null;
  /** What admins may know of the settings, never a value. */
  setup(): TelegramSetup;
  botUsername(): string | undefined;
  via(): Via;
  /** Asks Telegram whose a token is, through the configured Bot API server. */
  checkBotToken: ReturnType<typeof createBotTokenCheck>;
  /** Starts hearing from Telegram with the token in force (once the app serves). */
  start(bot: BotContext): Promise<void>;
  /** Reads the token saved on the admin screen again; restarts the bot when it changed. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local host's bot: the token from its settings (TELEGRAM_BOT_TOKEN) or, when they name
 * none, the one an admin saved on the admin screen. Saving or removing that token takes effect
 * at once: alerts use the new sender and updates are heard with the new token, with no restart.
 */
export async function createTelegramRuntime(
  configured: TelegramSettings,
  store: Store,
  afterUpdate: () => void,
  log: (line: string) => void,
  options: { pollTimeoutSeconds?: number } = {},
): Promise<TelegramRuntime> {
  const fromSettings = Boolean(configured.botToken);
  let effective = configured;
  let sender: ChatSender | null = null;
  let updates: TelegramUpdates = { via: 'off', stop: async () => undefined };
  let bot: BotContext | null = null;
  let changing = Promise.resolve();

  async function settingsNow(): Promise<TelegramSettings> {
    if (fromSettings) return configured;
    const saved = await store.get('telegramBot', 'bot');
    if (!saved) return configured;
    return { ...configured, botToken: saved.token, botUsername: saved.username };
  }

  function use(settings: TelegramSettings) {
    effective = settings;
    sender = settings.botToken
      ? createTelegramSender({ botToken: settings.botToken, apiRoot: settings.apiRoot })
      : null;
  }

  use(await settingsNow());

  async function restartUpdates() {
    await updates.stop();
    updates = bot
      ? await startTelegramUpdates(effective, bot, afterUpdate, log, options)
      : { via: 'off', stop: async () => undefined };
  }

  return {
    sender: () => sender,
    setup: () => ({
      ...describeTelegramSetup(effective),
      ...(effective.botToken ? { botTokenFrom: fromSettings ? 'settings' : 'app' } : {}),
      tokenOnScreen: !fromSettings,
    }),
    botUsername: () => effective.botUsername,
    via: () => updates.via,
    checkBotToken: createBotTokenCheck({
      ...(configured.apiRoot ? { apiRoot: configured.apiRoot } : {}),
    }),
    async start(context) {
      bot = context;
      await restartUpdates();
    },
    reload() {
      // One change at a time: two quick saves must not leave two pollers running.
      changing = changing.then(async () => {
        const next = await settingsNow();
        if (next.botToken === effective.botToken) return;
        use(next);
        await restartUpdates();
        log(
          next.botToken ? 'Telegram: the bot token given by an admin is in use.' : 'Telegram: off.',
        );
      });
      return changing;
    },
    async stop() {
      await changing;
      bot = null;
      await updates.stop();
    },
  };
}
