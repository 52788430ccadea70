import type { PhotoObjects, ServedAs } from '../../functions/src/photoUploads';

interface MemoryObject {
  contentType: string;
  bytes: Uint8Array;
  updatedAt: Date;
  servedAs?: ServedAs;
}

/**
 * Cloud Storage for the Firebase host's photo uploads. The Storage emulator is a Java jar that
 * cannot run here, so this holds the uploaded objects in memory, with what the photo functions
 * use of a real bucket: write over, delete and list objects, and sign a read link. storage.rules
 * themselves are checked by tests/firebase/storageRules.test.ts where the official emulators run.
 */
export function createMemoryBucket(now: () => Date = () => new Date()) {
  const objects = new Map<string, MemoryObject>();
  const photos: PhotoObjects = {
    async replace(path, bytes, servedAs) {
      objects.set(path, { contentType: servedAs.contentType, bytes, updatedAt: now(), servedAs });
    },
    async remove(path) {
      objects.delete(path);
    },
    async list(prefix) {
      return [...objects]
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, object]) => ({
          path,
          bytes: object.bytes.length,
          updatedAt: object.updatedAt,
        }));
    },
    // Cloud Storage signs a URL for the object; here the link names what it would read.
    async readLink(path, expiresAt) {
      if (!objects.has(path)) throw new Error(`No object at ${path}`);
      return `https://storage.test/${path}?expires=${expiresAt.toISOString()}`;
    },
  };
  return {
    photos,
    /** An object put in the bucket by other means than the photo functions (a test's leftover). */
    put(path: string, bytes: Uint8Array, contentType: string) {
      objects.set(path, { contentType, bytes, updatedAt: now() });
    },
    /** The object as stored now, with the headers it would be served with. */
    get(path: string): MemoryObject | undefined {
      return objects.get(path);
    },
    paths: () => [...objects.keys()].sort(),
  };
}
