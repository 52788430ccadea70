import type { PhotoPurpose, Principal, StaffOrderView } from '@town/core';

import type { ReadParams } from './readParams';

export type { ReadParams };

/**
 * What the screens need from a backend. The local adapter talks to the local host's /api; the
 * Firebase adapter reads Firestore and calls the callables. A build carries one of them, chosen
 * at build time by VITE_BACKEND.
 */
export interface Backend {
  /** A named public read (see core/src/reads/catalog.ts). */
  read<T>(name: string, params?: ReadParams): Promise<T>;
  /** A named action (see core/src/actions). */
  call<T>(action: string, data: unknown): Promise<T>;
  /** Who the browser is signed in as; `{ role: 'visitor' }` when nobody is. */
  session(): Promise<Principal>;
  /** Ends the session; answers the browser storage keys the staff member's data was kept under. */
  signOut(): Promise<SignOutResult>;
  /**
   * Stores a photo for an order (a customer's prescription or shopping list; a courier's proof
   * of delivery, which names its order) and answers the reference to send with it.
   */
  uploadPhoto(photo: Blob, purpose: PhotoPurpose, orderId?: string): Promise<{ ref: string }>;
  /**
   * Where staff who handle an order open one of its photos (`ref` as the order holds it): the
   * host's photo address, or a short-lived signed link where the host has none (Firebase).
   */
  photoLink(ref: string): Promise<string>;
  /**
   * Where anyone loads a product's photo (`ref` as the product holds it, "uploads/<id>") in one
   * of the widths it is kept in (core's productPhotoWidths). Known without asking the server,
   * so public pages can write it into their HTML.
   */
  productPhotoUrl(ref: string, width: number): string | undefined;
  /**
   * Live orders for signed-in staff: a `snapshot` of the board, then each change they may see.
   * Reconnects by itself (with a fresh snapshot) until the session ends or the returned
   * function is called.
   */
  watchOrders(onEvent: (event: OrderEvent) => void): () => void;
}

export interface SignOutResult {
  signedOut: true;
  /** Browser storage keys to remove (the stored vendor or delivery profile and role). */
  clearStorage: string[];
}

/** What a live order board hears. */
export type OrderEvent =
  /** The whole board, on connecting and after every reconnection. */
  | { type: 'snapshot'; orders: StaffOrderView[] }
  /** An order that was added or changed, as the staff member may see it. */
  | { type: 'order'; order: StaffOrderView }
  /** An order that left this staff member's view (e.g. another courier took it). */
  | { type: 'gone'; id: string }
  /** The connection dropped; a reconnection is planned. */
  | { type: 'offline' }
  /** The session ended: no more events come. */
  | { type: 'signedOut' };

export type { PhotoPurpose } from '@town/core';

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
