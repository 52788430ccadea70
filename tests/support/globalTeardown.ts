/** Stops the emulators that globalSetup started (its own children: Auth by PID, Firestore by group). */
export default async function globalTeardown() {
  await Promise.all([
    globalThis.townAuthEmulator?.stop(),
    globalThis.townFirestoreEmulator?.stop(),
  ]);
}
