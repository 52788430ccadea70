import { resolve } from 'node:path';
import type { TelegramSettings } from '@town/core';

export interface ServerConfig {
  host: string;
  port: number;
  /** The SQLite file; its folder also holds uploads. */
  databaseFile: string;
  /** The built web app (web/dist); the API still runs without it. */
  webRoot: string;
  /** Send cookies only over HTTPS: on when the app sits behind a TLS proxy. */
  secureCookies: boolean;
  /** Seed the demo town into a new database. */
  seedDemo: boolean;
  /** A reverse proxy sets X-Forwarded-For: trust it for client addresses. */
  trustProxy: boolean;
  /** The staff alert bot; without a token or a chat id, alerts are kept as not configured. */
  telegram?: TelegramConfig;
  /** The cap on all customers' photos together (PHOTO_STORAGE_LIMIT_MB); the default when absent. */
  photoStorageLimitBytes?: number;
}

export interface TelegramConfig extends TelegramSettings {
  /** One request to the Bot API is abandoned after this long. */
  sendTimeoutMs?: number;
}

/** Settings from the environment, with defaults that run the demo on this machine. */
export function configFromEnv(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const dataDir = resolve(root, env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  }
  return {
    host: env.HOST ?? '0.0.0.0',
    port,
    databaseFile: resolve(dataDir, 'town.db'),
    webRoot: resolve(root, env.WEB_ROOT ?? 'web/dist'),
    secureCookies: env.COOKIE_SECURE === '1',
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    telegram: telegramFromEnv(env),
    ...photoStorageFromEnv(env),
  };
}

function photoStorageFromEnv(env: NodeJS.ProcessEnv): { photoStorageLimitBytes?: number } {
  const value = setting(env.PHOTO_STORAGE_LIMIT_MB);
  if (value === undefined) return {};
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 1) {
    throw new Error('PHOTO_STORAGE_LIMIT_MB must be a whole number of megabytes, 1 or more');
  }
  return { photoStorageLimitBytes: megabytes * 1024 * 1024 };
}

const setting = (value: string | undefined) => value?.trim() || undefined;

function chatIdFromEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = setting(env[name]);
  if (value !== undefined && !/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/.test(value)) {
    throw new Error(`${name} must be a Telegram chat id such as -1001234567890 or @channelname`);
  }
  return value;
}

/** TELEGRAM_* settings; a malformed one stops the start with a message (never the token itself). */
export function telegramFromEnv(env: NodeJS.ProcessEnv): TelegramConfig {
  const botToken = setting(env.TELEGRAM_BOT_TOKEN);
  if (botToken !== undefined && !/^\d+:[A-Za-z0-9_-]+$/.test(botToken)) {
    throw new Error(
      'TELEGRAM_BOT_TOKEN does not look like a bot token (digits:letters, from @BotFather)',
    );
  }
  const apiRoot = setting(env.TELEGRAM_API_ROOT);
  if (apiRoot !== undefined && !/^https?:\/\/[^\s]+$/.test(apiRoot)) {
    throw new Error('TELEGRAM_API_ROOT must be an http(s) URL');
  }
  const timeout = setting(env.TELEGRAM_TIMEOUT_MS);
  const sendTimeoutMs = timeout === undefined ? undefined : Number(timeout);
  if (sendTimeoutMs !== undefined && !(Number.isInteger(sendTimeoutMs) && sendTimeoutMs >= 100)) {
    throw new Error('TELEGRAM_TIMEOUT_MS must be a whole number of milliseconds, 100 or more');
  }
  const chatIds = {
    adminGroup: chatIdFromEnv(env, 'TELEGRAM_ADMIN_CHAT_ID'),
    deliveryChat: chatIdFromEnv(env, 'TELEGRAM_DELIVERY_CHAT_ID'),
    labClient: chatIdFromEnv(env, 'TELEGRAM_LAB_CHAT_ID'),
  };
  return {
    ...(botToken ? { botToken } : {}),
    ...(apiRoot ? { apiRoot } : {}),
    ...(sendTimeoutMs ? { sendTimeoutMs } : {}),
    chatIds: Object.fromEntries(Object.entries(chatIds).filter(([, id]) => id !== undefined)),
  };
}
