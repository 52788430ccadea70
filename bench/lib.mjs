import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const chromiumPath = '/usr/bin/chromium';
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The built local host (`npm start` without the rebuild check) on 127.0.0.1 with a fresh data
 * folder. Resolves once it prints its URL; `stop()` ends it with SIGTERM and removes the data.
 * `options.dataDir` runs it on an existing folder instead, which `stop()` keeps;
 * `options.nodeArgs` go to node before the script (e.g. --cpu-prof).
 */
export async function startBuiltServer(env = {}, options = {}) {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'town-bench-'));
  const startedAt = performance.now();
  // What `npm start` runs: the host with the demo town loaded into the new data folder.
  const args = [...(options.nodeArgs ?? []), join(root, 'server', 'dist', 'demo.js')];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not start in 30 s')), 30_000);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`The server exited with ${code}`)));
  });
  return {
    url,
    dataDir,
    pid: child.pid,
    /** From spawning the process to the line that says it listens. */
    startMs: performance.now() - startedAt,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A Markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Lighthouse mobile (its default throttling) on `url` in a fresh Chromium: the whole report. */
export async function lighthouseReport(url) {
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
    return lhr;
  } finally {
    await chrome.kill();
  }
}
