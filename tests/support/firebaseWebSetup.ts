import { existsSync } from 'node:fs';
import { type RunningStage, startFirebaseWebStage } from './firebaseWebStage';
import globalSetup from './globalSetup';

// browser.ts's path: that module declares suites, which a global setup cannot load.
const chromiumPath = '/usr/bin/chromium';

declare global {
  var townFirebaseWebStage: RunningStage | undefined;
}

/**
 * jest's globalSetup of the Firebase browser suites (tests/e2e/firebase): the run's emulators,
 * as for the contract suites, and the one Firebase web build on firebase-tools' emulators,
 * started in the background (firebaseWebStage.ts). Where the suites will skip themselves
 * (no emulators, no Chromium outside CI), nothing is built.
 */
export default async function firebaseWebSetup() {
  await globalSetup();
  if (process.env.TOWN_FIREBASE_UNAVAILABLE) return;
  if (!existsSync(chromiumPath) && !process.env.CI) return;
  globalThis.townFirebaseWebStage = startFirebaseWebStage();
}
