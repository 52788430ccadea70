import { spawn } from 'node:child_process';
import { repositoryRoot } from './firestoreEmulator';
import { freePort, killProcessGroupNow } from './processes';

/** Where the emulators of one run listen (host:port each). */
export interface EmulatorAddresses {
  firestore: string;
  auth: string;
  functions: string;
}

/**
 * Ports for the emulators of one run, free now: the web build needs the addresses before the
 * emulators start, and a developer's emulators on firebase.json's ports are left alone.
 */
export async function freeEmulatorPorts() {
  return {
    firestore: await freePort(),
    auth: await freePort(),
    functions: await freePort(),
    hosting: await freePort(),
  };
}

/**
 * The emulator build of the web app (`npm run build:emulators` in web/) into `outDir`, made for
 * the emulators at `at` and project `projectId`. Values given here win over web/.env.emulators.
 * The renderer of this build, with its page template, shell and manifest, goes to `rendererDir`
 * (by default `<outDir>.pages`; the caller removes it): startEmulatorSuite's `rendererDir` puts
 * it into the functions bundle the `pages` function serves from. Resolves to that folder.
 */
export function buildFirebaseWebApp(
  outDir: string,
  projectId: string,
  at: EmulatorAddresses,
  options: { rendererDir?: string; timeoutMs?: number } = {},
): Promise<string> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const rendererDir = options.rendererDir ?? `${outDir}.pages`;
  const env = {
    ...process.env,
    // Not web/.prerender-emulators: builds of suites running at once must not share a renderer.
    WEB_PRERENDER_DIR: rendererDir,
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_EMULATORS: '1',
    VITE_FIRESTORE_EMULATOR_HOST: at.firestore,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: at.auth,
    VITE_FUNCTIONS_EMULATOR_HOST: at.functions,
  };
  const args = ['run', 'build:emulators', '--workspace', 'web', '--silent', '--'];
  // A group of its own: npm runs vite in a child, which a timeout must stop too.
  const child = spawn('npm', [...args, '--outDir', outDir, '--emptyOutDir'], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lastResort = () => child.pid && killProcessGroupNow(child.pid);
  process.once('exit', lastResort);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (child.pid) killProcessGroupNow(child.pid);
      reject(new Error(`The Firebase web build took over ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.removeListener('exit', lastResort);
      if (code === 0) resolve(rendererDir);
      else reject(new Error(`The Firebase web build failed (${code}):\n${output.trim()}`));
    });
  });
}
