import type { Bucket } from '@google-cloud/storage';
import { DomainError } from '@town/core';
import { logger } from 'firebase-functions/v2';
import type { PhotoObjects } from './photoUploads';

/**
 * The project's default bucket, looked up when a photo is first handled: firebase-admin throws
 * at once when the project has none, and that must not take down callables that never touch a
 * photo (every one shares these deps).
 */
export function lazyBucket(open: () => Bucket): () => Bucket {
  let bucket: Bucket | undefined;
  return () => {
    try {
      bucket ??= open();
      return bucket;
    } catch (error) {
      logger.error('No default Cloud Storage bucket: create one to accept photos', error);
      throw new DomainError(
        'failed-precondition',
        'Photos cannot be received yet: this project has no Cloud Storage bucket (Firebase console, Storage, Get started)',
      );
    }
  };
}

/** PhotoObjects on the project's default Cloud Storage bucket (firebase-admin). */
export function createCloudStoragePhotos(bucketOf: () => Bucket): PhotoObjects {
  return {
    async replace(path, bytes, servedAs) {
      await bucketOf().file(path).save(Buffer.from(bytes), {
        resumable: false,
        metadata: servedAs,
      });
    },
    async remove(path) {
      await bucketOf().file(path).delete({ ignoreNotFound: true });
    },
    async list(prefix) {
      const [files] = await bucketOf().getFiles({ prefix });
      return files.map((file) => ({
        path: file.name,
        bytes: Number(file.metadata.size ?? 0),
        updatedAt: new Date(String(file.metadata.updated ?? file.metadata.timeCreated ?? 0)),
      }));
    },
    async readLink(path, expiresAt) {
      // A V4 signed URL: signing uses the runtime service account's signBlob, the same
      // permission (Service Account Token Creator) custom tokens need.
      const [url] = await bucketOf().file(path).getSignedUrl({
        version: 'v4',
        action: 'read',
        expires: expiresAt,
        responseDisposition: 'inline',
      });
      return url;
    },
  };
}
