import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@town/core/node';
import Database from 'better-sqlite3';
import { takeBackup } from '../src/backup/backups';
import { findBackup, restoreBackup } from '../src/backup/restore';

/**
 * Restores that must not happen change nothing; one that happens keeps what it replaced.
 * The database is the previous release's (three orders), backed up as the host would.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'town-restore-'));
  dirs.push(dir);
  const dataDir = join(dir, 'data');
  const databaseFile = join(dataDir, 'town.db');
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  copyFileSync(join(__dirname, 'fixtures', 'schema-v2.sqlite'), databaseFile);
  writeFileSync(join(dataDir, 'uploads', 'photo-1'), 'jpeg bytes');
  const settings = {
    folder: join(dir, 'backups'),
    everyMinutes: 60,
    keepHourly: 48,
    keepDaily: 30,
  };
  const manifest = await takeBackup({
    source: { file: databaseFile },
    photosDir: join(dataDir, 'uploads'),
    settings,
    clock: systemClock,
    timeZone: 'Asia/Kolkata',
  });
  return { dir, dataDir, databaseFile, backupDir: join(settings.folder, manifest.name), settings };
}

test('a restore sets the data it replaces aside, and brings back the database and photos', async () => {
  const { dataDir, databaseFile, backupDir } = await setUp();
  // After the backup: an order the restore takes back, a photo it does not know.
  const db = new Database(databaseFile);
  db.prepare("DELETE FROM orders WHERE json_extract(data, '$.code') = 'EF3-VAG'").run();
  db.close();
  writeFileSync(join(dataDir, 'uploads', 'photo-2'), 'later bytes');
  const replaced = sha256(databaseFile);

  const result = restoreBackup(backupDir, databaseFile, new Date('2026-11-23T16:00:00Z'));
  expect(result.counts.orders).toBe(3);
  expect(result.photos).toBe(1);
  const restored = new Database(databaseFile, { readonly: true });
  expect((restored.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBe(3);
  restored.close();
  expect(readdirSync(join(dataDir, 'uploads'))).toEqual(['photo-1']);
  expect(result.setAside).toBe(join(dataDir, 'replaced-by-restore-2026-11-23T16-00-00-000Z'));
  expect(sha256(join(result.setAside!, 'town.db'))).toBe(replaced);
  expect(readdirSync(join(result.setAside!, 'uploads')).sort()).toEqual(['photo-1', 'photo-2']);
});

test('an unknown backup name is refused with the ways to name one', async () => {
  const { settings } = await setUp();
  expect(() => findBackup(settings.folder, 'town-19990101T000000Z')).toThrow(
    /No backup "town-19990101T000000Z": give a backup folder .*or "latest"/,
  );
  expect(findBackup(settings.folder, 'latest')).toMatch(/town-\d{8}T\d{6}Z$/);
});

test('a damaged backup is refused and the data folder is left as it was', async () => {
  const { dataDir, databaseFile, backupDir } = await setUp();
  // Bytes overwritten in the middle of the copy: a disk that went bad under the backup.
  const copy = join(backupDir, 'town.db');
  const fd = openSync(copy, 'r+');
  writeSync(fd, Buffer.alloc(8192, 0xa5), 0, 8192, 8 * 4096);
  closeSync(fd);
  const before = sha256(databaseFile);
  expect(() => restoreBackup(backupDir, databaseFile, new Date())).toThrow(
    /fails its integrity check .*nothing was changed\. Restore an older one\./,
  );
  expect(sha256(databaseFile)).toBe(before);
  expect(readdirSync(dataDir).sort()).toEqual(['town.db', 'uploads']);
});

test('a backup from a newer version of the app is refused', async () => {
  const { dataDir, databaseFile, backupDir } = await setUp();
  const copy = new Database(join(backupDir, 'town.db'));
  copy.pragma('user_version = 99');
  copy.close();
  expect(() => restoreBackup(backupDir, databaseFile, new Date())).toThrow(
    /made by a newer version of the app \(schema version 99; this one knows up to 4\)/,
  );
  expect(readdirSync(dataDir).sort()).toEqual(['town.db', 'uploads']);
});
