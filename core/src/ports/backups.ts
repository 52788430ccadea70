/** What a host reports of its own backups: a port, as each host keeps them its own way. */

/** One good backup as the admin dashboard describes it. */
export interface BackupSummary {
  /** The backup's folder name, what `npm run restore -- <name>` takes. */
  name: string;
  takenAt: string;
  databaseBytes: number;
  photos: number;
  photoBytes: number;
  orders: number;
}

/** Why the Firebase host could not ask Google about its backups. */
export type BackupsNotAskedReason = 'emulator' | 'forbidden' | 'timeout' | 'failed';

/**
 * What the Firebase host reads of its project's backups from Google's APIs with the functions'
 * service account (functions/src/googleBackups.ts): the Firestore database's backup schedules
 * and newest backups, its point-in-time recovery, and the photo bucket's soft delete.
 */
export interface GoogleBackupFacts {
  kind: 'google';
  /** When the host asked Google (an instance keeps the answer a few minutes). */
  checkedAt: string;
  /** Google could not be asked about the schedules and backups; nothing below is known then. */
  notReported?: { reason: BackupsNotAskedReason; detail?: string };
  /** Hours between the database's scheduled backups (24: daily, 168: weekly); 0: no schedule. */
  everyHours: number;
  /** The newest backup Google holds in state READY. */
  lastGood: { takenAt: string } | null;
  /** The newest backup in any state (CREATING, READY, NOT_AVAILABLE). */
  newest: { takenAt: string; state: string } | null;
  /** Point-in-time recovery (7 days) on the database; null: it could not be read. */
  pointInTimeRecovery: boolean | null;
  /** Days a deleted or overwritten photo can be brought back; 0: off; null: could not be read. */
  photoSoftDeleteDays: number | null;
  /** What of the last two could not be read, and why. */
  unread?: string[];
}

/**
 * What a host knows of its backups. The local host takes its own (a folder of checked copies);
 * on Firebase the data lives in Firestore and Cloud Storage, whose backups Google takes on the
 * schedules set up in the Google Cloud project (`npm run firebase:backups`), not by the app.
 */
export type BackupFacts =
  | GoogleBackupFacts
  | {
      kind: 'local';
      /** 0: the schedule is off. */
      everyMinutes: number;
      lastGood: BackupSummary | null;
      lastAttempt: { at: string; ok: boolean; problem?: string } | null;
      /** The folder cannot be read (a disk not mounted, a file in its place). */
      problem?: string;
    };
