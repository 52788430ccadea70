import type { Bucket } from '@google-cloud/storage';
import type { PhotoObjects } from './photoUploads';

/** PhotoObjects on the project's default Cloud Storage bucket (firebase-admin). */
export function createCloudStoragePhotos(bucket: Bucket): PhotoObjects {
  return {
    async find(path) {
      const file = bucket.file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [metadata] = await file.getMetadata();
      const [head] = await file.download({ start: 0, end: 11 });
      return {
        contentType: String(metadata.contentType ?? ''),
        bytes: Number(metadata.size ?? 0),
        head: new Uint8Array(head),
      };
    },
  };
}
