import { createServer } from 'node:net';

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** True when something answers HTTP at this URL (any status). */
export async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops every process of a group this process started (spawned with `detached: true`, so the
 * child leads a group of its own): SIGTERM, then SIGKILL for whatever is left after the grace
 * period. Launchers such as `gcloud` start the real server (Java) as a child that a signal to
 * the launcher alone would leave running.
 */
export async function stopProcessGroup(pgid: number, graceMs = 10_000): Promise<void> {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (groupAlive(pgid) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

/** For `process.on('exit')`: a last, synchronous stop when the parent dies without teardown. */
export function killProcessGroupNow(pgid: number) {
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}
