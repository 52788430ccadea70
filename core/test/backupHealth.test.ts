import type { BackupFacts, GoogleBackupFacts } from '../src/ports';
import { backupHealth, hidePaths } from '../src/reads/backups';

const now = new Date('2026-11-23T12:00:00Z');
const local = (over: Partial<Extract<BackupFacts, { kind: 'local' }>>): BackupFacts => ({
  kind: 'local',
  everyMinutes: 60,
  lastGood: null,
  lastAttempt: null,
  ...over,
});
const good = (takenAt: string) => ({
  name: 'town-x',
  takenAt,
  databaseBytes: 1,
  photos: 0,
  photoBytes: 0,
  orders: 0,
});

describe('backup health on the admin dashboard', () => {
  test.each([
    ['ok', local({ lastGood: good('2026-11-23T11:10:00Z') })],
    // Two intervals without a good backup: at least one scheduled backup was missed.
    ['ok', local({ lastGood: good('2026-11-23T10:00:00Z') })],
    ['late', local({ lastGood: good('2026-11-23T09:59:00Z') })],
    ['none', local({})],
    ['off', local({ everyMinutes: 0, lastGood: good('2026-11-01T00:00:00Z') })],
    [
      'failing',
      local({
        lastGood: good('2026-11-23T11:00:00Z'),
        lastAttempt: { at: '2026-11-23T11:30:00Z', ok: false, problem: 'ENOSPC' },
      }),
    ],
    // A failure before the last good backup is over.
    [
      'ok',
      local({
        lastGood: good('2026-11-23T11:30:00Z'),
        lastAttempt: { at: '2026-11-23T11:00:00Z', ok: false, problem: 'ENOSPC' },
      }),
    ],
    ['failing', local({ problem: 'The backup folder cannot be read (EIO)' })],
    ['notReported', null],
  ] as Array<[string, BackupFacts | null]>)('%s', (health, facts) => {
    expect(backupHealth(facts, now)).toBe(health);
  });

  /** Firebase: what Google's APIs answered (functions/src/googleBackups.ts). */
  const google = (over: Partial<GoogleBackupFacts>): GoogleBackupFacts => ({
    kind: 'google',
    checkedAt: now.toISOString(),
    everyHours: 24,
    lastGood: null,
    newest: null,
    pointInTimeRecovery: true,
    photoSoftDeleteDays: 30,
    ...over,
  });
  const ready = (takenAt: string) => ({
    lastGood: { takenAt },
    newest: { takenAt, state: 'READY' },
  });
  test.each([
    ['ok', google(ready('2026-11-22T13:00:00Z'))],
    // A daily schedule: past a day and a half, a day's backup is missing.
    ['ok', google(ready('2026-11-22T00:00:00Z'))],
    ['late', google(ready('2026-11-21T23:59:00Z'))],
    ['ok', google({ everyHours: 168, ...ready('2026-11-16T12:00:00Z') })],
    ['off', google({ everyHours: 0, ...ready('2026-11-23T02:00:00Z') })],
    ['none', google({ newest: { takenAt: '2026-11-23T02:00:00Z', state: 'CREATING' } })],
    [
      'failing',
      google({
        lastGood: { takenAt: '2026-11-22T02:00:00Z' },
        newest: { takenAt: '2026-11-23T02:00:00Z', state: 'NOT_AVAILABLE' },
      }),
    ],
    ['notReported', google({ notReported: { reason: 'forbidden', detail: 'HTTP 403' } })],
  ] as Array<[string, BackupFacts]>)('Firebase: %s', (health, facts) => {
    expect(backupHealth(facts, now)).toBe(health);
  });

  test("a failure's file paths stay on the server", () => {
    expect(
      hidePaths("ENOSPC: no space left on device, write '/srv/town-backups/.partial-x/town.db'"),
    ).toBe("ENOSPC: no space left on device, write '[path]");
  });
});
