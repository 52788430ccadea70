import type {
  PhotoContentType,
  PrivatePhotoPurpose,
  ProductPhotoWidth,
  PublicPhotoPurpose,
} from '../model/photos';

/**
 * One object a photo upload keeps: an order's photo (a prescription, a shopping list), or one
 * width of a photo the public pages show (a product's, or a catalog picture kept the same way). The host names it: a file in the data folder's uploads/ on the
 * local host, a Cloud Storage object on Firebase.
 */
export type PhotoObject =
  | { photoId: string; purpose: PrivatePhotoPurpose; contentType: PhotoContentType }
  | {
      photoId: string;
      purpose: PublicPhotoPurpose;
      width: ProductPhotoWidth;
      contentType: 'image/webp';
    };

/** Where a host keeps the bytes of photos (the upload use case, `uploadPhoto`). */
export interface PhotoObjectStore {
  /**
   * Keeps `bytes` as `object`, whole or not at all, with what it is served with. Answers where
   * it is kept when the photo's id alone does not name it (recorded as the photo's
   * `objectPath`), or undefined.
   */
  put(object: PhotoObject, bytes: Uint8Array): Promise<string | undefined>;
  /** Deletes the object; nothing when it is not there. */
  remove(object: PhotoObject): Promise<void>;
}

/**
 * Decodes an upload and encodes its pixels again (sharp on both hosts, `@town/core/node`):
 * only pixels survive. Each refuses, as `invalid-argument`, bytes that are not a JPEG, PNG or
 * WebP image of `declaredType`.
 */
export interface PhotoEncoder {
  /** An order's photo as it is kept. */
  reencode(
    bytes: Uint8Array,
    declaredType?: string,
  ): Promise<{ bytes: Uint8Array; contentType: PhotoContentType }>;
  /** A product photo (or a catalog picture) in each of `productPhotoWidths`, as WebP. */
  productVariants(
    bytes: Uint8Array,
    declaredType?: string,
  ): Promise<ReadonlyArray<{ width: ProductPhotoWidth; bytes: Uint8Array }>>;
}
