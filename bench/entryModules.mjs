/**
 * What the web app's entry chunk (the script every first visit downloads) is made of: builds the
 * local web app into a temporary folder and prints the entry's gzip and brotli sizes, then each
 * module in it with its rendered code minified and gzipped on its own (an upper bound of its
 * share: gzip does better on the whole). `node bench/entryModules.mjs [--top=N]`, after
 * `npm run build` (the build reads the renderer it made).
 * Decision 1360 used it to find what to take out of the entry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, transformWithEsbuild } from 'vite';
import { kb, root } from './lib.mjs';

const top = Number(process.argv.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 40);
const webDir = join(root, 'web');
const outDir = mkdtempSync(join(tmpdir(), 'town-entry-'));

const gzip = (code) => gzipSync(code, { level: 9 }).length;
const brotli = (code) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const shortId = (id) =>
  id.includes('node_modules/')
    ? id.slice(id.lastIndexOf('node_modules/') + 13)
    : relative(root, id.replace(/^\0/, ''));

let report = [];
const entryModules = {
  name: 'bench:entry-modules',
  // After every plugin's generateBundle: the entry's code is final (preload lists included).
  async writeBundle(_options, bundle) {
    const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
    report.push(
      `${entry.fileName}: ${kb(entry.code.length)} raw, ${kb(gzip(entry.code))} gzip, ` +
        `${kb(brotli(entry.code))} brotli`,
    );
    const rows = [];
    for (const [id, module] of Object.entries(entry.modules)) {
      if (!module.code) continue;
      const { code } = await transformWithEsbuild(module.code, 'module.js', { minify: true });
      rows.push({ id: shortId(id), minified: code.length, gzip: gzip(code) });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    report.push('own gzip   minified   module');
    for (const row of rows.slice(0, top)) {
      report.push(`${kb(row.gzip).padStart(9)} ${kb(row.minified).padStart(10)}   ${row.id}`);
    }
  },
};

try {
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    plugins: [entryModules],
    build: { outDir, emptyOutDir: true },
  });
  console.log(report.join('\n'));
  report = [];
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
