import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readTelegramSettings, type TelegramSettings } from '@town/core';
import { placeholderVapidSubject, vapidSubjectProblem } from '@town/core/node';
import { type BackupSettings, defaultBackupSchedule } from './backup/backups';

export interface ServerConfig {
  host: string;
  port: number;
  /** The SQLite file; its folder also holds uploads. */
  databaseFile: string;
  /** The built web app (web/dist); the API still runs without it. */
  webRoot: string;
  /**
   * The web app's page renderer (WEB_RENDERER); by default web/.prerender/prerender.cjs beside
   * the web root. Without it every page starts from the shell and renders in the browser.
   */
  rendererFile?: string;
  /**
   * Session cookies only over HTTPS, as `__Host-sid`: true always, false never (plain HTTP on a
   * local network), 'auto' for each request that came over HTTPS (directly or, from a trusted
   * proxy, by X-Forwarded-Proto).
   */
  secureCookies: boolean | 'auto';
  /**
   * Which X-Forwarded-For entries name the client: false (none, the socket's address), a number
   * of proxy hops in front of the app, or the proxies' own addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** The staff alert bot; without a token or a chat id, alerts are kept as not configured. */
  telegram?: TelegramConfig;
  /** Web Push (decision 2030): who the town's notifications come from, and test-only origins. */
  webPush?: WebPushConfig;
  /** The cap on all customers' photos together (PHOTO_STORAGE_LIMIT_MB); the default when absent. */
  photoStorageLimitBytes?: number;
  /** Where and how often the running host backs up its data (BACKUP_*); none when absent. */
  backups?: BackupSettings;
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

export interface WebPushConfig {
  /** VAPID_SUBJECT: a mailto: or https: address push services may write to about this sender. */
  subject: string;
  /**
   * PUSH_TEST_ORIGINS: origins (e.g. http://127.0.0.1:5123) accepted as push endpoints besides
   * the known push services. Only a test's fake push service: the host POSTs to these.
   */
  extraEndpointOrigins: string[];
}

export function webPushFromEnv(env: NodeJS.ProcessEnv): WebPushConfig {
  const subject = env.VAPID_SUBJECT?.trim() || placeholderVapidSubject;
  const problem = vapidSubjectProblem(subject);
  if (problem) throw new Error(problem);
  const origins = (env.PUSH_TEST_ORIGINS ?? '').split(',').map((each) => each.trim());
  return { subject, extraEndpointOrigins: origins.filter(Boolean) };
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
    ...(env.WEB_RENDERER ? { rendererFile: resolve(root, env.WEB_RENDERER) } : {}),
    secureCookies: cookieSecureFromEnv(env.COOKIE_SECURE),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    telegram: telegramFromEnv(env),
    webPush: webPushFromEnv(env),
    ...photoStorageFromEnv(env),
    backups: backupsFromEnv(env, root),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d{1,6}$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}

/** BACKUP_DIR (default `backups` beside `data`), BACKUP_INTERVAL_MINUTES (0: off), BACKUP_KEEP_*. */
export function backupsFromEnv(env: NodeJS.ProcessEnv, root: string): BackupSettings {
  return {
    folder: resolve(root, env.BACKUP_DIR?.trim() || 'backups'),
    everyMinutes: wholeNumber(env, 'BACKUP_INTERVAL_MINUTES', defaultBackupSchedule.everyMinutes),
    keepHourly: wholeNumber(env, 'BACKUP_KEEP_HOURLY', defaultBackupSchedule.keepHourly),
    keepDaily: wholeNumber(env, 'BACKUP_KEEP_DAILY', defaultBackupSchedule.keepDaily),
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
