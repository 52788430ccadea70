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

/**
 * What a host knows of its backups. The local host takes its own (a folder of checked copies);
 * on Firebase the data lives in Firestore and Cloud Storage, whose backups are Google's managed
 * exports and scheduled backups, set up in the Google Cloud project, not by the app.
 */
export type BackupFacts =
  | { kind: 'managed'; service: 'firestore' }
  | {
      kind: 'local';
      /** 0: the schedule is off. */
      everyMinutes: number;
      lastGood: BackupSummary | null;
      lastAttempt: { at: string; ok: boolean; problem?: string } | null;
      /** The folder cannot be read (a disk not mounted, a file in its place). */
      problem?: string;
    };
