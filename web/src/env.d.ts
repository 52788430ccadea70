/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which backend adapter the build talks to: 'local' (default) or 'firebase'. */
  readonly VITE_BACKEND?: string;
  /** The Firebase project's web config (Firebase builds; see web/.env.firebase). */
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  /** Region of the callable functions. */
  readonly VITE_FIREBASE_REGION?: string;
  /** '1': talk to the local emulators on the ports of firebase.json. */
  readonly VITE_FIREBASE_EMULATORS?: string;
  /** host:port of each emulator, when not firebase.json's (test and bench runs on free ports). */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FUNCTIONS_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_STORAGE_EMULATOR_HOST?: string;
  /** The town slug used for storage keys until the town read arrives. */
  readonly VITE_TOWN_SLUG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The two parts of the English shared strings (web/src/i18n/commonParts.ts, decision 1360). */
declare module 'virtual:town-common-strings/*' {
  const strings: import('./i18n/strings').Tree;
  export default strings;
}
