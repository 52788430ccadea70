import globalTeardown from './globalTeardown';

/** Stops the Firebase web stage, then the run's emulators. */
export default async function firebaseWebTeardown() {
  const stage = globalThis.townFirebaseWebStage;
  globalThis.townFirebaseWebStage = undefined;
  await stage?.stop();
  await globalTeardown();
}
