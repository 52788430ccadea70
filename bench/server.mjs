import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { median, root, startBuiltServer, table } from './lib.mjs';

/**
 * The local host's busiest public read: every shop screen (grocery, bazaar, food, online shop,
 * pharmacy) and the buy page load a shop type's products, and it is the largest catalog answer
 * (every product of the type, sorted by name). The host keeps its bytes until a write changes
 * the products, so under this read-only load it answers from memory.
 */
export const readPath = '/api/read/products?shopType=grocery';
export const serverTargets = {
  readRatio: 0.6,
  readP99Ms: 10,
  ordersPerSecond: 3000,
  ordersP99Ms: 50,
  startMs: 3000,
};
const connections = 50;
const benchProductId = 'bench-order-product';

/** One autocannon run; `rps` counts only 2xx answers. */
async function load(url, seconds, options = {}) {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    rps: result['2xx'] / result.duration,
    ok: result['2xx'],
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const hostHeadersOnly = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The bare node:http baseline in its own process, answering with exactly these bytes. */
async function startBare(body, headers) {
  const child = fork(join(import.meta.dirname, 'bareServer.mjs'), { stdio: 'inherit' });
  child.send({ body: body.toString('base64'), headers });
  const [{ port }] = await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function sample(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !hostHeadersOnly.has(name)),
  );
  return { body: Buffer.from(await response.arrayBuffer()), headers };
}

/** The read on the host against the bare server, alternating rounds so both see the same noise. */
async function benchRead({ seconds, rounds, profile }) {
  const host = await startBuiltServer();
  let bare;
  try {
    const reply = await sample(host.url + readPath);
    bare = await startBare(reply.body, reply.headers);
    const copy = await sample(bare.url + readPath);
    if (!copy.body.equals(reply.body)) throw new Error('The bare server answers other bytes');
    await load(host.url + readPath, 1);
    await load(bare.url + readPath, 1);
    const runs = { host: [], bare: [] };
    for (let i = 0; i < rounds; i++) {
      runs.host.push(await load(host.url + readPath, seconds));
      runs.bare.push(await load(bare.url + readPath, seconds));
    }
    const summary = (list) => ({
      rps: median(list.map((r) => r.rps)),
      p50Ms: median(list.map((r) => r.p50Ms)),
      p99Ms: median(list.map((r) => r.p99Ms)),
      failures: list.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    });
    const hostSummary = summary(runs.host);
    const bareSummary = summary(runs.bare);
    const cpu = profile
      ? await profiledLoad({ path: readPath, seconds: Math.min(seconds, 3) })
      : null;
    return {
      path: readPath,
      bytes: reply.body.length,
      host: hostSummary,
      bare: bareSummary,
      ratio: hostSummary.rps / bareSummary.rps,
      cpu,
    };
  } finally {
    await bare?.stop();
    await host.stop();
  }
}

/**
 * A data folder seeded by a normal first start, plus one grocery product with stock for any
 * number of orders (a copy of a demo product under its own id).
 */
async function seededDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-orders-'));
  const first = await startBuiltServer({}, { dataDir });
  await first.stop();
  const db = new Database(join(dataDir, 'town.db'));
  try {
    const rows = db.prepare('SELECT data FROM products').all();
    const model = rows
      .map((row) => JSON.parse(row.data))
      .find((p) => p.shopType === 'grocery' && p.available && !p.prescriptionRequired);
    const product = { ...model, id: benchProductId, name: 'Bench rice', stock: 1_000_000_000 };
    db.prepare('INSERT INTO products (id, data) VALUES (?, ?)').run(
      product.id,
      JSON.stringify(product),
    );
  } finally {
    db.close();
  }
  return dataDir;
}

/**
 * createOrder from 50 connections, each request a new customer order with its own requestId.
 * The host runs with TRUST_PROXY=1 and each request names another client address, as orders
 * from many phones behind a proxy would: the per-client budget (60 orders a minute) stays on
 * and is charged, but one load generator is not mistaken for one flooding client.
 */
function orderRequests(runId) {
  let n = 0;
  return [
    {
      method: 'POST',
      path: '/api/call/createOrder',
      headers: { 'content-type': 'application/json' },
      setupRequest(request) {
        n++;
        const data = {
          customer: {
            name: 'Bench Customer',
            phone: `9${String(100_000_000 + (n % 899_999_999))}`,
          },
          address: { line: `${n} Bench Road, Sonapur` },
          items: [{ productId: benchProductId, quantity: 1 }],
          requestId: `bench-${runId}-${String(n).padStart(10, '0')}`,
        };
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': ip },
          body: JSON.stringify({ data }),
        };
      },
    },
  ];
}

function storedOrders(dataDir) {
  const db = new Database(join(dataDir, 'town.db'), { readonly: true });
  try {
    return db.prepare('SELECT count(*) AS n FROM orders').get().n;
  } finally {
    db.close();
  }
}

/**
 * What one order's commit costs on this disk: the writes an order makes (the order, the
 * product's stock, two outbox alerts) replayed straight on a copy of the bench database, in WAL
 * mode at synchronous=FULL and at NORMAL, one transaction per order. The host commits the orders
 * waiting at the same moment together, so it pays this once per batch, not once per order.
 */
function commitCost(dataDir, count) {
  const source = join(dataDir, 'town.db');
  const order = (() => {
    const db = new Database(source, { readonly: true });
    try {
      return {
        order: db.prepare('SELECT data FROM orders LIMIT 1').get().data,
        product: db.prepare('SELECT data FROM products WHERE id = ?').get(benchProductId).data,
        alert: db.prepare('SELECT data FROM outbox LIMIT 1').get().data,
      };
    } finally {
      db.close();
    }
  })();
  const result = {};
  for (const mode of ['FULL', 'NORMAL']) {
    const copy = join(dataDir, `commit-${mode}.db`);
    copyFileSync(source, copy);
    const db = new Database(copy);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma(`synchronous = ${mode}`);
      const insertOrder = db.prepare('INSERT INTO orders (id, data) VALUES (?, ?)');
      const updateProduct = db.prepare('UPDATE products SET data = ? WHERE id = ?');
      const insertAlert = db.prepare('INSERT INTO outbox (id, data) VALUES (?, ?)');
      const write = db.transaction((i) => {
        const doc = JSON.parse(order.order);
        const id = `replay-${i}`;
        insertOrder.run(id, JSON.stringify({ ...doc, id, code: `R${i}`, requestId: id }));
        updateProduct.run(order.product, benchProductId);
        insertAlert.run(`${id}-a`, order.alert);
        insertAlert.run(`${id}-d`, order.alert);
      });
      const started = performance.now();
      for (let i = 0; i < count; i++) write(i);
      result[mode] = (performance.now() - started) / count;
    } finally {
      db.close();
    }
  }
  return { fullMs: result.FULL, normalMs: result.NORMAL };
}

/** Each sample goes to the first bucket its stack (leaf first) matches. */
const buckets = [
  ['idle (waiting for requests)', (stack) => stack[0].functionName === '(idle)'],
  ['garbage collection', (stack) => stack[0].functionName === '(garbage collector)'],
  [
    'alert dispatcher (outbox sweeps after each action)',
    (stack) => stack.some((f) => f.functionName === 'deliverDueEntries'),
  ],
  [
    // A batch's writes run in savepoints (better-sqlite3's sqliteTransaction); its BEGIN and
    // COMMIT (the WAL writes and checkpoints) are native calls counted in runAndCommit's own
    // time. The WAL's fsync runs in libuv's thread pool, off this thread (server/src/db/walSync.ts).
    'SQLite commits (writes, checkpoints)',
    (stack) =>
      ['runBatch', 'runAndCommit'].includes(stack[0].functionName) ||
      stack.some((f) => f.functionName === 'sqliteTransaction'),
  ],
  [
    'SQLite queries',
    ([leaf]) =>
      leaf.url.includes('better-sqlite3') ||
      (/\/(main|demo)\.js$/.test(leaf.url) && ['query', 'get'].includes(leaf.functionName)),
  ],
  [
    'JSON parse and stringify',
    ([leaf]) => !leaf.url && ['parse', 'stringify'].includes(leaf.functionName),
  ],
  ['zod (input validation)', (stack) => stack.some((f) => f.url.includes('/zod/'))],
  [
    'Fastify and its plugins',
    ([leaf]) => /fastify|find-my-way|avvio|pino|toad-cache|secure-json-parse/.test(leaf.url),
  ],
  ['Node HTTP and sockets', ([leaf]) => leaf.url.startsWith('node:') || !leaf.url],
  ['app (core and server code)', ([leaf]) => /\/(main|demo)\.js$/.test(leaf.url)],
  ['other', () => true],
];

/**
 * Where the host's time went while it was under load: samples of its CPU profile (wall clock:
 * a thread blocked in fsync is sampled in the call that waits) taken between `from` and `to`.
 */
function profileShares(profileFile, from, to) {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stackOf = (id) => {
    const stack = [];
    for (let at = id; at !== undefined; at = parentOf.get(at)) stack.push(byId.get(at).callFrame);
    return stack;
  };
  const counts = new Map();
  const leaves = new Map();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at < from || at > to) return;
    const stack = stackOf(id);
    const [bucket] = buckets.find(([, matches]) => matches(stack));
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    const leaf = `${stack[0].functionName || '(anonymous)'}${stack[0].url ? ` (${basename(stack[0].url)})` : ''}`;
    leaves.set(leaf, (leaves.get(leaf) ?? 0) + 1);
    total++;
  });
  const shares = (map) =>
    [...map].sort((a, b) => b[1] - a[1]).map(([name, n]) => ({ name, share: n / total }));
  return { samples: total, buckets: shares(counts), functions: shares(leaves).slice(0, 6) };
}

/**
 * The same load again on a host started with --cpu-prof (V8 stamps samples with the same
 * monotonic clock as process.hrtime), to see what the time is spent on.
 */
async function profiledLoad({ env = {}, dataDir, path = '', options = {}, seconds }) {
  const profileDir = mkdtempSync(join(tmpdir(), 'town-bench-profile-'));
  try {
    const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
    const host = await startBuiltServer(env, { ...(dataDir ? { dataDir } : {}), nodeArgs });
    const from = Number(process.hrtime.bigint() / 1000n);
    const run = await load(host.url + path, seconds, options);
    const to = Number(process.hrtime.bigint() / 1000n);
    await host.stop();
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) return null;
    return { rps: run.rps, ...profileShares(join(profileDir, file), from, to) };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

export async function benchOrders({ seconds, profile }) {
  const dataDir = await seededDataDir();
  try {
    const host = await startBuiltServer({ TRUST_PROXY: '1' }, { dataDir });
    let run;
    try {
      await load(host.url, 1, { requests: orderRequests('warm') });
      run = await load(host.url, seconds, { requests: orderRequests('run') });
    } finally {
      await host.stop();
    }
    const stored = storedOrders(dataDir);
    const commit = commitCost(dataDir, 300);
    const cpu = profile
      ? await profiledLoad({
          env: { TRUST_PROXY: '1' },
          dataDir,
          options: { requests: orderRequests('profile') },
          seconds: Math.min(seconds, 5),
        })
      : null;
    return { ...run, stored, commit, cpu };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns `npm start`'s script (build already done) and times it until GET / answers 200. */
async function timeToFirstPage(dataDir) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (performance.now() - startedAt > 30_000) throw new Error('No page within 30 s');
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      );
      if (status === 200) return performance.now() - startedAt;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** First start (creates and seeds the database) and a restart on the data it left, `runs` each. */
async function benchStart({ runs }) {
  const first = [];
  const again = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-start-'));
    try {
      first.push(await timeToFirstPage(dataDir));
      again.push(await timeToFirstPage(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { firstMs: median(first), restartMs: median(again), runs };
}

/** The server half of `npm run bench`; `quick` shortens every run. */
export async function benchServer({ quick = false } = {}) {
  const load1 = loadavg()[0];
  const read = await benchRead({ seconds: quick ? 3 : 5, rounds: quick ? 1 : 3, profile: true });
  const orders = await benchOrders({ seconds: quick ? 3 : 10, profile: true });
  const start = await benchStart({ runs: quick ? 1 : 3 });
  return { loadAverageAtStart: load1, connections, read, orders, start, targets: serverTargets };
}

const ms = (value) => `${value.toFixed(1)} ms`;
const perSecond = (value) => `${Math.round(value).toLocaleString('en-US')}/s`;
const verdict = (ok) => (ok ? 'met' : '**missed**');
const percent = (share) => `${(share * 100).toFixed(0)}%`;

function targetRows({ read, orders, start, targets }) {
  return [
    [
      `read >= ${targets.readRatio}x bare node:http`,
      `${read.ratio.toFixed(2)}x`,
      verdict(read.ratio >= targets.readRatio),
    ],
    [
      `read p99 <= ${targets.readP99Ms} ms`,
      ms(read.host.p99Ms),
      verdict(read.host.p99Ms <= targets.readP99Ms),
    ],
    [
      `orders >= ${targets.ordersPerSecond.toLocaleString('en-US')}/s (durable as at synchronous=FULL)`,
      perSecond(orders.rps),
      verdict(orders.rps >= targets.ordersPerSecond),
    ],
    [
      `orders p99 <= ${targets.ordersP99Ms} ms`,
      ms(orders.p99Ms),
      verdict(orders.p99Ms <= targets.ordersP99Ms),
    ],
    [
      `start <= ${targets.startMs / 1000} s (first start, seeds the database)`,
      ms(start.firstMs),
      verdict(start.firstMs <= targets.startMs),
    ],
    [
      `start <= ${targets.startMs / 1000} s (restart on existing data)`,
      ms(start.restartMs),
      verdict(start.restartMs <= targets.startMs),
    ],
  ];
}

function profileLines(cpu) {
  if (!cpu) return [];
  return [
    `- CPU profile of the host under the same load (${perSecond(cpu.rps)} while profiled, ${cpu.samples} samples): ${cpu.buckets
      .filter((b) => b.share >= 0.01)
      .map((b) => `${b.name} ${percent(b.share)}`)
      .join(', ')}.`,
    `- Busiest functions (self time): ${cpu.functions.map((f) => `${f.name} ${percent(f.share)}`).join(', ')}.`,
  ];
}

function orderLimits({ commit, cpu }) {
  return [
    `- One order's commit (the order, the stock, two alerts) replayed straight on a copy of the bench database: ${ms(commit.fullMs)} at synchronous=FULL, ${ms(commit.normalMs)} at NORMAL. One transaction per order would cap orders near ${perSecond(1000 / commit.fullMs)} at FULL (${perSecond(1000 / commit.normalMs)} at NORMAL); the host commits the orders waiting at the same moment in one transaction, so the rest of each order's work sets the pace.`,
    ...profileLines(cpu),
  ];
}

function readLimits(read) {
  return [
    `- Per request the bare server only writes ${read.bytes} bytes it holds; the host routes the request, runs its hooks (security headers, cookies, the cross-site check), finds the kept answer and checks that no commit since changed the products, then writes the same bytes.`,
    ...profileLines(read.cpu),
  ];
}

export function serverMarkdown(result) {
  const { read, orders, start } = result;
  return [
    `### Server (local host, 127.0.0.1, ${result.connections} connections, autocannon)`,
    '',
    `Load average when the server bench began: ${result.loadAverageAtStart.toFixed(2)} (other work on the machine shares its CPUs).`,
    '',
    `Read: \`GET ${read.path}\` (${read.bytes} bytes), the host against a bare node:http server answering the same bytes and headers, alternating rounds, medians:`,
    '',
    table(
      ['server', 'req/s', 'p50', 'p99', 'failed'],
      [
        ['local host', perSecond(read.host.rps), ms(read.host.p50Ms), ms(read.host.p99Ms)],
        ['bare node:http', perSecond(read.bare.rps), ms(read.bare.p50Ms), ms(read.bare.p99Ms)],
      ].map((row, i) => [...row, String([read.host, read.bare][i].failures)]),
    ),
    '',
    `Orders: \`createOrder\`, one item, a new requestId each, committed in groups, each reply after its batch's WAL was synced to disk (the durability of synchronous=FULL): **${perSecond(orders.rps)}**, p50 ${ms(orders.p50Ms)}, p99 ${ms(orders.p99Ms)}; ${orders.ok} accepted, ${orders.non2xx + orders.errors} failed; ${orders.stored} orders in the database afterwards (warm-up included).`,
    '',
    `Start: \`node scripts/start.mjs\` (what \`npm start\` runs, build done) until \`GET /\` answers 200, median of ${start.runs}: first start ${ms(start.firstMs)}, restart ${ms(start.restartMs)}.`,
    '',
    table(['target', 'measured', ''], targetRows(result)),
    '',
    ...(read.ratio < result.targets.readRatio || read.host.p99Ms > result.targets.readP99Ms
      ? ['What limits the read (measured in this run):', '', ...readLimits(read), '']
      : []),
    ...(orders.rps < result.targets.ordersPerSecond || orders.p99Ms > result.targets.ordersP99Ms
      ? ['What limits order throughput (measured in this run):', '', ...orderLimits(orders), '']
      : []),
  ].join('\n');
}
