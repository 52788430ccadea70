import { describeOnHosts, signInAsDemo } from '../support/hosts';

/**
 * The admin dashboard's backup box reads `backupStatus` on both hosts. The local host answers
 * from its own backup folder; the Firebase host asks Google's APIs (functions/src/googleBackups.ts),
 * which the emulators do not have: it says so rather than a health it cannot know
 * (tests/firebase/backupStatus.test.ts runs it against a stand-in for Google).
 */
describeOnHosts('backup status for the admin dashboard', (api, host) => {
  test('admins get the backup health; other callers are refused', async () => {
    const admin = await signInAsDemo(api, 'admin');
    const reply = await api.read('backupStatus', {}, admin);
    expect(reply.httpStatus).toBe(200);
    if (host.name === 'local') {
      // A new host: its schedule is on, and no backup has been taken yet.
      expect(reply.body.result).toMatchObject({
        health: 'none',
        facts: { kind: 'local', everyMinutes: 60, lastGood: null, lastAttempt: null },
      });
    } else {
      expect(reply.body.result).toMatchObject({
        health: 'notReported',
        facts: {
          kind: 'google',
          notReported: { reason: 'emulator' },
          lastGood: null,
          pointInTimeRecovery: null,
          photoSoftDeleteDays: null,
        },
      });
    }
    expect((await api.read('backupStatus', {})).httpStatus).toBe(401);
    const vendor = await signInAsDemo(api, 'vendor');
    expect((await api.read('backupStatus', {}, vendor)).httpStatus).toBe(403);
  });
});
