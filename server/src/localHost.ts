import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import {
  type ClientLimitGroup,
  type Clock,
  type DeliveryTuning,
  demoTown,
  describeTelegramSetup,
  purgeStaleSignInRecords,
  type ReleaseCount,
  releaseUnacceptedParts,
  type TelegramSetup,
  type TownConfig,
} from '@town/core';
import {
  createScryptHasher,
  createTelegramSender,
  createTimeOrderedIds,
  systemClock,
} from '@town/core/node';
import { startAlertDispatcher } from './alertDispatcher';
import { backupFacts } from './backup/backups';
import { type BackupSchedule, startBackupSchedule } from './backup/schedule';
import type { ServerConfig } from './config';
import { openDatabase, openReader, privateFolder } from './db/open';
import { createSqliteStore } from './db/sqliteStore';
import { buildApp } from './http/app';
import { createLiveHub, defaultLiveOptions, type LiveOptions } from './http/liveEvents';
import { createCollectionVersions, createReadCache } from './http/readCache';
import type { SlowClientLimits } from './http/slowClients';
import { deliverEmailsToLog } from './mailLog';
import { defaultPhotoSettings, type PhotoSettings, startPhotoSweep } from './photoSweep';
import { type DemoLogin, seedDemoTown } from './seed';
import { createSessions } from './sessions';
import { startTelegramUpdates } from './telegramBot';

export interface LocalHost {
  url: string;
  /** Demo logins when this start seeded a new database, else null. */
  demoLogins: DemoLogin[] | null;
  /** Which Telegram settings are present (never their values). */
  telegram: TelegramSetup;
  /** Runs now what the host's timer runs every few minutes: the release of unaccepted parts. */
  releaseUnacceptedParts(): Promise<ReleaseCount>;
  /** The backup schedule, when the config has a backup folder. */
  backups: BackupSchedule | null;
  /** How the bot hears from Telegram: long polling, a webhook, or not at all (no token). */
  telegramUpdates: 'polling' | 'webhook' | 'off';
  /**
   * Resolves once the host has settled: no transaction waiting or running, no alert sweep
   * running, no mail being written. Transactions commit in groups one event-loop turn after
   * they are asked for, so work a request started in the background (the alert sweep woken by
   * an action) may commit after its reply; a caller that must see the database as that request
   * left it waits for this. Timers set for later (retries, hourly purges) are not waited for.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface LocalHostOptions {
  town?: TownConfig;
  clock?: Clock;
  logger?: boolean;
  log?: (line: string) => void;
  /** Per-client request budgets per minute, when a deployment wants other than the defaults. */
  limits?: Partial<Record<ClientLimitGroup, number>>;
  /** Request timeouts and connections per address (tests shorten them). */
  slowClients?: Partial<SlowClientLimits>;
  /** Server-sent event settings (heartbeat, connection limits). */
  live?: Partial<LiveOptions>;
  /** Telegram pacing, backoff and timeouts; tests shrink them to run in seconds. */
  alertTuning?: Partial<DeliveryTuning>;
  /** Photo upload rate, storage cap and sweep interval, when not the defaults or the config's. */
  photos?: Partial<PhotoSettings>;
  /** How often expired sessions and stale sign-in records are deleted; hourly by default. */
  purgeIntervalMs?: number;
  /** How often parts nobody accepted in the town's time are released (default 5 minutes). */
  releaseIntervalMs?: number;
  /** The backup interval in milliseconds instead of the config's minutes (tests). */
  backupEveryMs?: number;
  /** Seconds one long poll for Telegram updates is held (25 by default; tests shorten it). */
  telegramPollSeconds?: number;
}

const hourMs = 60 * 60 * 1000;
const releaseEveryMs = 5 * 60 * 1000;

/** `npm run build` puts the renderer beside the web build: web/.prerender next to web/dist. */
const defaultRendererFile = (webRoot: string) =>
  join(dirname(webRoot), '.prerender', 'prerender.cjs');

/** Opens (creating, migrating and seeding) the database and serves the API and web app. */
export async function startLocalHost(
  config: ServerConfig,
  options: LocalHostOptions = {},
): Promise<LocalHost> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((line: string) => console.log(line));
  const db = openDatabase(config.databaseFile);
  const photosDir = join(dirname(config.databaseFile), 'uploads');
  // Customers' prescription photos: inside a folder only this account may enter.
  mkdirSync(photosDir, { recursive: true, mode: privateFolder });
  const readerDb = openReader(config.databaseFile);
  const sessions = createSessions(db, clock);
  const live = createLiveHub(sessions, { ...defaultLiveOptions, ...options.live });
  const versions = createCollectionVersions();
  const readCache = createReadCache(versions);
  // Every committed write makes the kept answers read from its collections stale, and every
  // committed order write reaches the staff boards that may see it.
  const store = createSqliteStore(db, readerDb, (changes) => {
    versions.committed(new Set(changes.map((change) => change.collection)));
    try {
      live.publish(changes);
    } catch (error) {
      // A stream's trouble must never fail the transaction that has already committed.
      log(`live events: ${String(error)}`);
    }
  });
  const hasher = createScryptHasher();
  const ids = createTimeOrderedIds(clock);
  const town = options.town ?? demoTown;
  // Expired sessions and sign-in records go at start and then every hour, not only at start.
  const purge = async () => {
    sessions.purgeExpired();
    await purgeStaleSignInRecords({ store, clock });
  };
  await purge();
  let purging = Promise.resolve();
  const purgeTimer = setInterval(() => {
    purging = purging.then(purge).catch((error) => log(`purge: ${String(error)}`));
  }, options.purgeIntervalMs ?? hourMs);
  purgeTimer.unref();
  // Shops' parts nobody accepted in the town's time give their stock back (town orderLimits).
  const releaseUnaccepted = () =>
    releaseUnacceptedParts({ store, clock, ids, hasher, town }).then((released) => {
      if (released.parts > 0) log(`released ${released.parts} unaccepted order parts`);
      return released;
    });
  let releasing: Promise<unknown> = Promise.resolve();
  const releaseTimer = setInterval(() => {
    releasing = releasing
      .then(releaseUnaccepted)
      .catch((error) => log(`release: ${String(error)}`));
  }, options.releaseIntervalMs ?? releaseEveryMs);
  releaseTimer.unref();
  const demoLogins = config.seedDemo ? await seedDemoTown(db, store, { hasher, ids, clock }) : null;
  const telegram = config.telegram ?? { chatIds: {} };
  const telegramSetup = describeTelegramSetup(telegram);
  const alerts = startAlertDispatcher(
    {
      store,
      clock,
      ids,
      sender: telegram.botToken
        ? createTelegramSender({ botToken: telegram.botToken, apiRoot: telegram.apiRoot })
        : null,
      chatIds: telegram.chatIds,
      tuning: {
        ...options.alertTuning,
        ...(telegram.sendTimeoutMs ? { sendTimeoutMs: telegram.sendTimeoutMs } : {}),
      },
    },
    log,
  );

  const photoSettings: PhotoSettings = {
    ...defaultPhotoSettings,
    ...(config.photoStorageLimitBytes ? { storageLimitBytes: config.photoStorageLimitBytes } : {}),
    ...options.photos,
  };
  const photoSweep = startPhotoSweep({ store, clock }, photosDir, photoSettings, log);
  // The first pass settles the photo usage before any request is served.
  await photoSweep.sweepNow();

  const backupSettings = config.backups;
  const backups = backupSettings
    ? startBackupSchedule({
        db,
        photosDir,
        settings: backupSettings,
        clock,
        timeZone: town.timeZone,
        log,
        ...(options.backupEveryMs !== undefined ? { everyMs: options.backupEveryMs } : {}),
      })
    : null;
  const context = {
    store,
    clock,
    ids,
    hasher,
    town,
    telegram: telegramSetup,
    ...(telegram.botUsername ? { botUsername: telegram.botUsername } : {}),
    ...(backupSettings ? { backups: () => backupFacts(backupSettings) } : {}),
  };
  const bot = { ...context, chatIds: telegram.chatIds };
  const webhookSecret = telegram.webhookUrl ? telegram.webhookSecret : undefined;

  let origin = '';
  let mail = Promise.resolve();
  let mailing = 0;
  const app = await buildApp({
    context,
    ...(webhookSecret
      ? { telegramWebhook: { bot, secret: webhookSecret, afterUpdate: () => alerts.wake() } }
      : {}),
    sessions,
    webRoot: config.webRoot,
    rendererFile: config.rendererFile ?? defaultRendererFile(config.webRoot),
    log,
    photosDir,
    photos: photoSettings,
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    logger: options.logger ?? false,
    live,
    readCache,
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.slowClients ? { slowClients: options.slowClients } : {}),
    afterAction: (name) => {
      // Any action may have written alerts (orders, bookings, an admin's retry).
      alerts.wake();
      if (name !== 'requestPasswordReset') return;
      mailing++;
      mail = mail
        .then(() => deliverEmailsToLog({ store, clock, ids, hasher }, origin, log))
        .catch((error) => log(String(error)))
        .finally(() => mailing--);
    },
  });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  origin = `http://${shownHost}:${port}`;
  // Updates are taken only once the app serves: a webhook call must find its route.
  const updates = await startTelegramUpdates(
    telegram,
    bot,
    () => alerts.wake(),
    log,
    options.telegramPollSeconds ? { pollTimeoutSeconds: options.telegramPollSeconds } : {},
  );

  return {
    url: origin,
    demoLogins,
    telegram: telegramSetup,
    releaseUnacceptedParts: releaseUnaccepted,
    backups,
    telegramUpdates: updates.via,
    async settled() {
      // Each may start the others' work (a sweep's transactions, mail's): settled is all at once.
      while (store.busy() || alerts.busy() || mailing > 0) {
        await Promise.all([store.idle(), alerts.idle(), mail]);
      }
    },
    async close() {
      clearInterval(purgeTimer);
      clearInterval(releaseTimer);
      await updates.stop();
      await Promise.all([
        app.close(),
        alerts.stop(),
        photoSweep.stop(),
        purging,
        releasing,
        backups?.stop(),
      ]);
      await mail;
      readerDb.close();
      db.close();
    },
  };
}
