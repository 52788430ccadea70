import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import {
  boundChats,
  type ClientLimitGroup,
  type Clock,
  type DaySummaryQueued,
  type DeliveryTuning,
  issueSetupLink,
  needsSetup,
  purgeStaleSignInRecords,
  queueDaySummary,
  type ReleaseCount,
  releaseUnacceptedParts,
  setupLinkOf,
  type TelegramSetup,
  withBoundChats,
} from '@town/core';
import {
  createPushSender,
  createScryptHasher,
  createTimeOrderedIds,
  placeholderVapidSubject,
  systemClock,
} from '@town/core/node';
import webPush from 'web-push';
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
import type { Seeder, SeedLogin } from './seed';
import { createSessions } from './sessions';
import { createTelegramRuntime } from './telegramRuntime';
import { createTownKeeper } from './townSettings';
import { localVapidKeys } from './webPush';

export interface LocalHost {
  url: string;
  /** The logins a seeder made when this start filled a new database (the demo's), else null. */
  demoLogins: SeedLogin[] | null;
  /**
   * The one-time link that sets up this empty town (its name and first admin), made at this
   * start; null once the town is set up. It works once, within 24 hours; each start makes a new
   * one while the town waits.
   */
  setupLink: string | null;
  /** Whether the town has admins but no saved settings yet (a database from before settings). */
  awaitsSettings: boolean;
  /** A new setup link, which ends the one before; refused once the town is set up. */
  newSetupLink(): Promise<string>;
  /** Which Telegram settings are present, chats bound with `/here` counted (never a value). */
  telegramNow(): Promise<TelegramSetup>;
  /** Runs now what the host's timer runs every few minutes: the release of unaccepted parts. */
  releaseUnacceptedParts(): Promise<ReleaseCount>;
  /** Runs now what the photo sweep's timer runs: unattached photos past their time go. */
  sweepPhotos(): Promise<void>;
  /**
   * Runs now what the same timer runs after the release: queues the day's summary for the admin
   * group once the town's set time has come (once a day, whatever the ticks and restarts).
   */
  queueDaySummary(): Promise<DaySummaryQueued>;
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
  /** Fills a database without a town before it is served (the demo town); none: it starts empty. */
  seed?: Seeder;
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

/**
 * Opens (creating and migrating) the database, lets `options.seed` fill it when it has no town
 * yet, and serves the API and web app. An empty town gets a one-time setup link (`setupLink`).
 */
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
  const town = createTownKeeper();
  // Every committed write makes the kept answers read from its collections stale, a saved town
  // is the town from the next request on, and every committed order write reaches the staff
  // boards that may see it.
  // No kept search catalog here (decision 1960): the read cache keeps the search's answer until
  // a catalog write, and patching a kept copy after every order would slow the order path.
  const store = createSqliteStore(db, readerDb, (changes) => {
    versions.committed(new Set(changes.map((change) => change.collection)));
    town.committed(changes);
    try {
      live.publish(changes);
    } catch (error) {
      // A stream's trouble must never fail the transaction that has already committed.
      log(`live events: ${String(error)}`);
    }
  });
  const hasher = createScryptHasher();
  const ids = createTimeOrderedIds(clock);
  await town.load(store);
  const demoLogins =
    options.seed && town.stored() === null
      ? await options.seed(store, { hasher, ids, clock })
      : null;
  await town.load(store);
  const setupToken = (await needsSetup(store))
    ? (await issueSetupLink({ store, ids, hasher, clock })).token
    : null;
  const awaitsSettings = setupToken === null && town.stored() === null;
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
    releaseUnacceptedParts({ store, clock, ids, hasher, town: town.current() }).then((released) => {
      if (released.parts > 0) log(`released ${released.parts} unaccepted order parts`);
      return released;
    });
  // The day's summary rides on the same tick (see queueDaySummary); the alerts go out at once.
  const queueSummary = () =>
    queueDaySummary({ store, clock, town: town.current(), chatIds: telegram.chatIds }).then(
      (queued) => {
        if (queued === 'queued') wakeAlerts();
        return queued;
      },
    );
  let releasing: Promise<unknown> = Promise.resolve();
  const releaseTimer = setInterval(() => {
    releasing = releasing
      .then(releaseUnaccepted)
      .catch((error) => log(`release: ${String(error)}`))
      // Its own catch: a failed release must not cost the day's summary its tick.
      .then(queueSummary)
      .catch((error) => log(`day's summary: ${String(error)}`));
  }, options.releaseIntervalMs ?? releaseEveryMs);
  releaseTimer.unref();
  const telegram = config.telegram ?? { chatIds: {} };
  // Alerts may be woken before the dispatcher exists (an update during start): wake it later.
  let wakeAlerts: () => void = () => {};
  const bot = await createTelegramRuntime(
    telegram,
    store,
    () => wakeAlerts(),
    log,
    options.telegramPollSeconds ? { pollTimeoutSeconds: options.telegramPollSeconds } : {},
  );
  const pushSettings = config.webPush ?? {
    subject: placeholderVapidSubject,
    extraEndpointOrigins: [],
  };
  const vapidKeys = localVapidKeys(store, dirname(config.databaseFile));
  // Made (or read) at start: the first page that offers the push button needs it.
  await vapidKeys();
  const pushSender = createPushSender(
    webPush.generateRequestDetails,
    vapidKeys,
    pushSettings.subject,
  );
  const alerts = startAlertDispatcher(
    {
      store,
      clock,
      ids,
      // Read at each sweep: a token an admin saves applies from the next one.
      get sender() {
        return bot.sender();
      },
      chatIds: telegram.chatIds,
      pushSender,
      tuning: {
        ...options.alertTuning,
        ...(telegram.sendTimeoutMs ? { sendTimeoutMs: telegram.sendTimeoutMs } : {}),
      },
    },
    log,
  );
  wakeAlerts = () => alerts.wake();
  // A host that was down at the summary's time sends it at start, if that day is not over.
  releasing = releasing.then(queueSummary).catch((error) => log(`day's summary: ${String(error)}`));

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
        timeZone: () => town.current().timeZone,
        log,
        ...(options.backupEveryMs !== undefined ? { everyMs: options.backupEveryMs } : {}),
      })
    : null;
  const context = {
    store,
    clock,
    ids,
    hasher,
    // Read at each use (contexts are spread per request): a saved town applies at once.
    get town() {
      return town.current();
    },
    get telegram() {
      return bot.setup();
    },
    get botUsername() {
      return bot.botUsername();
    },
    checkBotToken: bot.checkBotToken,
    webPush: {
      publicKey: async () => (await vapidKeys()).publicKey,
      extraEndpointOrigins: pushSettings.extraEndpointOrigins,
    },
    ...(backupSettings ? { backups: () => backupFacts(backupSettings) } : {}),
  };
  // The bot's context keeps the getters: a spread would freeze the town and the bot's name.
  const botContext = Object.defineProperties(
    { ...context, chatIds: telegram.chatIds },
    Object.getOwnPropertyDescriptors(context),
  );
  const webhookSecret = telegram.webhookUrl ? telegram.webhookSecret : undefined;

  let origin = '';
  let mail = Promise.resolve();
  let mailing = 0;
  const app = await buildApp({
    context,
    ...(webhookSecret
      ? {
          telegramWebhook: {
            bot: botContext,
            secret: webhookSecret,
            afterUpdate: () => alerts.wake(),
          },
        }
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
      if (name === 'saveTelegramBot' || name === 'removeTelegramBot') {
        bot
          .reload()
          .then(() => alerts.wake())
          .catch((error) => log(`Telegram: ${String(error)}`));
      }
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
  await bot.start(botContext);

  return {
    url: origin,
    demoLogins,
    setupLink: setupToken ? setupLinkOf(origin, setupToken) : null,
    awaitsSettings,
    async newSetupLink() {
      const { token } = await issueSetupLink({ store, ids, hasher, clock });
      return setupLinkOf(origin, token);
    },
    telegramNow: async () => withBoundChats(bot.setup(), await boundChats(store)),
    releaseUnacceptedParts: releaseUnaccepted,
    sweepPhotos: photoSweep.sweepNow,
    queueDaySummary: queueSummary,
    backups,
    get telegramUpdates() {
      return bot.via();
    },
    async settled() {
      // Each may start the others' work (a sweep's transactions, mail's): settled is all at once.
      while (store.busy() || alerts.busy() || mailing > 0) {
        await Promise.all([store.idle(), alerts.idle(), mail]);
      }
    },
    async close() {
      clearInterval(purgeTimer);
      clearInterval(releaseTimer);
      await bot.stop();
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
