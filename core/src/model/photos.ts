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
