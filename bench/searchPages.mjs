import { loadavg } from 'node:os';
import { median, startBuiltServer, table } from './lib.mjs';

/**
 * What one search page costs the local host, and whether it holds anyone else up. Every new
 * `/search?q=…` is a fresh render (no two addresses share a page), so each query below is new.
 * The longest query is a pasted page of text: the search looks at its first words only
 * (core's `searchQueryBounds`), so it must cost what a resident's longest search costs.
 */
export const searchTargets = { worstRenderMs: 200, healthWhileSearchingMs: 250 };

const typical = [
  'rice',
  'rui',
  'potol',
  'doctor',
  'ambulance',
  'bus',
  'চাল',
  'machh',
  'toto',
  'dal',
];
/** Six words (the bound), each found by spelling, sound and the town's synonyms. */
const longest = (i) => `chal dal machh doctor medicine paracetamol${i}`;
/** A 16 KB address of words (spaces as '+', as a form sends them). */
const pastedUrl = (base, i) =>
  `${base}/search?q=${i}+${Array.from({ length: 3600 }, (_, w) => `word${w}`).join('+')}`.slice(
    0,
    base.length + 16_000,
  );

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${url.slice(0, 80)} answered ${response.status}`);
  if (!html.includes('id="page-data"')) throw new Error(`${url.slice(0, 80)} was not rendered`);
  return performance.now() - started;
}

const searchUrl = (base, query) => `${base}/search?q=${encodeURIComponent(query)}`;

/** `/api/health` round trips while `work` runs: how long the host kept others waiting. */
async function healthDuring(base, work) {
  const waits = [];
  let done = false;
  const running = work().finally(() => {
    done = true;
  });
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    waits.push(performance.now() - started);
  }
  await running;
  return Math.max(...waits);
}

export async function benchSearchPages() {
  const loadAverageAtStart = loadavg()[0];
  const host = await startBuiltServer();
  try {
    // The first search indexes the town: measured apart from the queries after it.
    const firstMs = await timed(searchUrl(host.url, 'warm'));
    const typicalMs = [];
    for (const [i, query] of typical.entries())
      typicalMs.push(await timed(searchUrl(host.url, `${query} ${i}`)));
    const longestMs = [];
    for (let i = 0; i < 8; i++) longestMs.push(await timed(searchUrl(host.url, longest(i))));
    const pastedMs = [];
    for (let i = 0; i < 8; i++) pastedMs.push(await timed(pastedUrl(host.url, i)));
    // Four pasted pages at once (what held the host 9.9 s before the bound).
    const healthMs = await healthDuring(host.url, () =>
      Promise.all([10, 11, 12, 13].map((i) => timed(pastedUrl(host.url, i)))),
    );
    return {
      loadAverageAtStart,
      firstMs,
      typicalMs: median(typicalMs),
      longestMs: median(longestMs),
      pastedMs: median(pastedMs),
      worstMs: Math.max(...typicalMs, ...longestMs, ...pastedMs),
      healthMs,
      targets: searchTargets,
    };
  } finally {
    await host.stop();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;

export function searchPagesMarkdown(result) {
  const met = (ok) => (ok ? 'met' : '**missed**');
  return [
    '### Search pages (local host, one client, each query a fresh render)',
    '',
    `Load average when it began: ${result.loadAverageAtStart.toFixed(2)}. First search (indexes the town): ${ms(result.firstMs)}. Medians: a resident's word ${ms(result.typicalMs)}, six synonym-rich words ${ms(result.longestMs)}, a pasted 16 KB page ${ms(result.pastedMs)}.`,
    '',
    table(
      ['target', 'measured', ''],
      [
        [
          `slowest search page <= ${result.targets.worstRenderMs} ms`,
          ms(result.worstMs),
          met(result.worstMs <= result.targets.worstRenderMs),
        ],
        [
          `\`/api/health\` while 4 pasted pages render <= ${result.targets.healthWhileSearchingMs} ms`,
          ms(result.healthMs),
          met(result.healthMs <= result.targets.healthWhileSearchingMs),
        ],
      ],
    ),
  ].join('\n');
}
