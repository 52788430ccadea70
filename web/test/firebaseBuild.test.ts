import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { firebaseBuildProblems } from '../src/backend/firebase/buildSettings';

const web = join(__dirname, '..');

/** A real project's web config, as Firebase console shows it. */
const realConfig = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_PROJECT_ID: 'sonapur-town',
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample123',
  VITE_FIREBASE_AUTH_DOMAIN: 'sonapur-town.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abcdef123456',
  VITE_FIREBASE_STORAGE_BUCKET: 'sonapur-town.firebasestorage.app',
};

describe('a Firebase build of the web app', () => {
  test("is made with a real project's web config", () => {
    expect(firebaseBuildProblems(realConfig, 'firebase')).toEqual([]);
  });

  test('names every missing value of the web config', () => {
    const { VITE_FIREBASE_APP_ID, VITE_FIREBASE_STORAGE_BUCKET, ...partial } = realConfig;
    expect(firebaseBuildProblems(partial, 'firebase')).toEqual([
      'Missing: VITE_FIREBASE_APP_ID (appId), VITE_FIREBASE_STORAGE_BUCKET (storageBucket).',
    ]);
  });

  test('never talks to the emulators or the offline demo project outside the emulators mode', () => {
    const demo = {
      ...realConfig,
      VITE_FIREBASE_PROJECT_ID: 'demo-sonapur',
      VITE_FIREBASE_EMULATORS: '1',
    };
    const problems = firebaseBuildProblems(demo, 'firebase');
    expect(problems).toEqual([
      expect.stringContaining('VITE_FIREBASE_EMULATORS=1'),
      expect.stringContaining('demo-sonapur is an offline demo project'),
    ]);
    expect(firebaseBuildProblems(demo, 'emulators')).toEqual([]);
  });

  // The committed settings alone (web/.env.firebase) are what a new operator has before step 3
  // of the deploy guide: `firebase deploy` runs this build first and must stop there.
  const localConfig = existsSync(join(web, '.env.firebase.local'));
  (localConfig ? test.skip : test)(
    '`vite build --mode firebase` without web/.env.firebase.local refuses, saying what to put where',
    () => {
      const run = spawnSync(
        process.execPath,
        [
          join(require.resolve('vite/package.json', { paths: [web] }), '..', 'bin', 'vite.js'),
          'build',
          '--mode',
          'firebase',
        ],
        { cwd: web, encoding: 'utf8', timeout: 60_000 },
      );
      expect(run.status).not.toBe(0);
      const output = `${run.stdout}${run.stderr}`;
      expect(output).toContain('This Firebase build would not work on a real project');
      expect(output).toContain('Missing: VITE_FIREBASE_PROJECT_ID (projectId)');
      expect(output).toContain('web/.env.firebase.local');
    },
  );
});
