import type { PhotoObjects, StoredObject } from '../../functions/src/photoUploads';

/**
 * Cloud Storage for the Firebase host's photo uploads. The Storage emulator is a Java jar that
 * cannot run here, so this holds the uploaded objects in memory, with what the recordPhoto
 * callable reads of a real bucket: the content type, the size and the first bytes.
 * storage.rules themselves are checked by tests/firebase/storageRules.test.ts where the
 * official emulators run.
 */
export function createMemoryBucket() {
  const objects = new Map<string, { contentType: string; bytes: Uint8Array }>();
  const photos: PhotoObjects = {
    async find(path): Promise<StoredObject | null> {
      const object = objects.get(path);
      if (!object) return null;
      return {
        contentType: object.contentType,
        bytes: object.bytes.length,
        head: object.bytes.subarray(0, 12),
      };
    },
    // Cloud Storage signs a URL for the object; here the link names what it would read.
    async readLink(path, expiresAt) {
      if (!objects.has(path)) throw new Error(`No object at ${path}`);
      return `https://storage.test/${path}?expires=${expiresAt.toISOString()}`;
    },
  };
  return {
    photos,
    /** What the browser's uploadBytes puts in the bucket (after storage.rules allowed it). */
    put(path: string, bytes: Uint8Array, contentType: string) {
      objects.set(path, { contentType, bytes });
    },
  };
}
