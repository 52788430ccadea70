import { close, fdatasync, open } from 'node:fs';
import type { Db } from './open';

/** How the store makes a batch durable: around the batch, then `flush` before telling anyone. */
export interface WalSync {
  /** Before BEGIN: the COMMIT to come writes the WAL without waiting for the disk. */
  beforeBatch(): void;
  /** After COMMIT (or its failure): writes made outside the store sync in their own COMMIT. */
  afterBatch(): void;
  /** Resolves once every WAL frame written so far is on disk. */
  flush(): Promise<void>;
}

/**
 * Group commit's fsync, taken off the event loop. A batch commits at synchronous=NORMAL, so
 * SQLite writes its WAL frames and returns; `flush` then fdatasyncs the WAL file in libuv's
 * thread pool while the event loop takes the next requests and runs the next batch, and the
 * batch's members are told only after it returned. That is the durability synchronous=FULL
 * gives in WAL mode (the WAL synced after each commit, before anyone hears of it), without the
 * whole host stopping for the disk once per batch: at 50 connections that wait was a fifth of
 * the host's time.
 *
 * Between batches the connection is back at FULL: the sessions and the schema are written
 * straight on it and sync in their own COMMIT, as before. An in-memory database has no disk.
 */
export function walSync(writer: Db): WalSync {
  if (writer.memory) return { beforeBatch() {}, afterBatch() {}, flush: async () => {} };
  const normal = writer.prepare('PRAGMA synchronous = NORMAL');
  const full = writer.prepare('PRAGMA synchronous = FULL');
  const wal = `${writer.name}-wal`;
  return {
    beforeBatch: () => normal.run(),
    afterBatch() {
      // SQLite refuses to change it inside a transaction; one left open fails the next BEGIN.
      if (!writer.inTransaction) full.run();
    },
    flush: coalesced(() => syncFile(wal)),
  };
}

/**
 * One sync at a time: the batches that ask while one runs share the next, which starts after it
 * (the running one may have begun before their frames were written).
 */
function coalesced(sync: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    running = sync().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/**
 * A failed sync is reported as SQLite reports its own failed sync at FULL, so callers get the
 * same answer as for any failing disk (503, nothing promised).
 */
function asStorageFailure(error: NodeJS.ErrnoException): Error {
  return Object.assign(new Error(`disk I/O error: the WAL could not be synced (${error.code})`), {
    code: 'SQLITE_IOERR_FSYNC',
    cause: error,
  });
}

/** fdatasync on a file, by path; a file that is gone has nothing left to sync. */
function syncFile(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    open(path, 'r', (openError, fd) => {
      if (openError) {
        // The WAL is removed only when the last connection closes, after checkpointing it
        // into the database file and syncing that.
        if (openError.code === 'ENOENT') resolve();
        else reject(asStorageFailure(openError));
        return;
      }
      fdatasync(fd, (syncError) => {
        close(fd, () => (syncError ? reject(asStorageFailure(syncError)) : resolve()));
      });
    });
  });
}
