import {
  type ActionContext,
  assertMayUploadPhoto,
  assertPhotoStorageRoom,
  DomainError,
  forgetUnattachedPhotos,
  idSchema,
  maxPhotoBytes,
  type PhotoStorageLimit,
  type Principal,
  photoContentTypes,
  photoPurposeSchema,
  productPhotoFile,
  productPhotoSender,
  productPhotoWidths,
  recordPhoto,
  settlePhotoStorage,
  unattachedPhotoLifetimeMs,
} from '@town/core';
import { productPhotoVariants, reencodePhoto } from '@town/core/node';
import { z } from 'zod';

/** An uploaded object as Cloud Storage describes it. */
export interface StoredObject {
  contentType: string;
  bytes: number;
}

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
  /** The object at `path`, or null when there is none. */
  find(path: string): Promise<StoredObject | null>;
  /** A link that reads the object at `path` until `expiresAt`, for whoever holds it. */
  readLink(path: string, expiresAt: Date): Promise<string>;
  /** The object's bytes. */
  read(path: string): Promise<Uint8Array>;
  /** Writes `bytes` over the object at `path`, with the headers it is served with. */
  replace(path: string, bytes: Uint8Array, servedAs: ServedAs): Promise<void>;
  /** Deletes the object; nothing when it is already gone. */
  remove(path: string): Promise<void>;
  /** Every object under `prefix`. */
  list(prefix: string): Promise<ListedObject[]>;
}

/** Where the web app uploads a photo; storage.rules let only that user create it, once. */
export const uploadPath = (purpose: string, uid: string, photoId: string) =>
  `uploads/${purpose}/${uid}/${photoId}`;

/**
 * Where a product photo's widths are kept once checked: under catalog/, which storage.rules
 * let anyone read (the public pages show them), written only by the functions.
 */
export const productPhotoPath = (file: string) => `catalog/products/${file}`;

export const recordUploadInput = z.strictObject({
  purpose: photoPurposeSchema,
  photoId: idSchema,
});

const notAPhoto = () => new DomainError('invalid-argument', 'Send a JPEG, PNG or WebP photo');

/**
 * Records a photo the caller has just uploaded to Cloud Storage, and answers the reference an
 * order sends: the Firebase twin of the local host's POST /api/photos. The upload is decoded and
 * encoded again (sharp) and written back over itself, so only new pixels are kept (no EXIF, no
 * page hidden behind an image header), served inline under a plain name. A file that is not an
 * image is deleted at once. Refused when photo storage is full. A photo id is recorded once: a
 * second call for the same file is refused, so a photo that joined an order can never be freed
 * for another.
 */
export async function recordUploadedPhoto(
  ctx: Pick<ActionContext, 'store' | 'clock' | 'ids'>,
  objects: PhotoObjects,
  storage: PhotoStorageLimit,
  uid: string,
  raw: unknown,
  principal: Principal = { role: 'visitor' },
): Promise<{ ref: string }> {
  const input = recordUploadInput.safeParse(raw);
  if (!input.success) {
    throw new DomainError('invalid-argument', 'Send {"purpose": ..., "photoId": ...}');
  }
  const { purpose, photoId } = input.data;
  assertMayUploadPhoto(principal, purpose);
  const path = uploadPath(purpose, uid, photoId);
  const stored = await objects.find(path);
  if (!stored) throw new DomainError('not-found', 'The photo was not uploaded; please try again');
  if (await ctx.store.get('photos', photoId)) {
    throw new DomainError('already-exists', 'This photo was already recorded');
  }
  if (stored.bytes > maxPhotoBytes) {
    await objects.remove(path);
    throw new DomainError('invalid-argument', 'The photo is larger than 3 MB');
  }
  if (!(photoContentTypes as readonly string[]).includes(stored.contentType)) {
    await objects.remove(path);
    throw notAPhoto();
  }
  await assertPhotoStorageRoom(ctx, stored.bytes, storage);
  if (purpose === 'product') {
    const sender = productPhotoSender(principal);
    return recordProductPhoto(ctx, objects, storage, path, photoId, sender);
  }
  let clean: Awaited<ReturnType<typeof reencodePhoto>>;
  try {
    clean = await reencodePhoto(await objects.read(path), stored.contentType);
  } catch (error) {
    await objects.remove(path);
    throw error;
  }
  await objects.replace(path, clean.bytes, {
    contentType: clean.contentType,
    contentDisposition: `inline; filename="${purpose}-${photoId}.jpg"`,
    cacheControl: 'private, max-age=3600',
  });
  const { ref } = await recordPhoto(
    ctx,
    { purpose, contentType: clean.contentType, bytes: clean.bytes.length },
    photoId,
    storage,
    { objectPath: path },
  );
  return { ref };
}

/**
 * A product photo: its widths written under catalog/products (public, cached for good: a new
 * photo gets a new id), the upload itself deleted, and the photo recorded for no product yet.
 */
async function recordProductPhoto(
  ctx: Pick<ActionContext, 'store' | 'clock' | 'ids'>,
  objects: PhotoObjects,
  storage: PhotoStorageLimit,
  uploadedAt: string,
  photoId: string,
  sender: ReturnType<typeof productPhotoSender>,
): Promise<{ ref: string }> {
  let variants: Awaited<ReturnType<typeof productPhotoVariants>>;
  try {
    variants = await productPhotoVariants(await objects.read(uploadedAt));
  } catch (error) {
    await objects.remove(uploadedAt);
    throw error;
  }
  const paths = variants.map((variant) =>
    productPhotoPath(productPhotoFile(photoId, variant.width)),
  );
  try {
    for (const variant of variants) {
      await objects.replace(
        productPhotoPath(productPhotoFile(photoId, variant.width)),
        variant.bytes,
        {
          contentType: variant.contentType,
          contentDisposition: 'inline',
          cacheControl: 'public, max-age=31536000, immutable',
        },
      );
    }
    const total = variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    const { ref } = await recordPhoto(
      ctx,
      { purpose: 'product', contentType: 'image/webp', bytes: total },
      photoId,
      storage,
      sender,
    );
    await objects.remove(uploadedAt);
    return { ref };
  } catch (error) {
    await Promise.all(paths.map((path) => objects.remove(path)));
    throw error;
  }
}

/**
 * The scheduled photo sweep: deletes photo records no order took within
 * `unattachedPhotoLifetimeMs`, then every upload as old with no record (never recorded, or its
 * record just deleted), and sets the storage in use to what the bucket's uploads really hold,
 * which storage.rules read to refuse new uploads when full.
 */
export async function sweepUploadedPhotos(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
  objects: PhotoObjects,
  storage: PhotoStorageLimit,
): Promise<{ deleted: number }> {
  for (const photo of await forgetUnattachedPhotos(ctx)) {
    if (photo.purpose !== 'product') continue;
    for (const width of productPhotoWidths) {
      await objects.remove(productPhotoPath(productPhotoFile(photo.id, width)));
    }
  }
  const cutoff = ctx.clock.now().getTime() - unattachedPhotoLifetimeMs;
  let deleted = 0;
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
