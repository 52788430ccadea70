import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ActionContext,
  assertMayUploadPhoto,
  assertPhotoStorageRoom,
  DomainError,
  maxPhotoBytes,
  type Photo,
  type PhotoContentType,
  type PhotoStorageLimit,
  type Principal,
  photoContentTypes,
  photoPurposeSchema,
  productPhotoFile,
  productPhotoSender,
  productPhotoWidths,
  recordPhoto,
} from '@town/core';
import { productPhotoVariants, reencodePhoto } from '@town/core/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PhotoRoutesDeps {
  context: Omit<ActionContext, 'principal'>;
  /** Where photo bytes are kept: `<DATA_DIR>/uploads`. */
  photosDir: string;
  principalOf: (request: FastifyRequest) => Principal;
  /** Uploads an hour per client address. */
  uploadsPerHour: number;
  /** Uploads an hour per address for signed-in staff, who photograph a shop's shelf at a time. */
  staffUploadsPerHour?: number;
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
 * Customers' photos for orders (a prescription, a shopping list): POST the image bytes, get a
 * reference to send with the order. The bytes are decoded and encoded again (no metadata, no
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

    scope.post<{ Querystring: { purpose?: string }; Body: Buffer }>(
      '/api/photos',
      {
        config: {
          rateLimit: {
            timeWindow: 60 * 60_000,
            max: (request: FastifyRequest) =>
              deps.principalOf(request).role === 'visitor'
                ? deps.uploadsPerHour
                : Math.max(deps.uploadsPerHour, deps.staffUploadsPerHour ?? 120),
            keyGenerator: (request: FastifyRequest) => `photo:${request.ip}`,
            errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
              new DomainError(
                'resource-exhausted',
                `Too many photos from this connection. Please wait ${context.after} and try again.`,
              ),
          },
        },
      },
      async (request) => {
        const purpose = photoPurposeSchema.safeParse(request.query.purpose);
        if (!purpose.success) {
          throw new DomainError(
            'invalid-argument',
            'purpose must be prescription, shoppingList or product',
          );
        }
        assertMayUploadPhoto(deps.principalOf(request), purpose.data);
        const declared = request.headers['content-type']?.split(';')[0]?.trim();
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
          throw new DomainError('invalid-argument', 'The photo is empty');
        }
        // Refused before any decoding when full: a full disk costs an attacker nothing more.
        await assertPhotoStorageRoom(deps.context, bytes.length, deps.storage);
        if (purpose.data === 'product') {
          const sender = productPhotoSender(deps.principalOf(request));
          return { result: await storeProductPhoto(deps, bytes, declared, sender) };
        }
        const clean = await reencodePhoto(bytes, declared);
        const id = deps.context.ids.newId();
        await storeBytes(deps.photosDir, id, clean.bytes);
        try {
          const { ref } = await recordPhoto(
            deps.context,
            { purpose: purpose.data, contentType: clean.contentType, bytes: clean.bytes.length },
            id,
            deps.storage,
          );
          return { result: { ref } };
        } catch (error) {
          await rm(join(deps.photosDir, id), { force: true });
          throw error;
        }
      },
    );

    scope.get<{ Params: { id: string } }>('/api/photos/:id', async (request, reply) => {
      const { id } = request.params;
      const photo = photoIdPattern.test(id) ? await deps.context.store.get('photos', id) : null;
      // A product photo is kept only in its widths (below).
      if (!photo || photo.purpose === 'product')
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
        // random one nobody can guess before a product shows it.
        if (photo?.purpose !== 'product' || !width) {
          throw new DomainError('not-found', 'No such photo');
        }
        reply.headers({
          'content-type': 'image/webp',
          'x-content-type-options': 'nosniff',
          'content-security-policy': photoPolicy,
          // A new photo gets a new id: what was served under this one never changes.
          'cache-control': photo.productId
            ? 'public, max-age=31536000, immutable'
            : 'private, no-store',
        });
        return reply.send(await readFile(join(deps.photosDir, productPhotoFile(id, width))));
      },
    );
  });
}

/**
 * A product photo: kept only in the widths pages ask for, each a file beside the others (the
 * sweep knows them by the id they start with), recorded for no product yet.
 */
async function storeProductPhoto(
  deps: PhotoRoutesDeps,
  bytes: Buffer,
  declared: string | undefined,
  sender: ReturnType<typeof productPhotoSender>,
): Promise<{ ref: string }> {
  const variants = await productPhotoVariants(bytes, declared);
  const id = deps.context.ids.newId();
  const files = variants.map((variant) => productPhotoFile(id, variant.width));
  try {
    for (const variant of variants) {
      await storeBytes(deps.photosDir, productPhotoFile(id, variant.width), variant.bytes);
    }
    const total = variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    return await recordPhoto(
      deps.context,
      { purpose: 'product', contentType: 'image/webp', bytes: total },
      id,
      deps.storage,
      sender,
    );
  } catch (error) {
    await Promise.all(files.map((file) => rm(join(deps.photosDir, file), { force: true })));
    throw error;
  }
}

/** Written under a temporary name and renamed: a crash never leaves half a photo behind. */
async function storeBytes(dir: string, id: string, bytes: Buffer) {
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
