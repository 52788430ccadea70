import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCatalog, demoStaff, demoTown } from '../../demo';

const root = join(__dirname, '..', '..');
/** What `npm start` runs: the host with the demo loader (server/dist/main.js has no demo). */
const mainJs = join(root, 'server', 'dist', 'demo.js');
/** What a town's service runs (deploy/town-services.service): the host alone. */
const serviceJs = join(root, 'server', 'dist', 'main.js');

/** Starts the built local host as `npm start` does, on a free port, and collects its output. */
function startServer(dataDir: string, script = mainJs, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const ready = new Promise<string>((resolve, reject) => {
    // Generous: a first start loads the demo and hashes its staff passwords, and a machine busy
    // with other suites took over 20 s for it. How fast it starts is the bench's to measure.
    // A host that never says it started is stopped too: the run must not leave it behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`No start within 90 s:\n${output}`));
    }, 90_000);
    child.stdout?.on('data', () => {
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url && /Data: /.test(output)) {
        clearTimeout(timer);
        // Give the seeding banner, printed right after, a moment to arrive.
        setTimeout(() => resolve(url), 50);
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`Exited with ${code} before starting:\n${output}`)),
    );
  });
  /** Waits until the output has a match of `pattern` (the host prints its banner line by line). */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(output);
        if (!match) return false;
        resolve(match);
        return true;
      };
      if (look()) return;
      const timer = setTimeout(
        () => reject(new Error(`${pattern} never printed:\n${output}`)),
        30_000,
      );
      child.stdout?.on('data', () => look() && clearTimeout(timer));
    });
  return { child, ready, output: () => output, printed };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

// Each test starts the host once or twice (see startServer's bound).
jest.setTimeout(240_000);

describe('the built local host (what `npm start` runs)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'town-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a first start creates, seeds, prints the demo logins, serves the app and stops on SIGTERM', async () => {
    expect(existsSync(mainJs)).toBe(true);
    const server = startServer(dataDir);
    const url = await server.ready;
    try {
      expect(existsSync(join(dataDir, 'town.db'))).toBe(true);
      for (const account of [...demoStaff.admins, ...demoStaff.vendors, ...demoStaff.delivery]) {
        expect(server.output()).toContain(account.password);
      }
      const town = await (await fetch(`${url}/api/read/town`)).json();
      expect(town.result.name).toBe(demoTown.name);
      const page = await fetch(`${url}/medical/doctor`);
      expect(page.status).toBe(200);
      const doctors = await page.text();
      // Every public page arrives rendered by the host with its content (the renderer beside
      // the web build), the home page too.
      expect(doctors).toContain('<div id="root" data-prerendered="/medical/doctor">');
      expect(doctors).toContain(demoCatalog.doctors.find((d) => d.kind === 'specialist')?.name);
      const home = await (await fetch(`${url}/`)).text();
      expect(home).toContain('<div id="root" data-prerendered="/">');
      expect(home).toContain(demoTown.tagline);
      const missingImage = await fetch(`${url}/images/no-such-picture.svg`);
      expect(missingImage.status).toBe(404);
    } finally {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
  });

  test('a second start keeps the data and does not seed or print logins again', async () => {
    const server = startServer(dataDir);
    const url = await server.ready;
    try {
      expect(server.output()).not.toContain('Demo staff logins');
      const shops = await (await fetch(`${url}/api/read/shops?type=grocery`)).json();
      expect(shops.result.length).toBeGreaterThan(0);
    } finally {
      const exited = exitOf(server.child);
      server.child.kill('SIGINT');
      expect(await exited).toBe(0);
    }
  });
});

describe('an empty town: the service on a new data folder, or `SEED_DEMO=0 npm start`', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  test.each([
    ['the service (server/dist/main.js)', serviceJs, {}],
    ['npm start with SEED_DEMO=0', mainJs, { SEED_DEMO: '0' }],
  ])('%s prints a one-time setup link and names no town', async (_label, script, env) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'town-empty-'));
    folders.push(dataDir);
    const server = startServer(dataDir, script, env);
    const url = await server.ready;
    try {
      const link = (await server.printed(new RegExp(`${url}/setup#([\\w-]{43,})`)))[1];
      expect(link).toEqual(expect.any(String));
      expect(server.output()).not.toContain('Demo staff logins');
      expect(server.output()).toContain('works once, for 24 hours');
      const town = await (await fetch(`${url}/api/read/town`)).json();
      expect(town.result).toBeNull();
      const home = await (await fetch(`${url}/`)).text();
      expect(home).toContain('<title>Town Services</title>');
      expect(home.toLowerCase()).not.toContain(demoTown.name.toLowerCase());
      // No demo in it: an empty catalog.
      const shops = await (await fetch(`${url}/api/read/shops?type=grocery`)).json();
      expect(shops.result).toEqual([]);
    } finally {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
