import { z } from 'zod';
import type { ActionContext } from '../app/define';
import { DomainError, invalid } from '../app/errors';
import {
  maxPhotoBytes,
  type Photo,
  type PhotoPurpose,
  photoContentTypeSchema,
  photoIdOfRef,
  photoPurposeSchema,
  photoPurposes,
  photoRef,
  photoStorageId,
  unattachedPhotoLifetimeMs,
} from '../model/photos';
import type { Transaction } from '../ports';

export const recordPhotoInput = z.strictObject({
  purpose: photoPurposeSchema,
  contentType: photoContentTypeSchema,
  bytes: z.int().min(1, 'The photo is empty').max(maxPhotoBytes, 'The photo is larger than 3 MB'),
});

/** The cap on all stored photos together, as the host is configured. */
export interface PhotoStorageLimit {
  limitBytes: number;
}

const storageFull = () =>
  new DomainError(
    'resource-exhausted',
    'Photo storage is full for now. Please write your list as text, or try again later.',
  );

/**
 * Records a photo whose bytes the host has just stored (already re-encoded), and answers the
 * reference an order sends. Refused when the photos stored so far and this one would pass the
 * storage cap. An id is recorded once. Not a callable action: the bytes arrive on the host's
 * upload route (or in Cloud Storage).
 */
export async function recordPhoto(
  ctx: Pick<ActionContext, 'store' | 'ids' | 'clock'>,
  raw: z.input<typeof recordPhotoInput>,
  id: string,
  storage: PhotoStorageLimit,
  /**
   * Where the host keeps the file, when it is not under the id (Cloud Storage's upload path),
   * and for a product photo the sender's shop (`productPhotoSender`).
   */
  location: Pick<Photo, 'objectPath' | 'shopId'> = {},
): Promise<{ id: string; ref: string }> {
  const parsed = recordPhotoInput.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Not a photo');
  const now = ctx.clock.now().toISOString();
  const photo: Photo = {
    id,
    ...parsed.data,
    orderId: null,
    // A product photo is looked for by this field while no product shows it (the sweep).
    ...(parsed.data.purpose === 'product' ? { productId: null } : {}),
    createdAt: now,
    ...location,
  };
  await ctx.store.transaction(async (tx) => {
    const [existing, usage] = await Promise.all([
      tx.get('photos', id),
      tx.get('photoStorage', photoStorageId),
    ]);
    if (existing) throw new DomainError('already-exists', 'This photo was already recorded');
    const bytes = (usage?.bytes ?? 0) + photo.bytes;
    if (bytes > storage.limitBytes) throw storageFull();
    tx.set('photos', photo);
    tx.set('photoStorage', {
      id: photoStorageId,
      bytes,
      limitBytes: storage.limitBytes,
      updatedAt: now,
    });
  });
  return { id, ref: photoRef(id) };
}

/** Whether another photo of `bytes` fits under the cap: checked before any work on its bytes. */
export async function assertPhotoStorageRoom(
  ctx: Pick<ActionContext, 'store'>,
  bytes: number,
  storage: PhotoStorageLimit,
): Promise<void> {
  const usage = await ctx.store.get('photoStorage', photoStorageId);
  if ((usage?.bytes ?? 0) + bytes > storage.limitBytes) throw storageFull();
}

/** Unattached photos looked at per sweep; a fuller backlog is worked through over several. */
const sweepBatch = 200;

/**
 * Deletes the records of photos no order took within `unattachedPhotoLifetimeMs` and answers
 * them, so the host deletes their bytes. Each is re-read in its own transaction: a photo an
 * order took a moment ago is kept.
 */
export async function forgetUnattachedPhotos(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
): Promise<Photo[]> {
  const cutoff = ctx.clock.now().getTime() - unattachedPhotoLifetimeMs;
  // One query per purpose (an order photo waits for an order, a product photo for a product),
  // so that the many photos products show never crowd unattached ones out of a batch.
  const batches = await Promise.all(
    photoPurposes.map((purpose) =>
      ctx.store.query('photos', {
        where: [
          ['purpose', purpose],
          [purpose === 'product' ? 'productId' : 'orderId', null],
        ],
        orderBy: { field: 'createdAt' },
        limit: sweepBatch,
      }),
    ),
  );
  const candidates = batches.flat().filter((photo) => Date.parse(photo.createdAt) <= cutoff);
  const forgotten: Photo[] = [];
  for (const candidate of candidates) {
    const removed = await ctx.store.transaction(async (tx) => {
      const [photo, usage] = await Promise.all([
        tx.get('photos', candidate.id),
        tx.get('photoStorage', photoStorageId),
      ]);
      if (!photo || !isUnattached(photo)) return null;
      tx.delete('photos', photo.id);
      if (usage) {
        tx.set('photoStorage', {
          ...usage,
          bytes: Math.max(0, usage.bytes - photo.bytes),
          updatedAt: ctx.clock.now().toISOString(),
        });
      }
      return photo;
    });
    if (removed) forgotten.push(removed);
  }
  return forgotten;
}

/** Whether no order (order photos) or product (product photos) holds the photo. */
const isUnattached = (photo: Photo) =>
  photo.purpose === 'product' ? !photo.productId : photo.orderId === null;

/**
 * Sets the usage to what the host really stores (files on disk, objects in the bucket,
 * including uploads never recorded), and the cap in force.
 */
export async function settlePhotoStorage(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
  bytes: number,
  storage: PhotoStorageLimit,
): Promise<void> {
  await ctx.store.transaction(async (tx) => {
    const current = await tx.get('photoStorage', photoStorageId);
    // Unchanged figures are not written again: a quiet sweep leaves the database as it was.
    if (current?.bytes === bytes && current.limitBytes === storage.limitBytes) return;
    tx.set('photoStorage', {
      id: photoStorageId,
      bytes,
      limitBytes: storage.limitBytes,
      updatedAt: ctx.clock.now().toISOString(),
    });
  });
}

/**
 * Reads the photo an order refers to (a transaction's read phase): it must exist, be of the
 * right kind and not belong to another order. Call `attachPhoto` in the write phase.
 */
export async function photoForOrder(
  tx: Transaction,
  ref: string,
  purpose: PhotoPurpose,
): Promise<Photo> {
  const id = photoIdOfRef(ref);
  const photo = id ? await tx.get('photos', id) : null;
  if (!photo || photo.purpose !== purpose) {
    throw new DomainError('not-found', 'The photo was not found; please attach it again');
  }
  if (photo.orderId !== null) {
    throw new DomainError('already-exists', 'This photo is already part of another order');
  }
  return photo;
}

export function attachPhoto(tx: Transaction, photo: Photo, orderId: string): void {
  tx.set('photos', { ...photo, orderId });
}
