import {
  blankTown,
  type Clock,
  DomainError,
  reads,
  runRead,
  type StoreReader,
  visitor,
} from '@town/core';
import { givenParams } from '../readParams';
import { browserReads } from './browserReads';

export interface NamedReadDeps {
  store: StoreReader;
  clock: Clock;
  /** The `read` callable. */
  callRead(name: string, params: Record<string, string>): Promise<unknown>;
}

/** Runs a named read where it belongs: in the browser on Firestore, or on the server. */
export function createNamedReads(deps: NamedReadDeps) {
  return async (name: string, params?: Record<string, string | undefined>): Promise<unknown> => {
    const clean = givenParams(params);
    const def = Object.hasOwn(reads, name) ? reads[name] : undefined;
    if (!def) throw new DomainError('not-found', `There is no read named ${name}`);
    if (!browserReads.has(name)) return deps.callRead(name, clean);
    // No read run here uses the town's settings from the context: `town` reads its document,
    // and the reads that need the time zone (a doctor's slots) go through the callable.
    return runRead(
      def,
      { store: deps.store, clock: deps.clock, town: blankTown, principal: visitor },
      clean,
    );
  };
}
