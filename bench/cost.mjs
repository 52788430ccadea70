import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importBundledForNode } from '../scripts/lib/emulatorSuite.mjs';
import { root, table } from './lib.mjs';

/**
 * What a town's day costs on Firebase (issue 31): bench/townDay.ts replays the day through the
 * Firebase host's own code on the official Firestore emulator and counts every document read,
 * write and delete, every function invocation and its time. Here the counts become the day's
 * bill against the Blaze plan's free tier, at 1×, 10× and 100× the town, and the day is run
 * twice, on the demo catalog and on one `largeCatalogFactor` times larger, to show what grows
 * with the catalog. Needs gcloud's Firestore emulator and `npm run build` (the web renderer).
 */

/**
 * The Blaze plan's no-cost usage per day (https://firebase.google.com/pricing, 2026-11):
 * Firestore 50,000 document reads, 20,000 writes and 20,000 deletes a day; Cloud Functions
 * 2,000,000 invocations, 400,000 GB-seconds and 200,000 CPU-seconds a month, taken here as a
 * thirtieth each per day.
 */
export const freeTierPerDay = {
  reads: 50_000,
  writes: 20_000,
  deletes: 20_000,
  invocations: 2_000_000 / 30,
  gbSeconds: 400_000 / 30,
  cpuSeconds: 200_000 / 30,
};

/**
 * Functions that run on a schedule whatever the traffic: their share of the bill is the same
 * for any town. Everything else is scaled linearly with traffic for 10× and 100× (an upper
 * bound for pages: more visitors means more CDN hits per page, not more renders).
 */
const scheduled = new Set([
  'retryOutboxAlerts',
  'releaseUnacceptedParts',
  'sweepPhotos',
  'purgeSignInRecords',
]);

/** A CPU for every function while it runs (the 2nd generation's default below 2 GiB). */
const cpusPerFunction = 1;

export const largeCatalogFactor = 5;

/**
 * Packages of the root's node_modules stay outside; a workspace's own (the local host's, which
 * the tests' support code reaches) are bundled, as Node would not find them.
 */
const rootPackagesOutside = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      if (args.path.startsWith('@town/') || args.path.startsWith('node:')) {
        return args.path.startsWith('node:') ? { path: args.path, external: true } : undefined;
      }
      return existsSync(join(root, 'node_modules', name))
        ? { path: args.path, external: true }
        : undefined;
    });
  },
};

/** bench/townDay.ts bundled for plain Node, with the tests' support code it reuses. */
function loadTownDay() {
  return importBundledForNode(
    'cost',
    { entryPoints: [join(root, 'bench', 'townDay.ts')] },
    rootPackagesOutside,
  );
}

/** The day's totals, split into what traffic makes and what the schedules make. */
function totals(day) {
  const sum = (rows, pick) => rows.reduce((total, row) => total + pick(row), 0);
  const part = (wanted) => {
    const ops = Object.entries(day.firestore)
      .filter(([who]) => wanted(who))
      .map(([, tally]) => tally);
    const fns = Object.entries(day.functions)
      .filter(([name]) => wanted(name))
      .map(([, tally]) => tally);
    return {
      reads: sum(ops, (t) => t.reads),
      writes: sum(ops, (t) => t.writes),
      deletes: sum(ops, (t) => t.deletes),
      invocations: sum(fns, (t) => t.invocations),
      gbSeconds: sum(fns, (t) => (t.ms / 1000) * t.memoryGiB),
      cpuSeconds: sum(fns, (t) => (t.ms / 1000) * cpusPerFunction),
    };
  };
  return {
    traffic: part((who) => !scheduled.has(who)),
    schedules: part((who) => scheduled.has(who)),
  };
}

/** The bill at `scale` times the town's traffic. */
export function billAt(day, scale) {
  const { traffic, schedules } = totals(day);
  return Object.fromEntries(
    Object.keys(freeTierPerDay).map((key) => [key, schedules[key] + scale * traffic[key]]),
  );
}

/**
 * Replays the day on the demo catalog and on one `largeCatalogFactor` times larger. `quick`
 * replays a tenth of the day's traffic (the bill is then scaled up tenfold, so less exact).
 */
export async function benchCost({ quick = false } = {}) {
  const { replayDay, startAuthEmulator, startOfficialFirestore, townDay } = await loadTownDay();
  const saved = {
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    TOWN_FIREBASE_PROJECT: process.env.TOWN_FIREBASE_PROJECT,
  };
  const [firestore, auth] = await Promise.all([startOfficialFirestore(), startAuthEmulator()]);
  const webCopy = mkdtempSync(join(tmpdir(), 'town-cost-build-'));
  try {
    process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
    process.env.TOWN_FIREBASE_PROJECT = auth.projectId;
    const fraction = quick ? 0.1 : 1;
    const plan = Object.fromEntries(
      Object.entries(townDay).map(([key, value]) => [
        key,
        ['visitors', 'searchesInApp', 'searchPages', 'orders', 'bookings'].includes(key)
          ? Math.round(value * fraction)
          : value,
      ]),
    );
    // The web build's renderer and templates, copied once: a build running beside the bench
    // (the tree is shared) empties web/dist for a while.
    cpSync(join(root, 'web', '.prerender'), webCopy, { recursive: true });
    for (const file of ['page.html', 'app.html']) {
      cpSync(join(root, 'web', 'dist', file), join(webCopy, file));
    }
    const web = { rendererDir: webCopy, distDir: webCopy, repositoryRoot: root };
    const days = [];
    for (const catalogFactor of [1, largeCatalogFactor]) {
      console.warn(`cost: replaying the day with the catalog ×${catalogFactor}…`);
      days.push(await replayDay({ ...plan, catalogFactor }, web));
    }
    return { fraction, days };
  } finally {
    await Promise.allSettled([firestore.stop(), auth.stop()]);
    rmSync(webCopy, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const whole = (n) => Math.round(n).toLocaleString('en-US');
const share = (n, of) => `${((100 * n) / of).toFixed(1)}%`;

export function costMarkdown({ fraction, days }) {
  const [demo, large] = days;
  const town = (scale) => billAt(demo, scale / fraction);
  const rows = Object.entries(demo.firestore)
    .map(([who, t]) => {
      const fn = demo.functions[who];
      return [
        who,
        whole(t.reads),
        whole(t.writes),
        whole(t.deletes),
        fn ? whole(fn.invocations) : '',
        fn ? `${(fn.ms / 1000).toFixed(1)} s` : '',
      ];
    })
    .concat(
      Object.entries(demo.functions)
        .filter(([name]) => !demo.firestore[name])
        .map(([name, fn]) => [
          name,
          '0',
          '0',
          '0',
          whole(fn.invocations),
          `${(fn.ms / 1000).toFixed(1)} s`,
        ]),
    )
    .sort((a, b) => Number(b[1].replace(/,/g, '')) - Number(a[1].replace(/,/g, '')));
  const labels = {
    reads: 'Firestore reads',
    writes: 'Firestore writes',
    deletes: 'Firestore deletes',
    invocations: 'function invocations',
    gbSeconds: 'GB-seconds',
    cpuSeconds: 'CPU-seconds',
  };
  const bills = [1, 10, 100].map(town);
  const readsOf = (day) => billAt(day, 1 / fraction).reads;
  const readsBy = (day, who) => (day.firestore[who]?.reads ?? 0) / fraction;
  const catalogLine = (day) =>
    `${whole(readsOf(day))} reads a day (search screens in the browser ${whole(readsBy(day, 'browser search'))}, other screens in the browser ${whole(readsBy(day, 'browser pages'))}, pages function ${whole(readsBy(day, 'pages'))})`;
  const p = demo.plan;
  return [
    '### Cost of a day (Firebase host)',
    '',
    `A day of a town of 20,000 replayed on the official Firestore emulator through the Firebase host's code (bench/townDay.ts)${fraction < 1 ? `, at ${fraction} of its traffic and scaled up` : ''}: ${p.visitors} visitors (a first page through Hosting, whose CDN keeps a page ${60} s, then ${p.pagesInApp} pages in the app), ${p.searchesInApp} searches in the app and ${p.searchPages} search pages, ${p.orders} orders moved by shop, admin and courier while the customer's page asks (useFollowedOrder's pace, ${p.orderPageOpenMinutes} minutes after ordering and after it leaves the shop), ${p.bookings} bookings, staff boards listening from 10:00 to 21:00 and opened anew every ${p.boardReopenMinutes} minutes, and the scheduled functions for 24 hours. Hosting: ${demo.hosting.requests} requests, ${demo.hosting.cdnHits} CDN hits, ${demo.hosting.misses} renders. Storage: ${demo.storageBytes} bytes. Replayed in ${demo.wallSeconds.toFixed(0)} s.`,
    '',
    table(['who', 'reads', 'writes', 'deletes', 'invocations', 'time'], rows),
    '',
    `The bill per day against the Blaze plan's free tier (scheduled functions as they are, the rest ×10 and ×100, linearly; function time is this machine's, on the emulator, with 1 CPU and the function's memory):`,
    '',
    table(
      ['', 'free per day', '1× town', '10×', '100×'],
      Object.entries(labels).map(([key, label]) => [
        label,
        whole(freeTierPerDay[key]),
        ...bills.map((bill) => `${whole(bill[key])} (${share(bill[key], freeTierPerDay[key])})`),
      ]),
    ),
    '',
    `Catalog size: the demo catalog (${demo.catalogDocuments} documents in products, shops, doctors, lab tests, services, teachers and transport): ${catalogLine(demo)}. Its products ×${large.plan.catalogFactor} (${large.catalogDocuments} documents): ${catalogLine(large)}.`,
    ...(Object.keys(demo.failures).length || Object.keys(large.failures).length
      ? ['', `Refused or failed in the replay: ${JSON.stringify([demo.failures, large.failures])}`]
      : []),
  ].join('\n');
}
