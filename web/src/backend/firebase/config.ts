/**
 * App Check (decision 0313): reCAPTCHA Enterprise (the default) or v3 with a site key, or the
 * emulators' unsigned tokens. `beforeFirestore`: the project enforces App Check on Firestore,
 * so the browser's public reads need a token too (reCAPTCHA then loads on every page).
 */
export type AppCheckSettings =
  | { provider: 'recaptchaEnterprise' | 'recaptchaV3'; siteKey: string; beforeFirestore: boolean }
  | { provider: 'emulator'; beforeFirestore: boolean };

/** What the SPA needs to reach a Firebase project; from VITE_FIREBASE_* at build time. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  storageBucket?: string;
  /** Region of the callable functions (firebase.json / TOWN_REGION param). */
  region: string;
  /** Local emulators instead of the cloud project (development and tests). */
  emulators?: {
    auth: string;
    firestore: { host: string; port: number };
    functions: { host: string; port: number };
    /** The Storage emulator (photo uploads); left out where none runs (Node tests). */
    storage?: { host: string; port: number };
  };
  /** A name of its own for the Firebase app, when one page holds several (tests). */
  appName?: string;
  /** App Check; absent: the build sends no App Check token (a project that only monitors). */
  appCheck?: AppCheckSettings;
}

/**
 * App Check from VITE_APP_CHECK_SITE_KEY (and VITE_APP_CHECK_PROVIDER=recaptchaV3 for a v3
 * key, VITE_APP_CHECK_FIRESTORE=enforce when Firestore enforces it); an emulator build without
 * a key uses the emulators' tokens.
 */
function appCheckFromEnv(env: Record<string, string | undefined>): AppCheckSettings | undefined {
  const beforeFirestore = env.VITE_APP_CHECK_FIRESTORE === 'enforce';
  const siteKey = env.VITE_APP_CHECK_SITE_KEY;
  if (siteKey) {
    const provider =
      env.VITE_APP_CHECK_PROVIDER === 'recaptchaV3' ? 'recaptchaV3' : 'recaptchaEnterprise';
    return { provider, siteKey, beforeFirestore };
  }
  return env.VITE_FIREBASE_EMULATORS === '1'
    ? { provider: 'emulator', beforeFirestore }
    : undefined;
}

function hostPort(value: string): { host: string; port: number } {
  const [host = '127.0.0.1', port = ''] = value.split(':');
  return { host, port: Number(port) };
}

/**
 * The emulators' addresses (host:port): firebase.json's ports, or the VITE_*_EMULATOR_HOST
 * given to the build, so a test or bench run can use free ports beside a developer's emulators.
 */
function emulatorsFromEnv(env: Record<string, string | undefined>) {
  const at = (name: string, fallback: string) => env[name] || fallback;
  return {
    auth: `http://${at('VITE_FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099')}`,
    firestore: hostPort(at('VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8181')),
    functions: hostPort(at('VITE_FUNCTIONS_EMULATOR_HOST', '127.0.0.1:5001')),
    storage: hostPort(at('VITE_FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199')),
  };
}

/** Reads the build's settings; emulators when VITE_FIREBASE_EMULATORS=1. */
export function configFromEnv(env: Record<string, string | undefined>): FirebaseWebConfig {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  const apiKey = env.VITE_FIREBASE_API_KEY;
  if (!projectId || !apiKey) {
    throw new Error('A Firebase build needs VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY');
  }
  const appCheck = appCheckFromEnv(env);
  return {
    apiKey,
    projectId,
    region: env.VITE_FIREBASE_REGION || 'asia-south1',
    ...(env.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: env.VITE_FIREBASE_AUTH_DOMAIN } : {}),
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    ...(env.VITE_FIREBASE_STORAGE_BUCKET
      ? { storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET }
      : {}),
    ...(env.VITE_FIREBASE_EMULATORS === '1' ? { emulators: emulatorsFromEnv(env) } : {}),
    ...(appCheck ? { appCheck } : {}),
  };
}
