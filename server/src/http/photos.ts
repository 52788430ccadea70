import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ActionContext,
  DomainError,
  isPublicPhotoPurpose,
  maxPhotoBytes,
  type Photo,
  type PhotoContentType,
  type PhotoObject,
  type PhotoObjectStore,
  type PhotoStorageLimit,
  type PhotoUploadLimits,
  type Principal,
  photoContentTypes,
  productPhotoFile,
  productPhotoWidths,
  uploadPhoto,
} from '@town/core';
import { sharpPhotoEncoder } from '@town/core/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PhotoRoutesDeps {
  context: Omit<ActionContext, 'principal'>;
  /** Where photo bytes are kept: `<DATA_DIR>/uploads`. */
  photosDir: string;
  principalOf: (request: FastifyRequest) => Principal;
  /** Uploads an hour per client address, counted by core's `uploadPhoto` (default: core's). */
  uploadLimits?: PhotoUploadLimits;
  /**
   * Upload requests a minute per client address, refused before the body is read (see the
   * route).
   */
  requestsPerMinute: number;
  /** The cap on all stored photos together. */
  storage: PhotoStorageLimit;
}

const photoIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

const extensions: Record<PhotoContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * How a stored photo is served: shown inline under a plain name, never sniffed as another type,
 * and, should a browser open it as a page anyway, in a sandbox that runs and loads nothing.
 */
/**
 * Nothing loads or runs; only the inline styles with which the browser's own viewer centres an
 * image opened as a page are let through (refused, each logs an error in the console).
 */
export const photoPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function photoHeaders(photo: Photo): Record<string, string> {
  return {
    'content-type': photo.contentType,
    'content-disposition': `inline; filename="${photo.purpose}-${photo.id}.${extensions[photo.contentType]}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': photoPolicy,
    'cache-control': 'private, max-age=3600',
  };
}

/**
 * Photos for orders (a customer's prescription or shopping list, a courier's proof of delivery
 * with `?orderId=`): POST the image bytes, get a reference to send with the order or the move. The bytes are decoded and encoded again (no metadata, no
 * trailing content) before they are kept. Only admins, and the vendor of a shop in the order,
 * can look at a photo again.
 */
export async function registerPhotoRoutes(app: FastifyInstance, deps: PhotoRoutesDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...photoContentTypes],
      { parseAs: 'buffer', bodyLimit: maxPhotoBytes },
      (_request, body, done) => done(null, body),
    );

    scope.post<{ Querystring: { purpose?: string; orderId?: string }; Body: Buffer }>(
      '/api/photos',
      {
        // The uploads an hour per client are core's (`uploadPhoto`, the same on Firebase). This
        // coarser budget a minute stays: it is checked as the request arrives, before up to 3 MB
        // of body are read into memory, which core cannot count until the body is there. A
        // client past its hourly photos could otherwise still make the host read 3 MB at a time.
        config: {
          rateLimit: {
            timeWindow: 60_000,
            max: deps.requestsPerMinute,
            keyGenerator: (request: FastifyRequest) => `photo:${request.ip}`,
            errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
              new DomainError(
                'resource-exhausted',
                `Too many photos from this connection. Please wait ${context.after} and try again.`,
              ),
          },
        },
      },
      // The upload itself is core's (`uploadPhoto`); this route only hands it the bytes.
      async (request) => {
        const result = await uploadPhoto(
          { ...deps.context, client: { address: request.ip } },
          {
            objects: photoFiles(deps.photosDir),
            encoder: sharpPhotoEncoder,
            storage: deps.storage,
            ...(deps.uploadLimits ? { limits: deps.uploadLimits } : {}),
          },
          deps.principalOf(request),
          {
            purpose: request.query.purpose,
            orderId: request.query.orderId,
            contentType: request.headers['content-type']?.split(';')[0]?.trim(),
            bytes: Buffer.isBuffer(request.body) ? request.body : new Uint8Array(),
          },
        );
        return { result };
      },
    );

    scope.get<{ Params: { id: string } }>('/api/photos/:id', async (request, reply) => {
      const { id } = request.params;
      const photo = photoIdPattern.test(id) ? await deps.context.store.get('photos', id) : null;
      // A product photo or a catalog picture is kept only in its widths (below).
      if (!photo || isPublicPhotoPurpose(photo.purpose))
        throw new DomainError('not-found', 'No such photo');
      await assertMaySee(deps, deps.principalOf(request), photo.orderId);
      reply.headers(photoHeaders(photo));
      return reply.send(await readFile(join(deps.photosDir, id)));
    });

    scope.get<{ Params: { id: string; width: string } }>(
      '/api/photos/:id/:width',
      async (request, reply) => {
        const { id } = request.params;
        const width = productPhotoWidths.find((w) => String(w) === request.params.width);
        const photo =
          width && photoIdPattern.test(id) ? await deps.context.store.get('photos', id) : null;
        // Public as the catalog is (Cloud Storage's catalog/ folder on Firebase): its id is a
        // random one nobody can guess before a product (or a shop, doctor, news post) shows it.
        if (!photo || !isPublicPhotoPurpose(photo.purpose) || !width) {
          throw new DomainError('not-found', 'No such photo');
        }
        reply.headers({
          'content-type': 'image/webp',
          'x-content-type-options': 'nosniff',
          'content-security-policy': photoPolicy,
          // A new photo gets a new id: what was served under this one never changes.
          'cache-control':
            photo.productId || photo.catalogItem
              ? 'public, max-age=31536000, immutable'
              : 'private, no-store',
        });
        return reply.send(await readFile(join(deps.photosDir, productPhotoFile(id, width))));
      },
    );
  });
}

/**
 * The data folder's uploads/ as core's photo object store: an order's photo is the file named
 * by its id, each width of a product photo a file beside it (the sweep knows them by the id
 * they start with). Headers are the routes' to give when a photo is served.
 */
function photoFiles(dir: string): PhotoObjectStore {
  const fileOf = (object: PhotoObject) =>
    'width' in object ? productPhotoFile(object.photoId, object.width) : object.photoId;
  return {
    async put(object, bytes) {
      await storeBytes(dir, fileOf(object), bytes);
      return undefined;
    },
    async remove(object) {
      await rm(join(dir, fileOf(object)), { force: true });
    },
  };
}

/** Written under a temporary name and renamed: a crash never leaves half a photo behind. */
async function storeBytes(dir: string, id: string, bytes: Uint8Array) {
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `${id}.part`);
  await writeFile(temporary, bytes, { flush: true });
  await rename(temporary, join(dir, id));
}

async function assertMaySee(deps: PhotoRoutesDeps, principal: Principal, orderId: string | null) {
  if (principal.role === 'admin') return;
  if (principal.role === 'vendor' && orderId) {
    const order = await deps.context.store.get('orders', orderId);
    if (order?.shopIds.includes(principal.shopId)) return;
  }
  throw new DomainError('permission-denied', 'Only staff handling the order can see this photo');
}
