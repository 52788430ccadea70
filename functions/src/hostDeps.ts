import {
  type ActionContext,
  type BackupFacts,
  loadTown,
  type PhotoStorageLimit,
  type TelegramSetup,
  townOrBlank,
} from '@town/core';
import type { Auth } from 'firebase-admin/auth';
import type { PhotoObjects } from './photoUploads';

/**
 * What the callables need besides the request: the core's ports (store, clock, ids, hasher,
 * town), Firebase Auth to mint and revoke staff tokens, and Cloud Storage for uploaded photos.
 * Built once per instance, lazily, so that loading the module (at deploy time, in tests)
 * connects to nothing.
 */
export interface HostDeps {
  /** The core's ports; the town's settings are read for each request (`withTown`). */
  context: HostContext;
  auth: Pick<
    Auth,
    'createCustomToken' | 'revokeRefreshTokens' | 'verifyIdToken' | 'getUserByEmail' | 'getUser'
  >;
  photos: PhotoObjects;
  /** The cap on all stored photos together, read per call (a deploy param). */
  photoStorage: () => PhotoStorageLimit;
  /** Which Telegram settings the deploy has (never their values), for the admin dashboard. */
  telegram?: () => TelegramSetup;
  /** What Google's APIs say of the project's backups (googleBackups.ts), for the dashboard. */
  backups: () => Promise<BackupFacts>;
}

export type HostDepsSource = () => HostDeps;

/** The core's ports as an instance holds them: everything but the caller and the town. */
export type HostContext = Omit<ActionContext, 'principal' | 'town'>;

/**
 * The context with the town's settings as stored right now: one document read per request, so
 * an admin's save applies from the next call of every instance, with nothing to deploy.
 */
export async function withTown(context: HostContext): Promise<Omit<ActionContext, 'principal'>> {
  return { ...context, town: townOrBlank(await loadTown(context.store)) };
}
