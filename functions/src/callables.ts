import {
  type ActionDef,
  actions,
  DomainError,
  type ReadDef,
  reads,
  runAction,
  runRead,
  type SignInResult,
} from '@town/core';
import { type CallableFunction, type CallableRequest, onCall } from 'firebase-functions/v2/https';
import { toHttpsError } from './errors';
import type { HostDeps, HostDepsSource } from './hostDeps';
import { claimsFor, principalFromClaims, uidFor } from './principal';

const principalOf = (request: CallableRequest) =>
  principalFromClaims(request.auth?.token as Record<string, unknown> | undefined);

/** A staff sign-in answers like the local host plus a custom token the SPA signs in with. */
async function withCustomToken(deps: HostDeps, result: SignInResult) {
  const { principal, profile } = result;
  if (principal.role === 'visitor') throw new DomainError('internal', 'Sign-in gave no role');
  const customToken = await deps.auth.createCustomToken(uidFor(principal), claimsFor(principal));
  return { principal, profile, customToken };
}

/** The callable for one core action: principal from the token's claims, then the core. */
export function actionCallable(
  def: ActionDef,
  deps: HostDepsSource,
): CallableFunction<unknown, Promise<unknown>> {
  return onCall(async (request) => {
    try {
      const host = deps();
      const context = { ...host.context, principal: principalOf(request) };
      const result = await runAction(def, context, request.data);
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
  return onCall(async (request) => {
    try {
      const { name, params } = parseReadRequest(request.data);
      const def: ReadDef | undefined = Object.hasOwn(reads, name) ? reads[name] : undefined;
      if (!def) throw new DomainError('not-found', `There is no read named ${name}`);
      const { context } = deps();
      return await runRead(def, { ...context, principal: principalOf(request) }, params);
    } catch (error) {
      throw toHttpsError(error);
    }
  });
}

/** One callable per core action, named as the action, plus `read`. */
export function createCallables(deps: HostDepsSource) {
  const callables: Record<string, CallableFunction<unknown, Promise<unknown>>> = {};
  for (const def of Object.values(actions)) callables[def.name] = actionCallable(def, deps);
  callables.read = readCallable(deps);
  return callables;
}
