import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { benchSearchPages, searchPagesMarkdown } from './searchPages.mjs';
import { benchServer, serverMarkdown } from './server.mjs';
import { benchWeb, webMarkdown } from './web.mjs';

/**
 * `npm run bench`: measures the built app and prints one report, also written to
 * reports/bench.json and reports/bench.md (git-ignored). `--quick` runs Lighthouse once and
 * shortens the server runs and replays a tenth of the town's day; `--only=web,firebaseWeb,server,search,cost`
 * measures only the parts named; BENCH_ROUTES (comma-separated paths) limits the web parts to those
 * routes.
 */
const quick = process.argv.includes('--quick');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part) => !only || only.includes(part);
const machine = `${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const loadBefore = loadavg()[0].toFixed(1);

const web = wanted('web') ? await benchWeb({ runs: quick ? 1 : 3 }) : undefined;
/** The Firebase build needs gcloud's Firestore emulator: without it, the report says why. */
async function firebaseWebOrReason() {
  try {
    // Loaded only when wanted: it needs the emulator tooling, the other parts do not.
    const { benchFirebaseWeb } = await import('./firebaseWeb.mjs');
    return await benchFirebaseWeb({ runs: quick ? 1 : 3 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`The Firebase build was not measured: ${reason}`);
    return { skipped: reason };
  }
}
const firebaseWeb = wanted('firebaseWeb') ? await firebaseWebOrReason() : undefined;
const server = wanted('server') ? await benchServer({ quick }) : undefined;
const searchPages = wanted('search') ? await benchSearchPages() : undefined;
/** The day's bill on Firebase needs gcloud's Firestore emulator too. */
async function costOrReason() {
  try {
    const { benchCost } = await import('./cost.mjs');
    return await benchCost({ quick });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`The cost of a day was not measured: ${reason}`);
    return { skipped: reason };
  }
}
const cost = wanted('cost') ? await costOrReason() : undefined;
const { costMarkdown } = cost && !cost.skipped ? await import('./cost.mjs') : {};
const markdown = [
  `# Benchmarks`,
  '',
  `Machine: ${machine}. Date: ${new Date().toISOString()}. Load average at the start: ${loadBefore}, at the end: ${loadavg()[0].toFixed(1)}.`,
  '',
  ...(web ? [webMarkdown(web), ''] : []),
  ...(firebaseWeb?.skipped
    ? [`### Web (Firebase build)`, '', `Not measured: ${firebaseWeb.skipped}`, '']
    : firebaseWeb
      ? [webMarkdown(firebaseWeb), '']
      : []),
  ...(server ? [serverMarkdown(server), ''] : []),
  ...(searchPages ? [searchPagesMarkdown(searchPages), ''] : []),
  ...(cost?.skipped
    ? [`### Cost of a day (Firebase host)`, '', `Not measured: ${cost.skipped}`, '']
    : cost
      ? [costMarkdown(cost), '']
      : []),
].join('\n');

const dir = join(root, 'reports');
mkdirSync(dir, { recursive: true });
writeFileSync(
  join(dir, 'bench.json'),
  JSON.stringify({ machine, web, firebaseWeb, server, searchPages, cost }, null, 2),
);
writeFileSync(join(dir, 'bench.md'), markdown);
console.log(markdown);
