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
  type TelegramSetup,
  type TownConfig,
} from '@town/core';
import {
  createRandomIds,
  createScryptHasher,
  createTelegramSender,
  systemClock,
} from '@town/core/node';
import { startAlertDispatcher } from './alertDispatcher';
import type { ServerConfig } from './config';
import { openDatabase, openReader, privateFolder } from './db/open';
import { createSqliteStore } from './db/sqliteStore';
import { buildApp } from './http/app';
import { createLiveHub, defaultLiveOptions, type LiveOptions } from './http/liveEvents';
import { deliverEmailsToLog } from './mailLog';
import { defaultPhotoSettings, type PhotoSettings, startPhotoSweep } from './photoSweep';
import { type DemoLogin, seedDemoTown } from './seed';
import { createSessions } from './sessions';

export interface LocalHost {
  url: string;
  /** Demo logins when this start seeded a new database, else null. */
  demoLogins: DemoLogin[] | null;
  /** Which Telegram settings are present (never their values). */
  telegram: TelegramSetup;
  close(): Promise<void>;
}

export interface LocalHostOptions {
  town?: TownConfig;
  clock?: Clock;
  logger?: boolean;
  log?: (line: string) => void;
  /** Per-client request budgets per minute, when a deployment wants other than the defaults. */
  limits?: Partial<Record<ClientLimitGroup, number>>;
  /** Server-sent event settings (heartbeat, connection limits). */
  live?: Partial<LiveOptions>;
  /** Telegram pacing, backoff and timeouts; tests shrink them to run in seconds. */
  alertTuning?: Partial<DeliveryTuning>;
  /** Photo upload rate, storage cap and sweep interval, when not the defaults or the config's. */
  photos?: Partial<PhotoSettings>;
  /** How often expired sessions and stale sign-in records are deleted; hourly by default. */
  purgeIntervalMs?: number;
}

const hourMs = 60 * 60 * 1000;

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
  // Every committed order write reaches the staff boards that may see it.
  const store = createSqliteStore(db, readerDb, (changes) => {
    try {
      live.publish(changes);
    } catch (error) {
      // A stream's trouble must never fail the transaction that has already committed.
      log(`live events: ${String(error)}`);
    }
  });
  const hasher = createScryptHasher();
  const ids = createRandomIds();
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

  let origin = '';
  let mail = Promise.resolve();
  const app = await buildApp({
    context: { store, clock, ids, hasher, town: options.town ?? demoTown, telegram: telegramSetup },
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
    ...(options.limits ? { limits: options.limits } : {}),
    afterAction: (name) => {
      // Any action may have written alerts (orders, bookings, an admin's retry).
      alerts.wake();
      if (name !== 'requestPasswordReset') return;
      mail = mail
        .then(() => deliverEmailsToLog({ store, clock, ids, hasher }, origin, log))
        .catch((error) => log(String(error)));
    },
  });
  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  origin = `http://${shownHost}:${port}`;

  return {
    url: origin,
    demoLogins,
    telegram: telegramSetup,
    async close() {
      clearInterval(purgeTimer);
      await Promise.all([app.close(), alerts.stop(), photoSweep.stop(), purging]);
      await mail;
      readerDb.close();
      db.close();
    },
  };
}
