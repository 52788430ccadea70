// A town's day on the Firebase host, replayed against the official Firestore emulator through
// the host's own code (bench/cost.mjs bundles this with esbuild and runs it). Every count comes
// from the operations themselves: firebase-admin's requests (what the functions read and
// write), firestore/lite's answers (what a visitor's browser reads), and the snapshots board
// listeners receive. Nothing is estimated here; bench/cost.mjs turns the counts into a bill.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BoardQuery,
  boardQueries,
  type Order,
  type Principal,
  queryPlan,
  type StaffPrincipal,
  slotsOn,
} from '@town/core';
import express from 'express';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import * as liteFirestore from 'firebase/firestore/lite';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, type Query } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import firebaseFunctionsTest from 'firebase-functions-test';
import { demoCatalog, demoStaff } from '../demo';
import { createCallables } from '../functions/src/callables';
import { withTown } from '../functions/src/hostDeps';
import { signInRecordsSweep, unacceptedPartsSweep } from '../functions/src/housekeeping';
import { loadWebPages, pagesFunction } from '../functions/src/pages';
import { uidFor } from '../functions/src/principal';
import { outboxRetrySweep, outboxTrigger, photoSweepSchedule } from '../functions/src/triggers';
import { publicRoutes } from '../tests/e2e/publicRoutes';
import { idTokenFor, startFirebaseTestbed } from '../tests/support/firebaseTestbed';
import {
  createFirestoreReader,
  type FirestoreQueryApi,
} from '../web/src/backend/firebase/firestoreReader';
import { createNamedReads } from '../web/src/backend/firebase/namedReads';
import type { WebRenderer } from '../web/src/render/hostPages';
// useFollowedOrder's pace, the same code the customer's order page runs.
import { followPace, nextFollowDelay } from '../web/src/screens/orders/followPace';

export { startAuthEmulator } from '../tests/support/authEmulator';
export { startOfficialFirestore } from '../tests/support/firestoreEmulator';

/** The traffic of one day (the town of issue 31: 20,000 people). */
export interface DayPlan {
  visitors: number;
  /** In-app pages a visitor opens after the first (read in the browser, not through Hosting). */
  pagesInApp: number;
  /** Visitors who search in the app (the search screen reads the search catalog). */
  searchesInApp: number;
  /** Searches arriving as a `/search?q=` page (a shared link, a home-screen search). */
  searchPages: number;
  orders: number;
  bookings: number;
  /** Each product of the demo catalog is stored this many times (1: the demo catalog). */
  catalogFactor: number;
  /** Minutes a customer's private order page stays open after ordering, and when it goes out. */
  orderPageOpenMinutes: number;
  /** Staff boards are opened anew this often (a phone locked and woken, a reload). */
  boardReopenMinutes: number;
}

export const townDay: DayPlan = {
  visitors: 2000,
  pagesInApp: 2,
  searchesInApp: 400,
  searchPages: 100,
  orders: 200,
  bookings: 50,
  catalogFactor: 1,
  orderPageOpenMinutes: 10,
  boardReopenMinutes: 60,
};

interface Tally {
  reads: number;
  writes: number;
  deletes: number;
}
interface FunctionTally {
  invocations: number;
  ms: number;
  cpuMs: number;
  memoryGiB: number;
}

const minute = 60_000;
const hour = 60 * minute;
/** Open hours of the replay: visitors, orders and staff between 10:00 and 21:00, town time. */
const openFor = 11 * hour;
/** Hosting's CDN keeps a page this long (pageCacheControl's s-maxage). */
const cdnFreshMs = 60_000;

/** A small seeded generator, so two runs replay the same day. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Events in time order (a binary heap), each run to its end before the next. */
function timeline() {
  type Entry = { at: number; seq: number; run: () => Promise<void> };
  const heap: Entry[] = [];
  let seq = 0;
  const item = (i: number) => heap[i] as Entry;
  const before = (a: number, b: number) =>
    item(a).at < item(b).at || (item(a).at === item(b).at && item(a).seq < item(b).seq);
  const swap = (a: number, b: number) => {
    [heap[a], heap[b]] = [item(b), item(a)];
  };
  return {
    add(at: number, run: () => Promise<void>) {
      heap.push({ at, seq: seq++, run });
      let i = heap.length - 1;
      while (i > 0 && before(i, (i - 1) >> 1)) {
        swap(i, (i - 1) >> 1);
        i = (i - 1) >> 1;
      }
    },
    next() {
      const top = heap[0];
      const last = heap.pop();
      if (heap.length > 0 && last) {
        heap[0] = last;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && before(l, m)) m = l;
          if (r < heap.length && before(r, m)) m = r;
          if (m === i) break;
          swap(i, m);
          i = m;
        }
      }
      return top;
    },
  };
}

type RequestFn = (
  method: string,
  body: { writes?: Array<{ delete?: unknown; update?: { name?: string } }> },
  ...rest: unknown[]
) => unknown;
type StreamFn = (method: string, ...rest: unknown[]) => Promise<NodeJS.ReadableStream>;

/**
 * Counts what one firebase-admin client does as Firestore bills it: each document written or
 * deleted in a commit; a query is max(n, 1) reads for its n documents, a document lookup one
 * read whether found or not. Every read reaches the server through `requestStream`
 * (runQuery, batchGetDocuments, runAggregationQuery) and every write through `request`
 * (commit, batchWrite), as firestoreWrites.ts counts writes for the tests. `created` hears
 * each document path written, so the outbox trigger can run as Eventarc would run it.
 */
function countAdminClient(
  db: Firestore,
  count: (kind: keyof Tally, n: number) => void,
  written: (name: string) => void,
) {
  const client = db as unknown as { request: RequestFn; requestStream: StreamFn };
  const request = client.request.bind(client);
  client.request = (method, body, ...rest) => {
    if (method === 'commit' || method === 'batchWrite') {
      for (const write of body.writes ?? []) {
        if (write.delete) count('deletes', 1);
        else {
          count('writes', 1);
          if (write.update?.name) written(write.update.name);
        }
      }
    }
    return request(method, body, ...rest);
  };
  const requestStream = client.requestStream.bind(client);
  client.requestStream = async (method, ...rest) => {
    const stream = await requestStream(method, ...rest);
    if (method === 'runQuery' || method === 'runAggregationQuery') count('reads', 1);
    let documents = 0;
    const emit = stream.emit;
    // Every chunk a consumer takes (pipe or async iteration) is emitted as 'data'.
    stream.emit = function (
      this: NodeJS.ReadableStream,
      event: string | symbol,
      ...args: unknown[]
    ) {
      const chunk = args[0] as { document?: unknown; found?: unknown; missing?: unknown } | null;
      if (event === 'data' && chunk) {
        if (method === 'runQuery' && chunk.document && ++documents > 1) count('reads', 1);
        if (method === 'batchGetDocuments' && (chunk.found || chunk.missing)) count('reads', 1);
      }
      return emit.call(this, event, ...args);
    } as typeof stream.emit;
    return stream;
  };
}

/** A board query on firebase-admin, as functions/src/firestoreStore.ts builds store queries. */
function adminQuery(db: Firestore, boardQuery: BoardQuery): Query {
  const { steps } = queryPlan(boardQuery.query as never);
  let built: Query = db.collection(boardQuery.collection);
  for (const step of steps) {
    if (step.kind === 'where') built = built.where(step.field, step.op, step.value);
    else if (step.kind === 'orderBy') built = built.orderBy(step.field, step.direction);
    else built = built.limit(step.count);
  }
  return built;
}

export interface DayResult {
  plan: DayPlan;
  catalogDocuments: number;
  /** Firestore operations by who made them (a function's name, `browser`, `listeners`). */
  firestore: Record<string, Tally>;
  functions: Record<string, FunctionTally>;
  hosting: { requests: number; cdnHits: number; misses: number };
  /** Bytes written to Cloud Storage (the day uploads no photos). */
  storageBytes: number;
  failures: Record<string, number>;
  wallSeconds: number;
}

/**
 * Replays one day on a fresh project of the running emulators (FIRESTORE_EMULATOR_HOST,
 * FIREBASE_AUTH_EMULATOR_HOST and TOWN_FIREBASE_PROJECT set): the demo town seeded as the
 * tests seed it, then the day's traffic in time order on the testbed's hand-moved clock.
 */
export async function replayDay(
  plan: DayPlan,
  web: { rendererDir: string; distDir: string; repositoryRoot: string },
): Promise<DayResult> {
  const startedAt = performance.now();
  const testbed = await startFirebaseTestbed();
  const { deps, projectId, time } = testbed;
  const now = () => deps.context.clock.now();
  const rnd = random(31);
  const failures: Record<string, number> = {};
  const fail = (what: string) => {
    failures[what] = (failures[what] ?? 0) + 1;
  };

  // A second firebase-admin client on the same project for what the replay itself needs to
  // know (an order's id and total, the bigger catalog): never counted, no function does it.
  const sideApp = initializeApp({ projectId }, `${testbed.name}-side`);
  const side = getFirestore(sideApp);
  side.settings({ ignoreUndefinedProperties: true });

  // Stock for the day's orders, and the catalog made `catalogFactor` times larger.
  const vendorShops = demoStaff.vendors.map((vendor) => vendor.profile.shopId);
  const orderable = demoCatalog.products.filter(
    (product) => product.available && vendorShops.includes(product.shopId),
  );
  const orderingShops = vendorShops.filter((shop) => orderable.some((p) => p.shopId === shop));
  {
    const writer = side.bulkWriter();
    for (const product of orderable) {
      void writer.set(side.collection('products').doc(product.id), { ...product, stock: 100_000 });
    }
    for (let copy = 1; copy < plan.catalogFactor; copy++) {
      for (const product of demoCatalog.products) {
        const id = `${product.id}-copy${copy}`;
        void writer.set(side.collection('products').doc(id), {
          ...product,
          id,
          name: `${product.name} ${copy + 1}`,
        });
      }
    }
    await writer.close();
  }
  const catalogDocuments = (
    await Promise.all(
      ['products', 'shops', 'doctors', 'labTests', 'services', 'teachers', 'transport'].map(
        async (name) => (await side.collection(name).count().get()).data().count,
      ),
    )
  ).reduce((a, b) => a + b, 0);

  // What is counted, and whose it is: the function running now (the replay runs one at a
  // time), the visitor's browser, or the staff boards' listeners.
  const firestore: Record<string, Tally> = {};
  const functions: Record<string, FunctionTally> = {};
  let running = 'setup';
  const count = (who: string, kind: keyof Tally, n: number) => {
    firestore[who] ??= { reads: 0, writes: 0, deletes: 0 };
    firestore[who][kind] += n;
  };
  const knownOutbox = new Set<string>();
  const createdOutbox: string[] = [];
  countAdminClient(
    testbed.db,
    (kind, n) => count(running, kind, n),
    (name) => {
      const id = /\/documents\/outbox\/([^/]+)$/.exec(name)?.[1];
      if (id && !knownOutbox.has(id)) {
        knownOutbox.add(id);
        createdOutbox.push(id);
      }
    },
  );

  const fft = firebaseFunctionsTest({ projectId });
  const callables = createCallables(() => deps);
  const wrapped = Object.fromEntries(
    Object.entries(callables).map(([name, callable]) => [name, fft.wrap(callable)]),
  ) as Record<string, (request: CallableRequest) => Promise<unknown>>;
  const sendOutboxAlert = fft.wrap(
    outboxTrigger(() => ({
      store: deps.context.store,
      clock: deps.context.clock,
      ids: deps.context.ids,
      sender: null,
      chatIds: {},
    })),
  );
  const alertDeps = () => ({
    store: deps.context.store,
    clock: deps.context.clock,
    ids: deps.context.ids,
    sender: null,
    chatIds: {},
  });
  const schedules = {
    retryOutboxAlerts: { every: minute, fn: outboxRetrySweep(alertDeps) },
    releaseUnacceptedParts: {
      every: 5 * minute,
      fn: unacceptedPartsSweep(() => withTown(deps.context)),
    },
    sweepPhotos: { every: 30 * minute, fn: photoSweepSchedule(() => deps) },
    purgeSignInRecords: { every: hour, fn: signInRecordsSweep(() => deps.context) },
  };

  /** One function invocation: its time, CPU and memory size, and what it did in Firestore. */
  async function invocation<T>(name: string, memoryGiB: number, work: () => Promise<T>) {
    const outer = running;
    running = name;
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await work();
    } finally {
      const used = process.cpuUsage(cpu);
      functions[name] ??= { invocations: 0, ms: 0, cpuMs: 0, memoryGiB };
      functions[name].invocations++;
      functions[name].ms += performance.now() - wall;
      functions[name].cpuMs += (used.user + used.system) / 1000;
      running = outer;
    }
  }

  /** The outbox trigger for every entry a function created, as Eventarc delivers them. */
  async function settleOutbox() {
    while (createdOutbox.length > 0) {
      const id = createdOutbox.shift() as string;
      // Eventarc carries the new document in the event: reading it for the event is no read.
      const entry = (await side.collection('outbox').doc(id).get()).data();
      if (!entry) continue;
      const data = fft.firestore.makeDocumentSnapshot(entry, `outbox/${id}`);
      await invocation('sendOutboxAlert', 0.25, () =>
        sendOutboxAlert({ data, params: { id } } as never),
      );
    }
  }

  let addresses = 0;
  async function call(name: string, data: unknown, auth?: CallableRequest['auth']) {
    const callable = wrapped[name];
    if (!callable) throw new Error(`No callable ${name}`);
    const from = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`;
    try {
      return await invocation(name, 0.25, () =>
        callable({
          data: JSON.parse(JSON.stringify(data)),
          auth,
          rawRequest: { headers: { 'x-forwarded-for': from } },
        } as unknown as CallableRequest),
      );
    } catch (error) {
      fail(`${name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 160));
      return undefined;
    } finally {
      await settleOutbox();
    }
  }

  // The visitor's browser: firestore/lite under firestore.rules, counted as it answers (the
  // search screen's catalog apart from the other screens' reads).
  let browserNow = 'browser pages';
  const webApp = initializeWebApp({ projectId, apiKey: 'demo-api-key' }, `${testbed.name}-web`);
  const webDb = liteFirestore.getFirestore(webApp);
  liteFirestore.connectFirestoreEmulator(
    webDb,
    testbed.firestore.emulatorHost,
    testbed.firestore.port,
  );
  const countingLite = {
    ...liteFirestore,
    async getDocs(query: Parameters<typeof liteFirestore.getDocs>[0]) {
      const snapshot = await liteFirestore.getDocs(query);
      count(browserNow, 'reads', Math.max(snapshot.size, 1));
      return snapshot;
    },
    async getDoc(ref: Parameters<typeof liteFirestore.getDoc>[0]) {
      const snapshot = await liteFirestore.getDoc(ref);
      count(browserNow, 'reads', 1);
      return snapshot;
    },
  } as unknown as FirestoreQueryApi;
  const browserReads = createNamedReads({
    store: createFirestoreReader(countingLite, webDb),
    clock: deps.context.clock,
    callRead: (name, params) => call('read', { name, params }),
  });

  // The pages function behind Hosting, on 127.0.0.1, with the web app's renderer (the local
  // build's: the same screens and reads as the Firebase build's).
  const webDir = mkdtempSync(join(tmpdir(), 'town-cost-web-'));
  cpSync(web.rendererDir, webDir, { recursive: true });
  for (const file of ['page.html', 'app.html']) {
    cpSync(join(web.distDir, file), join(webDir, file));
  }
  const webPages = loadWebPages(webDir);
  if (!webPages) throw new Error(`No web build in ${webDir}`);
  const renderer: WebRenderer = webPages.renderer;
  const pagesHandler = pagesFunction(
    () => deps,
    () => webPages,
  );
  const pagesApp = express();
  pagesApp.use((request, response) =>
    pagesHandler(request as Parameters<typeof pagesHandler>[0], response),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = pagesApp.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const pagesUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Hosting's CDN: a page is fresh for s-maxage; after it, the next request reaches the
  // function (served stale meanwhile, or waiting): one invocation either way.
  const cdn = new Map<string, number>();
  const hosting = { requests: 0, cdnHits: 0, misses: 0 };
  async function hostingRequest(path: string) {
    hosting.requests++;
    const at = now().getTime();
    const kept = cdn.get(path);
    if (kept !== undefined && at - kept < cdnFreshMs) {
      hosting.cdnHits++;
      return;
    }
    hosting.misses++;
    const response = await invocation('pages', 0.5, () =>
      fetch(`${pagesUrl}${path}`, {
        headers: {
          'x-forwarded-for': `203.0.113.${hosting.requests % 250}, 198.51.100.1`,
          'accept-encoding': 'br, gzip',
        },
      }).then(async (answer) => ({ answer, body: await answer.arrayBuffer() })),
    );
    if (response.answer.status !== 200) fail(`pages ${response.answer.status}`);
    if (/s-maxage/.test(response.answer.headers.get('cache-control') ?? '')) cdn.set(path, at);
  }

  /** An in-app page: the screen's reads from the browser, as the renderer asks for them. */
  async function appPage(path: string) {
    try {
      await renderer.renderPage({
        url: path,
        language: rnd() < 0.6 ? 'bn' : 'en',
        renderedAt: now(),
        read: (name, params) => browserReads(name, params),
      });
    } catch (error) {
      fail(
        `in-app ${path}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 160),
      );
    }
  }

  // Staff: each signs in once in the morning (phone and password, as the boards do) and keeps
  // the session's ID token; the admin's comes from Firebase Auth (here a custom token).
  const sessions = new Map<string, CallableRequest['auth']>();
  async function authFor(customToken: string) {
    const rawToken = await idTokenFor(customToken);
    const token = await testbed.auth.verifyIdToken(rawToken);
    return { uid: token.uid, token, rawToken } as unknown as CallableRequest['auth'];
  }
  const admin = demoStaff.admins[0] as (typeof demoStaff.admins)[number];
  const adminPrincipal: StaffPrincipal = { role: 'admin', adminId: admin.profile.id };
  sessions.set(
    'admin',
    await authFor(await deps.auth.createCustomToken(uidFor(adminPrincipal), { ...adminPrincipal })),
  );
  const staff: Array<{ key: string; principal: Principal }> = [
    { key: 'admin', principal: adminPrincipal },
  ];
  async function signInStaff() {
    for (const vendor of demoStaff.vendors) {
      const result = (await call('vendorLogin', {
        phone: vendor.profile.phone,
        password: vendor.password,
      })) as { customToken?: string } | undefined;
      const principal: StaffPrincipal = {
        role: 'vendor',
        vendorId: vendor.profile.id,
        shopId: vendor.profile.shopId,
      };
      if (result?.customToken)
        sessions.set(vendor.profile.shopId, await authFor(result.customToken));
      staff.push({ key: vendor.profile.shopId, principal });
    }
    for (const courier of demoStaff.delivery) {
      const result = (await call('deliveryLogin', {
        phone: courier.profile.phone,
        password: courier.password,
      })) as { customToken?: string } | undefined;
      const principal: StaffPrincipal = { role: 'delivery', deliveryId: courier.profile.id };
      if (result?.customToken) sessions.set(courier.profile.id, await authFor(result.customToken));
      staff.push({ key: courier.profile.id, principal });
    }
  }

  // Staff boards: listeners on the board's queries (core's boardQueries), counted as Firestore
  // bills a listener: its first answer max(n, 1) reads, then one read per document that
  // arrives (added, changed or leaving the query).
  const listenerApp = initializeApp({ projectId }, `${testbed.name}-boards`);
  const listenerDb = getFirestore(listenerApp);
  const openBoards = new Map<string, Array<() => void>>();
  function openBoard(key: string, principal: Principal) {
    for (const stop of openBoards.get(key) ?? []) stop();
    openBoards.set(
      key,
      boardQueries(principal).map((boardQuery) => {
        let first = true;
        return adminQuery(listenerDb, boardQuery).onSnapshot(
          (snapshot) => {
            count(
              'listeners',
              'reads',
              first ? Math.max(snapshot.size, 1) : snapshot.docChanges().length,
            );
            first = false;
          },
          () => fail(`listener ${key}`),
        );
      }),
    );
  }

  const day = timeline();
  const start = now().getTime();
  const at = (offset: number, run: () => Promise<void>) => day.add(start + offset, run);
  const during = () => Math.floor(rnd() * openFor);

  at(0, signInStaff);
  // Boards open all day, each opened anew every `boardReopenMinutes`.
  for (let offset = minute; offset < openFor; offset += plan.boardReopenMinutes * minute) {
    at(offset, async () => {
      for (const { key, principal } of staff) openBoard(key, principal);
    });
  }
  at(openFor, async () => {
    for (const stops of openBoards.values()) for (const stop of stops) stop();
    openBoards.clear();
  });
  // The scheduled functions, all day long.
  for (const [name, { every, fn }] of Object.entries(schedules)) {
    for (let offset = every; offset <= 24 * hour; offset += every) {
      at(offset, async () => {
        await invocation(name, 0.25, () =>
          (fn as { run(event: ScheduledEvent): Promise<unknown> }).run({
            scheduleTime: now().toISOString(),
          } as ScheduledEvent),
        ).catch(() => fail(name));
        await settleOutbox();
      });
    }
  }

  // Visitors: a first page through Hosting (home for a third of them), then pages in the app.
  const routes = publicRoutes.map(([path]) => path);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
  for (let visitor = 0; visitor < plan.visitors; visitor++) {
    const first = rnd() < 0.33 ? '/' : pick(routes);
    const next = Array.from({ length: plan.pagesInApp }, () => pick(routes));
    at(during(), async () => {
      await hostingRequest(first);
      for (const path of next) await appPage(path);
    });
  }
  const words = [
    'rui',
    'মাছ',
    'rice',
    'doctor',
    'milk',
    'bus',
    'paracetamol',
    'sweets',
    'dal',
    'egg',
  ];
  for (let search = 0; search < plan.searchesInApp; search++) {
    at(during(), async () => {
      browserNow = 'browser search';
      await browserReads('searchCatalog', {}).catch(() => fail('searchCatalog'));
      browserNow = 'browser pages';
    });
  }
  for (let search = 0; search < plan.searchPages; search++) {
    const q = pick(words);
    at(during(), () => hostingRequest(`/search?q=${encodeURIComponent(q)}`));
  }

  // Orders: placed by customers, moved by the shop, assigned by the admin, carried by a
  // courier; the customer's page asks for the order as useFollowedOrder does while it is open.
  const couriers = demoStaff.delivery.map((courier) => courier.profile.id);
  for (let n = 0; n < plan.orders; n++) {
    const placedAt = Math.floor(rnd() * (openFor - 2 * hour));
    // One shop's goods, from a shop whose vendor signs in (a shop of several orders is moved by
    // each of its vendors; the day keeps to one shop an order).
    const shop = pick(orderingShops);
    const items = orderable
      .filter((product) => product.shopId === shop)
      .slice(0, 1 + Math.floor(rnd() * 2))
      .map((product) => ({ productId: product.id, quantity: 1 + Math.floor(rnd() * 3) }));
    const courier = couriers[n % couriers.length] as string;
    at(placedAt, async () => {
      const placed = (await call('createOrder', {
        customer: { name: 'Day Customer', phone: `97${String(10_000_000 + n)}` },
        address: { line: `${n + 1} Market Road, Sonapur` },
        items,
      })) as { code: string; secret: string } | undefined;
      if (!placed) return;
      const stored = (
        await side.collection('orders').where('code', '==', placed.code).limit(1).get()
      ).docs[0]?.data() as Order | undefined;
      if (!stored) return fail('order not stored');
      const shopId = stored.shopIds[0] as string;
      const follow = (from: number) => followOrder(placed.code, placed.secret, from);
      follow(placedAt);
      const move = (
        offset: number,
        who: string,
        data: Record<string, unknown>,
        name = 'moveOrder',
      ) =>
        at(placedAt + offset, async () => {
          await call(name, { orderId: stored.id, ...data }, sessions.get(who));
        });
      move(5 * minute, shopId, { to: 'accepted' });
      move(20 * minute, shopId, { to: 'ready' });
      move(21 * minute, 'admin', { deliveryPersonId: courier }, 'assignOrder');
      move(30 * minute, courier, { to: 'outForDelivery' });
      at(30 * minute + placedAt, async () => follow(placedAt + 30 * minute));
      move(50 * minute, courier, {
        to: 'delivered',
        collected: { method: 'cash', amountPaise: stored.totalPaise },
      });
    });
  }

  /** useFollowedOrder's asking, from `from` for `orderPageOpenMinutes` while the page is open. */
  function followOrder(code: string, secret: string, from: number) {
    const until = from + plan.orderPageOpenMinutes * minute;
    let delay = followPace.firstMs;
    let last: string | undefined;
    let version: string | undefined;
    const ask = async () => {
      const result = (await call('openOrderLink', {
        code,
        secret,
        ...(version ? { seen: version } : {}),
      })) as
        | {
            order: { status: string; parts: unknown; courier?: unknown; history: unknown[] };
            version: string;
          }
        | { unchanged: true }
        | undefined;
      if (!result) return;
      // Nothing changed since the version sent: the page keeps its view and slows down.
      if ('unchanged' in result) {
        delay = nextFollowDelay(delay, false);
        const nextAt = now().getTime() - start + delay;
        if (nextAt < until) at(nextAt, ask);
        return;
      }
      version = result.version;
      const { order } = result;
      const print = JSON.stringify([
        order.status,
        order.parts,
        order.courier ?? null,
        order.history.length,
      ]);
      delay = nextFollowDelay(delay, print !== last);
      last = print;
      const over = order.status === 'delivered' || order.status === 'cancelled';
      const nextAt = now().getTime() - start + delay;
      if (!over && nextAt < until) at(nextAt, ask);
    };
    at(from, ask);
  }

  // Bookings: a patient's appointment on one of the next days a doctor sits.
  const doctors = demoCatalog.doctors.filter((doctor) => doctor.active);
  const taken = new Set<string>();
  for (let n = 0; n < plan.bookings; n++) {
    at(during(), async () => {
      for (let tries = 0; tries < 20; tries++) {
        const doctor = pick(doctors);
        const date = new Date(now().getTime() + (1 + Math.floor(rnd() * 6)) * 24 * hour)
          .toISOString()
          .slice(0, 10);
        const slots = slotsOn(doctor, date).filter(
          (slot) => !taken.has(`${doctor.id} ${date} ${slot}`),
        );
        if (slots.length === 0) continue;
        const slot = pick(slots);
        taken.add(`${doctor.id} ${date} ${slot}`);
        // The booking screen asks for the doctor's free slots first (the `read` callable).
        await call('read', { name: 'doctorSlots', params: { id: doctor.id, date } });
        await call('bookAppointment', {
          doctorId: doctor.id,
          date,
          slot,
          patient: { name: 'Day Patient', phone: `96${String(10_000_000 + n)}`, age: 40 },
        });
        return;
      }
      fail('no free slot');
    });
  }

  // The day, in time order, on the hand-moved clock.
  for (let event = day.next(); event; event = day.next()) {
    const gap = event.at - now().getTime();
    if (gap > 0) time.advance(gap);
    await event.run();
  }
  // Listeners' last answers arrive after the writes that cause them.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  delete firestore.setup;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fft.cleanup();
  await liteFirestore.terminate(webDb);
  await deleteWebApp(webApp);
  await Promise.all([deleteApp(listenerApp), deleteApp(sideApp)]);
  await testbed.stop();
  rmSync(webDir, { recursive: true, force: true });
  return {
    plan,
    catalogDocuments,
    firestore,
    functions,
    hosting,
    storageBytes: 0,
    failures,
    wallSeconds: (performance.now() - startedAt) / 1000,
  };
}
