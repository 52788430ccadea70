import { randomUUID } from 'node:crypto';
import {
  defaultPhotoStorageLimitBytes,
  demoTown,
  describeTelegramSetup,
  writeDemoTown,
} from '@town/core';
import { createRandomIds, createScryptHasher } from '@town/core/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createFirestoreStore } from '../../functions/src/firestoreStore';
import type { HostDeps } from '../../functions/src/hostDeps';
import { startFirestoreEmulator } from './firestoreEmulator';
import { manualClock } from './localDriver';
import { createMemoryBucket } from './memoryBucket';

/** Why the Firebase host cannot be driven here, or null when it can. */
export function firebaseUnavailableReason(): string | null {
  if (process.env.TOWN_AUTH_EMULATOR_UNAVAILABLE) {
    return process.env.TOWN_AUTH_EMULATOR_UNAVAILABLE;
  }
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.TOWN_FIREBASE_PROJECT) {
    return 'the Auth emulator was not started (run the tests with the repository jest config)';
  }
  return null;
}

/**
 * `describe` for suites that need the Firebase emulators: skipped, with the reason in its
 * name and a notice, where the Auth emulator could not start (never in CI: there the run fails).
 */
export function describeWithFirebase(title: string, body: () => void) {
  const reason = firebaseUnavailableReason();
  if (!reason) return describe(title, body);
  console.warn(`Skipped "${title}": ${reason}`);
  return describe.skip(`${title} [skipped: ${reason}]`, body);
}

let instances = 0;

/**
 * The pieces of the Firebase host for one test file: the in-process Firestore peer with the
 * demo town, firebase-admin on it and on the Auth emulator, and the host's dependencies with a
 * clock the test moves by hand.
 */
export async function startFirebaseTestbed(options: { seed?: boolean } = {}) {
  const reason = firebaseUnavailableReason();
  if (reason) throw new Error(`The Firebase host cannot run here: ${reason}`);
  const projectId = process.env.TOWN_FIREBASE_PROJECT as string;
  const firestore = await startFirestoreEmulator(projectId);
  // firebase-admin reads the emulator address when its Firestore client is made, just below.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const name = `town-testbed-${++instances}-${randomUUID()}`;
  const adminApp = initializeApp({ projectId }, name);
  const db = getFirestore(adminApp);
  db.settings({ ignoreUndefinedProperties: true });
  const auth = getAuth(adminApp);
  const time = manualClock();
  const bucket = createMemoryBucket(time.clock.now);
  // The PHOTO_STORAGE_LIMIT_MB param of a deploy; tests lower it to fill it.
  let photoStorageLimitBytes = defaultPhotoStorageLimitBytes;
  const deps: HostDeps = {
    context: {
      store: createFirestoreStore(db),
      clock: time.clock,
      ids: createRandomIds(),
      hasher: createScryptHasher(),
      town: demoTown,
    },
    auth,
    photos: bucket.photos,
    photoStorage: () => ({ limitBytes: photoStorageLimitBytes }),
    telegram: () => describeTelegramSetup(undefined),
  };
  if (options.seed !== false) await writeDemoTown(deps.context.store, deps.context);
  return {
    name,
    projectId,
    firestore,
    db,
    auth,
    deps,
    time,
    bucket,
    setPhotoStorageLimit(bytes: number) {
      photoStorageLimitBytes = bytes;
    },
    async stop() {
      await deleteApp(adminApp);
      firestore.stop();
    },
  };
}

export type FirebaseTestbed = Awaited<ReturnType<typeof startFirebaseTestbed>>;

/** Signs in on the Auth emulator with a custom token, as the SPA's signInWithCustomToken does. */
export async function idTokenFor(customToken: string): Promise<string> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) {
    throw new Error(`Auth emulator refused the custom token: ${JSON.stringify(body)}`);
  }
  return body.idToken;
}
