import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

/** Why a customer sent a photo: it decides who may see it. */
export const photoPurposes = ['prescription', 'shoppingList'] as const;
export const photoPurposeSchema = z.enum(photoPurposes);
export type PhotoPurpose = z.infer<typeof photoPurposeSchema>;

export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const photoContentTypeSchema = z.enum(photoContentTypes);
export type PhotoContentType = z.infer<typeof photoContentTypeSchema>;

/** Largest photo accepted: the web app shrinks camera photos to well under this. */
export const maxPhotoBytes = 3 * 1024 * 1024;

/**
 * A photo no order took within this time is deleted with its bytes: long enough to finish an
 * order on a slow phone or come back after lunch, short enough that uploads alone cannot pile up.
 */
export const unattachedPhotoLifetimeMs = 6 * 60 * 60 * 1000;

/** All stored photos together, unless the deployment sets its own cap. */
export const defaultPhotoStorageLimitBytes = 2 * 1024 * 1024 * 1024;

/**
 * How much photo storage is in use, one document (`photoStorageId`): raised as each photo is
 * recorded, lowered as unattached ones are deleted, and set to what is really stored by each
 * sweep. `limitBytes` is the cap in force, so storage.rules on Firebase can refuse uploads too.
 */
export const photoStorageSchema = z.object({
  id: idSchema,
  bytes: z.int().min(0),
  limitBytes: z.int().min(0),
  updatedAt: isoDateTimeSchema,
});
export type PhotoStorage = z.infer<typeof photoStorageSchema>;
export const photoStorageId = 'total';

/**
 * A photo a customer uploaded for an order. The bytes live with the host (a file, or Cloud
 * Storage); this record says what it is and which order took it: a photo joins one order only.
 */
export const photoSchema = z.object({
  id: idSchema,
  purpose: photoPurposeSchema,
  contentType: photoContentTypeSchema,
  bytes: z.int().min(1).max(maxPhotoBytes),
  orderId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /**
   * Where the host keeps the bytes when the id alone does not name them (Cloud Storage:
   * `uploads/<purpose>/<uploader>/<id>`); absent where it does (the local host's folder).
   */
  objectPath: z.string().min(1).max(300).optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/** The reference an order stores, e.g. "uploads/k3j…". */
export const photoRef = (id: string) => `uploads/${id}`;
export const photoIdOfRef = (ref: string): string | undefined =>
  /^uploads\/([A-Za-z0-9_-]{1,64})$/.exec(ref)?.[1];
