import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { browserAvailable } from './browser';
import { type BrowserHarness, useBrowserHarnessOn } from './browserHarness';
import { type EmulatorSuite, startEmulatorSuite } from './emulatorSuite';
import { firebaseUnavailableReason } from './firebaseTestbed';
import { buildFirebaseWebApp, freeEmulatorPorts } from './firebaseWebBuild';
import { repositoryRoot } from './firestoreEmulator';

/** Why the Firebase build cannot be driven in Chromium here, or null when it can. */
export const firebaseWebSkipReason = (): string | null =>
  firebaseUnavailableReason() ??
  (browserAvailable() ? null : 'no Chromium at /usr/bin/chromium (apt-get install chromium)');

export interface FirebaseWeb {
  /** The browser harness on the Hosting emulator's address. */
  web: BrowserHarness<{ url: string; stop(): Promise<unknown> }>;
  /** The emulators (set in beforeAll). */
  suite: EmulatorSuite;
  /** firebase-admin on the suite's project (set in beforeAll). */
  adminApp: App;
  db: Firestore;
  /** An address on the Hosting emulator. */
  url(path: string): string;
  /** The folder of the web build Hosting serves (with its .vite/manifest.json). */
  dist: string;
  /** The folder of that build's renderer and templates, which the pages function carries. */
  rendererDir(): string;
}

/**
 * The Firebase build of the web app in Chromium, served by the Hosting emulator with
 * firebase.json's routes and headers, against the official Firestore emulator (this run's, with
 * firestore.rules, in a project of its own: `demo-<name>-<pid>`) and firebase-tools' Auth and
 * Functions emulators running the deploy bundle. The build is made in beforeAll, for this
 * suite's free ports; everything stops and is removed in afterAll.
 */
export function useFirebaseWeb(name: string, options: { seed?: boolean } = {}): FirebaseWeb {
  const projectId = `demo-${name}-${process.pid}`;
  const hostingDir = mkdtempSync(join(tmpdir(), `town-firebase-${name}-`));
  let rendererDir = '';
  const firebase = {
    url: (path: string) => `${firebase.suite.hosting}${path}`,
    dist: hostingDir,
    rendererDir: () => rendererDir,
  } as FirebaseWeb;
  firebase.web = useBrowserHarnessOn(
    async () => {
      if (!existsSync(join(repositoryRoot, 'functions', 'dist', 'index.js'))) {
        throw new Error('functions/dist is missing: `npm test` builds it first (npm run build)');
      }
      const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST as string;
      const ports = await freeEmulatorPorts();
      rendererDir = await buildFirebaseWebApp(hostingDir, projectId, {
        firestore: firestoreHost,
        auth: `127.0.0.1:${ports.auth}`,
        functions: `127.0.0.1:${ports.functions}`,
      });
      const suite = await startEmulatorSuite({
        projectId,
        firestoreHost,
        ports,
        hostingDir,
        rendererDir,
        ...(options.seed === false ? { seed: false } : {}),
      });
      firebase.suite = suite;
      firebase.adminApp = initializeApp({ projectId }, `firebase-${name}-e2e-${process.pid}`);
      firebase.db = getFirestore(firebase.adminApp);
      if (!suite.hosting) throw new Error('the emulator suite serves no web app');
      return {
        url: suite.hosting,
        async stop() {
          await deleteApp(firebase.adminApp);
          await suite.stop();
        },
      };
    },
    { startTimeoutMs: 600_000 },
  );
  afterAll(() => {
    rmSync(hostingDir, { recursive: true, force: true });
    if (rendererDir) rmSync(rendererDir, { recursive: true, force: true });
  });
  return firebase;
}
