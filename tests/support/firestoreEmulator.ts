import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { freePort, killProcessGroupNow, reachable, stopProcessGroup } from './processes';

export const repositoryRoot = join(__dirname, '..', '..');
export const firestoreRulesFile = join(repositoryRoot, 'firestore.rules');

export interface OfficialFirestore {
  /** `127.0.0.1:PORT`, the value of FIRESTORE_EMULATOR_HOST. */
  host: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The official Cloud Firestore emulator (Debian's google-cloud-cli-firestore-emulator, Java 17),
 * started through gcloud with the project's rules on 127.0.0.1. firebase-tools cannot start it
 * here (it wants Java 21). gcloud runs the emulator as a Java child: the launcher leads a
 * process group of its own and `stop` ends the whole group, so no Java is left behind.
 */
export async function startOfficialFirestore(
  options: { port?: number; rulesFile?: string; timeoutMs?: number } = {},
): Promise<OfficialFirestore> {
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const child = spawn(
    'gcloud',
    [
      'emulators',
      'firestore',
      'start',
      `--host-port=${host}`,
      `--rules=${options.rulesFile ?? firestoreRulesFile}`,
      '--quiet',
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let failure: Error | null = null;
  child.once('error', (error) => {
    failure =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? new Error(
            'gcloud is not installed (needs the google-cloud-cli-firestore-emulator package and Java 17)',
          )
        : error;
  });
  const pgid = child.pid;
  const lastResort = () => pgid && killProcessGroupNow(pgid);
  process.once('exit', lastResort);
  const stop = async () => {
    process.removeListener('exit', lastResort);
    if (pgid) await stopProcessGroup(pgid);
  };

  const until = Date.now() + (options.timeoutMs ?? 120_000);
  while (!(await reachable(`http://${host}/`))) {
    if (failure || child.exitCode !== null || Date.now() > until) {
      await stop();
      throw (
        failure ??
        new Error(`The official Firestore emulator did not start on ${host}:\n${output.trim()}`)
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Its output is not needed once it answers; reading on keeps its pipes from filling.
  child.stdout?.removeListener('data', keep).resume();
  child.stderr?.removeListener('data', keep).resume();
  return { host, port, stop };
}

/** Firestore's typed values back to the JSON the app stores (timestamps as ISO strings). */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/**
 * What one project holds on the emulator, read with firebase-admin (which the rules do not
 * bind): the documents of a collection by id, and every document, to prove a refused request
 * changed nothing.
 */
export function projectContents(db: Firestore) {
  async function documents<T>(collection: string, fields?: readonly string[]): Promise<T[]> {
    const all = db.collection(collection).orderBy('__name__');
    const snapshot = await (fields ? all.select(...fields) : all).get();
    return snapshot.docs.map((doc) => plain(doc.data()) as T);
  }
  return {
    documents,
    async documentWhere<T>(collection: string, field: string, value: string) {
      const snapshot = await db.collection(collection).where(field, '==', value).limit(1).get();
      const [first] = snapshot.docs;
      return first ? (plain(first.data()) as T) : undefined;
    },
    /** Writes a document as it is given, past the host's code (an older version's shape). */
    async storeAsIs(
      collection: string,
      doc: { id: string } & Record<string, unknown>,
    ): Promise<void> {
      await db.collection(collection).doc(doc.id).set(doc);
    },
    async dump(): Promise<string> {
      // Firestore lists only collections that hold documents.
      const names = (await db.listCollections()).map((c) => c.id).sort();
      const all = await Promise.all(names.map(async (name) => [name, await documents(name)]));
      return JSON.stringify(all);
    },
  };
}

/** Deletes every document of one project on the emulator (its REST endpoint for tests). */
export async function clearProject(host: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) {
    throw new Error(`Clearing ${projectId} on ${host} failed: ${response.status}`);
  }
}
