import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoLogin } from '../../demo';
import { type EmulatorSuite, seedDemoTown, startEmulatorSuite } from './emulatorSuite';
import { buildFirebaseWebApp, freeEmulatorPorts } from './firebaseWebBuild';
import { clearProject, repositoryRoot } from './firestoreEmulator';

/**
 * One Firebase web build and one set of firebase-tools emulators (Auth, Functions with the
 * `pages` function, Hosting) for every browser suite of a test run on the Firebase host
 * (tests/e2e/firebase), instead of a build and emulators per suite (decision 1460).
 *
 * The build bakes in its project and the emulators' addresses, and the Functions emulator runs
 * one project: the suites share both. They take the stage in turn (a lock file), and each finds
 * the project as a fresh one: its Firestore documents and Auth accounts are removed and the
 * demo town seeded again before the suite starts.
 *
 * jest's globalSetup of the Firebase browser project starts it in the background
 * (`startFirebaseWebStage`) and tells the test workers where through the environment; the suites
 * wait for it with `takeFirebaseWebStage`.
 */

/** What the suites are told once the stage is up (or why it is not). */
interface StageState {
  ready?: {
    projectId: string;
    firestore: string;
    auth: string;
    functions: string;
    hosting: string;
    /** The web build Hosting serves (with its .vite/manifest.json). */
    dist: string;
    /** The build's renderer and templates, which the pages function carries. */
    rendererDir: string;
  };
  error?: string;
}

const stateVariable = 'TOWN_FIREBASE_WEB_STAGE';

export interface RunningStage {
  stop(): Promise<void>;
}

/**
 * Starts building and serving in the background and returns at once: the build runs while the
 * run's other suites do. Sets TOWN_FIREBASE_WEB_STAGE (the folder of the stage) for the workers.
 */
export function startFirebaseWebStage(): RunningStage {
  const dir = mkdtempSync(join(tmpdir(), 'town-firebase-web-'));
  const hostingDir = join(dir, 'hosting');
  const rendererDir = join(dir, 'pages');
  const projectId = `demo-web-${process.pid}`;
  process.env[stateVariable] = dir;
  const say = (state: StageState) =>
    writeFileSync(join(dir, 'state.json'), JSON.stringify(state), { mode: 0o600 });

  const started = (async (): Promise<EmulatorSuite | undefined> => {
    try {
      if (!existsSync(join(repositoryRoot, 'functions', 'dist', 'index.js'))) {
        throw new Error('functions/dist is missing: `npm test` builds it first (npm run build)');
      }
      const firestore = process.env.FIRESTORE_EMULATOR_HOST;
      if (!firestore) throw new Error('the run has no Firestore emulator');
      const ports = await freeEmulatorPorts();
      await buildFirebaseWebApp(
        hostingDir,
        projectId,
        { firestore, auth: `127.0.0.1:${ports.auth}`, functions: `127.0.0.1:${ports.functions}` },
        // Once a run, on a machine that may be busy with other work: room to finish.
        { rendererDir, timeoutMs: 900_000 },
      );
      const suite = await startEmulatorSuite({
        projectId,
        firestoreHost: firestore,
        ports,
        hostingDir,
        rendererDir,
        seed: false,
      });
      const { auth, functions, hosting = '' } = suite;
      say({
        ready: { projectId, firestore, auth, functions, hosting, dist: hostingDir, rendererDir },
      });
      return suite;
    } catch (error) {
      say({ error: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  })();

  return {
    async stop() {
      await (await started)?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether the process holding the lock is still running (a crashed worker leaves its file). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

async function readyStage(dir: string, until: number): Promise<NonNullable<StageState['ready']>> {
  const file = join(dir, 'state.json');
  for (;;) {
    if (existsSync(file)) {
      const state = JSON.parse(readFileSync(file, 'utf8')) as StageState;
      if (state.ready) return state.ready;
      throw new Error(`The Firebase web stage did not start: ${state.error}`);
    }
    if (!existsSync(dir)) throw new Error(`The Firebase web stage at ${dir} is gone`);
    if (Date.now() > until) throw new Error('The Firebase web stage did not start in time');
    await pause();
  }
}

/** Takes the stage's lock: one suite at a time drives its project. Resolves to the release. */
async function lockStage(dir: string, until: number): Promise<() => void> {
  const lock = join(dir, 'lock');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => {
        if (readFileSync(lock, 'utf8') === String(process.pid)) unlinkSync(lock);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A process runs one suite at a time: its own lock, or a dead process's, was left behind.
    const holder = Number(readFileSync(lock, 'utf8'));
    if (holder === process.pid || (holder && !alive(holder))) unlinkSync(lock);
    else if (Date.now() > until) throw new Error('The Firebase web stage stayed taken');
    else await pause();
  }
}

/** Removes every Auth account of the project (the emulator's endpoint for tests). */
async function clearAccounts(auth: string, projectId: string) {
  const response = await fetch(`http://${auth}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Clearing ${projectId}'s accounts failed: ${response.status}`);
}

export interface TakenStage {
  /** The emulators, as startEmulatorSuite describes them; `stop` gives the stage back. */
  suite: EmulatorSuite & { hosting: string };
  /** The web build Hosting serves. */
  dist: string;
  /** The build's renderer and templates, which the pages function carries. */
  rendererDir: string;
}

/**
 * Waits for the run's stage, takes it, and makes its project a freshly seeded demo town, or an
 * empty one with `seed: false` (the project Firestore and Auth hold for the build: it is
 * `suite.projectId`). Give it back with `suite.stop()`. The env vars FIRESTORE_EMULATOR_HOST
 * and FIREBASE_AUTH_EMULATOR_HOST point firebase-admin in this process at the stage until then,
 * as startEmulatorSuite's do.
 */
export async function takeFirebaseWebStage(
  options: { seed?: boolean; timeoutMs?: number } = {},
): Promise<TakenStage> {
  const { seed = true, timeoutMs = 1_200_000 } = options;
  const dir = process.env[stateVariable];
  if (!dir) {
    throw new Error('No Firebase web stage: run the tests with the repository jest config');
  }
  const until = Date.now() + timeoutMs;
  const stage = await readyStage(dir, until);
  const release = await lockStage(dir, until);
  const savedEnv = {
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  };
  const giveBack = () => {
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    release();
  };
  try {
    process.env.FIRESTORE_EMULATOR_HOST = stage.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = stage.auth;
    await clearProject(stage.firestore, stage.projectId);
    await clearAccounts(stage.auth, stage.projectId);
    const logins: DemoLogin[] = seed ? await seedDemoTown(stage.projectId) : [];
    const { projectId, firestore, auth, functions, hosting } = stage;
    return {
      suite: {
        projectId,
        firestore,
        auth,
        functions,
        hosting,
        logins,
        stop: async () => giveBack(),
      },
      dist: stage.dist,
      rendererDir: stage.rendererDir,
    };
  } catch (error) {
    giveBack();
    throw error;
  }
}
