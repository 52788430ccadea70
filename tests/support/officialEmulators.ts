import { reachable } from './processes';

/**
 * The Storage emulator is firebase-tools' own Java jar, which needs Java 21 and a download: it
 * is used when the environment points at a running one (FIREBASE_STORAGE_EMULATOR_HOST) and the
 * storage rules suite reports itself skipped otherwise. Recorded once, in jest's global setup.
 */
export async function findStorageEmulator() {
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (storage && (await reachable(`http://${storage}/`))) {
    process.env.TOWN_RULES_STORAGE_EMULATOR = storage;
  }
}

/** Why the rules cannot be checked on the official Firestore emulator, or null. */
export const firestoreRulesSkipReason = () =>
  process.env.TOWN_RULES_FIRESTORE_EMULATOR
    ? null
    : (process.env.TOWN_FIRESTORE_UNAVAILABLE ??
      'the official Firestore emulator was not started (run the tests with the repository jest config)');

export const storageRulesSkipReason = () =>
  process.env.TOWN_RULES_STORAGE_EMULATOR
    ? null
    : 'no Storage emulator at FIREBASE_STORAGE_EMULATOR_HOST (it is a firebase-tools jar that needs Java 21; see "Run the Firebase emulators" in README)';

export function hostAndPort(hostPort: string) {
  const [host = '127.0.0.1', port = '0'] = hostPort.split(':');
  return { host, port: Number(port) };
}

/** `describe`, or `describe.skip` with the reason in its name and a notice, when it cannot run. */
export function describeWhen(reason: string | null, title: string, body: () => void) {
  if (!reason) return describe(title, body);
  console.warn(`Skipped "${title}": ${reason}`);
  return describe.skip(`${title} [skipped: ${reason}]`, body);
}
