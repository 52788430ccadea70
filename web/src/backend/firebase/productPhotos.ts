import { uploadedPhotoId } from '../photoRefs';
import type { FirebaseWebConfig } from './config';

/**
 * A product photo's public address in Cloud Storage: the recordPhoto callable keeps each width
 * at catalog/products/<id>-w<width>.webp, which storage.rules let anyone read. Built without
 * the Storage SDK (getDownloadURL would fetch a token first), so pages name it at once.
 */
export function productPhotoUrl(
  config: FirebaseWebConfig,
  ref: string,
  width: number,
): string | undefined {
  const id = uploadedPhotoId(ref);
  if (!id || !config.storageBucket) return undefined;
  const storage = config.emulators?.storage;
  const origin = storage
    ? `http://${storage.host}:${storage.port}`
    : 'https://firebasestorage.googleapis.com';
  const object = encodeURIComponent(`catalog/products/${id}-w${width}.webp`);
  return `${origin}/v0/b/${config.storageBucket}/o/${object}?alt=media`;
}
