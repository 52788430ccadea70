import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '@town/core';
import Database from 'better-sqlite3';
import { demoStaff, loadDemoTown } from '../../demo';
import { type BackupManifest, backupsToKeep } from '../src/backup/backups';
import { configFromEnv } from '../src/config';
import { type LocalHost, startLocalHost } from '../src/localHost';

const dirs: string[] = [];
const hosts: LocalHost[] = [];
afterAll(async () => {
  for (const host of hosts) await host.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'town-backups-'));
  dirs.push(dir);
  return dir;
}

const hourMs = 60 * 60_000;

describe('which backups are kept', () => {
  // One backup every 30 minutes for 40 days, newest first.
  const newest = Date.parse('2026-11-23T12:10:00Z');
  const backups = Array.from({ length: 40 * 48 }, (_, i) => {
    const takenAt = new Date(newest - i * 30 * 60_000).toISOString();
    return { name: `b${i}`, takenAt } as BackupManifest;
  });

  test('the newest of each of the last 48 hours and of each of the last 30 days, by default', () => {
    const keep = backupsToKeep(backups, { keepHourly: 48, keepDaily: 30 }, 'Asia/Kolkata');
    const kept = backups.filter((b) => keep.has(b.name));
    const newestIn = (from: number, to: number) =>
      backups.find((b) => Date.parse(b.takenAt) >= from && Date.parse(b.takenAt) < to);
    // The newest backup of each of the 48 most recent clock hours.
    const thisHour = Math.floor(newest / hourMs) * hourMs;
    for (let h = 0; h < 48; h++) {
      const start = thisHour - h * hourMs;
      expect(keep.has(newestIn(start, start + hourMs)!.name)).toBe(true);
    }
    // The newest backup of each of the 30 most recent town days (India, UTC+5:30).
    const dayMs = 24 * hourMs;
    const townMidnight = Date.parse('2026-11-23T00:00:00+05:30');
    for (let d = 0; d < 30; d++) {
      const start = townMidnight - d * dayMs;
      expect(keep.has(newestIn(start, start + dayMs)!.name)).toBe(true);
    }
    // Nothing else: older days and the other backups of an hour are gone.
    expect(kept.length).toBeLessThanOrEqual(48 + 30);
    expect(Date.parse(kept.at(-1)!.takenAt)).toBeGreaterThanOrEqual(townMidnight - 29 * dayMs);
    expect(kept.length).toBeLessThan(backups.length);
    expect(keep.has('b0')).toBe(true);
  });

  test('the newest backup is kept whatever the settings', () => {
    expect([...backupsToKeep(backups, { keepHourly: 0, keepDaily: 0 }, 'UTC')]).toEqual(['b0']);
  });
});

/** The local host on a temporary data folder, with the given clock and backup settings. */
async function startHost(clock: Clock, env: Record<string, string>, backupEveryMs?: number) {
  const dir = tempDir();
  const lines: string[] = [];
  const config = configFromEnv(
    {
      DATA_DIR: join(dir, 'data'),
      BACKUP_DIR: join(dir, 'backups'),
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    dir,
  );
  const host = await startLocalHost(
    { ...config, webRoot: dir },
    {
      clock,
      seed: loadDemoTown,
      log: (line) => lines.push(line),
      ...(backupEveryMs ? { backupEveryMs } : {}),
    },
  );
  hosts.push(host);
  const admin = demoStaff.admins[0]!;
  const signIn = await fetch(`${host.url}/api/call/adminSignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { email: admin.profile.email, password: admin.password } }),
  });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const status = async () => {
    const reply = await fetch(`${host.url}/api/read/backupStatus`, { headers: { cookie } });
    expect(reply.status).toBe(200);
    return ((await reply.json()) as { result: { health: string; facts: Record<string, unknown> } })
      .result;
  };
  return { host, dir, lines, status, backupFolder: config.backups!.folder };
}

test('the running host backs up on its schedule, checks and logs each copy, and prunes', async () => {
  const { host, lines, backupFolder } = await startHost({ now: () => new Date() }, {}, 400);
  const until = Date.now() + 15_000;
  while (lines.filter((line) => line.startsWith('Backup town-')).length < 2 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const logged = lines.filter((line) => line.startsWith('Backup town-'));
  expect(logged.length).toBeGreaterThanOrEqual(2);
  expect(logged[0]).toMatch(/integrity ok, 0 orders, 0 photos/);
  await host.close();
  hosts.pop();
  // Several backups within one hour: the newest of the hour is kept, the others pruned. The
  // last one logged is read after the close, as another may have finished since the count.
  const names = readdirSync(backupFolder).filter((name) => name.startsWith('town-'));
  expect(names).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith('Backup town-')).at(-1)).toContain(names[0]);
  const copy = new Database(join(backupFolder, names[0]!, 'town.db'), { readonly: true });
  expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
  const staffCount = demoStaff.admins.length + demoStaff.vendors.length + demoStaff.delivery.length;
  expect((copy.prepare('SELECT count(*) AS n FROM credentials').get() as { n: number }).n).toBe(
    staffCount,
  );
  copy.close();
}, 30_000);

test('the dashboard read: none yet, ok after a backup, late after two missed intervals, failing when the folder is gone', async () => {
  let now = Date.parse('2026-11-23T10:00:00Z');
  const { host, status, backupFolder } = await startHost({ now: () => new Date(now) }, {});
  expect(await status()).toMatchObject({
    health: 'none',
    facts: { kind: 'local', everyMinutes: 60, lastGood: null },
  });

  await host.backups!.backupNow();
  const ok = await status();
  expect(ok).toMatchObject({
    health: 'ok',
    facts: { lastGood: { takenAt: '2026-11-23T10:00:00.000Z', orders: 0, photos: 0 } },
  });

  now += 2 * hourMs + 60_000;
  expect((await status()).health).toBe('late');

  // The backup disk is swapped for something that is not a folder: the next backup fails.
  rmSync(backupFolder, { recursive: true, force: true });
  writeFileSync(backupFolder, 'not a folder');
  await host.backups!.backupNow();
  const failing = await status();
  expect(failing.health).toBe('failing');
  expect(failing.facts.problem).toMatch(/cannot be read \(ENOTDIR\)/);
  expect(existsSync(join(backupFolder, 'manifest.json'))).toBe(false);
});

test('with BACKUP_INTERVAL_MINUTES=0 the schedule is off and the dashboard says so', async () => {
  const { host, status, lines } = await startHost(
    { now: () => new Date() },
    {
      BACKUP_INTERVAL_MINUTES: '0',
    },
  );
  expect((await status()).health).toBe('off');
  await host.close();
  hosts.pop();
  expect(lines.filter((line) => line.startsWith('Backup'))).toEqual([]);
});

test('bad backup settings stop the start with the setting named', () => {
  expect(() => configFromEnv({ BACKUP_KEEP_DAILY: 'thirty' }, '/srv/town')).toThrow(
    'BACKUP_KEEP_DAILY must be a whole number, not "thirty"',
  );
});
