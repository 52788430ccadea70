/**
 * The official Firestore and Storage emulators (Java) answer plain HTTP on their root; the
 * in-process Firestore test peer speaks gRPC only, and is not running yet at this point.
 */
async function answersHttp(host: string | undefined): Promise<boolean> {
  if (!host) return false;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Security rules run only in the official emulators, which need Java and a download: they are
 * used when the environment points at running ones (`firebase emulators:exec`, see README) and
 * the rules suites report themselves skipped otherwise. Recorded once, before the contract
 * suites point FIRESTORE_EMULATOR_HOST at the in-process test peer.
 */
export async function findOfficialEmulators() {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  if (await answersHttp(firestore)) process.env.TOWN_RULES_FIRESTORE_EMULATOR = firestore;
  const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (await answersHttp(storage)) process.env.TOWN_RULES_STORAGE_EMULATOR = storage;
}

const explain = (variable: string) =>
  `no official emulator at ${variable} (needs Java 21: see "Run the full emulator suite" in README)`;

export const firestoreRulesSkipReason = () =>
  process.env.TOWN_RULES_FIRESTORE_EMULATOR ? null : explain('FIRESTORE_EMULATOR_HOST');

export const storageRulesSkipReason = () =>
  process.env.TOWN_RULES_STORAGE_EMULATOR ? null : explain('FIREBASE_STORAGE_EMULATOR_HOST');

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
