import type { ActionContext, PhotoStorageLimit, TelegramSetup } from '@town/core';
import type { Auth } from 'firebase-admin/auth';
import type { PhotoObjects } from './photoUploads';

/**
 * What the callables need besides the request: the core's ports (store, clock, ids, hasher,
 * town), Firebase Auth to mint and revoke staff tokens, and Cloud Storage for uploaded photos.
 * Built once per instance, lazily, so that loading the module (at deploy time, in tests)
 * connects to nothing.
 */
export interface HostDeps {
  context: Omit<ActionContext, 'principal'>;
  auth: Pick<
    Auth,
    'createCustomToken' | 'revokeRefreshTokens' | 'verifyIdToken' | 'getUserByEmail' | 'getUser'
  >;
  photos: PhotoObjects;
  /** The cap on all stored photos together, read per call (a deploy param). */
  photoStorage: () => PhotoStorageLimit;
  /** Which Telegram settings the deploy has (never their values), for the admin dashboard. */
  telegram?: () => TelegramSetup;
}

export type HostDepsSource = () => HostDeps;
