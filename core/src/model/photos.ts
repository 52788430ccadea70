import { z } from 'zod';
import {
  type CatalogPhotoCollection,
  catalogPhotoCollections,
  defaultPhotoRetentionDays,
  photoRetentionDaysRange,
} from '../vocabulary';
import { idSchema, isoDateTimeSchema } from './common';

export {
  type CatalogPhotoCollection,
  catalogPhotoCollections,
  defaultPhotoRetentionDays,
  photoRetentionDaysRange,
};

/**
 * Why a photo was sent: it decides who may send and see it. A customer sends a prescription or
 * a shopping list with an order (seen by staff of that order only); a vendor or admin sends a
 * product's photo (public once set on the product); an admin sends a catalog picture, a shop's,
 * a doctor's or a news post's (public once set on it); the courier holding an order (or an admin)
 * sends a proof of delivery, taken at the door (seen by staff of that order only).
 */
export const photoPurposes = [
  'prescription',
  'shoppingList',
  'product',
  'catalog',
  'deliveryProof',
] as const;
export const photoPurposeSchema = z.enum(photoPurposes);
export type PhotoPurpose = z.infer<typeof photoPurposeSchema>;
/** The photos an order takes. */
export const orderPhotoPurposes = ['prescription', 'shoppingList'] as const;
export type OrderPhotoPurpose = (typeof orderPhotoPurposes)[number];
/**
 * The photos the public pages show: kept, served and swept alike (the widths below, WebP, read
 * by anyone once a document shows them), told apart by who may send them and what holds them.
 */
export const publicPhotoPurposes = ['product', 'catalog'] as const;
export type PublicPhotoPurpose = (typeof publicPhotoPurposes)[number];
/** The photos kept as one JPEG and shown to staff of their order only. */
export type PrivatePhotoPurpose = Exclude<PhotoPurpose, PublicPhotoPurpose>;
export const isPublicPhotoPurpose = (purpose: PhotoPurpose): purpose is PublicPhotoPurpose =>
  (publicPhotoPurposes as readonly string[]).includes(purpose);

/** What holds a catalog picture: "shops/<id>", "doctors/<id>" or "feeds/<id>". */
export const catalogPhotoHolder = (collection: CatalogPhotoCollection, id: string) =>
  `${collection}/${id}`;

/**
 * The widths a product photo is kept in (WebP): a product card on a 360 px phone shows it about
 * 160 CSS px wide, the product page about 330, so 320 and 640 cover 1x to 2x screens.
 */
export const productPhotoWidths = [320, 640] as const;
export type ProductPhotoWidth = (typeof productPhotoWidths)[number];
/**
 * Every product photo is kept 4:3, the shape of a product card's picture, cropped to what
 * matters in it: pages know its size before it loads, so nothing moves when it arrives.
 */
export const productPhotoHeight = (width: ProductPhotoWidth) => (width * 3) / 4;
/** The name of one width of a product photo: a file beside the photo's id, or a bucket object. */
export const productPhotoFile = (id: string, width: ProductPhotoWidth) => `${id}-w${width}.webp`;

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

/** Photo uploads one client address may send in an hour, counted in core's `uploadPhoto`. */
export interface PhotoUploadLimits {
  /** Visitors: a customer sends one or two photos with an order. */
  visitorsPerHour: number;
  /** Signed-in staff, who photograph a shop's shelf (or the catalog) at a time. */
  staffPerHour: number;
}

/** The per-client upload limits on both hosts, unless a host (a test) sets its own. */
export const defaultPhotoUploadLimits: PhotoUploadLimits = {
  visitorsPerHour: 12,
  staffPerHour: 120,
};

/**
 * How much photo storage is in use, one document (`photoStorageId`): raised as each photo is
 * recorded, lowered as unattached ones are deleted, and set to what is really stored by each
 * sweep. `limitBytes` is the cap in force when it was last written (the hosts' config decides).
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
  /**
   * Product photos: the product showing it, null until a vendor or admin sets it there (and
   * again once replaced); the photo sweep deletes it while it is null, as an order photo no
   * order took. The town's logo is a product photo held by `townLogoHolder`.
   */
  productId: idSchema.nullable().optional(),
  /**
   * Product photos: the shop of the vendor who sent it (null: an admin did). Only that shop's
   * vendor may set it on a product: a reference seen elsewhere is not a photo to take.
   */
  shopId: idSchema.nullable().optional(),
  /**
   * Catalog pictures: the document showing it (`catalogPhotoHolder`, "shops/<id>"), null until
   * an admin sets it there (and again once replaced or removed); swept while null, as above.
   */
  catalogItem: z
    .string()
    .regex(new RegExp(`^(${catalogPhotoCollections.join('|')})/[A-Za-z0-9_-]{1,64}$`))
    .nullable()
    .optional(),
  /**
   * Delivery proofs: the order the courier photographed it for, named at upload. Only a move of
   * that order takes it (`orderId` is set then); until then the sweep deletes it as any photo
   * no order took.
   */
  proofOf: idSchema.optional(),
  createdAt: isoDateTimeSchema,
  /**
   * Where the host keeps the bytes when the id alone does not name them (Cloud Storage:
   * `uploads/<purpose>/<uploader>/<id>`); absent where it does (the local host's folder).
   */
  objectPath: z.string().min(1).max(300).optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/**
 * The `productId` of the product photo that is the town's logo: uploaded, resized and served
 * as product photos are, and kept by the photo sweep while the town shows it.
 */
export const townLogoHolder = 'town-logo';

/** The reference an order stores, e.g. "uploads/k3j…". */
export const photoRef = (id: string) => `uploads/${id}`;
export const photoIdOfRef = (ref: string): string | undefined =>
  /^uploads\/([A-Za-z0-9_-]{1,64})$/.exec(ref)?.[1];
