import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, reachable } from './processes';

export interface AuthEmulator {
  host: string;
  projectId: string;
  pid: number;
  stop(): Promise<void>;
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

/**
 * The firebase-tools Auth emulator (no Java needed), on free 127.0.0.1 ports with a config of
 * its own in a temporary folder, so two test runs on one machine never meet. Starting takes
 * several seconds of CPU: the test run starts it once (jest globalSetup).
 */
export async function startAuthEmulator(timeoutMs = 120_000): Promise<AuthEmulator> {
  const bin = join(
    require.resolve('firebase-tools/package.json'),
    '..',
    'lib',
    'bin',
    'firebase.js',
  );
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'town-auth-emulator-'));
  const projectId = `demo-town-${process.pid}`;
  const emulators = {
    auth: { host: '127.0.0.1', port: auth },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ emulators }));
  const child = spawn(
    process.execPath,
    [bin, 'emulators:start', '--only', 'auth', '--project', projectId],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };

  const host = `127.0.0.1:${auth}`;
  const until = Date.now() + timeoutMs;
  while (!(await reachable(`http://${host}/`))) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`The firebase-tools Auth emulator did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { host, projectId, pid: child.pid ?? -1, stop };
}
