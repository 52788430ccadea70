import {
  type ActionDef,
  actions,
  adminAccountActions,
  DomainError,
  type Principal,
  type ReadDef,
  reads,
  runAction,
  runRead,
  type SignInResult,
  type StaffSubject,
} from '@town/core';
import { type CallableFunction, type CallableRequest, onCall } from 'firebase-functions/v2/https';
import { clientOf } from './clientAddress';
import { toHttpsError } from './errors';
import { type HostDeps, type HostDepsSource, withTown } from './hostDeps';
import { callableOptions, telegramSecrets } from './params';
import { photoLink } from './photoLinks';
import { recordUploadedPhoto } from './photoUploads';
import { claimsFor, principalFromClaims, uidFor, uidOf } from './principal';

/**
 * Who is calling, from the ID token's claims. A staff token is also checked against revocation
 * (an admin disabled the account or reset its password): a revoked one is refused, as the local
 * host refuses a deleted session. Visitors cost no lookup.
 */
async function principalOf(deps: HostDeps, request: CallableRequest): Promise<Principal> {
  const principal = principalFromClaims(request.auth?.token as Record<string, unknown> | undefined);
  if (principal.role === 'visitor' || !request.auth?.rawToken) return principal;
  try {
    await deps.auth.verifyIdToken(request.auth.rawToken, true);
  } catch {
    throw new DomainError('unauthenticated', 'Your session has ended; please sign in again');
  }
  return principal;
}

/** Ends the Firebase sessions of the staff an action names (disabled, password reset). */
async function endSessions(deps: HostDeps, subjects: StaffSubject[]) {
  for (const subject of subjects) {
    try {
      await deps.auth.revokeRefreshTokens(uidOf(subject));
    } catch (error) {
      // Never signed in on this host: there is no Auth user and nothing to revoke.
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }
}

/** A staff sign-in answers like the local host plus a custom token the SPA signs in with. */
async function withCustomToken(deps: HostDeps, result: SignInResult) {
  const { principal, profile, device } = result;
  if (principal.role === 'visitor') throw new DomainError('internal', 'Sign-in gave no role');
  const customToken = await deps.auth.createCustomToken(uidFor(principal), claimsFor(principal));
  return { principal, profile, device, customToken };
}

/** The callable for one core action: principal from the token's claims, then the core. */
export function actionCallable(
  def: ActionDef,
  deps: HostDepsSource,
): CallableFunction<unknown, Promise<unknown>> {
  return onCall(callableOptions, async (request) => {
    try {
      const host = deps();
      const context = {
        ...(await withTown(host.context)),
        principal: await principalOf(host, request),
        client: clientOf(request),
      };
      const result = await runAction(def, context, request.data);
      await endSessions(host, def.endsSessionsOf?.(result) ?? []);
      return def.signsIn ? await withCustomToken(host, result as SignInResult) : result;
    } catch (error) {
      throw toHttpsError(error);
    }
  });
}

/** `{ name, params }` with string params, as the local host's query string gives them. */
function parseReadRequest(data: unknown): { name: string; params: Record<string, string> } {
  const { name, params = {} } = (data ?? {}) as { name?: unknown; params?: unknown };
  const stringParams =
    typeof params === 'object' &&
    params !== null &&
    Object.values(params).every((value) => typeof value === 'string');
  if (typeof name !== 'string' || !stringParams) {
    throw new DomainError('invalid-argument', 'Send {"name": "<read>", "params": {...strings}}');
  }
  return { name, params: { ...(params as Record<string, string>) } };
}

/**
 * Named reads that need the server: reads of data the rules keep from clients (a doctor's free
 * slots come from bookings, staff lists from orders). The SPA runs the public catalog reads
 * against Firestore itself; this callable runs any read, with the same audience checks.
 */
export function readCallable(deps: HostDepsSource): CallableFunction<unknown, Promise<unknown>> {
  // The admin dashboard's alert summary says whether the bot token is set: the secret reaches
  // a function only when the function declares it.
  return onCall({ ...callableOptions, secrets: telegramSecrets }, async (request) => {
    try {
      const { name, params } = parseReadRequest(request.data);
      const def: ReadDef | undefined = Object.hasOwn(reads, name) ? reads[name] : undefined;
      if (!def) throw new DomainError('not-found', `There is no read named ${name}`);
      const host = deps();
      const context = {
        ...(await withTown(host.context)),
        principal: await principalOf(host, request),
        ...(host.telegram ? { telegram: host.telegram() } : {}),
        // Google's own account of the project's backups (googleBackups.ts), kept per instance.
        backups: host.backups,
        // Hosting and callables answer only over HTTPS.
        servedOverHttps: true,
      };
      return await runRead(def, context, params);
    } catch (error) {
      throw toHttpsError(error);
    }
  });
}

/**
 * What the one function that decodes images runs with (decision 0314): a photo of up to 50 MP
 * decodes to about 200 MB of pixels in libvips, so 2 GiB and at most 4 photos at once; every
 * other function keeps the default 256 MiB and never loads sharp.
 */
export const photoRuntime = { memory: '2GiB', concurrency: 4 } as const;

/**
 * A photo upload on Firebase: the browser (signed in, anonymously on the public screens) sends
 * the bytes; core's upload use case checks, keeps and records them (see photoUploads.ts).
 */
export function recordPhotoCallable(
  deps: HostDepsSource,
): CallableFunction<unknown, Promise<unknown>> {
  return onCall({ ...callableOptions, ...photoRuntime }, async (request) => {
    try {
      const uid = request.auth?.uid;
      if (!uid) throw new DomainError('unauthenticated', 'Sign in (anonymously) to send a photo');
      const host = deps();
      return await recordUploadedPhoto(
        // The caller's address, as for every action: uploads are counted per client in core.
        { ...host.context, client: clientOf(request) },
        host.photos,
        host.photoStorage(),
        uid,
        request.data,
        await principalOf(host, request),
      );
    } catch (error) {
      throw toHttpsError(error);
    }
  });
}

/**
 * A short-lived link to a customer's photo for the staff who handle its order (the local
 * host's GET /api/photos/:id; see photoLinks.ts).
 */
export function photoLinkCallable(
  deps: HostDepsSource,
): CallableFunction<unknown, Promise<unknown>> {
  return onCall(callableOptions, async (request) => {
    try {
      const host = deps();
      const principal = await principalOf(host, request);
      return await photoLink(host.context, host.photos, principal, request.data);
    } catch (error) {
      throw toHttpsError(error);
    }
  });
}

/**
 * The callables besides the core's actions: `read` for named reads that need the server,
 * `recordPhoto` for uploads and `photoLink` to open one (the local host's GET /api/read,
 * POST /api/photos and GET /api/photos/:id).
 */
export const hostCallableNames = ['read', 'recordPhoto', 'photoLink'] as const;

/** One callable per core action, named as the action, plus the host's own (`hostCallableNames`). */
export function createCallables(deps: HostDepsSource) {
  const callables: Record<string, CallableFunction<unknown, Promise<unknown>>> = {};
  for (const def of Object.values(actions)) callables[def.name] = actionCallable(def, deps);
  callables.read = readCallable(deps);
  callables.recordPhoto = recordPhotoCallable(deps);
  callables.photoLink = photoLinkCallable(deps);
  return callables;
}

/**
 * What is deployed: the callables the Firebase web client uses. Admins sign in, get their reset
 * mail and reset their password with Firebase Auth itself (web/src/backend/firebase), so the
 * core's admin account actions are not deployed: a second admin login beside Firebase Auth would
 * ignore the accounts it disables and the passwords it resets.
 */
export function createDeployedCallables(deps: HostDepsSource) {
  const callables = createCallables(deps);
  for (const name of adminAccountActions) delete callables[name];
  return callables;
}
