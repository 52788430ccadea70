import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  chromeFlags,
  chromiumPath,
  kb,
  lighthouseReport,
  median,
  root,
  startBuiltServer,
  table,
} from './lib.mjs';
import { publicRoutePaths } from './routes.mjs';

export const targets = {
  homeJsKb: 90,
  routeJsKb: 200,
  performance: 98,
  lcpMs: 1500,
};

/**
 * What a phone downloads to show a route the first time: every script and stylesheet the page
 * requested until the network was idle, sized as gzip (level 9, as a CDN would serve them).
 */
async function firstLoad(browser, url, dist) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const path = new URL(response.url()).pathname;
    if ((type === 'script' || type === 'stylesheet') && path.startsWith('/assets/')) {
      files.set(path, type);
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  let js = 0;
  let css = 0;
  for (const [path, type] of files) {
    const size = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    if (type === 'script') js += size;
    else css += size;
  }
  return { js, css, files: files.size };
}

async function lighthouseRun(url) {
  const lhr = await lighthouseReport(url);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

const meetsTargets = (sample) =>
  sample.score >= targets.performance && sample.lcpMs <= targets.lcpMs;

/**
 * Sizes and Lighthouse mobile of every public route of the build in `dist`, served at `url`.
 * Each route is run once; a route that misses a target is run until it has `runs` samples and
 * the median is kept, so a busy moment on a shared machine does not pass for a slow page (and
 * fifty routes take minutes, not an hour). The load average beside each route says how busy
 * the machine was.
 */
export async function measureWeb({ url, dist, runs = 3, label }) {
  // BENCH_ROUTES=/findOrder,/booking/K7Q-4MX measures those routes alone (a fix's before and
  // after, without fifty routes each time); unset, every public route.
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const routes = (await publicRoutePaths()).filter((route) => !only || only.includes(route));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  try {
    const sizes = [];
    for (const route of routes)
      sizes.push({ route, ...(await firstLoad(browser, url + route, dist)) });
    const lighthouse = [];
    for (const route of routes) {
      const samples = [await lighthouseRun(url + route)];
      while (samples.length < runs && !meetsTargets(samples[0])) {
        samples.push(await lighthouseRun(url + route));
      }
      lighthouse.push({
        route,
        runs: samples.length,
        load: loadavg()[0],
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
      });
      process.stderr.write(`${label} ${route}: ${lighthouse.at(-1).score}\n`);
    }
    return { label, sizes, lighthouse };
  } finally {
    await browser.close();
  }
}

/** The local build (web/dist) served by the built local host. */
export async function benchWeb({ runs = 3, label = 'local', env = {} } = {}) {
  const dist = join(root, 'web', 'dist');
  const server = await startBuiltServer({ WEB_ROOT: dist, ...env });
  try {
    return await measureWeb({ url: server.url, dist, runs, label });
  } finally {
    await server.stop();
  }
}

export function webMarkdown({ label, sizes, lighthouse }) {
  const home = sizes.find((s) => s.route === '/');
  const heaviest = sizes.reduce((a, b) => (b.js > a.js ? b : a));
  const missed = lighthouse.filter((l) => !meetsTargets(l));
  return [
    `### Web (${label} build): first load per route (gzip)`,
    '',
    table(
      ['route', 'JS', 'CSS', 'files'],
      sizes.map((s) => [s.route, kb(s.js), kb(s.css), String(s.files)]),
    ),
    '',
    // Bytes too: the entry sits within a few hundred bytes of the target, where one decimal
    // rounds 89.95 KB up to a misleading 90.0.
    `${home ? `First-load JS on /: **${kb(home.js)}** (${home.js.toLocaleString('en')} bytes; target <= ${targets.homeJsKb} KB = ${(targets.homeJsKb * 1024).toLocaleString('en')} bytes); h` : 'H'}eaviest route ${heaviest.route}: **${kb(heaviest.js)}** (target <= ${targets.routeJsKb} KB).`,
    '',
    `### Lighthouse mobile (simulated slow 4G, 4x CPU), every public route`,
    '',
    table(
      ['route', 'performance', 'LCP', 'TBT', 'CLS', 'runs', 'load avg'],
      lighthouse.map((l) => [
        l.route,
        String(l.score),
        `${(l.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(l.tbtMs)} ms`,
        l.cls.toFixed(3),
        String(l.runs ?? 1),
        l.load === undefined ? '' : l.load.toFixed(1),
      ]),
    ),
    '',
    `${missed.length === 0 ? 'Every route meets' : `${missed.length} of ${lighthouse.length} routes miss`} the targets: performance >= ${targets.performance}, LCP <= ${targets.lcpMs / 1000} s${missed.length === 0 ? '' : ` (${missed.map((l) => l.route).join(', ')})`}. A route missing them on its first run is run again and shows the median.`,
  ].join('\n');
}
