import sharp from 'sharp';
import type { HostDriver } from './wire';

/** Where a phone was when it took the photo: what must never reach a shop or the disk. */
export const cameraModel = 'SonapurPhone X9 serial 00417';

/**
 * A real photo as a phone's camera makes it: a JPEG with EXIF (camera model, GPS position) and
 * rotated by its orientation tag, or a PNG/WebP. Small, so tests stay fast.
 */
export async function cameraPhoto(
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  size: { width: number; height: number } = { width: 64, height: 48 },
): Promise<Buffer> {
  const image = sharp({
    create: { ...size, channels: 3, background: { r: 200, g: 60, b: 40 } },
  });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  return image
    .jpeg()
    .withExif({
      IFD0: { Make: 'SonapurPhone', Model: cameraModel },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 12/1', GPSLongitudeRef: 'E' },
    })
    .toBuffer();
}

/** A decodable image padded with bytes after its end, to reach an exact size. */
export function paddedTo(photo: Buffer, size: number): Buffer {
  return Buffer.concat([photo, Buffer.alloc(size - photo.length, 0)]);
}

/** What a stored photo really is, by decoding it. */
export async function describePhoto(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif };
}

/** The photo half of a host's driver, for suites that send photos (every host has it). */
export function photoSender(
  api: Pick<HostDriver, 'uploadPhoto' | 'photoObjects'>,
  hostName: string,
): Required<Pick<HostDriver, 'uploadPhoto' | 'photoObjects'>> {
  if (!api.uploadPhoto || !api.photoObjects) throw new Error(`${hostName} cannot send photos`);
  return { uploadPhoto: api.uploadPhoto, photoObjects: api.photoObjects };
}
