import { resolve } from 'node:path';
import { readTelegramSettings, type TelegramSettings } from '@town/core';

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
  const value = env.PHOTO_STORAGE_LIMIT_MB?.trim();
  if (!value) return {};
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 1) {
    throw new Error('PHOTO_STORAGE_LIMIT_MB must be a whole number of megabytes, 1 or more');
  }
  return { photoStorageLimitBytes: megabytes * 1024 * 1024 };
}

/** TELEGRAM_* settings; a malformed one stops the start with a message (never the token itself). */
export function telegramFromEnv(env: NodeJS.ProcessEnv): TelegramConfig {
  const { settings, problems } = readTelegramSettings(env);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return settings;
}
