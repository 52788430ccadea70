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
  photoRef,
} from '../model/photos';
import type { Transaction } from '../ports';

export const recordPhotoInput = z.strictObject({
  purpose: photoPurposeSchema,
  contentType: photoContentTypeSchema,
  bytes: z.int().min(1, 'The photo is empty').max(maxPhotoBytes, 'The photo is larger than 3 MB'),
});

/**
 * Records a photo whose bytes the host has just stored, and answers the reference an order
 * sends. Not a callable action: the bytes arrive on the host's upload route.
 */
export async function recordPhoto(
  ctx: Pick<ActionContext, 'store' | 'ids' | 'clock'>,
  raw: z.input<typeof recordPhotoInput>,
  id: string = ctx.ids.newId(),
): Promise<{ id: string; ref: string }> {
  const parsed = recordPhotoInput.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Not a photo');
  const photo: Photo = {
    id,
    ...parsed.data,
    orderId: null,
    createdAt: ctx.clock.now().toISOString(),
  };
  await ctx.store.transaction(async (tx) => {
    tx.set('photos', photo);
  });
  return { id, ref: photoRef(id) };
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
