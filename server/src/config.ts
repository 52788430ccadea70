import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { TelegramSettings } from '@town/core';

export interface ServerConfig {
  host: string;
  port: number;
  /** The SQLite file; its folder also holds uploads. */
  databaseFile: string;
  /** The built web app (web/dist); the API still runs without it. */
  webRoot: string;
  /**
   * Session cookies only over HTTPS, as `__Host-sid`: true always, false never (plain HTTP on a
   * local network), 'auto' for each request that came over HTTPS (directly or, from a trusted
   * proxy, by X-Forwarded-Proto).
   */
  secureCookies: boolean | 'auto';
  /** Seed the demo town into a new database. */
  seedDemo: boolean;
  /**
   * Which X-Forwarded-For entries name the client: false (none, the socket's address), a number
   * of proxy hops in front of the app, or the proxies' own addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** The staff alert bot; without a token or a chat id, alerts are kept as not configured. */
  telegram?: TelegramConfig;
}

export interface TelegramConfig extends TelegramSettings {
  /** One request to the Bot API is abandoned after this long. */
  sendTimeoutMs?: number;
}

export type TrustProxy = false | number | string[];

const cidr = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: a hop count ("1": one proxy in front, take the address it appended) or the
 * proxies' addresses ("10.0.0.2,10.0.1.0/24"). Never "trust everything": a client could then
 * name any address and every per-client budget would be its own to reset.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(cidr)) return entries;
  throw new Error(
    `TRUST_PROXY must be a number of proxy hops (e.g. 1) or the proxies' addresses (e.g. 10.0.0.2,10.0.1.0/24), not "${text}"`,
  );
}

export function cookieSecureFromEnv(value: string | undefined): boolean | 'auto' {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'auto') return 'auto';
  if (text === '1' || text === '0') return text === '1';
  throw new Error(`COOKIE_SECURE must be 1, 0 or auto (the default), not "${text}"`);
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
    secureCookies: cookieSecureFromEnv(env.COOKIE_SECURE),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    telegram: telegramFromEnv(env),
  };
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
