import type { StaffOrderView } from '@town/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { backend } from '../../../backend';
import type { ActionInput } from '../../../backend/actions';
import { BackendError } from '../../../backend/types';

/**
 * The courier's "Picked up" and "Delivered" taps, kept on the phone until the host has them:
 * a tap made without signal waits in IndexedDB (it survives a closed tab) and is sent, oldest
 * first, when the signal returns. Each tap keeps its id, so a tap sent again after a lost reply
 * is a replay the host answers without moving the order twice. A "Delivered" tap may carry the
 * photo taken at the door: it waits with the tap (IndexedDB keeps the Blob) and is uploaded
 * just before the tap is sent; a photo the host refuses is dropped and the tap goes without it.
 */
export type TapAction = 'moveOrder' | 'pickUpPart';

export interface QueuedTap {
  /** A uuid: the host's retry key for this tap. */
  id: string;
  /** Tap order: sent in this order. */
  seq: number;
  orderId: string;
  action: TapAction;
  input: ActionInput<'moveOrder'> | ActionInput<'pickUpPart'>;
  /** When the courier tapped (the phone's clock). */
  at: string;
  /**
   * Set once a send found no signal: the tap then carries its time. A tap sent at once arrives
   * when it was made, so the host's clock alone says when (a phone's clock may be wrong).
   */
  waited?: boolean;
  /** The photo at the door, until it is uploaded (its reference then rides in `input`). */
  photo?: Blob;
}

export interface TapRefusal {
  orderId: string;
  error: BackendError;
}

interface TapDb extends DBSchema {
  taps: { key: string; value: QueuedTap };
}

/** Errors that mean "no signal" (or a host not up): the tap waits and is sent again. */
const waitingStatuses = new Set(['NETWORK', 'UNAVAILABLE', 'DEADLINE_EXCEEDED']);
/** While taps wait, they are tried again this often even if no "online" event comes. */
export const TAP_RETRY_MS = 15_000;

let database: Promise<IDBPDatabase<TapDb>> | undefined;
const db = () => {
  database ??= openDB<TapDb>('town-courier-taps', 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('taps', { keyPath: 'id' });
    },
  });
  return database;
};

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: QueuedTap[] = [];
let refusals: TapRefusal[] = [];
/** Orders whose tap went without its photo (the host refused the photo), to say so on the card. */
let droppedPhotos: string[] = [];
let sending: Promise<void> | undefined;
let onSent: ((order: StaffOrderView) => void) | undefined;
/** Bumped on every change: the snapshot React compares. */
let version = 0;

const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};

async function refreshWaiting() {
  const all = await (await db()).getAll('taps');
  waiting = all.sort((a, b) => a.seq - b.seq);
  notify();
}

/**
 * Uploads a tap's photo and keeps the tap with its reference instead of the bytes, so a later
 * retry does not upload it twice. Null when there is no signal; the tap without the photo when
 * the host refuses it (a delivery matters more than its photo).
 */
async function withPhotoSent(tap: QueuedTap): Promise<QueuedTap | null> {
  const { photo, ...rest } = tap;
  if (!photo) return tap;
  let sent: QueuedTap = rest;
  try {
    const { ref } = await backend.uploadPhoto(photo, 'deliveryProof', tap.orderId);
    sent = { ...rest, input: { ...tap.input, photo: ref } as QueuedTap['input'] };
  } catch (caught) {
    const status = caught instanceof BackendError ? caught.status : 'NETWORK';
    if (waitingStatuses.has(status)) {
      if (!tap.waited) await (await db()).put('taps', { ...tap, waited: true });
      return null;
    }
    droppedPhotos = [...droppedPhotos.filter((id) => id !== tap.orderId), tap.orderId];
  }
  await (await db()).put('taps', sent);
  return sent;
}

/** Sends one tap; false when it must wait for signal. */
async function sendOne(waitingTap: QueuedTap): Promise<boolean> {
  const tap = await withPhotoSent(waitingTap);
  if (!tap) return false;
  try {
    const result = await backend.call<{ order: StaffOrderView | null }>(tap.action, {
      ...tap.input,
      tap: tap.waited ? { id: tap.id, at: tap.at } : { id: tap.id },
    });
    if (result.order) onSent?.(result.order);
  } catch (caught) {
    const error =
      caught instanceof BackendError ? caught : new BackendError('NETWORK', String(caught));
    if (waitingStatuses.has(error.status)) {
      if (!tap.waited) await (await db()).put('taps', { ...tap, waited: true });
      return false;
    }
    // Refused: the courier is told why; sending it again would be refused again.
    refusals = [
      ...refusals.filter((each) => each.orderId !== tap.orderId),
      { orderId: tap.orderId, error },
    ];
  }
  await (await db()).delete('taps', tap.id);
  return true;
}

/** Sends the waiting taps in tap order, one sender at a time, stopping at the first without signal. */
export function sendWaitingTaps(): Promise<void> {
  sending ??= (async () => {
    try {
      await refreshWaiting();
      for (const tap of waiting) {
        if (!(await sendOne(tap))) break;
      }
    } finally {
      sending = undefined;
      await refreshWaiting();
    }
  })();
  return sending;
}

/**
 * Keeps a tap, then sends the queue: at once when there is signal, later when not. True when
 * the tap still waits (the caller shows the move ahead of the host).
 */
export async function tap(
  action: TapAction,
  input: QueuedTap['input'],
  orderId: string,
  photo?: Blob,
): Promise<boolean> {
  const queued: QueuedTap = {
    id: crypto.randomUUID(),
    // After every tap still waiting, even if the phone's clock stepped back.
    seq: Math.max(Date.now(), (waiting.at(-1)?.seq ?? 0) + 1),
    orderId,
    action,
    input,
    at: new Date().toISOString(),
    ...(photo ? { photo } : {}),
  };
  refusals = refusals.filter((each) => each.orderId !== orderId);
  droppedPhotos = droppedPhotos.filter((each) => each !== orderId);
  await (await db()).put('taps', queued);
  await refreshWaiting();
  await sending;
  await sendWaitingTaps();
  return waiting.some((each) => each.id === queued.id);
}

export const waitingTaps = () => waiting;
export const tapRefusals = () => refusals;
export const tapPhotosDropped = () => droppedPhotos;
export const tapsVersion = () => version;

export function subscribeToTaps(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where the host's answer to a tap sent later goes: the courier's board. */
export function whenTapSent(handler: ((order: StaffOrderView) => void) | undefined) {
  onSent = handler;
}
