/**
 * Checked when `vite build` makes a Firebase build (vite.config.ts), never shipped to browsers.
 * A deploy must not ship a site that talks to the emulators on 127.0.0.1 or to the offline demo
 * project: a production build without the project's real web config refuses to build, and the
 * emulator settings live only in the explicit `emulators` mode (web/.env.emulators).
 */

/** The mode whose settings reach the local emulators (`npm run build:emulators`). */
export const emulatorMode = 'emulators';

/** The web config a production build needs, as Firebase console names each value. */
const requiredSettings = [
  ['VITE_FIREBASE_PROJECT_ID', 'projectId'],
  ['VITE_FIREBASE_API_KEY', 'apiKey'],
  ['VITE_FIREBASE_AUTH_DOMAIN', 'authDomain'],
  ['VITE_FIREBASE_APP_ID', 'appId'],
  ['VITE_FIREBASE_STORAGE_BUCKET', 'storageBucket'],
] as const;

const demoProject = /^demo-/;

/** Why these settings cannot make a Firebase build for `mode`; empty when they can. */
export function firebaseBuildProblems(
  env: Record<string, string | undefined>,
  mode: string,
): string[] {
  const emulators = env.VITE_FIREBASE_EMULATORS === '1';
  if (mode === emulatorMode) {
    return emulators ? [] : [`The ${emulatorMode} mode needs VITE_FIREBASE_EMULATORS=1.`];
  }
  const problems: string[] = [];
  const missing = requiredSettings.filter(([name]) => !env[name]?.trim());
  if (missing.length > 0) {
    problems.push(`Missing: ${missing.map(([name, key]) => `${name} (${key})`).join(', ')}.`);
  }
  if (emulators) {
    problems.push(
      `VITE_FIREBASE_EMULATORS=1 would send every visitor's requests to 127.0.0.1; emulator builds are \`npm run build:emulators\`.`,
    );
  }
  const project = env.VITE_FIREBASE_PROJECT_ID ?? '';
  if (demoProject.test(project)) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID=${project} is an offline demo project; use your real project's id.`,
    );
  }
  return problems;
}

/** The message a refused build prints: what is wrong, and what to put where. */
export function firebaseBuildRefusal(problems: string[]): string {
  return [
    'This Firebase build would not work on a real project, so it was not made.',
    ...problems.map((problem) => `  - ${problem}`),
    "Put your project's web config in web/.env.firebase.local (git-ignored). Find it in the",
    'Firebase console: Project settings > General > Your apps > your web app > SDK setup and',
    'configuration ("Config"). For example:',
    '  VITE_FIREBASE_PROJECT_ID=my-town',
    '  VITE_FIREBASE_API_KEY=AIza...',
    '  VITE_FIREBASE_AUTH_DOMAIN=my-town.firebaseapp.com',
    '  VITE_FIREBASE_APP_ID=1:1234567890:web:abcdef',
    '  VITE_FIREBASE_STORAGE_BUCKET=my-town.firebasestorage.app',
    '  VITE_FIREBASE_REGION=asia-south1   (the functions region, TOWN_REGION in functions/.env)',
    'For the local emulators, build with `npm run build:emulators` instead.',
  ].join('\n');
}
