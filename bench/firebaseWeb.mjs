import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEmulatorSuite } from '../scripts/lib/emulatorSuite.mjs';
import { measureWeb } from './web.mjs';

/**
 * The Firebase build of the web app, measured as the local one is: built for emulators on free
 * ports (the developer's own emulators are left alone), served by the Hosting emulator with
 * firebase.json's headers, reading the demo town from the official Firestore emulator.
 * Needs functions/dist (npm run build) and gcloud's Firestore emulator.
 */
export async function benchFirebaseWeb({ runs = 3 } = {}) {
  const { startEmulatorSuite, buildFirebaseWebApp, freeEmulatorPorts } = await loadEmulatorSuite();
  const projectId = 'demo-bench';
  const hostingDir = mkdtempSync(join(tmpdir(), 'town-bench-firebase-'));
  let suite;
  try {
    const ports = await freeEmulatorPorts();
    await buildFirebaseWebApp(hostingDir, projectId, {
      firestore: `127.0.0.1:${ports.firestore}`,
      auth: `127.0.0.1:${ports.auth}`,
      functions: `127.0.0.1:${ports.functions}`,
    });
    suite = await startEmulatorSuite({ projectId, ports, hostingDir });
    return await measureWeb({
      url: suite.hosting,
      dist: hostingDir,
      runs,
      label: 'Firebase, Hosting emulator',
    });
  } finally {
    await suite?.stop();
    rmSync(hostingDir, { recursive: true, force: true });
  }
}
