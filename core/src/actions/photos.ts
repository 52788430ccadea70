import { z } from 'zod';
import type { ActionContext } from '../app/define';
import { DomainError, invalid } from '../app/errors';
import type { Principal } from '../app/principal';
import { checkCounters, clientKey, counterId } from '../limits/requestCounters';
import {
  defaultPhotoRetentionDays,
  defaultPhotoUploadLimits,
  isPublicPhotoPurpose,
  maxPhotoBytes,
  type Photo,
  type PhotoPurpose,
  type PhotoUploadLimits,
  type PrivatePhotoPurpose,
  type PublicPhotoPurpose,
  photoContentTypeSchema,
  photoContentTypes,
  photoIdOfRef,
  photoPurposeSchema,
  photoPurposes,
  photoRef,
  photoStorageId,
  unattachedPhotoLifetimeMs,
} from '../model/photos';
import { orderPhotoRefs, withPhotoRetention } from '../orders/photoRetention';
import { assertMayUploadProof } from '../orders/proofPhotos';
import { saveOrder } from '../orders/saveOrder';
import { isFinal } from '../orders/statusMachine';
import type { PhotoEncoder, PhotoObject, PhotoObjectStore, Transaction } from '../ports';
import { minutesText } from '../refusals';
import { loadTown } from '../town/stored';
import { assertMayUploadPhoto, productPhotoSender } from './productPhotos';

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
  location: Pick<Photo, 'objectPath' | 'shopId' | 'proofOf'> = {},
): Promise<{ id: string; ref: string }> {
  const parsed = recordPhotoInput.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Not a photo');
  const now = ctx.clock.now().toISOString();
  const photo: Photo = {
    id,
    ...parsed.data,
    orderId: null,
    // A public photo is looked for by its holder's field while nothing shows it (the sweep).
    ...(parsed.data.purpose === 'product' ? { productId: null } : {}),
    ...(parsed.data.purpose === 'catalog' ? { catalogItem: null } : {}),
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

/** A photo as a host received it (POST /api/photos, the recordPhoto callable), unchecked. */
export interface PhotoUpload {
  /**
   * Why it is sent, as the sender named it: prescription, shoppingList, product, catalog or
   * deliveryProof.
   */
  purpose: unknown;
  /** A delivery proof: the order it is taken for, as the sender named it. */
  orderId?: unknown;
  /** The type the sender declared (its Content-Type, without parameters). */
  contentType: string | undefined;
  bytes: Uint8Array;
}

/** What the upload use case works with besides the store: the host's bytes and sharp. */
export interface PhotoUploadPorts {
  objects: PhotoObjectStore;
  encoder: PhotoEncoder;
  storage: PhotoStorageLimit;
  /** Uploads an hour per client address; absent: `defaultPhotoUploadLimits` (tests raise them). */
  limits?: PhotoUploadLimits;
}

/** What an upload works with: the store, and who sends it (its address, digested to a key). */
export type PhotoUploadContext = Pick<
  ActionContext,
  'store' | 'ids' | 'clock' | 'hasher' | 'client'
>;

const hourMs = 60 * 60 * 1000;

const notAPhoto = () => new DomainError('invalid-argument', 'Send a JPEG, PNG or WebP photo');

/**
 * A photo upload, the same on both hosts: who sends it (anyone for an order, a shop's vendor
 * or an admin for a product), its size and type, the sender's uploads this hour (per client
 * address) and room under the photo cap (both counted here, before any decoding and before a
 * byte is kept), then new pixels only (no metadata, nothing after the
 * image), kept through the host's object store and recorded. Answers the reference an order or
 * a product takes. What was kept is deleted again when recording is refused.
 */
export async function uploadPhoto(
  ctx: PhotoUploadContext,
  ports: PhotoUploadPorts,
  principal: Principal,
  upload: PhotoUpload,
): Promise<{ ref: string }> {
  const purpose = photoPurposeSchema.safeParse(upload.purpose);
  if (!purpose.success) {
    throw invalid('purpose must be prescription, shoppingList, product, catalog or deliveryProof');
  }
  assertMayUploadPhoto(principal, purpose.data);
  const proofOf =
    purpose.data === 'deliveryProof'
      ? await assertMayUploadProof(ctx.store, principal, upload.orderId)
      : undefined;
  const { bytes, contentType } = upload;
  if (bytes.length === 0) throw invalid('The photo is empty');
  if (bytes.length > maxPhotoBytes) throw invalid('The photo is larger than 3 MB');
  if (!(photoContentTypes as readonly (string | undefined)[]).includes(contentType)) {
    throw notAPhoto();
  }
  // Refused before any decoding when full, or when this client sent its hour's photos: a full
  // disk or bucket, or a flood of large images to decode, costs an attacker nothing more.
  await admitUpload(ctx, ports, principal, bytes.length);
  if (isPublicPhotoPurpose(purpose.data)) {
    // A catalog picture is an admin's only (`assertMayUploadPhoto`): no shop to record.
    const sender = purpose.data === 'product' ? productPhotoSender(principal) : {};
    return uploadPublicPhoto(ctx, ports, purpose.data, sender, bytes, contentType);
  }
  return uploadOrderPhoto(ctx, ports, purpose.data, bytes, contentType, proofOf);
}

/**
 * An order's photo: one JPEG, kept under a new id and recorded for no order yet (a delivery
 * proof with the order it was taken for).
 */
async function uploadOrderPhoto(
  ctx: PhotoUploadContext,
  ports: PhotoUploadPorts,
  purpose: PrivatePhotoPurpose,
  bytes: Uint8Array,
  declaredType: string | undefined,
  proofOf: string | undefined,
): Promise<{ ref: string }> {
  const clean = await ports.encoder.reencode(bytes, declaredType);
  const object: PhotoObject = {
    photoId: ctx.ids.newId(),
    purpose,
    contentType: clean.contentType,
  };
  const objectPath = await ports.objects.put(object, clean.bytes);
  try {
    const { ref } = await recordPhoto(
      ctx,
      { purpose, contentType: clean.contentType, bytes: clean.bytes.length },
      object.photoId,
      ports.storage,
      { ...(objectPath ? { objectPath } : {}), ...(proofOf ? { proofOf } : {}) },
    );
    return { ref };
  } catch (error) {
    await ports.objects.remove(object);
    throw error;
  }
}

/**
 * A product photo or a catalog picture: kept only in the widths pages ask for
 * (`productPhotoWidths`, WebP), recorded for no document yet (a product photo with the
 * sender's shop).
 */
async function uploadPublicPhoto(
  ctx: PhotoUploadContext,
  ports: PhotoUploadPorts,
  purpose: PublicPhotoPurpose,
  sender: Pick<Photo, 'shopId'>,
  bytes: Uint8Array,
  declaredType: string | undefined,
): Promise<{ ref: string }> {
  const variants = await ports.encoder.productVariants(bytes, declaredType);
  const photoId = ctx.ids.newId();
  const widths = variants.map((variant) => ({
    object: {
      photoId,
      purpose,
      width: variant.width,
      contentType: 'image/webp',
    } as const,
    bytes: variant.bytes,
  }));
  try {
    for (const { object, bytes } of widths) await ports.objects.put(object, bytes);
    const total = variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    const { ref } = await recordPhoto(
      ctx,
      { purpose, contentType: 'image/webp', bytes: total },
      photoId,
      ports.storage,
      sender,
    );
    return { ref };
  } catch (error) {
    await Promise.all(widths.map(({ object }) => ports.objects.remove(object)));
    throw error;
  }
}

/**
 * Counts the upload against its client address (visitors' and staff's apart, staff's higher)
 * and checks room under the cap, in one transaction: an upload refused for either counts
 * nothing. When the host cannot tell the client (tools, in-process tests), only the cap holds.
 */
async function admitUpload(
  ctx: PhotoUploadContext,
  ports: PhotoUploadPorts,
  principal: Principal,
  bytes: number,
): Promise<void> {
  const client = await clientKey(ctx);
  if (!client) return assertPhotoStorageRoom(ctx, bytes, ports.storage);
  const limits = ports.limits ?? defaultPhotoUploadLimits;
  const staff = principal.role !== 'visitor';
  await ctx.store.transaction(async (tx) => {
    const count = await checkCounters(tx, ctx.clock.now().getTime(), [
      {
        id: counterId(staff ? 'photos_staff' : 'photos_client', client),
        max: staff ? Math.max(limits.staffPerHour, limits.visitorsPerHour) : limits.visitorsPerHour,
        windowMs: hourMs,
        refusal: (minutes) =>
          `Too many photos from this connection. Try again in ${minutesText(minutes)}.`,
      },
    ]);
    const usage = await tx.get('photoStorage', photoStorageId);
    if ((usage?.bytes ?? 0) + bytes > ports.storage.limitBytes) throw storageFull();
    count();
  });
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
  // One query per purpose (an order photo waits for an order, a product photo for a product,
  // a catalog picture for a shop, doctor or news post), so that the many photos pages show
  // never crowd unattached ones out of a batch.
  const batches = await Promise.all(
    photoPurposes.map((purpose) =>
      ctx.store.query('photos', {
        where: [
          ['purpose', purpose],
          [holderField[purpose], null],
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

const dayMs = 24 * 60 * 60 * 1000;

/** Ended orders looked at per pass; a fuller backlog is worked through over several passes. */
const retentionBatch = 100;

/**
 * Deletes the records of the private photos of orders that ended more than the town's
 * `photoRetentionDays` ago (default `defaultPhotoRetentionDays`) and answers them, so the host
 * deletes their bytes; the order keeps its references and says the photos were removed. Only
 * due orders are read (`photosKeptSince` below the cutoff), a batch a pass, and each is
 * re-read with its photos in its own transaction: an order reopened meanwhile keeps them.
 */
export async function forgetExpiredOrderPhotos(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
): Promise<Photo[]> {
  const town = await loadTown(ctx.store);
  const afterDays = town?.photoRetentionDays ?? defaultPhotoRetentionDays;
  const cutoff = new Date(ctx.clock.now().getTime() - afterDays * dayMs).toISOString();
  await stampOrdersOfOldPhotos(ctx, cutoff);
  const due = await ctx.store.query('orders', {
    below: ['photosKeptSince', cutoff],
    limit: retentionBatch,
  });
  const forgotten: Photo[] = [];
  for (const candidate of due) {
    forgotten.push(...(await forgetPhotosOf(ctx, candidate.id, cutoff, afterDays)));
  }
  return forgotten;
}

/** The photos an order keeps for itself (public ones belong to the catalog). */
const privatePurposes = photoPurposes.filter((purpose) => !isPublicPhotoPurpose(purpose));

/**
 * Orders that ended before `photosKeptSince` existed (or through a write that missed it) were
 * never stamped, so the purge would keep their photos for ever. Their photos are older than the
 * cutoff: each pass reads the oldest such photos of each private purpose and stamps their ended
 * orders, which the purge then finds. Once purged a photo's record is gone, so the query comes
 * back empty in a town whose orders are all stamped; what it still returns are photos of orders
 * open (or ended) for longer than the retention period, rare in a town's day.
 */
async function stampOrdersOfOldPhotos(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
  cutoff: string,
): Promise<void> {
  const batches = await Promise.all(
    privatePurposes.map((purpose) =>
      ctx.store.query('photos', {
        where: [['purpose', purpose]],
        below: ['createdAt', cutoff],
        limit: retentionBatch,
      }),
    ),
  );
  const orderIds = new Set(
    batches.flat().flatMap((photo) => (photo.orderId ? [photo.orderId] : [])),
  );
  for (const orderId of orderIds) {
    await ctx.store.transaction(async (tx) => {
      const order = await tx.get('orders', orderId);
      // Saving stamps an ended order holding photos; any other is left as it is.
      if (order && withPhotoRetention(order) !== order) saveOrder(tx, order);
    });
  }
}

/** One order's purge, in one transaction: its photos, the storage in use, and its mark. */
function forgetPhotosOf(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
  orderId: string,
  cutoff: string,
  afterDays: number,
): Promise<Photo[]> {
  return ctx.store.transaction(async (tx) => {
    const order = await tx.get('orders', orderId);
    if (!order?.photosKeptSince || order.photosKeptSince >= cutoff || !isFinal(order.status)) {
      return [];
    }
    const ids = [...new Set(orderPhotoRefs(order).map(photoIdOfRef))].filter(
      (id): id is string => id !== undefined,
    );
    const [usage, ...found] = await Promise.all([
      tx.get('photoStorage', photoStorageId),
      ...ids.map((id) => tx.get('photos', id)),
    ]);
    // Only this order's own private photos: a reference never deletes another's record.
    const photos = found.filter(
      (photo): photo is Photo =>
        photo !== null && photo.orderId === order.id && !isPublicPhotoPurpose(photo.purpose),
    );
    const now = ctx.clock.now().toISOString();
    for (const photo of photos) tx.delete('photos', photo.id);
    if (usage && photos.length > 0) {
      const bytes = photos.reduce((sum, photo) => sum + photo.bytes, 0);
      tx.set('photoStorage', {
        ...usage,
        bytes: Math.max(0, usage.bytes - bytes),
        updatedAt: now,
      });
    }
    const { photosKeptSince: _due, ...kept } = order;
    // The shops' copies say so too.
    saveOrder(tx, { ...kept, photosRemoved: { at: now, afterDays } });
    return photos;
  });
}

/** The field of a photo's record that names what holds it, null while nothing does. */
const holderField = {
  prescription: 'orderId',
  shoppingList: 'orderId',
  product: 'productId',
  catalog: 'catalogItem',
  deliveryProof: 'orderId',
} as const satisfies Record<PhotoPurpose, keyof Photo>;

/** Whether no order, product, or shop, doctor or news post (by purpose) holds the photo. */
const isUnattached = (photo: Photo) => !photo[holderField[photo.purpose]];

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
