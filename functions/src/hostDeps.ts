import type { ActionContext } from '@town/core';
import type { Auth } from 'firebase-admin/auth';

/**
 * What the callables need besides the request: the core's ports (store, clock, ids, hasher,
 * town) and Firebase Auth to mint custom tokens. Built once per instance, lazily, so that
 * loading the module (at deploy time, in tests) connects to nothing.
 */
export interface HostDeps {
  context: Omit<ActionContext, 'principal'>;
  auth: Pick<Auth, 'createCustomToken'>;
}

export type HostDepsSource = () => HostDeps;
