import type { BackupFacts } from '../src/ports';
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
    ['managed', { kind: 'managed', service: 'firestore' } as const],
    ['notReported', null],
  ] as Array<[string, BackupFacts | null]>)('%s', (health, facts) => {
    expect(backupHealth(facts, now)).toBe(health);
  });

  test("a failure's file paths stay on the server", () => {
    expect(
      hidePaths("ENOSPC: no space left on device, write '/srv/town-backups/.partial-x/town.db'"),
    ).toBe("ENOSPC: no space left on device, write '[path]");
  });
});
