import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { benchWeb, webMarkdown } from './web.mjs';

/**
 * `npm run bench`: measures the built app and prints one report, also written to
 * reports/bench.json and reports/bench.md (git-ignored). `--quick` runs Lighthouse once.
 */
const quick = process.argv.includes('--quick');
const machine = `${cpus().length} x ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

const web = await benchWeb({ runs: quick ? 1 : 3 });
const markdown = [
  `# Benchmarks`,
  '',
  `Machine: ${machine}. Date: ${new Date().toISOString()}.`,
  '',
  webMarkdown(web),
  '',
].join('\n');

const dir = join(root, 'reports');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'bench.json'), JSON.stringify({ machine, web }, null, 2));
writeFileSync(join(dir, 'bench.md'), markdown);
console.log(markdown);
