/** Stops the Auth emulator that globalSetup started (this process's own child, by its PID). */
export default async function globalTeardown() {
  await globalThis.townAuthEmulator?.stop();
}
