// `npm run emulators [-- --no-build]`: the Firebase host on this machine, seeded with the demo
// town. Builds the Firebase web app (into web/dist-firebase, so the local build in web/dist is
// left alone) and the functions bundle, then starts the official Firestore emulator (gcloud,
// Java 17) and firebase-tools' Auth, Functions and Hosting emulators on firebase.json's ports,
// which the emulator build of the web app calls. Ctrl-C stops every one of them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEmulatorSuite } from './lib/emulatorSuite.mjs';

const root = new URL('..', import.meta.url).pathname;
const hostingDir = join(root, 'web', 'dist-firebase');
// The build's renderer, page template and manifest: the pages function renders every page with them.
const rendererDir = join(root, 'web', '.prerender-emulators');
const { emulators } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
const projectId = 'demo-sonapur';

function run(args, env = {}) {
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) {
  console.log('Building the Firebase web app and the functions bundle...');
  // web/.env.emulators points this build at the emulators below (project demo-sonapur).
  run(['run', 'build:emulators', '--workspace', 'web', '--silent', '--', '--outDir', hostingDir], {
    WEB_PRERENDER_DIR: rendererDir,
  });
  run(['run', 'build', '--workspace', 'functions', '--silent']);
}

const { startEmulatorSuite } = await loadEmulatorSuite();

console.log('Starting the emulators (Firestore, Auth, Functions, Hosting)...');
let suite;
try {
  suite = await startEmulatorSuite({
    projectId,
    hostingDir,
    rendererDir,
    ports: {
      firestore: emulators.firestore.port,
      auth: emulators.auth.port,
      functions: emulators.functions.port,
      hosting: emulators.hosting.port,
    },
    log: process.env.EMULATORS_VERBOSE ? (text) => process.stdout.write(text) : undefined,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`
The Firebase host runs locally (project ${suite.projectId}):
  app        ${suite.hosting}
  Firestore  http://${suite.firestore}   (official emulator, firestore.rules)
  Auth       http://${suite.auth}
  Functions  http://${suite.functions}

Demo logins (sign in at /login for admins, /vendorLogin and /deliveryLogin):`);
for (const login of suite.logins) {
  console.log(`  ${login.role.padEnd(9)} ${login.login.padEnd(24)} ${login.password}`);
}
console.log('\nPress Ctrl-C to stop every emulator.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators...');
  await suite.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
