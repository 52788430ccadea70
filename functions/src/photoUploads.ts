import {
  type ActionContext,
  DomainError,
  idSchema,
  type Photo,
  type PhotoContentType,
  photoContentTypes,
  photoPurposeSchema,
  photoRef,
  recordPhotoInput,
} from '@town/core';
import { z } from 'zod';

/** An uploaded object as Cloud Storage describes it. */
export interface StoredObject {
  contentType: string;
  bytes: number;
  /** The first bytes of the file, to tell a real image from a renamed file. */
  head: Uint8Array;
}

/** The Cloud Storage files the photo callables work with (firebase-admin's bucket). */
export interface PhotoObjects {
  /** The object at `path`, or null when there is none. */
  find(path: string): Promise<StoredObject | null>;
  /** A link that reads the object at `path` until `expiresAt`, for whoever holds it. */
  readLink(path: string, expiresAt: Date): Promise<string>;
}

/** Where the web app uploads a photo; storage.rules let only that user create it, once. */
export const uploadPath = (purpose: string, uid: string, photoId: string) =>
  `uploads/${purpose}/${uid}/${photoId}`;

/** The first bytes of each accepted format (as the local host checks an upload). */
const signatures: Record<PhotoContentType, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [137, 80, 78, 71, 13, 10, 26, 10].every((byte, i) => b[i] === byte),
  'image/webp': (b) => text(b, 0, 4) === 'RIFF' && text(b, 8, 12) === 'WEBP',
};
const text = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, to));

export const recordUploadInput = z.strictObject({
  purpose: photoPurposeSchema,
  photoId: idSchema,
});

/**
 * Records a photo the caller has just uploaded to Cloud Storage, after checking what is really
 * there (type, size, its first bytes), and answers the reference an order sends: the Firebase
 * twin of the local host's POST /api/photos. A photo id is recorded once: a second call for the
 * same file is refused, so a photo that joined an order can never be freed for another.
 */
export async function recordUploadedPhoto(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
  objects: PhotoObjects,
  uid: string,
  raw: unknown,
): Promise<{ ref: string }> {
  const input = recordUploadInput.safeParse(raw);
  if (!input.success) {
    throw new DomainError('invalid-argument', 'Send {"purpose": ..., "photoId": ...}');
  }
  const { purpose, photoId } = input.data;
  const stored = await objects.find(uploadPath(purpose, uid, photoId));
  if (!stored) throw new DomainError('not-found', 'The photo was not uploaded; please try again');
  const contentType = stored.contentType as PhotoContentType;
  if (!photoContentTypes.includes(contentType) || !signatures[contentType](stored.head)) {
    throw new DomainError('invalid-argument', 'Send a JPEG, PNG or WebP photo');
  }
  const fields = recordPhotoInput.safeParse({ purpose, contentType, bytes: stored.bytes });
  if (!fields.success) {
    throw new DomainError('invalid-argument', fields.error.issues[0]?.message ?? 'Not a photo');
  }
  const photo: Photo = {
    id: photoId,
    ...fields.data,
    orderId: null,
    createdAt: ctx.clock.now().toISOString(),
    objectPath: uploadPath(purpose, uid, photoId),
  };
  await ctx.store.transaction(async (tx) => {
    if (await tx.get('photos', photoId)) {
      throw new DomainError('already-exists', 'This photo was already recorded');
    }
    tx.set('photos', photo);
  });
  return { ref: photoRef(photoId) };
}
