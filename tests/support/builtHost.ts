import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const root = join(__dirname, '..', '..');
/** What `npm start` runs: the host, with the demo town loaded into a new database. */
export const mainJs = join(root, 'server', 'dist', 'demo.js');

export interface BuiltHostOptions {
  dataDir: string;
  env?: Record<string, string>;
  /**
   * The largest file the process may write, in KiB (RLIMIT_FSIZE through bash's `ulimit -f`):
   * a disk that fills up, for any user and without privileges. Node ignores SIGXFSZ, so a write
   * past the limit fails with EFBIG and SQLite sees an I/O error.
   */
  fileSizeLimitKb?: number;
  /** Runs the process as this user and group (the test must be root to ask for it). */
  user?: { uid: number; gid: number };
  /**
   * How long the host may take to say it runs (default 90 s). A first start seeds the demo town
   * and hashes its staff's passwords: seconds of CPU alone, more than 20 s on a loaded machine.
   */
  startTimeoutMs?: number;
}

export interface BuiltHost {
  child: ChildProcess;
  /** The URL once the host says it is running; rejects if it exits first. */
  ready: Promise<string>;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The built local host, as `npm start` runs it, in its own process on 127.0.0.1. */
export function startBuiltHost(options: BuiltHostOptions): BuiltHost {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ...options.env,
  };
  const [command, args] =
    options.fileSizeLimitKb === undefined
      ? [process.execPath, [mainJs]]
      : [
          'bash',
          [
            '-c',
            'ulimit -f "$1" && exec "$0" "$2"',
            process.execPath,
            String(options.fileSizeLimitKb),
            mainJs,
          ],
        ];
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.user ?? {}),
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const limitMs = options.startTimeoutMs ?? 90_000;
    const timer = setTimeout(
      () => reject(new Error(`No start within ${limitMs / 1000} s:\n${output}`)),
      limitMs,
    );
    child.stdout?.on('data', () => {
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Exited with ${code} before starting:\n${output}`));
    });
  });
  // A caller that only waits for the exit must not see an unhandled rejection.
  ready.catch(() => undefined);
  return {
    child,
    ready,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Reads the database file with its own read-only connection. */
export function readDatabase<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, 'town.db'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export const integrityOf = (dataDir: string) =>
  readDatabase(dataDir, (db) => db.pragma('integrity_check', { simple: true }));

/** Documents of one collection straight from the file. */
export const storedDocuments = <T>(dataDir: string, collection: string): T[] =>
  readDatabase(dataDir, (db) =>
    (db.prepare(`SELECT data FROM "${collection}"`).all() as Array<{ data: string }>).map(
      (row) => JSON.parse(row.data) as T,
    ),
  );

export const sha256Of = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

/** POSTs an action as a client at `clientAddress` (the host runs with TRUST_PROXY=1). */
export async function callAs(
  url: string,
  clientAddress: string,
  action: string,
  data: unknown,
  cookie?: string,
) {
  const response = await fetch(`${url}/api/call/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  return {
    httpStatus: response.status,
    body: JSON.parse(text) as {
      result?: Record<string, unknown>;
      error?: { status: string; message: string; details?: unknown };
    },
    setCookie: response.headers.get('set-cookie'),
  };
}

/** A distinct client address for request `n`: each order comes from another phone. */
export const clientAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
