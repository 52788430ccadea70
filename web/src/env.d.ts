/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which backend adapter the build talks to; only 'local' exists so far. */
  readonly VITE_BACKEND?: string;
  /** The town slug used for storage keys until the town read arrives. */
  readonly VITE_TOWN_SLUG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
