import {
  type Clock,
  type PhotoPurpose,
  type Principal,
  principalFromClaims,
  signOutClears,
  storageKeys,
  unnamedTownSlug,
  visitor,
} from '@town/core';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type * as Lite from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import { actionNames } from '../actions';
import { givenParams } from '../readParams';
import {
  type Backend,
  BackendError,
  type OrderEvent,
  type ReadParams,
  type SignOutResult,
} from '../types';
import { browserReads } from './browserReads';
import type { FirebaseWebConfig } from './config';
import { toBackendError } from './errors';
import { createFirestoreReader, type FirestoreQueryApi } from './firestoreReader';
import { productPhotoUrl } from './productPhotos';

/** The Firestore module for public reads and how sessions persist: the browser's or a test's. */
export interface FirebaseModules {
  firestore(): Promise<
    FirestoreQueryApi & {
      getFirestore(app: FirebaseApp): Lite.Firestore;
      connectFirestoreEmulator(db: Lite.Firestore, host: string, port: number): void;
    }
  >;
  persistence: 'browser' | 'memory';
}

/** In the browser: firestore/lite (no live connection) for the public screens. */
export const browserModules: FirebaseModules = {
  firestore: () => import('firebase/firestore/lite'),
  persistence: 'browser',
};

const systemClock: Clock = { now: () => new Date() };

/** A dropped live board is tried again after 1 s, then 2, 4... up to 30 s between tries. */
const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/**
 * Actions that sign in with the custom token the server mints: sign-ins by phone, and the setup
 * of an empty town (its first admin, made in Firebase Auth); admins otherwise sign in with
 * Firebase Auth itself.
 */
const tokenSignIns = new Set([
  'vendorLogin',
  'deliveryLogin',
  'setUpTown',
  'acceptStaffInvitation',
]);

/** Memoises a lazy step, forgetting a failure so the next call tries again (e.g. offline). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

/**
 * The SPA's backend on Firebase, behind the same interface as the local host's. Nothing of
 * Firebase loads until first used: public screens load the app and firestore/lite; Functions
 * loads for actions and server reads; Auth for a staff session, sign-ins and photo uploads; the
 * full Firestore SDK only for a live order list.
 */
/** Bytes as base64, in slices: one call with a 3 MB photo spread into it overflows the stack. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export function createFirebaseBackend(
  config: FirebaseWebConfig,
  modules: FirebaseModules = browserModules,
): Backend {
  const app = once(async () => {
    const { initializeApp } = await import('firebase/app');
    const options = {
      apiKey: config.apiKey,
      projectId: config.projectId,
      ...(config.authDomain ? { authDomain: config.authDomain } : {}),
      ...(config.appId ? { appId: config.appId } : {}),
      ...(config.storageBucket ? { storageBucket: config.storageBucket } : {}),
    };
    return config.appName ? initializeApp(options, config.appName) : initializeApp(options);
  });

  /** App Check, started once before the first request that needs its token (appCheck.ts). */
  const appCheck = once(async () => {
    if (!config.appCheck) return;
    const { startAppCheck } = await import('./appCheck');
    await startAppCheck(await app(), config.appCheck);
  });

  const loadAuth = once(async (): Promise<Auth> => {
    const sdk = await import('firebase/auth');
    const persistence =
      modules.persistence === 'browser'
        ? [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence]
        : sdk.inMemoryPersistence;
    // initializeAuth without a popup resolver: the app signs in with passwords and tokens only.
    const instance = sdk.initializeAuth(await app(), { persistence });
    if (config.emulators)
      sdk.connectAuthEmulator(instance, config.emulators.auth, { disableWarnings: true });
    await instance.authStateReady();
    return instance;
  });
  /** Whether this tab has asked for Auth: a session check, a sign-in, a staff screen. */
  let authAsked = false;
  const auth = () => {
    authAsked = true;
    return loadAuth();
  };

  const functions = once(async (): Promise<Functions> => {
    const sdk = await import('firebase/functions');
    // A visitor's calls need no ID token, so they do not load Auth (decision 1450). Once this
    // tab has asked for Auth (a staff member's session, a sign-in, a photo upload), it comes
    // first, so the restored session's token goes with the first call; should Auth start
    // later, Functions takes it up by itself and sends its token from then on.
    if (authAsked) await auth();
    await appCheck();
    const instance = sdk.getFunctions(await app(), config.region);
    if (config.emulators) {
      const { host, port } = config.emulators.functions;
      sdk.connectFunctionsEmulator(instance, host, port);
    }
    return instance;
  });

  async function callable<T>(name: string, data: unknown): Promise<T> {
    const { httpsCallable } = await import('firebase/functions');
    const result = await httpsCallable<unknown, T>(await functions(), name)(data);
    return result.data;
  }

  const namedReads = once(async () => {
    const sdk = await modules.firestore();
    if (config.appCheck?.beforeFirestore) await appCheck();
    const db = sdk.getFirestore(await app());
    if (config.emulators) {
      const { host, port } = config.emulators.firestore;
      sdk.connectFirestoreEmulator(db, host, port);
    }
    // Core's read table (and zod with it) loads only for a read the browser runs itself.
    const { createNamedReads } = await import('./namedReads');
    return createNamedReads({
      store: createFirestoreReader(sdk, db),
      clock: systemClock,
      callRead: (name, params) => callable('read', { name, params }),
    });
  });

  async function currentPrincipal(): Promise<Principal> {
    const user = (await auth()).currentUser;
    if (!user) return visitor;
    const { getIdTokenResult } = await import('firebase/auth');
    return principalFromClaims((await getIdTokenResult(user)).claims);
  }

  async function adminSignIn(data: unknown) {
    const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string') {
      throw new BackendError('INVALID_ARGUMENT', 'Enter your email and password');
    }
    const sdk = await import('firebase/auth');
    const instance = await auth();
    const { user } = await sdk.signInWithEmailAndPassword(
      instance,
      email.trim().toLowerCase(),
      password,
    );
    // Fresh claims: admin:grant may have run since this user's last token.
    const principal = principalFromClaims((await sdk.getIdTokenResult(user, true)).claims);
    if (principal.role !== 'admin') {
      await sdk.signOut(instance);
      throw new BackendError('PERMISSION_DENIED', 'This account is not an admin of this town');
    }
    const profile = {
      id: principal.adminId,
      name: user.displayName ?? user.email,
      email: user.email,
    };
    return { principal, profile };
  }

  async function tokenSignIn(action: string, data: unknown) {
    const { customToken, ...result } = await callable<{ customToken: string }>(action, data);
    const { signInWithCustomToken } = await import('firebase/auth');
    await signInWithCustomToken(await auth(), customToken);
    return result;
  }

  async function requestPasswordReset(data: unknown) {
    const { email } = (data ?? {}) as { email?: unknown };
    if (typeof email !== 'string') throw new BackendError('INVALID_ARGUMENT', 'Enter your email');
    const { sendPasswordResetEmail } = await import('firebase/auth');
    try {
      await sendPasswordResetEmail(await auth(), email.trim().toLowerCase());
    } catch (error) {
      // The same answer for any address: the form must not reveal who is an admin.
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
    return { sent: true };
  }

  async function resetPassword(data: unknown) {
    const { token, password } = (data ?? {}) as { token?: unknown; password?: unknown };
    if (typeof token !== 'string' || typeof password !== 'string') {
      throw new BackendError('INVALID_ARGUMENT', 'The reset link is not valid');
    }
    const { confirmPasswordReset } = await import('firebase/auth');
    await confirmPasswordReset(await auth(), token, password);
    return { reset: true };
  }

  async function runAction(action: string, data: unknown): Promise<unknown> {
    if (action === 'adminSignIn') return adminSignIn(data);
    if (action === 'requestPasswordReset') return requestPasswordReset(data);
    if (action === 'resetPassword') return resetPassword(data);
    if (tokenSignIns.has(action)) return tokenSignIn(action, data);
    if (!Object.hasOwn(actionNames, action)) {
      throw new BackendError('NOT_FOUND', `There is no action named ${action}`);
    }
    return callable(action, data);
  }

  /** Live boards open in this tab: signing out ends them first, before the token goes. */
  const openBoards = new Set<() => void>();

  async function signOut(): Promise<SignOutResult> {
    for (const end of [...openBoards]) end();
    await (await import('firebase/auth')).signOut(await auth());
    // What signing out clears (the staff profile and role) carries no town slug.
    return { signedOut: true, clearStorage: signOutClears(storageKeys(unnamedTownSlug)) };
  }

  /**
   * A photo (an order's, or a vendor's for a product): sent to the recordPhoto callable as
   * base64, which checks it against the photo cap before anything is kept, re-encodes it, keeps
   * it in Cloud Storage and answers the reference the order or product takes. Public screens
   * sign in anonymously for it: the photo is kept in that user's folder.
   */
  async function uploadPhoto(
    photo: Blob,
    purpose: PhotoPurpose,
    orderId?: string,
  ): Promise<{ ref: string }> {
    const authSdk = await import('firebase/auth');
    const instance = await auth();
    if (!instance.currentUser) await authSdk.signInAnonymously(instance);
    const bytes = new Uint8Array(await photo.arrayBuffer());
    return callable<{ ref: string }>('recordPhoto', {
      purpose,
      contentType: photo.type,
      photo: base64Of(bytes),
      ...(orderId ? { orderId } : {}),
    });
  }

  /**
   * The staff member's live board from Firestore listeners (liveOrders.ts). A listener that
   * fails (offline, a token Firestore no longer accepts) is dropped and the board reconnects
   * later with a fresh snapshot, unless the staff member is no longer signed in.
   */
  function watchOrders(onEvent: (event: OrderEvent) => void): () => void {
    let stopListening: (() => void) | undefined;
    let stopAuth: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = firstRetryMs;
    let stopped = false;

    function stop() {
      stopped = true;
      openBoards.delete(signedOut);
      clearTimeout(timer);
      stopListening?.();
      stopListening = undefined;
      stopAuth?.();
    }
    function signedOut() {
      if (stopped) return;
      stop();
      onEvent({ type: 'signedOut' });
    }
    function drop() {
      if (stopped) return;
      stopListening?.();
      stopListening = undefined;
      onEvent({ type: 'offline' });
      timer = setTimeout(() => void connect().catch(drop), delay);
      delay = Math.min(delay * 2, maxRetryMs);
    }
    async function connect() {
      if (stopped || stopListening) return;
      const principal = await currentPrincipal();
      if (principal.role === 'visitor') return signedOut();
      const { listenToBoard } = await import('./liveOrders');
      if (config.appCheck?.beforeFirestore) await appCheck();
      let failed = false;
      const stopBoard = await listenToBoard(
        await app(),
        config,
        principal,
        (event) => {
          if (event.type === 'snapshot') delay = firstRetryMs;
          if (!stopped) onEvent(event);
        },
        () => {
          failed = true;
          if (stopListening === stopBoard) drop();
        },
      );
      if (stopped || failed) return stopBoard();
      stopListening = stopBoard;
    }

    void auth().then(async (instance) => {
      const { onAuthStateChanged } = await import('firebase/auth');
      if (stopped) return;
      stopAuth = onAuthStateChanged(instance, (user) => {
        if (!user) signedOut();
      });
    });
    openBoards.add(signedOut);
    connect().catch(drop);
    return stop;
  }

  const withErrors = <T>(work: () => Promise<T>): Promise<T> =>
    work().catch((error: unknown) => {
      throw toBackendError(error);
    });

  return {
    // A read the server runs (a doctor's slots, staff lists, a name the server will refuse) goes
    // straight to the `read` callable: a private page's lookup loads no Firestore SDK or core.
    read: <T>(name: string, params?: ReadParams) =>
      withErrors(async () =>
        browserReads.has(name)
          ? ((await (
              await namedReads()
            )(name, params)) as T)
          : callable<T>('read', { name, params: givenParams(params) }),
      ),
    call: <T>(action: string, data: unknown) =>
      withErrors(async () => (await runAction(action, data)) as T),
    session: () => withErrors(currentPrincipal),
    signOut: () => withErrors(signOut),
    watchOrders: (onEvent) => watchOrders(onEvent),
    uploadPhoto: (photo, purpose, orderId) =>
      withErrors(() => uploadPhoto(photo, purpose, orderId)),
    // Hosting has no photo route: the photoLink callable checks who asks and signs a read.
    photoLink: (ref) =>
      withErrors(async () => (await callable<{ url: string }>('photoLink', { ref })).url),
    productPhotoUrl: (ref, width) => productPhotoUrl(config, ref, width),
  };
}
