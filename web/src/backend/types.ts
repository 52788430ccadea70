import type { Order, Principal } from '@town/core';

/** Query-string parameters of a read; undefined and empty values are left out. */
export type ReadParams = Record<string, string | undefined>;

/**
 * What the screens need from a backend. The local host adapter talks to /api; a Firebase
 * adapter will implement the same interface, chosen at build time by VITE_BACKEND.
 */
export interface Backend {
  /** A named public read (see core/src/reads/catalog.ts). */
  read<T>(name: string, params?: ReadParams): Promise<T>;
  /** A named action (see core/src/actions). */
  call<T>(action: string, data: unknown): Promise<T>;
  /** Who the browser is signed in as; `{ role: 'visitor' }` when nobody is. */
  session(): Promise<Principal>;
  signOut(): Promise<void>;
  /**
   * A live list of orders for a staff screen (Firebase: Firestore onSnapshot). Returns a
   * function that stops it. Hosts without it (the local host streams with server-sent events
   * through its own reads) leave it out.
   */
  watchOrders?(
    filter: OrderFilter,
    onChange: (orders: Order[]) => void,
    onError: (error: BackendError) => void,
  ): () => void;
}

/** Which orders a live list shows: equality filters and/or one shop's, newest first. */
export interface OrderFilter {
  where?: Array<[field: string, value: string | number | boolean | null]>;
  shopId?: string;
  limit?: number;
}

/**
 * A failed read or call. `status` is the wire status (INVALID_ARGUMENT, NOT_FOUND,
 * UNAUTHENTICATED, ...) or NETWORK when the server could not be reached at all.
 */
export class BackendError extends Error {
  override readonly name = 'BackendError';

  constructor(
    readonly status: string,
    message: string,
    readonly details?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const isBackendError = (error: unknown): error is BackendError =>
  error instanceof BackendError;
