import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromeFlags, chromiumPath, kb, median, root, startBuiltServer, table } from './lib.mjs';

/** Routes whose first load is measured: one per area, plus the heaviest screens. */
export const sizeRoutes = [
  '/',
  '/medical',
  '/medical/doctor',
  '/medical/pharmacy',
  '/medical/appointment',
  '/emergency',
  '/emergency/police',
  '/education/teacher',
  '/transport',
  '/transport/bus',
  '/grocery',
  '/grocery/fordo',
  '/food',
  '/catalog',
  '/cart',
  '/findOrder',
  '/service',
  '/feeds/news',
  '/contact',
];
export const lighthouseRoutes = ['/', '/medical/doctor', '/emergency', '/grocery', '/cart'];

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
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/** Sizes per route and Lighthouse mobile (median of `runs`) of the build in `dist`, served at `url`. */
export async function measureWeb({ url, dist, runs = 3, label }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  try {
    const sizes = [];
    for (const route of sizeRoutes)
      sizes.push({ route, ...(await firstLoad(browser, url + route, dist)) });
    const lighthouse = [];
    for (const route of lighthouseRoutes) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await lighthouseRun(url + route));
      lighthouse.push({
        route,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
      });
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
  return [
    `### Web (${label} build): first load per route (gzip)`,
    '',
    table(
      ['route', 'JS', 'CSS', 'files'],
      sizes.map((s) => [s.route, kb(s.js), kb(s.css), String(s.files)]),
    ),
    '',
    `First-load JS on /: **${kb(home.js)}** (target <= ${targets.homeJsKb} KB); heaviest route ${heaviest.route}: **${kb(heaviest.js)}** (target <= ${targets.routeJsKb} KB).`,
    '',
    `### Lighthouse mobile (simulated slow 4G, 4x CPU), median of runs`,
    '',
    table(
      ['route', 'performance', 'LCP', 'TBT', 'CLS'],
      lighthouse.map((l) => [
        l.route,
        String(l.score),
        `${(l.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(l.tbtMs)} ms`,
        l.cls.toFixed(3),
      ]),
    ),
    '',
    `Targets: performance >= ${targets.performance}, LCP <= ${targets.lcpMs / 1000} s.`,
  ].join('\n');
}
