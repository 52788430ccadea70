import { firestoreVapidKeys, pushTestOriginsFromEnv } from '../../functions/src/webPush';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';

/**
 * The Firebase town's VAPID key pair (decision 2030): made at first use in the server-only
 * `vapidKeys/vapid`, once even when instances start together, since browsers are subscribed to
 * one public key and a second pair would silence them.
 */
describeWithFirebase('the VAPID key pair on Firestore (Firebase host)', () => {
  let bed: FirebaseTestbed;
  beforeAll(async () => {
    bed = await startFirebaseTestbed({ seed: false });
  });
  afterAll(() => bed?.stop());

  test('instances using it for the first time at once keep one pair', async () => {
    const { store } = bed.deps.context;
    const instances = Array.from({ length: 2 }, () => firestoreVapidKeys(store));
    const pairs = await Promise.all(instances.map((keys) => keys()));
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(pairs[0]?.publicKey).toMatch(/^B[\w-]{86}$/);
    const stored = await bed.firestore.documents<{ id: string; publicKey: string }>('vapidKeys');
    expect(stored.map((doc) => [doc.id, doc.publicKey])).toEqual([['vapid', pairs[0]?.publicKey]]);
    // A later instance reads the same pair.
    expect(await firestoreVapidKeys(store)()).toEqual(pairs[0]);
  });
});

describe("the fake push service's origins on Firebase", () => {
  const origins = 'http://127.0.0.1:5123';
  test('are allowed on the emulators only', () => {
    expect(pushTestOriginsFromEnv({ PUSH_TEST_ORIGINS: origins })).toEqual([]);
    expect(
      pushTestOriginsFromEnv({ FUNCTIONS_EMULATOR: 'true', PUSH_TEST_ORIGINS: origins }),
    ).toEqual([origins]);
  });
});
