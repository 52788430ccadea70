import {
  chmod,
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { type BackupFacts, type BackupSummary, type Clock, townDate } from '@town/core';
import Database from 'better-sqlite3';
import { type Db, privateFile, privateFolder } from '../db/open';

/** Where backups go and how many are kept (BACKUP_* settings). */
export interface BackupSettings {
  /** A folder of its own, best on another disk or a mounted share. */
  folder: string;
  /** How often the running host takes one; 0 turns the schedule off (`npm run backup` still works). */
  everyMinutes: number;
  /** The newest backup of each of this many recent hours is kept... */
  keepHourly: number;
  /** ...and the newest of each of this many recent days. */
  keepDaily: number;
}

export const defaultBackupSchedule = { everyMinutes: 60, keepHourly: 48, keepDaily: 30 };

/** What `manifest.json` in each backup folder says about it. */
export interface BackupManifest extends BackupSummary {
  format: 1;
  schemaVersion: number;
  /** `PRAGMA integrity_check` on the copy, after it was written. */
  integrity: 'ok';
  counts: Record<string, number>;
}

/** The last attempt, good or not: `last-attempt.json` in the backup folder. */
interface Attempt {
  at: string;
  ok: boolean;
  name?: string;
  problem?: string;
}

const manifestFile = 'manifest.json';
const attemptFile = 'last-attempt.json';
const logFile = 'backup-log.jsonl';
const databaseFile = 'town.db';
const photosFolder = 'uploads';
const namePattern = /^town-\d{8}T\d{6}Z(-\d+)?$/;
/** Every page in one step: one consistent snapshot even while another process writes. */
const allPages = 0x7fffffff;
/** A half-written backup left by a crash is removed once it is this old. */
const partialLifetimeMs = 60 * 60_000;

/** Tables whose row counts a backup and a restore report. */
const countedTables = ['orders', 'credentials', 'appointments', 'labBookings', 'photos', 'outbox'];

/** The source: the host's own connection, or the database file when the host may not be running. */
export type BackupSource = { db: Db } | { file: string };

export interface TakeBackupOptions {
  source: BackupSource;
  /** `<DATA_DIR>/uploads`: customers' photos. */
  photosDir: string;
  settings: BackupSettings;
  clock: Clock;
  /** Town time zone: "one a day" means one per town day. */
  timeZone: string;
}

/** `2026-11-23T15:03:22.716Z` → `20261123T150322Z`: sortable and valid on every file system. */
const stampOf = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function freeName(folder: string, at: Date): Promise<string> {
  const base = `town-${stampOf(at)}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!(await exists(join(folder, name))) && !(await exists(join(folder, `.partial-${name}`)))) {
      return name;
    }
  }
}

/**
 * Copies the database with SQLite's backup API (never the file itself: a live WAL database is
 * three files that change while a copier reads them), then makes the copy one self-contained
 * file and checks it.
 */
async function copyDatabase(source: BackupSource, target: string): Promise<void> {
  if ('db' in source) {
    await source.db.backup(target, { progress: () => allPages });
    return;
  }
  const db = new Database(source.file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(target, { progress: () => allPages });
  } finally {
    db.close();
  }
}

interface CheckedCopy {
  schemaVersion: number;
  integrity: string;
  counts: Record<string, number>;
}

/** Opens a database copy, folds it into one file, and answers its integrity check and counts. */
export function checkDatabaseCopy(file: string, { fold }: { fold: boolean }): CheckedCopy {
  const db = new Database(file, { fileMustExist: true, readonly: !fold });
  try {
    if (fold) db.pragma('journal_mode = DELETE');
    const integrity = (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .join('; ');
    const tables = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
          name: string;
        }>
      ).map((row) => row.name),
    );
    const counts: Record<string, number> = {};
    if (integrity === 'ok') {
      for (const table of countedTables.filter((name) => tables.has(name))) {
        counts[table] = (
          db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }
        ).n;
      }
    }
    return {
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
      integrity,
      counts,
    };
  } finally {
    db.close();
  }
}

/**
 * Photos never change once stored (a re-encoded JPEG under its id), so a photo the previous
 * backup holds is linked from it, not copied again: 48 hourly backups cost one copy of each.
 */
async function copyPhotos(
  photosDir: string,
  target: string,
  previous: string | null,
): Promise<{ photos: number; photoBytes: number }> {
  await mkdir(target, { mode: privateFolder });
  const names = await readdir(photosDir).catch(() => [] as string[]);
  let photos = 0;
  let photoBytes = 0;
  for (const name of names) {
    const from = join(photosDir, name);
    const info = await stat(from).catch(() => null);
    // Gone meanwhile (the photo sweep), or not a photo file.
    if (!info?.isFile()) continue;
    const to = join(target, name);
    const earlier = previous ? join(previous, photosFolder, name) : null;
    const earlierInfo = earlier ? await stat(earlier).catch(() => null) : null;
    const linked =
      earlier !== null && earlierInfo?.size === info.size
        ? await link(earlier, to).then(
            () => true,
            () => false,
          )
        : false;
    if (!linked) {
      const copied = await copyFile(from, to).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      if (!copied) continue;
    }
    photos += 1;
    photoBytes += info.size;
  }
  return { photos, photoBytes };
}

async function recordAttempt(folder: string, attempt: Attempt): Promise<void> {
  const line = `${JSON.stringify(attempt)}\n`;
  await writeFile(join(folder, attemptFile), line, { mode: privateFile });
  await writeFile(join(folder, logFile), line, { flag: 'a', mode: privateFile });
}

async function removeStalePartials(folder: string, now: Date): Promise<void> {
  for (const name of await readdir(folder)) {
    if (!name.startsWith('.partial-')) continue;
    const info = await stat(join(folder, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > partialLifetimeMs) {
      await rm(join(folder, name), { recursive: true, force: true });
    }
  }
}

/**
 * Takes one backup: `<folder>/town-<UTC time>/` with `town.db`, `uploads/` and `manifest.json`,
 * written under a `.partial-` name and renamed only once checked, so a folder with a manifest
 * is a good backup. Every attempt is logged in the folder; old backups are pruned after a good one.
 */
export async function takeBackup(options: TakeBackupOptions): Promise<BackupManifest> {
  const { settings, clock } = options;
  const folder = settings.folder;
  const at = clock.now();
  try {
    await mkdir(folder, { recursive: true, mode: privateFolder });
  } catch (error) {
    throw new Error(`Cannot create the backup folder ${folder}: ${(error as Error).message}`);
  }
  let name = '';
  let partial = '';
  try {
    await removeStalePartials(folder, at);
    name = await freeName(folder, at);
    partial = join(folder, `.partial-${name}`);
    await mkdir(partial, { mode: privateFolder });
    const copy = join(partial, databaseFile);
    await copyDatabase(options.source, copy);
    await chmod(copy, privateFile);
    const checked = checkDatabaseCopy(copy, { fold: true });
    if (checked.integrity !== 'ok') {
      throw new Error(`the copy failed its integrity check: ${checked.integrity}`);
    }
    const previous = (await listBackups(folder))[0];
    const { photos, photoBytes } = await copyPhotos(
      options.photosDir,
      join(partial, photosFolder),
      previous ? join(folder, previous.name) : null,
    );
    const manifest: BackupManifest = {
      format: 1,
      name,
      takenAt: at.toISOString(),
      schemaVersion: checked.schemaVersion,
      integrity: 'ok',
      databaseBytes: (await stat(copy)).size,
      photos,
      photoBytes,
      orders: checked.counts.orders ?? 0,
      counts: checked.counts,
    };
    await writeFile(join(partial, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: privateFile,
    });
    await rename(partial, join(folder, name));
    await recordAttempt(folder, { at: at.toISOString(), ok: true, name });
    await pruneBackups(folder, settings, options.timeZone);
    return manifest;
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    if (partial) await rm(partial, { recursive: true, force: true }).catch(() => undefined);
    await recordAttempt(folder, { at: at.toISOString(), ok: false, problem }).catch(
      () => undefined,
    );
    throw new Error(`Backup into ${folder} failed: ${problem}`);
  }
}

/** Good backups in the folder (those with a manifest), newest first. */
export async function listBackups(folder: string): Promise<BackupManifest[]> {
  const found: BackupManifest[] = [];
  for (const name of await readdir(folder)) {
    if (!namePattern.test(name)) continue;
    try {
      const manifest = JSON.parse(
        await readFile(join(folder, name, manifestFile), 'utf8'),
      ) as BackupManifest;
      if (manifest.integrity === 'ok') found.push({ ...manifest, name });
    } catch {
      // No manifest: not a finished backup.
    }
  }
  return found.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

const hourOf = (iso: string) => iso.slice(0, 13);
const dayOf = (iso: string, timeZone: string) => townDate(new Date(iso), timeZone);

/**
 * Which backups stay: the newest of each of the `keepHourly` most recent hours that have one,
 * the newest of each of the `keepDaily` most recent town days, and always the newest of all.
 */
export function backupsToKeep(
  backups: BackupManifest[],
  settings: Pick<BackupSettings, 'keepHourly' | 'keepDaily'>,
  timeZone: string,
): Set<string> {
  const keep = new Set<string>();
  const newestOf = (key: (b: BackupManifest) => string, slots: number) => {
    const seen = new Set<string>();
    for (const backup of backups) {
      const slot = key(backup);
      if (seen.has(slot)) continue;
      if (seen.size >= slots) break;
      seen.add(slot);
      keep.add(backup.name);
    }
  };
  newestOf((b) => hourOf(b.takenAt), settings.keepHourly);
  newestOf((b) => dayOf(b.takenAt, timeZone), settings.keepDaily);
  if (backups[0]) keep.add(backups[0].name);
  return keep;
}

export async function pruneBackups(
  folder: string,
  settings: Pick<BackupSettings, 'keepHourly' | 'keepDaily'>,
  timeZone: string,
): Promise<string[]> {
  const backups = await listBackups(folder);
  const keep = backupsToKeep(backups, settings, timeZone);
  const removed = backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
  for (const name of removed) await rm(join(folder, name), { recursive: true, force: true });
  return removed;
}

/** What the admin dashboard shows: the newest good backup and the last attempt. */
export async function backupFacts(settings: BackupSettings): Promise<BackupFacts> {
  const base = { kind: 'local' as const, everyMinutes: settings.everyMinutes };
  try {
    const [newest] = await listBackups(settings.folder);
    const attempt = await readFile(join(settings.folder, attemptFile), 'utf8').then(
      (text) => JSON.parse(text) as Attempt,
      () => null,
    );
    return {
      ...base,
      lastGood: newest
        ? {
            name: newest.name,
            takenAt: newest.takenAt,
            databaseBytes: newest.databaseBytes,
            photos: newest.photos,
            photoBytes: newest.photoBytes,
            orders: newest.orders,
          }
        : null,
      lastAttempt: attempt
        ? {
            at: attempt.at,
            ok: attempt.ok,
            ...(attempt.problem ? { problem: attempt.problem } : {}),
          }
        : null,
    };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // No folder yet: no backup was ever taken, which the health says by itself.
    if (code === 'ENOENT') return { ...base, lastGood: null, lastAttempt: null };
    return {
      ...base,
      lastGood: null,
      lastAttempt: null,
      problem: `The backup folder cannot be read (${code ?? String(error)}): is its disk mounted?`,
    };
  }
}
