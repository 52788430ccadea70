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
}

function hostPort(value: string): { host: string; port: number } {
  const [host = '127.0.0.1', port = ''] = value.split(':');
  return { host, port: Number(port) };
}

/** Reads the build's settings; emulators when VITE_FIREBASE_EMULATORS=1 (ports of firebase.json). */
export function configFromEnv(env: Record<string, string | undefined>): FirebaseWebConfig {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  const apiKey = env.VITE_FIREBASE_API_KEY;
  if (!projectId || !apiKey) {
    throw new Error('A Firebase build needs VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY');
  }
  return {
    apiKey,
    projectId,
    region: env.VITE_FIREBASE_REGION || 'asia-south1',
    ...(env.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: env.VITE_FIREBASE_AUTH_DOMAIN } : {}),
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    ...(env.VITE_FIREBASE_STORAGE_BUCKET
      ? { storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET }
      : {}),
    ...(env.VITE_FIREBASE_EMULATORS === '1'
      ? {
          emulators: {
            auth: 'http://127.0.0.1:9099',
            firestore: hostPort('127.0.0.1:8181'),
            functions: hostPort('127.0.0.1:5001'),
            storage: hostPort('127.0.0.1:9199'),
          },
        }
      : {}),
  };
}
