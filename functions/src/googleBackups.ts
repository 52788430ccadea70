import type { BackupFacts, BackupsNotAskedReason, GoogleBackupFacts } from '@town/core';

/**
 * The admin dashboard's backup box on Firebase (issue 31, decision 0315): what Google's APIs say
 * of the project's backups, asked with the functions' own service account. Four GETs:
 *   - Firestore's backup schedules of the (default) database (`backupSchedules`, needs
 *     datastore.backupSchedules.list),
 *   - its backups, newest first by `snapshotTime` (`locations/-/backups`, datastore.backups.list),
 *   - the database itself for `pointInTimeRecoveryEnablement` (datastore.databases.getMetadata),
 *   - the photo bucket's `softDeletePolicy` (storage.buckets.get).
 * The first two decide the health; the last two are told beside it, "not read" when refused.
 * Each call has a short timeout, and an instance keeps the answer a few minutes, so the dashboard
 * does not ask Google on every load. When Google cannot be asked (no permission, an error, a
 * timeout, the emulator) the facts say so and why, and claim nothing else.
 */

export interface GoogleBackupsOptions {
  /** The Google Cloud project (the Firebase project id). */
  project: string;
  /** The photos' bucket, e.g. my-town.firebasestorage.app. */
  bucket: () => string;
  /** An OAuth2 access token of the functions' service account. */
  accessToken: () => Promise<string>;
  /** `https://firestore.googleapis.com`, or a stand-in's address. */
  firestoreApiRoot: string;
  /** `https://storage.googleapis.com`, or a stand-in's address. */
  storageApiRoot: string;
  /** Each call's limit, token included. */
  timeoutMs: number;
  /** How long an instance keeps an answer; a failed ask is kept a minute at most. */
  keepForMs: number;
  now: () => Date;
}

export const defaultTimeoutMs = 5_000;
export const defaultKeepForMs = 10 * 60_000;
const keepFailureForMs = 60_000;

class AskFailed extends Error {
  constructor(
    readonly reason: BackupsNotAskedReason,
    detail: string,
  ) {
    super(detail);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new AskFailed('timeout', `${what}: no answer in ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The reason and a short line for the dashboard: which call, its HTTP status and Google's code. */
async function failure(what: string, response: Response): Promise<AskFailed> {
  let status = '';
  try {
    const body = (await response.json()) as { error?: { status?: unknown } };
    if (typeof body.error?.status === 'string') status = ` ${body.error.status}`;
  } catch {
    // Not JSON: the status code says enough.
  }
  const reason = response.status === 401 || response.status === 403 ? 'forbidden' : 'failed';
  return new AskFailed(reason, `${what}: HTTP ${response.status}${status}`);
}

function asFailure(error: unknown, what: string): AskFailed {
  if (error instanceof AskFailed) return error;
  const name = (error as { name?: unknown })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AskFailed('timeout', `${what}: no answer in time`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AskFailed('failed', `${what}: ${message}`);
}

/** `86400s` (a protobuf Duration, as JSON carries it) or `"2592000"` (Storage's int64) in seconds. */
const seconds = (value: unknown) => {
  const parsed = Number.parseFloat(String(value ?? '0'));
  return Number.isFinite(parsed) ? parsed : 0;
};

interface Schedule {
  dailyRecurrence?: object;
  weeklyRecurrence?: object;
}
interface Backup {
  database?: string;
  snapshotTime?: string;
  state?: string;
}

/** Hours between backups of the shortest schedule; 0 without one. */
export function scheduleHours(schedules: Schedule[]): number {
  const hours = schedules.flatMap((schedule) =>
    schedule.dailyRecurrence ? [24] : schedule.weeklyRecurrence ? [24 * 7] : [],
  );
  return hours.length === 0 ? 0 : Math.min(...hours);
}

/** The database's backups, newest first (the list spans every location and database). */
export function backupsOf(project: string, backups: Backup[]) {
  const database = `projects/${project}/databases/(default)`;
  return backups
    .filter((backup) => backup.database === database && typeof backup.snapshotTime === 'string')
    .map((backup) => ({ takenAt: backup.snapshotTime as string, state: backup.state ?? '' }))
    .sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt));
}

export function createGoogleBackups(options: GoogleBackupsOptions): () => Promise<BackupFacts> {
  const { project, timeoutMs } = options;
  const database = `${options.firestoreApiRoot}/v1/projects/${encodeURIComponent(project)}/databases/(default)`;

  async function ask(): Promise<GoogleBackupFacts> {
    const checkedAt = options.now().toISOString();
    let token: string;
    try {
      token = await withTimeout(options.accessToken(), timeoutMs, 'access token');
    } catch (error) {
      const failed = asFailure(error, 'access token');
      return notReported(checkedAt, failed.reason, failed.message);
    }
    /** `url` may be a function: the bucket's name is known only once Storage is set up. */
    const get = async <T>(what: string, url: string | (() => string)): Promise<T> => {
      try {
        // The signal bounds the whole call, the body's reading included.
        const response = await fetch(typeof url === 'string' ? url : url(), {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw await failure(what, response);
        return (await response.json()) as T;
      } catch (error) {
        throw asFailure(error, what);
      }
    };
    const [schedules, backups, recovery, softDelete] = await Promise.allSettled([
      get<{ backupSchedules?: Schedule[] }>('backup schedules', `${database}/backupSchedules`),
      get<{ backups?: Backup[] }>(
        'backups',
        `${options.firestoreApiRoot}/v1/projects/${encodeURIComponent(project)}/locations/-/backups`,
      ),
      get<{ pointInTimeRecoveryEnablement?: string }>('database', database),
      get<{ softDeletePolicy?: { retentionDurationSeconds?: string } }>(
        'photo bucket',
        () =>
          `${options.storageApiRoot}/storage/v1/b/${encodeURIComponent(options.bucket())}?fields=softDeletePolicy`,
      ),
    ]);
    for (const answer of [schedules, backups]) {
      if (answer.status === 'rejected') {
        const failed = answer.reason as AskFailed;
        return notReported(checkedAt, failed.reason, failed.message);
      }
    }
    const held = backupsOf(
      project,
      (backups as PromiseFulfilledResult<{ backups?: Backup[] }>).value.backups ?? [],
    );
    const ready = held.find((backup) => backup.state === 'READY');
    const unread = [recovery, softDelete].flatMap((answer) =>
      answer.status === 'rejected' ? [(answer.reason as Error).message] : [],
    );
    return {
      kind: 'google',
      checkedAt,
      everyHours: scheduleHours(
        (schedules as PromiseFulfilledResult<{ backupSchedules?: Schedule[] }>).value
          .backupSchedules ?? [],
      ),
      lastGood: ready ? { takenAt: ready.takenAt } : null,
      newest: held[0] ?? null,
      pointInTimeRecovery:
        recovery.status === 'fulfilled'
          ? recovery.value.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED'
          : null,
      photoSoftDeleteDays:
        softDelete.status === 'fulfilled'
          ? Math.floor(
              seconds(softDelete.value.softDeletePolicy?.retentionDurationSeconds) / 86_400,
            )
          : null,
      ...(unread.length > 0 ? { unread } : {}),
    };
  }

  let kept: { facts: Promise<GoogleBackupFacts>; until: number } | undefined;
  return async () => {
    const now = options.now().getTime();
    if (!kept || kept.until <= now) {
      const facts = ask().catch((error: unknown) => {
        const failed = asFailure(error, 'backups');
        return notReported(new Date(now).toISOString(), failed.reason, failed.message);
      });
      kept = { facts, until: now + options.keepForMs };
      // A failed ask is asked again sooner: a role just granted shows within a minute.
      facts.then((answer) => {
        if (answer.notReported && kept?.facts === facts) {
          kept.until = Math.min(kept.until, now + keepFailureForMs);
        }
      });
    }
    return kept.facts;
  };
}

export function notReported(
  checkedAt: string,
  reason: BackupsNotAskedReason,
  detail?: string,
): GoogleBackupFacts {
  return {
    kind: 'google',
    checkedAt,
    notReported: { reason, ...(detail ? { detail } : {}) },
    everyHours: 0,
    lastGood: null,
    newest: null,
    pointInTimeRecovery: null,
    photoSoftDeleteDays: null,
  };
}

/** An API root as written, less any slashes at its end (a loop, not a regex that backtracks). */
function withoutTrailingSlashes(root: string): string {
  let end = root.length;
  while (end > 0 && root[end - 1] === '/') end--;
  return root.slice(0, end);
}

/**
 * The functions host's settings, from its environment (read here only):
 *   GOOGLE_FIRESTORE_API_ROOT  default https://firestore.googleapis.com
 *   GOOGLE_STORAGE_API_ROOT    default https://storage.googleapis.com
 *   GOOGLE_API_TIMEOUT_MS      default 5000
 *   BACKUP_STATUS_KEEP_MS      default 600000 (10 minutes)
 * On the emulators (FUNCTIONS_EMULATOR or FIRESTORE_EMULATOR_HOST set) Google is not asked
 * unless GOOGLE_FIRESTORE_API_ROOT names a stand-in: the answer says "emulator".
 */
export function googleBackupsFromEnv(
  env: NodeJS.ProcessEnv,
  deps: Pick<GoogleBackupsOptions, 'accessToken' | 'bucket' | 'now'> & { project?: string },
): () => Promise<BackupFacts> {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
  };
  const onEmulator = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
  const project = deps.project ?? env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  if ((onEmulator && !env.GOOGLE_FIRESTORE_API_ROOT) || !project) {
    const reason = onEmulator ? 'emulator' : 'failed';
    const detail = onEmulator
      ? 'the emulators have no backups (set GOOGLE_FIRESTORE_API_ROOT to ask a stand-in)'
      : 'the project id is not known (GCLOUD_PROJECT)';
    return async () => notReported(deps.now().toISOString(), reason, detail);
  }
  return createGoogleBackups({
    ...deps,
    project,
    firestoreApiRoot: withoutTrailingSlashes(
      env.GOOGLE_FIRESTORE_API_ROOT || 'https://firestore.googleapis.com',
    ),
    storageApiRoot: withoutTrailingSlashes(
      env.GOOGLE_STORAGE_API_ROOT || 'https://storage.googleapis.com',
    ),
    timeoutMs: number(env.GOOGLE_API_TIMEOUT_MS, defaultTimeoutMs),
    keepForMs: number(env.BACKUP_STATUS_KEEP_MS, defaultKeepForMs),
  });
}
