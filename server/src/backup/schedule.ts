import type { Clock } from '@town/core';
import type { Db } from '../db/open';
import { type BackupSettings, listBackups, takeBackup } from './backups';

export interface BackupSchedule {
  /** Takes a backup now (after any in progress) and answers when it is done. */
  backupNow(): Promise<void>;
  stop(): Promise<void>;
}

interface ScheduleDeps {
  db: Db;
  photosDir: string;
  settings: BackupSettings;
  clock: Clock;
  /** The town's time zone at the moment of each backup (daily backups are kept by town days). */
  timeZone: () => string;
  log: (line: string) => void;
  /** Overrides the interval (tests); the settings' minutes otherwise. */
  everyMs?: number;
}

/**
 * Backs up the running host every interval, from its own connection (a consistent snapshot that
 * writes of the same connection cannot disturb). The first one comes one interval after start,
 * or at once when the newest backup is already older than that: a host that was down a day
 * backs up as soon as it is back, and a test or a short run leaves no backups behind.
 */
export function startBackupSchedule(deps: ScheduleDeps): BackupSchedule {
  const everyMs = deps.everyMs ?? deps.settings.everyMinutes * 60_000;
  let running = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const backupOnce = async () => {
    try {
      const manifest = await takeBackup({
        source: { db: deps.db },
        photosDir: deps.photosDir,
        settings: deps.settings,
        clock: deps.clock,
        timeZone: deps.timeZone(),
      });
      deps.log(
        `Backup ${manifest.name}: integrity ok, ${manifest.orders} orders, ${manifest.photos} photos, in ${deps.settings.folder}`,
      );
    } catch (error) {
      deps.log(`Backup FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const backupNow = () => {
    running = running.then(backupOnce);
    return running;
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      backupNow().then(() => schedule(everyMs));
    }, delayMs);
    timer.unref();
  };

  if (everyMs > 0) {
    listBackups(deps.settings.folder).then(
      ([newest]) => {
        const ageMs = newest ? deps.clock.now().getTime() - Date.parse(newest.takenAt) : 0;
        schedule(newest && ageMs >= everyMs ? 0 : everyMs);
      },
      () => schedule(everyMs),
    );
  }
  return {
    backupNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
