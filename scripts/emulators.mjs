// `npm run emulators [-- --no-build]`: the Firebase host on this machine, seeded with the demo
// town. Builds the Firebase web app (into web/dist-firebase, so the local build in web/dist is
// left alone) and the functions bundle, then starts the official Firestore emulator (gcloud,
// Java 17) and firebase-tools' Auth, Functions and Hosting emulators on firebase.json's ports,
// which the emulator build of the web app calls. Ctrl-C stops every one of them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const hostingDir = join(root, 'web', 'dist-firebase');
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
  run(['run', 'build:emulators', '--workspace', 'web', '--silent', '--', '--outDir', hostingDir]);
  run(['run', 'build', '--workspace', 'functions', '--silent']);
}

// The suite is TypeScript shared with the tests (tests/support/emulatorSuite.ts): bundled here
// with the core, beside node_modules so firebase-admin and firebase-tools resolve.
const bundle = join(root, 'node_modules', '.cache', 'town-emulators', 'emulatorSuite.cjs');
await build({
  entryPoints: [join(root, 'tests', 'support', 'emulatorSuite.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-tools', 'firebase-functions'],
  define: { __dirname: JSON.stringify(join(root, 'tests', 'support')) },
  logLevel: 'warning',
});
const { startEmulatorSuite } = createRequire(import.meta.url)(bundle);

console.log('Starting the emulators (Firestore, Auth, Functions, Hosting)...');
let suite;
try {
  suite = await startEmulatorSuite({
    projectId,
    hostingDir,
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
