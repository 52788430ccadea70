import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { browserAvailable } from './browser';
import { type BrowserHarness, useBrowserHarnessOn } from './browserHarness';
import type { EmulatorSuite } from './emulatorSuite';
import { firebaseUnavailableReason } from './firebaseTestbed';
import { takeFirebaseWebStage } from './firebaseWebStage';

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
  /** The folder of the web build Hosting serves (with its .vite/manifest.json; set in beforeAll). */
  dist: string;
  /** The folder of that build's renderer and templates, which the pages function carries. */
  rendererDir(): string;
}

/**
 * The Firebase build of the web app in Chromium, served by the Hosting emulator with
 * firebase.json's routes and headers, against the official Firestore emulator (this run's, with
 * firestore.rules) and firebase-tools' Auth and Functions emulators running the deploy bundle.
 * The build and those emulators are the run's one Firebase web stage (firebaseWebStage.ts),
 * which the suite takes in beforeAll with its project freshly seeded (or empty: `seed: false`,
 * a town not yet set up), and gives back in afterAll.
 */
export function useFirebaseWeb(name: string, options: { seed?: boolean } = {}): FirebaseWeb {
  let rendererDir = '';
  const firebase = {
    url: (path: string) => `${firebase.suite.hosting}${path}`,
    rendererDir: () => rendererDir,
  } as FirebaseWeb;
  firebase.web = useBrowserHarnessOn(
    async () => {
      const taken = await takeFirebaseWebStage({ seed: options.seed !== false });
      const { suite, dist } = taken;
      rendererDir = taken.rendererDir;
      firebase.suite = suite;
      firebase.dist = dist;
      const { projectId } = suite;
      firebase.adminApp = initializeApp({ projectId }, `firebase-${name}-e2e-${process.pid}`);
      firebase.db = getFirestore(firebase.adminApp);
      return {
        url: suite.hosting,
        async stop() {
          await deleteApp(firebase.adminApp);
          await suite.stop();
        },
      };
    },
    { startTimeoutMs: 1_200_000 },
  );
  return firebase;
}
