import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmulatorSuite } from '../scripts/lib/emulatorSuite.mjs';
import { measureWeb } from './web.mjs';

/**
 * The Firebase build of the web app, measured as the local one is: built for emulators on free
 * ports (the developer's own emulators are left alone), served by the Hosting emulator with
 * firebase.json's rewrites and headers (every page rendered by the `pages` function in the
 * Functions emulator), reading the demo town from the official Firestore emulator.
 * Needs functions/dist (npm run build) and gcloud's Firestore emulator.
 */
export function benchFirebaseWeb({ runs = 3 } = {}) {
  return withFirebaseHosting(({ url, dist }) =>
    measureWeb({ url, dist, runs, label: 'Firebase, Hosting emulator' }),
  );
}

/**
 * Runs `fn({ url, dist })` against a Firebase build served by the emulators on free ports, and
 * stops them and removes the build afterwards.
 */
export async function withFirebaseHosting(fn) {
  const { startEmulatorSuite, buildFirebaseWebApp, freeEmulatorPorts } = await loadEmulatorSuite();
  const projectId = 'demo-bench';
  const hostingDir = mkdtempSync(join(tmpdir(), 'town-bench-firebase-'));
  let suite;
  let rendererDir;
  try {
    const ports = await freeEmulatorPorts();
    rendererDir = await buildFirebaseWebApp(hostingDir, projectId, {
      firestore: `127.0.0.1:${ports.firestore}`,
      auth: `127.0.0.1:${ports.auth}`,
      functions: `127.0.0.1:${ports.functions}`,
    });
    // Every page comes from the pages function, carrying this very build's renderer.
    suite = await startEmulatorSuite({ projectId, ports, hostingDir, rendererDir });
    return await fn({ url: suite.hosting, dist: hostingDir });
  } finally {
    await suite?.stop();
    rmSync(hostingDir, { recursive: true, force: true });
    if (rendererDir) rmSync(rendererDir, { recursive: true, force: true });
  }
}
