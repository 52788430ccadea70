import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createRandomIds, createScryptHasher, systemClock } from '@town/core/node';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { type DemoLogin, demoStaff, writeDemoTown } from '../../demo';
import { grantAdmin } from '../../functions/src/admins';
import { createFirestoreStore } from '../../functions/src/firestoreStore';
import {
  type OfficialFirestore,
  repositoryRoot,
  startOfficialFirestore,
} from './firestoreEmulator';
import { freePort, killProcessGroupNow, reachable, stopProcessGroup } from './processes';

export interface EmulatorSuiteOptions {
  /** The demo project by default, as .firebaserc and the Firebase web build name it. */
  projectId?: string;
  /**
   * An official Firestore emulator already running with firestore.rules (host:port), e.g. the
   * test run's: the suite uses its own project there and leaves the emulator running.
   */
  firestoreHost?: string;
  /** Fixed ports (the web build's emulator ports are firebase.json's); free ones otherwise. */
  ports?: Partial<Record<'firestore' | 'auth' | 'functions' | 'hosting' | 'hub', number>>;
  /** A built Firebase web app to serve with the Hosting emulator and firebase.json's routes. */
  hostingDir?: string;
  /**
   * The renderer, page template, shell and manifest of that same build (buildFirebaseWebApp's
   * answer): the suite runs a copy of functions/dist carrying them, so the `pages` function
   * renders pages that link the scripts the Hosting emulator serves.
   */
  rendererDir?: string;
  /** Writes the demo town and its staff logins (default true). */
  seed?: boolean;
  /** Where the emulators' own lines go (firebase-tools' output); silent by default. */
  log?: (text: string) => void;
  timeoutMs?: number;
}

export interface EmulatorSuite {
  projectId: string;
  /** host:port of each emulator; `hosting` is a URL, when a web app is served. */
  firestore: string;
  auth: string;
  functions: string;
  hosting?: string;
  /** The demo logins (empty without seeding). */
  logins: DemoLogin[];
  stop(): Promise<void>;
}

const firebaseBin = () =>
  join(require.resolve('firebase-tools/package.json'), '..', 'lib', 'bin', 'firebase.js');

interface HostingHeaders {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/**
 * The repository's hosting headers, with the suite's emulators added to the Content Security
 * Policy's connect-src: a web build made for emulators on free ports may call them.
 */
function headersForEmulators(headers: HostingHeaders[], emulatorHosts: string[]) {
  const origins = emulatorHosts.map((host) => `http://${host}`).join(' ');
  return headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) => ({
      key,
      value:
        key === 'Content-Security-Policy'
          ? value.replace(/connect-src ([^;]*)/, `connect-src $1 ${origins}`)
          : value,
    })),
  }));
}

/**
 * firebase-tools' config for this run, in a folder of its own: the repository's hosting routes
 * and headers and its functions bundle (functions/dist), on the chosen ports. Both folders are
 * given relative to the config's folder: firebase-tools joins them to it.
 */
function writeFirebaseConfig(
  dir: string,
  ports: Record<string, number>,
  emulatorHosts: string[],
  hostingDir: string | undefined,
  functionsDir: string,
) {
  const repo = JSON.parse(readFileSync(join(repositoryRoot, 'firebase.json'), 'utf8'));
  const { predeploy: _build, ...repoHosting } = repo.hosting;
  const hosting = {
    ...repoHosting,
    headers: headersForEmulators(repoHosting.headers ?? [], emulatorHosts),
  };
  const at = (port: number | undefined) => ({ host: '127.0.0.1', port });
  const config = {
    ...(hostingDir ? { hosting: { ...hosting, public: relative(dir, hostingDir) } } : {}),
    functions: [
      {
        source: relative(dir, functionsDir),
        codebase: 'default',
        runtime: repo.functions?.[0]?.runtime ?? 'nodejs22',
      },
    ],
    emulators: {
      auth: at(ports.auth),
      functions: at(ports.functions),
      hub: at(ports.hub),
      logging: at(ports.logging),
      ...(hostingDir ? { hosting: at(ports.hosting) } : {}),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
}

/**
 * functions/dist with the web build in `rendererDir` as its web/ folder, inside the repository's
 * node_modules/.cache so the bundle's packages (firebase-functions, firebase-admin) resolve as
 * they do from functions/dist.
 */
function functionsBundleWithPages(rendererDir: string): string {
  const dist = join(repositoryRoot, 'functions', 'dist');
  const cache = join(repositoryRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const bundle = mkdtempSync(join(cache, 'town-functions-'));
  for (const file of readdirSync(dist)) {
    if (file !== 'web') cpSync(join(dist, file), join(bundle, file), { recursive: true });
  }
  cpSync(rendererDir, join(bundle, 'web'), { recursive: true });
  return bundle;
}

async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  failed: () => string | null,
  until: number,
) {
  while (!(await ready())) {
    const failure = failed();
    if (failure !== null || Date.now() > until) {
      throw new Error(`${what} did not start${failure ? `:\n${failure}` : ' in time'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The demo town in the suite's Firestore, as the local host seeds its database, plus a
 * Firebase Auth account with the admin claim for each demo admin (Firebase admins sign in with
 * email and password; `npm run admin:grant` does the same for a real project).
 */
export async function seedDemoTown(projectId: string): Promise<DemoLogin[]> {
  const app = initializeApp({ projectId }, `town-emulator-seed-${process.pid}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    db.settings({ ignoreUndefinedProperties: true });
    const auth = getAuth(app);
    const store = createFirestoreStore(db, systemClock);
    const ids = createRandomIds();
    const logins = await writeDemoTown(store, {
      hasher: createScryptHasher(),
      ids,
      clock: systemClock,
    });
    for (const { profile, password } of demoStaff.admins) {
      // The operator's own demo account, so its address counts as verified for admin:grant.
      await auth.createUser({
        email: profile.email,
        emailVerified: true,
        password,
        displayName: profile.name,
      });
      await grantAdmin({ auth, store, ids }, profile.email);
    }
    return logins;
  } finally {
    await deleteApp(app);
  }
}

/**
 * The Firebase host on this machine: the official Firestore emulator (Java 17, through gcloud)
 * with firestore.rules (started here unless `firestoreHost` names a running one), and firebase-tools' Auth and Functions emulators (the deploy bundle in
 * functions/dist, which `npm run build --workspace functions` makes), optionally the Hosting
 * emulator serving a Firebase web build; seeded with the demo town. firebase-admin in this
 * process is pointed at the suite (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST) until
 * `stop`, which ends both process groups and puts the environment back.
 *
 * firebase-tools knows nothing of a Firestore emulator it did not start, so the Functions
 * emulator loads the callables but not the Firestore trigger (alerts stay in the outbox).
 */
export async function startEmulatorSuite(
  options: EmulatorSuiteOptions = {},
): Promise<EmulatorSuite> {
  const projectId = options.projectId ?? 'demo-sonapur';
  const until = Date.now() + (options.timeoutMs ?? 180_000);
  const port = async (name: keyof NonNullable<EmulatorSuiteOptions['ports']>) =>
    options.ports?.[name] ?? (await freePort());
  const ports = {
    auth: await port('auth'),
    functions: await port('functions'),
    hosting: await port('hosting'),
    hub: await port('hub'),
    logging: await freePort(),
  };
  const savedEnv = {
    FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  };
  const dir = mkdtempSync(join(tmpdir(), 'town-emulators-'));
  const functionsDir = options.rendererDir
    ? functionsBundleWithPages(options.rendererDir)
    : join(repositoryRoot, 'functions', 'dist');
  let firestore: OfficialFirestore | undefined;
  let tools: ChildProcess | undefined;
  const lastResort = () => tools?.pid && killProcessGroupNow(tools.pid);

  async function stop() {
    process.removeListener('exit', lastResort);
    if (tools?.pid) await stopProcessGroup(tools.pid);
    await firestore?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (options.rendererDir) rmSync(functionsDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }

  try {
    if (!options.firestoreHost) {
      firestore = await startOfficialFirestore({
        port: await port('firestore'),
        timeoutMs: until - Date.now(),
      });
    }
    const firestoreHost = options.firestoreHost ?? (firestore as OfficialFirestore).host;
    const auth = `127.0.0.1:${ports.auth}`;
    const functions = `127.0.0.1:${ports.functions}`;
    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth;
    process.env.METADATA_SERVER_DETECTION = 'none';
    writeFirebaseConfig(
      dir,
      ports,
      [firestoreHost, auth, functions],
      options.hostingDir,
      functionsDir,
    );
    const only = ['auth', 'functions', ...(options.hostingDir ? ['hosting'] : [])].join(',');
    let output = '';
    tools = spawn(
      process.execPath,
      [firebaseBin(), 'emulators:start', '--only', only, '--project', projectId],
      // Its own process group: the Functions emulator runs the functions in child processes.
      {
        cwd: dir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, CI: 'true' },
      },
    );
    process.once('exit', lastResort);
    let ready = false;
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-6000);
      ready ||= output.includes('All emulators ready');
      options.log?.(chunk.toString());
    };
    tools.stdout?.on('data', collect);
    tools.stderr?.on('data', collect);
    const exited = () => (tools?.exitCode !== null ? output : null);
    // firebase-tools says so once every emulator is up and the functions are loaded.
    await waitFor('The firebase-tools emulators', async () => ready, exited, until);
    await waitFor('The Auth emulator', () => reachable(`http://${auth}/`), exited, until);
    const logins = options.seed === false ? [] : await seedDemoTown(projectId);
    return {
      projectId,
      firestore: firestoreHost,
      auth,
      functions,
      ...(options.hostingDir ? { hosting: `http://127.0.0.1:${ports.hosting}` } : {}),
      logins,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
