import firebaseFunctionsTest from 'firebase-functions-test';
import { signInRecordsSweep } from '../../functions/src/housekeeping';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';

/**
 * The Firebase host's hourly sweep of sign-in records (functions/src/housekeeping.ts), run as
 * Cloud Scheduler would, on the Firestore emulator: failure counts with nothing in the last
 * hour and reset rows a day past expiry go; anything still counting stays.
 */
describeWithFirebase('the hourly sweep of sign-in records (Firebase host)', () => {
  let bed: FirebaseTestbed;
  const fft = firebaseFunctionsTest();
  beforeAll(async () => {
    bed = await startFirebaseTestbed({ seed: false });
  });
  afterAll(async () => {
    fft.cleanup();
    await bed?.stop();
  });

  const hourMs = 60 * 60 * 1000;

  test('stale rows go, rows still counting stay', async () => {
    const { store } = bed.deps.context;
    const now = bed.time.clock.now().getTime();
    await store.transaction(async (tx) => {
      tx.set('loginAttempts', {
        id: 'vendor_9000000601',
        failures: [{ at: now - 2 * hourMs, by: 'x' }],
        lastAt: now - 2 * hourMs,
      });
      tx.set('loginAttempts', {
        id: 'address_fresh',
        failures: [{ at: now - 60_000, by: 'y' }],
        lastAt: now - 60_000,
      });
      tx.set('passwordResets', {
        id: 'old-reset',
        credentialId: 'cred-admin',
        expiresAt: new Date(now - 25 * hourMs).toISOString(),
        used: true,
      });
      tx.set('passwordResets', {
        id: 'new-reset',
        credentialId: 'cred-admin',
        expiresAt: new Date(now + hourMs).toISOString(),
        used: false,
      });
    });
    const sweep = fft.wrap(signInRecordsSweep(() => bed.deps.context) as never) as (
      event: unknown,
    ) => Promise<void>;
    await sweep({} as never);
    expect((await store.query('loginAttempts')).map((doc) => doc.id)).toEqual(['address_fresh']);
    expect((await store.query('passwordResets')).map((doc) => doc.id)).toEqual(['new-reset']);
  });
});
