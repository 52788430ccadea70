import {
  blankTown,
  type Clock,
  DomainError,
  reads,
  runRead,
  type StoreReader,
  visitor,
} from '@town/core';

/**
 * Named reads the SPA runs against Firestore itself: public catalog data only, allowed by
 * firestore.rules to everyone. Every other read (a doctor's free slots, which come from
 * bookings; the staff lists) goes through the `read` callable, which checks the role.
 * A read missing here still works, through the callable: the safe default.
 */
export const browserReads: ReadonlySet<string> = new Set([
  'town',
  'shops',
  'shop',
  'products',
  'product',
  'doctors',
  'doctor',
  'labTests',
  'emergencyContacts',
  'teachers',
  'transport',
  'busRoutes',
  'busRoute',
  'galleries',
  'gallery',
  'feeds',
  'services',
  'searchCatalog',
]);

export interface NamedReadDeps {
  store: StoreReader;
  clock: Clock;
  /** The `read` callable. */
  callRead(name: string, params: Record<string, string>): Promise<unknown>;
}

/** Query-string semantics, as on the local host: undefined and empty values are left out. */
function cleanParams(params: Record<string, string | undefined> = {}): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') clean[key] = value;
  }
  return clean;
}

/** Runs a named read where it belongs: in the browser on Firestore, or on the server. */
export function createNamedReads(deps: NamedReadDeps) {
  return async (name: string, params?: Record<string, string | undefined>): Promise<unknown> => {
    const clean = cleanParams(params);
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
