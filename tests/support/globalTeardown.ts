/** Stops the emulators that globalSetup started (its own children: Auth by PID, Firestore by group). */
export default async function globalTeardown() {
  const { townAuthEmulator: auth, townFirestoreEmulator: firestore } = globalThis;
  // Two jest projects tear the run down with this: the first one stops them.
  globalThis.townAuthEmulator = undefined;
  globalThis.townFirestoreEmulator = undefined;
  await Promise.all([auth?.stop(), firestore?.stop()]);
}
