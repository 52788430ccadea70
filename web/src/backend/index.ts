import { configFromEnv } from './firebase/config';
import { productPhotoUrl } from './firebase/productPhotos';
import { createLocalBackend } from './local';
import type { Backend } from './types';

export type { Backend, ReadParams } from './types';
export { BackendError, isBackendError } from './types';

/**
 * The Firebase adapter, loaded on first use: neither it nor the Firebase SDK is in the entry
 * chunk, so the first screen of a Firebase build is as light as the local one.
 */
function lazyFirebaseBackend(): Backend {
  const config = configFromEnv(import.meta.env as unknown as Record<string, string | undefined>);
  let loaded: Promise<Backend> | undefined;
  const real = () => {
    loaded ??= import('./firebase/firebaseBackend').then((m) => m.createFirebaseBackend(config));
    return loaded;
  };
  return {
    read: async (name, params) => (await real()).read(name, params),
    call: async (action, data) => (await real()).call(action, data),
    session: async () => (await real()).session(),
    signOut: async () => (await real()).signOut(),
    uploadPhoto: async (photo, purpose, orderId) =>
      (await real()).uploadPhoto(photo, purpose, orderId),
    photoLink: async (ref) => (await real()).photoLink(ref),
    productPhotoUrl: (ref, width) => productPhotoUrl(config, ref, width),
    watchOrders(onEvent) {
      let stop: (() => void) | undefined;
      let stopped = false;
      real().then(
        (backend) => {
          if (!stopped) stop = backend.watchOrders(onEvent);
        },
        () => onEvent({ type: 'offline' }),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/** VITE_BACKEND at build time ('local' by default), written in as a constant by vite.config.ts. */
declare const __TOWN_BACKEND__: string;

if (__TOWN_BACKEND__ !== 'local' && __TOWN_BACKEND__ !== 'firebase') {
  throw new Error(
    `VITE_BACKEND="${__TOWN_BACKEND__}" is not supported (use "local" or "firebase").`,
  );
}

/**
 * Whether the service worker keeps copies of this build's public reads: the local host's
 * `/api/read/...` answers are cached by it; Firestore's (the Firebase build) are not.
 */
export const workerKeepsReads = __TOWN_BACKEND__ === 'local';

// A conditional on the constant: the bundler drops the adapter this build does not use.
export const backend: Backend =
  __TOWN_BACKEND__ === 'firebase' ? lazyFirebaseBackend() : createLocalBackend();
