import { randomUUID } from 'node:crypto';
import {
  type Clock,
  defaultPhotoStorageLimitBytes,
  describeTelegramSetup,
  type TownConfig,
} from '@town/core';
import { createRandomIds, createScryptHasher } from '@town/core/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { writeDemoTown } from '../../demo';
import { firebaseAdminAccounts } from '../../functions/src/admins';
import { createFirestoreStore } from '../../functions/src/firestoreStore';
import { googleBackupsFromEnv } from '../../functions/src/googleBackups';
import type { HostDeps } from '../../functions/src/hostDeps';
import { clearProject, projectContents } from './firestoreEmulator';
import { countCommittedWrites } from './firestoreWrites';
import { manualClock } from './localDriver';
import { createMemoryBucket } from './memoryBucket';
import { realClockOf } from './realClocks';
import { seedingHasher } from './seedHashes';
import { testTown } from './testTown';

/** Why the Firebase host cannot be driven here, or null when it can. */
export function firebaseUnavailableReason(): string | null {
  if (process.env.TOWN_FIREBASE_UNAVAILABLE) return process.env.TOWN_FIREBASE_UNAVAILABLE;
  const { FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, TOWN_FIREBASE_PROJECT } =
    process.env;
  if (!FIREBASE_AUTH_EMULATOR_HOST || !FIRESTORE_EMULATOR_HOST || !TOWN_FIREBASE_PROJECT) {
    return 'the emulators were not started (run the tests with the repository jest config)';
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
 * The pieces of the Firebase host for one test file: a Firestore project of its own on the
 * official emulator (the emulator keeps each project's data apart, so files running side by
 * side never see each other's documents), seeded with the demo town; firebase-admin on it and
 * on the run's Auth emulator; and the host's dependencies with a clock the test moves by hand.
 */
export async function startFirebaseTestbed(
  options: {
    seed?: boolean;
    town?: TownConfig;
    /** Real time: `true` for the wall clock, or a real-paced clock (realClocks.ts). */
    realClock?: boolean | Clock;
    /**
     * The environment the functions host reads its Google API settings from (googleBackups.ts);
     * by default this process's, which names the Firestore emulator: Google is not asked.
     */
    functionsEnv?: NodeJS.ProcessEnv;
  } = {},
) {
  const reason = firebaseUnavailableReason();
  if (reason) throw new Error(`The Firebase host cannot run here: ${reason}`);
  const host = process.env.FIRESTORE_EMULATOR_HOST as string;
  const authProjectId = process.env.TOWN_FIREBASE_PROJECT as string;
  const instance = `${process.pid}-${++instances}-${randomUUID().slice(0, 8)}`;
  const projectId = `demo-town-${instance}`;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const name = `town-testbed-${instance}`;
  const adminApp = initializeApp({ projectId }, name);
  const db = getFirestore(adminApp);
  db.settings({ ignoreUndefinedProperties: true });
  const committedWrites = countCommittedWrites(db);
  // ID tokens come from the run's one Auth emulator and name its project as their audience.
  const authApp = initializeApp({ projectId: authProjectId }, `${name}-auth`);
  const auth = getAuth(authApp);
  const staffAuth = staffUidsApart(auth, `t${instance}-`);
  const time = manualClock();
  const bucket = createMemoryBucket(time.clock.now);
  // The PHOTO_STORAGE_LIMIT_MB param of a deploy; tests lower it to fill it.
  let photoStorageLimitBytes = defaultPhotoStorageLimitBytes;
  const clock = realClockOf(options.realClock) ?? time.clock;
  const deps: HostDeps = {
    context: {
      store: createFirestoreStore(db, clock),
      clock,
      ids: createRandomIds(),
      hasher: createScryptHasher(),
      adminAccounts: firebaseAdminAccounts(auth),
    },
    auth: staffAuth.auth,
    photos: bucket.photos,
    photoStorage: () => ({ limitBytes: photoStorageLimitBytes }),
    telegram: () => describeTelegramSetup(undefined),
    // The service account's token is Google's to give: a stand-in API takes any.
    backups: googleBackupsFromEnv(options.functionsEnv ?? process.env, {
      project: projectId,
      accessToken: async () => 'test-access-token',
      bucket: () => `${projectId}.firebasestorage.app`,
      now: () => clock.now(),
    }),
  };
  if (options.seed !== false) {
    await writeDemoTown(
      deps.context.store,
      { ...deps.context, hasher: seedingHasher(deps.context.hasher) },
      options.town ?? testTown,
    );
    if (committedWrites() === 0) {
      throw new Error('Seeding the town wrote nothing the write count saw: see firestoreWrites.ts');
    }
  }
  const [emulatorHost = '', port = ''] = host.split(':');
  return {
    name,
    projectId,
    authProjectId,
    firestore: { host, emulatorHost, port: Number(port), ...projectContents(db) },
    db,
    /** How many document writes the host's client has committed (see firestoreWrites.ts). */
    committedWrites,
    auth,
    /** The Auth uid this testbed's host gives a vendor's or courier's uid (see staffUidsApart). */
    staffUid: staffAuth.uidOf,
    deps,
    time,
    bucket,
    setPhotoStorageLimit(bytes: number) {
      photoStorageLimitBytes = bytes;
    },
    async stop() {
      await Promise.all([deleteApp(adminApp), deleteApp(authApp)]);
      await clearProject(host, projectId);
    },
  };
}

/**
 * The run's suites share one Auth emulator (client sign-ins always land in its default project),
 * and the host names a vendor's or courier's Auth user by role and account id. A suite that
 * disables a demo courier or resets the demo passwords would revoke the tokens of every other
 * suite signed in as that courier at the time. So each testbed's host gets its staff users
 * under a prefix of its own: the same Auth calls, on uids no other testbed uses. Admin uids
 * stay as they are: admins are found by email, which the suites share anyway.
 */
function staffUidsApart(auth: Auth, prefix: string) {
  const uidOf = (uid: string) => (/^(vendor|delivery)_/.test(uid) ? `${prefix}${uid}` : uid);
  const hostAuth: HostDeps['auth'] = {
    createCustomToken: (uid, claims) => auth.createCustomToken(uidOf(uid), claims),
    revokeRefreshTokens: (uid) => auth.revokeRefreshTokens(uidOf(uid)),
    getUser: (uid) => auth.getUser(uidOf(uid)),
    verifyIdToken: (token, checkRevoked) => auth.verifyIdToken(token, checkRevoked),
    getUserByEmail: (email) => auth.getUserByEmail(email),
  };
  return { auth: hostAuth, uidOf };
}

export type FirebaseTestbed = Awaited<ReturnType<typeof startFirebaseTestbed>>;

/** Signs in on the Auth emulator with email and password, as an admin signs in on Firebase. */
export async function idTokenForPassword(email: string, password: string): Promise<string | null> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  return body.idToken ?? null;
}

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
