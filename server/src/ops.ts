import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defaultTownTimeZone, type TownDocument, townDocumentId } from '@town/core';
import { systemClock } from '@town/core/node';
import Database from 'better-sqlite3';
import { type BackupManifest, listBackups, takeBackup } from './backup/backups';
import { findBackup, restoreBackup } from './backup/restore';
import { backupsFromEnv, configFromEnv } from './config';

/**
 * `npm run backup` and `npm run restore -- <backup>`: the operator's commands, with the same
 * settings (DATA_DIR, BACKUP_DIR...) as the host.
 */
const root = resolve(__dirname, '..', '..');
const config = configFromEnv(process.env, root);
const backups = backupsFromEnv(process.env, root);
const databaseFile = config.databaseFile;

const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The town's time zone from its settings in the database (daily backups follow town days). */
function townTimeZone(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'town'")
      .get();
    const row = table
      ? (db.prepare('SELECT data FROM town WHERE id = ?').get(townDocumentId) as
          | { data: string }
          | undefined)
      : undefined;
    return row ? (JSON.parse(row.data) as TownDocument).timeZone : defaultTownTimeZone;
  } finally {
    db.close();
  }
}

async function backupNow() {
  if (!existsSync(databaseFile)) {
    throw new Error(
      `There is no database at ${databaseFile}: nothing to back up. Is DATA_DIR right?`,
    );
  }
  const manifest = await takeBackup({
    source: { file: databaseFile },
    photosDir: join(dirname(databaseFile), 'uploads'),
    settings: backups,
    clock: systemClock,
    timeZone: townTimeZone(databaseFile),
  });
  console.log(`Backup ${join(backups.folder, manifest.name)}`);
  console.log(
    `  integrity ok; database ${mb(manifest.databaseBytes)} (schema version ${manifest.schemaVersion}): ${counted(manifest.counts)}; ${manifest.photos} photos (${mb(manifest.photoBytes)})`,
  );
}

function describe(manifest: BackupManifest) {
  return `${manifest.name}  taken ${manifest.takenAt}, ${manifest.orders} orders, ${manifest.photos} photos`;
}

async function restore(wanted: string | undefined) {
  if (!wanted) {
    const found = existsSync(backups.folder) ? await listBackups(backups.folder) : [];
    console.error('Say which backup to restore: npm run restore -- <name | folder | latest>');
    console.error(
      found.length
        ? `Backups in ${backups.folder}, newest first:`
        : `No backups in ${backups.folder}.`,
    );
    for (const manifest of found.slice(0, 20)) console.error(`  ${describe(manifest)}`);
    process.exit(2);
  }
  const backupDir = findBackup(backups.folder, wanted);
  const result = restoreBackup(backupDir, databaseFile, new Date());
  console.log(`Restored ${backupDir}`);
  console.log(
    `  taken ${result.manifest.takenAt}, schema version ${result.manifest.schemaVersion}`,
  );
  console.log(`  into ${databaseFile}: ${counted(result.counts)}; ${result.photos} photos`);
  if (result.setAside) {
    console.log(
      `  What the data folder held before is in ${result.setAside}: delete it once the restored town looks right.`,
    );
  }
  console.log('Start the host again (sudo systemctl start town-services, or npm start).');
}

async function main() {
  const [command, argument] = process.argv.slice(2);
  if (command === 'backup') return backupNow();
  if (command === 'restore') return restore(argument);
  throw new Error('Usage: ops.js backup | restore <backup>');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
