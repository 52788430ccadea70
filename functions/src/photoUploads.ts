import {
  type ActionContext,
  DomainError,
  forgetExpiredOrderPhotos,
  forgetUnattachedPhotos,
  idSchema,
  isPublicPhotoPurpose,
  type PhotoObject,
  type PhotoObjectStore,
  type PhotoStorageLimit,
  type PhotoUploadContext,
  type Principal,
  productPhotoFile,
  productPhotoWidths,
  settlePhotoStorage,
  unattachedPhotoLifetimeMs,
  uploadPhoto,
} from '@town/core';
import { sharpPhotoEncoder } from '@town/core/node';

/** One object of a listing: its path, size and when it was written. */
export interface ListedObject {
  path: string;
  bytes: number;
  updatedAt: Date;
}

/** What a stored photo is served with (Cloud Storage keeps these with the object). */
export interface ServedAs {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

/** The Cloud Storage files the photo functions work on (firebase-admin's bucket). */
export interface PhotoObjects {
  /** A link that reads the object at `path` until `expiresAt`, for whoever holds it. */
  readLink(path: string, expiresAt: Date): Promise<string>;
  /** Writes `bytes` over the object at `path`, with the headers it is served with. */
  replace(path: string, bytes: Uint8Array, servedAs: ServedAs): Promise<void>;
  /** Deletes the object; nothing when it is already gone. */
  remove(path: string): Promise<void>;
  /** Every object under `prefix`. */
  list(prefix: string): Promise<ListedObject[]>;
}

/** Where an order's photo is kept: in the folder of the Firebase user who sent it. */
export const uploadPath = (purpose: string, uid: string, photoId: string) =>
  `uploads/${purpose}/${uid}/${photoId}`;

/**
 * Where a product photo's widths are kept, and a catalog picture's (a shop's, a doctor's, a news
 * post's) alike: under catalog/, which storage.rules let anyone read (the public pages show
 * them), written only by the functions. One folder for both, so that a page finds a picture's
 * address from its reference alone.
 */
export const productPhotoPath = (file: string) => `catalog/products/${file}`;

/**
 * The bucket as core's photo object store for one sender (`uid`): an order's photo under
 * uploads/ in the sender's folder, read by staff through a signed link (photoLinks.ts), served
 * inline under a plain name; each width of a product photo under catalog/products (public,
 * cached for good: a new photo gets a new id).
 */
export function bucketPhotoStore(objects: PhotoObjects, uid: string): PhotoObjectStore {
  const pathOf = (object: PhotoObject) =>
    'width' in object
      ? productPhotoPath(productPhotoFile(object.photoId, object.width))
      : uploadPath(object.purpose, uid, object.photoId);
  return {
    async put(object, bytes) {
      const path = pathOf(object);
      if ('width' in object) {
        await objects.replace(path, bytes, {
          contentType: object.contentType,
          contentDisposition: 'inline',
          cacheControl: 'public, max-age=31536000, immutable',
        });
        // A product photo's widths are found by its id (productPhotoPath): nothing to record.
        return undefined;
      }
      await objects.replace(path, bytes, {
        contentType: object.contentType,
        contentDisposition: `inline; filename="${object.purpose}-${object.photoId}.jpg"`,
        cacheControl: 'private, max-age=3600',
      });
      // The record keeps the path: the sender's uid is in it, not in the photo's id.
      return path;
    },
    remove: (object) => objects.remove(pathOf(object)),
  };
}

const sendAPhoto = () =>
  new DomainError(
    'invalid-argument',
    'Send {"purpose": ..., "contentType": ..., "photo": base64} (a delivery proof: "orderId" too)',
  );

/**
 * The recordPhoto callable's work, the Firebase twin of the local host's POST /api/photos: the
 * photo's bytes arrive base64 in the call and go through core's `uploadPhoto` (who may send it,
 * its size and type, the sender's uploads this hour by client address, room under the cap, new
 * pixels only, recorded), with the bucket as its object store. No browser writes to uploads/ (storage.rules): every byte there was counted
 * against the cap before it was kept.
 */
export async function recordUploadedPhoto(
  ctx: PhotoUploadContext,
  objects: PhotoObjects,
  storage: PhotoStorageLimit,
  uid: string,
  raw: unknown,
  principal: Principal = { role: 'visitor' },
): Promise<{ ref: string }> {
  if (typeof raw !== 'object' || raw === null) throw sendAPhoto();
  const { purpose, contentType, photo, orderId } = raw as Record<string, unknown>;
  if (typeof photo !== 'string' || (contentType !== undefined && typeof contentType !== 'string')) {
    throw sendAPhoto();
  }
  return uploadPhoto(
    ctx,
    { objects: bucketPhotoStore(objects, uid), encoder: sharpPhotoEncoder, storage },
    principal,
    { purpose, orderId, contentType, bytes: Buffer.from(photo, 'base64') },
  );
}

/**
 * The scheduled photo sweep: deletes photo records no order took within
 * `unattachedPhotoLifetimeMs`, those of orders ended longer ago than the town keeps photos
 * (with their objects), then every upload as old with no record (never recorded, or its
 * record just deleted, or an object a crash left unrecorded), and sets the storage in use to
 * what the bucket's uploads really hold.
 */
export async function sweepUploadedPhotos(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
  objects: PhotoObjects,
  storage: PhotoStorageLimit,
): Promise<{ deleted: number }> {
  for (const photo of await forgetUnattachedPhotos(ctx)) {
    if (!isPublicPhotoPurpose(photo.purpose)) continue;
    for (const width of productPhotoWidths) {
      await objects.remove(productPhotoPath(productPhotoFile(photo.id, width)));
    }
  }
  // An ended order's photos past the town's retention: their objects go at once, however new.
  let deleted = 0;
  for (const photo of await forgetExpiredOrderPhotos(ctx)) {
    if (photo.objectPath) await objects.remove(photo.objectPath);
    deleted++;
  }
  const cutoff = ctx.clock.now().getTime() - unattachedPhotoLifetimeMs;
  let bytes = 0;
  for (const object of await objects.list('uploads/')) {
    const photoId = object.path.split('/').pop() ?? '';
    const recorded = idSchema.safeParse(photoId).success
      ? await ctx.store.get('photos', photoId)
      : null;
    if (!recorded && object.updatedAt.getTime() < cutoff) {
      await objects.remove(object.path);
      deleted++;
    } else {
      bytes += object.bytes;
    }
  }
  await settlePhotoStorage(ctx, bytes, storage);
  return { deleted };
}
