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
      return { contentType: String(metadata.contentType ?? ''), bytes: Number(metadata.size ?? 0) };
    },
    async read(path) {
      const [bytes] = await bucket.file(path).download();
      return new Uint8Array(bytes);
    },
    async replace(path, bytes, servedAs) {
      await bucket.file(path).save(Buffer.from(bytes), {
        resumable: false,
        metadata: servedAs,
      });
    },
    async remove(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      return files.map((file) => ({
        path: file.name,
        bytes: Number(file.metadata.size ?? 0),
        updatedAt: new Date(String(file.metadata.updated ?? file.metadata.timeCreated ?? 0)),
      }));
    },
  };
}
