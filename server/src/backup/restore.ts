import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { privateFile, privateFolder, schemaVersion } from '../db/open';
import { type BackupManifest, checkDatabaseCopy } from './backups';

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data that was in the data folder now is; null when there was none. */
  setAside: string | null;
  counts: Record<string, number>;
  photos: number;
}

/** The backup a name means: a folder path, a folder name in the backup folder, or `latest`. */
export function findBackup(backupFolder: string, wanted: string): string {
  if (wanted === 'latest') {
    const names = existsSync(backupFolder)
      ? readdirSync(backupFolder)
          .filter((name) => existsSync(join(backupFolder, name, 'manifest.json')))
          .sort()
      : [];
    const newest = names.at(-1);
    if (!newest) throw new Error(`There is no backup in ${backupFolder}.`);
    return join(backupFolder, newest);
  }
  for (const candidate of [resolve(wanted), join(backupFolder, wanted)]) {
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
  }
  throw new Error(
    `No backup "${wanted}": give a backup folder (one with manifest.json), its name in ${backupFolder}, or "latest".`,
  );
}

/**
 * Refuses while a host has the database open: a running host holds its WAL locks, so an
 * exclusive lock is refused at once. With the lock, the WAL is folded into the file and the
 * file left as one, so it can be set aside whole.
 */
function assertHostStopped(databaseFile: string): void {
  if (!existsSync(databaseFile)) return;
  const db = new Database(databaseFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    try {
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec('BEGIN EXCLUSIVE');
      db.exec('COMMIT');
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
        throw new Error(
          `The host is running: it has ${databaseFile} open. Stop it first (sudo systemctl stop town-services, or Ctrl-C where npm start runs), then run the restore again. Nothing was changed.`,
        );
      }
      throw error;
    }
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** A copy that cannot even be opened (not a database, cut short) fails its check. */
function checkedOrProblem(file: string): ReturnType<typeof checkDatabaseCopy> {
  try {
    return checkDatabaseCopy(file, { fold: false });
  } catch (error) {
    return { schemaVersion: 0, integrity: (error as Error).message, counts: {} };
  }
}

/**
 * Restores a backup into the data folder while the host is stopped. The backup is checked
 * first; what the data folder held is set aside in `replaced-by-restore-<time>/` (never deleted),
 * and put back if the restore fails half-way.
 */
export function restoreBackup(backupDir: string, databaseFile: string, now: Date): RestoreResult {
  const manifest = JSON.parse(
    readFileSync(join(backupDir, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  const backupDb = join(backupDir, 'town.db');
  const checked = checkedOrProblem(backupDb);
  if (checked.integrity !== 'ok') {
    throw new Error(
      `The backup ${backupDir} fails its integrity check (${checked.integrity}); nothing was changed. Restore an older one.`,
    );
  }
  if (checked.schemaVersion > schemaVersion) {
    throw new Error(
      `The backup ${basename(backupDir)} was made by a newer version of the app (schema version ${checked.schemaVersion}; this one knows up to ${schemaVersion}). Restore it with that version. Nothing was changed.`,
    );
  }

  const dataDir = dirname(databaseFile);
  mkdirSync(dataDir, { recursive: true, mode: privateFolder });
  assertHostStopped(databaseFile);

  const photosDir = join(dataDir, 'uploads');
  const current = [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`, photosDir].filter(
    (path) => existsSync(path),
  );
  const setAside = current.length
    ? join(dataDir, `replaced-by-restore-${now.toISOString().replace(/[:.]/g, '-')}`)
    : null;
  if (setAside) {
    mkdirSync(setAside, { mode: privateFolder });
    for (const path of current) renameSync(path, join(setAside, basename(path)));
  }
  try {
    const incoming = `${databaseFile}.restoring`;
    copyFileSync(backupDb, incoming);
    chmodSync(incoming, privateFile);
    renameSync(incoming, databaseFile);
    mkdirSync(photosDir, { mode: privateFolder });
    let photos = 0;
    const backupPhotos = join(backupDir, 'uploads');
    for (const name of existsSync(backupPhotos) ? readdirSync(backupPhotos) : []) {
      if (!statSync(join(backupPhotos, name)).isFile()) continue;
      copyFileSync(join(backupPhotos, name), join(photosDir, name));
      chmodSync(join(photosDir, name), privateFile);
      photos += 1;
    }
    return { manifest, setAside, counts: checked.counts, photos };
  } catch (error) {
    // Put back what was there: a half restore must not be what the host starts on.
    rmSync(databaseFile, { force: true });
    rmSync(`${databaseFile}.restoring`, { force: true });
    rmSync(photosDir, { recursive: true, force: true });
    if (setAside) {
      for (const name of readdirSync(setAside))
        renameSync(join(setAside, name), join(dataDir, name));
      rmSync(setAside, { recursive: true, force: true });
    }
    throw new Error(
      `Restoring ${backupDir} failed: ${(error as Error).message}. The data folder ${dataDir} is as it was.`,
    );
  }
}
