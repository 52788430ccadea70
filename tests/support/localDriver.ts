import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClientLimitGroup, Clock, DeliveryTuning, Principal, TownConfig } from '@town/core';
import {
  type LiveOptions,
  type LocalHost,
  type PhotoSettings,
  type SlowClientLimits,
  startLocalHost,
  type TelegramConfig,
  type TrustProxy,
  type WebPushConfig,
} from '@town/server';
import Database from 'better-sqlite3';
import { demoStaff, writeDemoTown } from '../../demo';
import { realClockOf } from './realClocks';
import { seedingHasher } from './seedHashes';
import { openEventStream } from './sse';
import { testTown } from './testTown';

export interface WireReply {
  httpStatus: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
  setCookie: string | null;
  text: string;
  /** The response headers (lower-case names), where the driver keeps them. */
  headers?: Record<string, string>;
}

/** A clock the tests move by hand, for time windows such as login throttling. */
export function manualClock(start = new Date('2026-11-21T10:00:00+05:30')) {
  let now = start.getTime();
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/**
 * The local host on 127.0.0.1 with a fresh temporary database, driven over real HTTP. Every
 * reply is kept so tests can check that no secret ever left the server.
 */
export async function startLocalDriver(
  options: {
    webRoot?: string;
    limits?: Partial<Record<ClientLimitGroup, number>>;
    live?: Partial<LiveOptions>;
    /** Telegram alerts, e.g. pointed at the fake Bot API (tests/support/fakeTelegram.ts). */
    telegram?: TelegramConfig;
    /** Web Push settings, e.g. a fake push service's origin (tests/support/fakePushService.ts). */
    webPush?: WebPushConfig;
    alertTuning?: Partial<DeliveryTuning>;
    /**
     * Real time instead of the hand-moved clock: pacing and retries wait on real timers. `true`
     * for the wall clock, or a real-paced clock from another start (realClocks.ts).
     */
    realClock?: boolean | Clock;
    /** Photo upload rate, storage cap and sweep interval. */
    photos?: Partial<PhotoSettings>;
    /** TRUST_PROXY as the host reads it; none by default. */
    trustProxy?: TrustProxy;
    /** COOKIE_SECURE: the host then also checks the Origin of state-changing requests. */
    secureCookies?: boolean | 'auto';
    /** How often the host purges expired sessions and stale sign-in records. */
    purgeIntervalMs?: number;
    /**
     * A folder of the test's own, kept when the driver stops: a second start on it is the same
     * host restarted (default: a temporary folder, removed on stop).
     */
    folder?: string;
    /** A data folder inside the temporary one, created by the host (default: the temporary one). */
    dataFolder?: string;
    /** The town; by default the demo town with its order limits raised (testTown). */
    town?: TownConfig;
    /** A new database left empty (no demo): the town waits for its setup link. */
    empty?: boolean;
    /** Seconds a long poll for Telegram updates is held. */
    telegramPollSeconds?: number;
    /** Request timeouts and connections per address (by default, no practical cap on the latter). */
    slowClients?: Partial<SlowClientLimits>;
  } = {},
) {
  const dir = options.folder ?? mkdtempSync(join(tmpdir(), 'town-contract-'));
  const databaseFile = join(options.dataFolder ? join(dir, options.dataFolder) : dir, 'town.db');
  const time = manualClock();
  const hostClock = realClockOf(options.realClock) ?? time.clock;
  const logLines: string[] = [];
  const host: LocalHost = await startLocalHost(
    {
      host: '127.0.0.1',
      port: 0,
      databaseFile,
      webRoot: options.webRoot ?? join(dir, 'no-web-build'),
      secureCookies: options.secureCookies ?? false,
      trustProxy: options.trustProxy ?? false,
      ...(options.telegram ? { telegram: options.telegram } : {}),
      ...(options.webPush ? { webPush: options.webPush } : {}),
      // As `npm start` has it: hourly into a folder of its own (no test runs an hour).
      backups: { folder: join(dir, 'backups'), everyMinutes: 60, keepHourly: 48, keepDaily: 30 },
    },
    {
      clock: hostClock,
      ...(options.empty
        ? {}
        : {
            seed: (store, deps) =>
              writeDemoTown(
                store,
                { ...deps, hasher: seedingHasher(deps.hasher) },
                options.town ?? testTown,
              ),
          }),
      ...(options.alertTuning ? { alertTuning: options.alertTuning } : {}),
      log: (line) => logLines.push(line),
      // Fresh page renders are budgeted per client address, and every test visitor is on
      // 127.0.0.1: raised unless a test sets it, as the other per-client budgets are.
      limits: { pageRenders: 100_000, ...options.limits },
      ...(options.live ? { live: options.live } : {}),
      ...(options.photos ? { photos: options.photos } : {}),
      ...(options.purgeIntervalMs ? { purgeIntervalMs: options.purgeIntervalMs } : {}),
      ...(options.telegramPollSeconds ? { telegramPollSeconds: options.telegramPollSeconds } : {}),
      // Every test client shares 127.0.0.1, where a town's phones have addresses of their own:
      // the cap on connections per address is raised unless a test sets it.
      slowClients: { perAddress: 10_000, ...options.slowClients },
    },
  );
  const replies: string[] = [];
  // With the hand-moved clock nothing in the background waits on a timer, so each call waits
  // until the host has settled: the background writes it caused (the alert sweep it woke, which
  // commits in the group after its reply) are in the database before the test reads it. With
  // real time a sweep may wait seconds for a Telegram pacing slot; those suites wait for the
  // outcome they expect instead.
  const settleEachCall = !options.realClock;
  if (settleEachCall) await host.settled();

  function withDatabase<T>(read: (db: Database.Database) => T): T {
    const db = new Database(databaseFile, { readonly: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  }

  async function send(
    path: string,
    init: RequestInit & { cookie?: string } = {},
  ): Promise<WireReply> {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    const response = await fetch(`${host.url}${path}`, { ...init, headers });
    const text = await response.text();
    replies.push(text);
    if (settleEachCall) await host.settled();
    let body: WireReply['body'] = {};
    try {
      body = JSON.parse(text);
    } catch {
      // Non-JSON replies are checked through `text`.
    }
    return {
      httpStatus: response.status,
      body,
      setCookie: response.headers.get('set-cookie'),
      text,
      headers: headersOf(response),
    };
  }

  /** `from`: the client's address, as a proxy would pass it on (needs `trustProxy`). */
  async function call(action: string, data: unknown, cookie?: string, from?: string) {
    return send(`/api/call/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(from ? { 'x-forwarded-for': from } : {}),
      },
      body: JSON.stringify({ data }),
      ...(cookie ? { cookie } : {}),
    });
  }

  return {
    host: 'local' as const,
    url: host.url,
    databaseFile,
    demoLogins: host.demoLogins,
    /** The setup link the host made at its start (an empty town), else null. */
    setupLink: host.setupLink,
    /** An admin's sign-in with email and password (adminSignIn): the session, or null. */
    async adminPasswordSignIn(email: string, password: string): Promise<string | null> {
      const reply = await call('adminSignIn', { email, password });
      return reply.httpStatus === 200 ? cookieOf(reply.setCookie) : null;
    },
    /** The token of a new setup link, as the host makes it (the one before stops working). */
    async newSetupToken() {
      return new URL(await host.newSetupLink()).hash.slice(1);
    },
    logLines,
    replies,
    advanceClock: time.advance,
    async releaseUnacceptedParts() {
      await host.releaseUnacceptedParts();
      if (settleEachCall) await host.settled();
    },
    /** Runs the photo sweep now, as its timer does. */
    sweepPhotos: () => host.sweepPhotos(),
    async queueDaySummary() {
      await host.queueDaySummary();
      if (settleEachCall) await host.settled();
    },
    /** Resolves once no transaction waits or runs and no alert sweep runs on the host. */
    settled: () => host.settled(),
    now: () => hostClock.now(),
    /** Takes a backup now, as the host's schedule would (into the temporary folder). */
    backupNow: () => host.backups!.backupNow(),
    call,
    async principal(cookie?: string): Promise<Principal> {
      const reply = await send('/api/session', cookie ? { cookie } : {});
      return (reply.body.result as { principal: Principal }).principal;
    },
    /** A sign-in action; the session is the cookie it set, ready to send back. */
    async signIn(action: string, data: unknown) {
      const reply = await call(action, data);
      return { reply, session: reply.setCookie ? cookieOf(reply.setCookie) : null };
    },
    read(name: string, params: Record<string, string> = {}, cookie?: string) {
      const query = new URLSearchParams(params).toString();
      return send(`/api/read/${name}${query ? `?${query}` : ''}`, cookie ? { cookie } : {});
    },
    send,
    /** Signs a demo staff member in and returns their session cookie. */
    async signInAs(who: DemoStaffMember): Promise<string> {
      const { action, data } = demoSignIn(who);
      const reply = await send(`/api/call/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      if (reply.httpStatus !== 200) throw new Error(`${who} could not sign in: ${reply.text}`);
      return cookieOf(reply.setCookie);
    },
    /** A server-sent event stream of a live feed, as the browser's EventSource opens it. */
    events(feed: string, cookie?: string) {
      return openEventStream(`${host.url}/api/events/${feed}`, cookie);
    },
    async resetTokenMailedTo(email: string): Promise<string | undefined> {
      const pendingMail = () =>
        withDatabase((db) =>
          db
            .prepare(
              `SELECT COUNT(*) AS n FROM outbox WHERE json_extract(data, '$.channel') = 'email' AND json_extract(data, '$.status') = 'pending'`,
            )
            .get(),
        ) as { n: number };
      for (let i = 0; i < 200 && pendingMail().n > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const mails = logLines.filter((line) => line.startsWith(`email to ${email}:`));
      return /\/forgetPassword\?token=([\w-]+)/.exec(mails.at(-1) ?? '')?.[1];
    },
    /** The stored documents of one collection, read straight from the database file. */
    documents<T>(collection: string): T[] {
      return withDatabase((db) =>
        (db.prepare(`SELECT data FROM "${collection}"`).all() as Array<{ data: string }>).map(
          (row) => JSON.parse(row.data) as T,
        ),
      );
    },
    /** The first stored document whose top-level `field` equals `value`. */
    documentWhere<T>(collection: string, field: string, value: string): T | undefined {
      const row = withDatabase(
        (db) =>
          db
            .prepare(`SELECT data FROM "${collection}" WHERE json_extract(data, ?) = ? LIMIT 1`)
            .get(`$.${field}`, value) as { data: string } | undefined,
      );
      return row ? (JSON.parse(row.data) as T) : undefined;
    },
    /** Writes a document as it is given, past the host's code (an older version's shape). */
    async storeAsIs(
      collection: string,
      doc: { id: string } & Record<string, unknown>,
    ): Promise<void> {
      const db = new Database(databaseFile);
      try {
        db.pragma('busy_timeout = 5000');
        db.prepare(
          `INSERT INTO "${collection}" (id, data) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data`,
        ).run(doc.id, JSON.stringify(doc));
      } finally {
        db.close();
      }
    },
    /** Every row of every table, to prove a refused request changed nothing. */
    dump(): string {
      return withDatabase((db) => {
        const tables = db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
          .all() as Array<{ name: string }>;
        return JSON.stringify(
          tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all()]),
        );
      });
    },
    async stop() {
      await host.close();
      if (!options.folder) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type LocalDriver = Awaited<ReturnType<typeof startLocalDriver>>;

/** The `name=value` part of a Set-Cookie header, ready to send back. */
export function cookieOf(setCookie: string | null): string {
  const pair = setCookie?.split(';')[0];
  if (!pair) throw new Error('No cookie was set');
  return pair;
}

/** The demo staff by how tests use them: one of each, and a second vendor and courier. */
export const demoStaffMembers = {
  admin: demoStaff.admins[0]!,
  vendor: demoStaff.vendors[0]!,
  otherVendor: demoStaff.vendors[1]!,
  delivery: demoStaff.delivery[0]!,
  otherDelivery: demoStaff.delivery[1]!,
};
export type DemoStaffMember = keyof typeof demoStaffMembers;

function demoSignIn(who: DemoStaffMember): { action: string; data: unknown } {
  if (who === 'admin') {
    const { profile, password } = demoStaffMembers.admin;
    return { action: 'adminSignIn', data: { email: profile.email, password } };
  }
  const { profile, password } = demoStaffMembers[who];
  const action = who === 'delivery' || who === 'otherDelivery' ? 'deliveryLogin' : 'vendorLogin';
  return { action, data: { phone: profile.phone, password } };
}
