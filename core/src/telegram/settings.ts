import { type TelegramChannel, telegramChannels } from '../model/outbox';
import { telegramBotTokenPattern, telegramChatIdPattern } from '../model/telegramBot';

/** The bot and its chats, from the host's configuration (env locally, params on Firebase). */
export interface TelegramSettings {
  botToken?: string;
  chatIds: Partial<Record<TelegramChannel, string>>;
  /** Another Bot API server: a self-hosted one, or the local fake in tests. */
  apiRoot?: string;
  /** The bot's @username without the @, for "Connect Telegram" deep links. */
  botUsername?: string;
  /**
   * Where Telegram sends updates (the local host's public https URL of /telegram/webhook);
   * unset, the local host long-polls instead.
   */
  webhookUrl?: string;
  /** Telegram sends it in X-Telegram-Bot-Api-Secret-Token with every webhook call. */
  webhookSecret?: string;
}

/** The Telegram settings as the operator writes them (environment variables or deploy params). */
export interface TelegramSettingValues {
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_ADMIN_CHAT_ID?: string;
  TELEGRAM_DELIVERY_CHAT_ID?: string;
  TELEGRAM_LAB_CHAT_ID?: string;
  TELEGRAM_API_ROOT?: string;
  TELEGRAM_TIMEOUT_MS?: string;
  TELEGRAM_BOT_USERNAME?: string;
  TELEGRAM_WEBHOOK_URL?: string;
  TELEGRAM_WEBHOOK_SECRET?: string;
}

export interface ReadTelegramSettings {
  settings: TelegramSettings & { sendTimeoutMs?: number };
  /** One message per malformed value, naming the setting (never a token's value). */
  problems: string[];
}

const chatSettings = {
  adminGroup: 'TELEGRAM_ADMIN_CHAT_ID',
  deliveryChat: 'TELEGRAM_DELIVERY_CHAT_ID',
  labClient: 'TELEGRAM_LAB_CHAT_ID',
} as const satisfies Record<TelegramChannel, keyof TelegramSettingValues>;

const apiRootPattern = /^https?:\/\/\S+$/;
const botUsernamePattern = /^[A-Za-z][A-Za-z0-9_]{3,30}[Bb][Oo][Tt]$/;
/** Telegram allows A-Z, a-z, 0-9, _ and - in a webhook's secret token, 1 to 256 of them. */
const webhookSecretPattern = /^[A-Za-z0-9_-]{16,256}$/;

/**
 * Reads and checks the Telegram settings, the same way on both hosts: empty means not set (the
 * alerts are kept, not sent); a malformed value is left out and reported by its setting's name.
 */
export function readTelegramSettings(values: TelegramSettingValues): ReadTelegramSettings {
  const problems: string[] = [];
  const setting = (
    name: keyof TelegramSettingValues,
    valid: (text: string) => boolean,
    problem: string,
  ) => {
    const text = values[name]?.trim() || undefined;
    if (text === undefined || valid(text)) return text;
    problems.push(problem);
    return undefined;
  };
  const botToken = setting(
    'TELEGRAM_BOT_TOKEN',
    (text) => telegramBotTokenPattern.test(text),
    'TELEGRAM_BOT_TOKEN does not look like a bot token (digits:letters, from @BotFather)',
  );
  const apiRoot = setting(
    'TELEGRAM_API_ROOT',
    (text) => apiRootPattern.test(text),
    'TELEGRAM_API_ROOT must be an http(s) URL',
  );
  const timeout = setting(
    'TELEGRAM_TIMEOUT_MS',
    (text) => /^\d+$/.test(text) && Number(text) >= 100,
    'TELEGRAM_TIMEOUT_MS must be a whole number of milliseconds, 100 or more',
  );
  const botUsername = setting(
    'TELEGRAM_BOT_USERNAME',
    (text) => botUsernamePattern.test(text.replace(/^@/, '')),
    'TELEGRAM_BOT_USERNAME must be the bot\'s username, e.g. TownHelperBot (it ends in "bot")',
  )?.replace(/^@/, '');
  const webhookUrl = setting(
    'TELEGRAM_WEBHOOK_URL',
    (text) => /^https:\/\/\S+$/.test(text),
    'TELEGRAM_WEBHOOK_URL must be an https URL (Telegram calls only https webhooks)',
  );
  const webhookSecret = setting(
    'TELEGRAM_WEBHOOK_SECRET',
    (text) => webhookSecretPattern.test(text),
    'TELEGRAM_WEBHOOK_SECRET must be 16 to 256 letters, digits, _ or -',
  );
  if (webhookUrl && !webhookSecret) {
    problems.push(
      'TELEGRAM_WEBHOOK_URL needs TELEGRAM_WEBHOOK_SECRET: without it anyone could post updates',
    );
  }
  const chatIds: Partial<Record<TelegramChannel, string>> = {};
  for (const channel of telegramChannels) {
    const name = chatSettings[channel];
    const id = setting(
      name,
      (text) => telegramChatIdPattern.test(text),
      `${name} must be a Telegram chat id such as -1001234567890 or @channelname`,
    );
    if (id !== undefined) chatIds[channel] = id;
  }
  return {
    settings: {
      ...(botToken ? { botToken } : {}),
      ...(apiRoot ? { apiRoot } : {}),
      ...(timeout ? { sendTimeoutMs: Number(timeout) } : {}),
      ...(botUsername ? { botUsername } : {}),
      ...(webhookUrl && webhookSecret ? { webhookUrl } : {}),
      ...(webhookSecret ? { webhookSecret } : {}),
      chatIds,
    },
    problems,
  };
}

/** What admins may know about the configuration: whether each part is set, never its value. */
export interface TelegramSetup {
  botToken: boolean;
  /** Where the token comes from: the host's settings, or the admin screen (local host only). */
  botTokenFrom?: 'settings' | 'app';
  /** Whether the host takes the token on the admin screen (the local host). */
  tokenOnScreen?: boolean;
  chats: Record<TelegramChannel, boolean>;
  /** True when every alert channel can be delivered. */
  complete: boolean;
}

export function describeTelegramSetup(settings: TelegramSettings | undefined): TelegramSetup {
  const botToken = Boolean(settings?.botToken);
  const chats = Object.fromEntries(
    telegramChannels.map((channel) => [channel, Boolean(settings?.chatIds[channel])]),
  ) as Record<TelegramChannel, boolean>;
  return {
    botToken,
    ...(botToken ? { botTokenFrom: 'settings' as const } : {}),
    chats,
    complete: botToken && Object.values(chats).every(Boolean),
  };
}

/**
 * Timing of delivery. The defaults follow Telegram's limits; tests shrink them so a burst of 50
 * orders runs in seconds.
 */
export interface DeliveryTuning {
  /** At most one message per chat per this many ms (Telegram: about 1 per second). */
  perChatIntervalMs: number;
  /** Groups and channels: at most `groupWindowMax` messages in any `groupWindowMs`. */
  groupWindowMs: number;
  groupWindowMax: number;
  /** One request to Telegram is abandoned after this long. */
  sendTimeoutMs: number;
  /** A lease outlives the send's timeout by this much, for a slow event loop or clock skew. */
  leaseMarginMs: number;
  /** Backoff after a 5xx, network error or timeout: base doubled per attempt, up to max. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** An entry not delivered this long after it was written (or retried) is failed. */
  giveUpAfterMs: number;
  /** A sender waits for its chat's next free slot up to this long; later slots are left to a later sweep. */
  maxSlotWaitMs: number;
}

export const defaultDeliveryTuning: DeliveryTuning = {
  perChatIntervalMs: 1000,
  groupWindowMs: 60_000,
  groupWindowMax: 20,
  sendTimeoutMs: 8000,
  leaseMarginMs: 2000,
  backoffBaseMs: 5000,
  backoffMaxMs: 10 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  maxSlotWaitMs: 15_000,
};
