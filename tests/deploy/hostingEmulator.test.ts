import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The repository's `hosting` section of firebase.json served by the firebase-tools Hosting
 * emulator (no Java needed), over a small site shaped like the Firebase web build: the app shell,
 * the service worker and one hashed asset. What a browser gets for each kind of file is what
 * Firebase Hosting answers in production. Every page is the `pages` function's
 * (tests/e2e/firebase/firebasePages.test.ts runs Hosting with that function).
 */
const root = join(__dirname, '..', '..');
const hosting = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).hosting;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const site = {
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'app.html': '<!doctype html><title>shell</title><div id="root"></div>',
  'assets/index-abc123.js': 'console.log("app")',
};

describe('Firebase Hosting (firebase.json served by the Hosting emulator)', () => {
  let dir: string;
  let child: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'town-hosting-'));
    for (const [file, text] of Object.entries(site)) {
      mkdirSync(join(dir, 'public', file, '..'), { recursive: true });
      writeFileSync(join(dir, 'public', file), text);
    }
    const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
    const config = {
      // The real section, less the build step: the site above stands in for web/dist.
      hosting: { ...hosting, public: 'public', predeploy: undefined },
      emulators: {
        hosting: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
      },
    };
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
    const bin = join(require.resolve('firebase-tools/package.json'), '..', 'lib/bin/firebase.js');
    child = spawn(
      process.execPath,
      [bin, 'emulators:start', '--only', 'hosting', '--project', 'demo-hosting'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    origin = `http://127.0.0.1:${port}`;
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
        break;
      } catch {
        if (child.exitCode !== null || Date.now() > until) {
          throw new Error(`The Hosting emulator did not start:\n${output.slice(-2000)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }, 90_000);

  afterAll(async () => {
    if (child) await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  test('files of the build are served as files, before any rewrite to the pages function', async () => {
    const worker = await get('/sw.js');
    expect([worker.status, worker.body]).toEqual([200, site['sw.js']]);
    // cleanUrls: the shell is /app (app.html redirects there).
    const shell = await get('/app');
    expect([shell.status, shell.body]).toEqual([200, site['app.html']]);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });

  test('every route is handed to the pages function in the functions region', () => {
    expect(hosting.rewrites).toEqual([
      {
        source: '{/,/!(assets),/!(assets)/**}',
        function: { functionId: 'pages', region: expect.any(String) },
      },
    ]);
  });

  test('a hashed asset is cached for a year', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe(site['assets/index-abc123.js']);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('an asset of an older build that is gone is a 404, not the app shell', async () => {
    const gone = await get('/assets/index-old999.js');
    expect(gone.status).toBe(404);
    expect(gone.body).not.toContain('id="root"');
    expect((await get('/assets/nested/older.css')).status).toBe(404);
  });

  test('pages carry the security headers', async () => {
    for (const path of ['/app', '/sw.js', '/assets/index-abc123.js']) {
      const { headers } = await get(path);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
