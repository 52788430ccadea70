import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { type ClientLimitGroup, type Clock, demoTown, type TownConfig } from '@town/core';
import { createRandomIds, createScryptHasher, systemClock } from '@town/core/node';
import type { ServerConfig } from './config';
import { openDatabase, openReader } from './db/open';
import { createSqliteStore } from './db/sqliteStore';
import { buildApp } from './http/app';
import { createLiveHub, defaultLiveOptions, type LiveOptions } from './http/liveEvents';
import { deliverEmailsToLog } from './mailLog';
import { type DemoLogin, seedDemoTown } from './seed';
import { createSessions } from './sessions';

export interface LocalHost {
  url: string;
  /** Demo logins when this start seeded a new database, else null. */
  demoLogins: DemoLogin[] | null;
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
}

/** Opens (creating, migrating and seeding) the database and serves the API and web app. */
export async function startLocalHost(
  config: ServerConfig,
  options: LocalHostOptions = {},
): Promise<LocalHost> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((line: string) => console.log(line));
  const db = openDatabase(config.databaseFile);
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
  sessions.purgeExpired();
  const demoLogins = config.seedDemo ? await seedDemoTown(db, store, { hasher, ids, clock }) : null;

  let origin = '';
  let mail = Promise.resolve();
  const app = await buildApp({
    context: { store, clock, ids, hasher, town: options.town ?? demoTown },
    sessions,
    webRoot: config.webRoot,
    photosDir: join(dirname(config.databaseFile), 'uploads'),
    secureCookies: config.secureCookies,
    trustProxy: config.trustProxy,
    logger: options.logger ?? false,
    live,
    ...(options.limits ? { limits: options.limits } : {}),
    afterAction: (name) => {
      if (name !== 'requestPasswordReset') return;
      mail = mail
        .then(() => deliverEmailsToLog(store, origin, log))
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
    async close() {
      await app.close();
      await mail;
      readerDb.close();
      db.close();
    },
  };
}
