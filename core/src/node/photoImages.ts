import type { default as Sharp } from 'sharp';
import { DomainError } from '../app/errors';
import {
  type PhotoContentType,
  type ProductPhotoWidth,
  productPhotoHeight,
  productPhotoWidths,
} from '../model/photos';
import type { PhotoEncoder } from '../ports';

/** A photo as it is kept: newly encoded pixels, no metadata. */
export interface CleanPhoto {
  bytes: Buffer;
  contentType: PhotoContentType;
  width: number;
  height: number;
}

/** Longest side kept: a prescription or a handwritten list stays readable on any phone. */
const maxSide = 2000;
/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
const maxInputPixels = 50_000_000;

/**
 * sharp (libvips, the largest thing a function loads) is loaded with the first photo, not when
 * a host starts: on Firebase every function loads this module, and only the photo callables
 * decode images.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then((loaded) => loaded.default);
  return sharpModule;
}

const notAPhoto = () => new DomainError('invalid-argument', 'Send a JPEG, PNG or WebP photo');

/** The decoder's name for each accepted type. */
const formats: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Decodes an uploaded photo and encodes its pixels again as a JPEG (sharp, on libvips). Only
 * pixels survive: whatever else the file carried (HTML or a script after a JPEG header, EXIF
 * with the phone's location and serial number, comments, ICC tricks) is not in the result.
 * The camera's orientation is applied first, so the photo stands the right way up without it.
 * Anything that does not decode as a JPEG, PNG or WebP image is refused, and so is a file that
 * is not the type it was sent as (`declaredType`, when the sender named one).
 */
export async function reencodePhoto(input: Uint8Array, declaredType?: string): Promise<CleanPhoto> {
  await assertPhotoFormat(input, declaredType);
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: maxInputPixels,
      // A truncated or corrupt file is refused rather than stored half grey.
      failOn: 'error',
    })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      // A transparent PNG gets a white page behind it, as on paper.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw notAPhoto();
  }
}

/** Refuses what does not decode as a JPEG, PNG or WebP image of the type it was sent as. */
async function assertPhotoFormat(input: Uint8Array, declaredType?: string): Promise<void> {
  let format: string | undefined;
  const sharp = await loadSharp();
  try {
    ({ format } = await sharp(input, { limitInputPixels: maxInputPixels }).metadata());
  } catch {
    throw notAPhoto();
  }
  if (!format || !Object.values(formats).includes(format)) throw notAPhoto();
  if (declaredType !== undefined && formats[declaredType] !== format) throw notAPhoto();
}

/** One width of a product photo as it is served. */
export interface ProductPhotoVariant {
  width: ProductPhotoWidth;
  height: number;
  bytes: Buffer;
  contentType: 'image/webp';
}

/**
 * A product photo in the widths pages ask for (`productPhotoWidths`), each new WebP pixels
 * only (no metadata, nothing after the image), turned upright and cropped to 4:3 around what
 * libvips finds most interesting, so a packet photographed on a counter keeps the packet.
 */
export async function productPhotoVariants(
  input: Uint8Array,
  declaredType?: string,
): Promise<ProductPhotoVariant[]> {
  await assertPhotoFormat(input, declaredType);
  const sharp = await loadSharp();
  try {
    return await Promise.all(
      productPhotoWidths.map(async (width) => {
        const height = productPhotoHeight(width);
        const bytes = await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
          .rotate()
          .resize({ width, height, fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .webp({ quality: 78 })
          .toBuffer();
        return { width, height, bytes, contentType: 'image/webp' as const };
      }),
    );
  } catch {
    throw notAPhoto();
  }
}

/** The photo upload's encoder (core `uploadPhoto`) on both hosts: sharp, loaded with the first photo. */
export const sharpPhotoEncoder: PhotoEncoder = {
  reencode: reencodePhoto,
  productVariants: productPhotoVariants,
};
