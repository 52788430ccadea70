import { type AuthEmulator, startAuthEmulator } from './authEmulator';
import { findOfficialEmulators } from './officialEmulators';

declare global {
  var townAuthEmulator: AuthEmulator | undefined;
}

/**
 * Starts the Auth emulator once for the whole jest run; test workers find it through the
 * environment. In CI a failure to start fails the run; on a developer's machine the Firebase
 * suites are skipped instead, with the reason.
 */
export default async function globalSetup() {
  await findOfficialEmulators();
  try {
    const emulator = await startAuthEmulator();
    globalThis.townAuthEmulator = emulator;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    process.env.TOWN_FIREBASE_PROJECT = emulator.projectId;
  } catch (error) {
    if (process.env.CI) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    process.env.TOWN_AUTH_EMULATOR_UNAVAILABLE = reason;
    console.warn(`\nFirebase host tests will be skipped: ${reason}\n`);
  }
}
