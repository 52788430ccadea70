import { type AuthEmulator, startAuthEmulator } from './authEmulator';
import { type OfficialFirestore, startOfficialFirestore } from './firestoreEmulator';
import { findStorageEmulator } from './officialEmulators';
import { reachable } from './processes';

declare global {
  var townAuthEmulator: AuthEmulator | undefined;
  var townFirestoreEmulator: OfficialFirestore | undefined;
  var townEmulatorsSetUp: boolean | undefined;
}

/**
 * Both take seconds of CPU to start (the Auth emulator about 9): on a machine busy with other
 * work, minutes. Once a run, they may.
 */
const startTimeoutMs = 300_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One already running at FIRESTORE_EMULATOR_HOST (e.g. `npm run emulators`), else a new one. */
async function firestoreForTheRun(): Promise<{ host: string; started?: OfficialFirestore }> {
  const given = process.env.FIRESTORE_EMULATOR_HOST;
  if (given && (await reachable(`http://${given}/`))) return { host: given };
  const started = await startOfficialFirestore({ timeoutMs: startTimeoutMs });
  return { host: started.host, started };
}

/**
 * Starts the official Firestore emulator and the firebase-tools Auth emulator once for the
 * whole jest run, side by side; test workers find them through the environment. In CI a
 * failure to start fails the run; on a developer's machine the Firebase suites are skipped
 * instead, with the reason.
 */
export default async function globalSetup() {
  // Two jest projects set the run up with this (the contract's and the Firebase browser's).
  if (globalThis.townEmulatorsSetUp) return;
  globalThis.townEmulatorsSetUp = true;
  await findStorageEmulator();
  const [firestore, auth] = await Promise.allSettled([
    firestoreForTheRun(),
    startAuthEmulator(startTimeoutMs),
  ]);
  if (firestore.status === 'fulfilled') {
    globalThis.townFirestoreEmulator = firestore.value.started;
    process.env.FIRESTORE_EMULATOR_HOST = firestore.value.host;
    process.env.TOWN_RULES_FIRESTORE_EMULATOR = firestore.value.host;
  }
  if (auth.status === 'fulfilled') {
    globalThis.townAuthEmulator = auth.value;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.value.host;
    process.env.TOWN_FIREBASE_PROJECT = auth.value.projectId;
  }
  const failures = [firestore, auth].flatMap((result) =>
    result.status === 'rejected' ? [reasonOf(result.reason)] : [],
  );
  if (failures.length === 0) return;
  if (process.env.CI) {
    await globalThis.townFirestoreEmulator?.stop();
    await globalThis.townAuthEmulator?.stop();
    throw new Error(`The Firebase emulators are required in CI:\n${failures.join('\n')}`);
  }
  if (firestore.status === 'rejected') {
    process.env.TOWN_FIRESTORE_UNAVAILABLE = reasonOf(firestore.reason);
  }
  process.env.TOWN_FIREBASE_UNAVAILABLE = failures.join('; ');
  console.warn(`\nFirebase host tests will be skipped: ${failures.join('; ')}\n`);
}
