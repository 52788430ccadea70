import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ActionContext,
  DomainError,
  maxPhotoBytes,
  type PhotoContentType,
  type Principal,
  photoContentTypes,
  photoPurposeSchema,
  recordPhoto,
} from '@town/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PhotoRoutesDeps {
  context: Omit<ActionContext, 'principal'>;
  /** Where photo bytes are kept: `<DATA_DIR>/uploads`. */
  photosDir: string;
  principalOf: (request: FastifyRequest) => Principal;
  /** Uploads a minute per client address. */
  uploadsPerMinute: number;
}

/** The first bytes of each accepted format: the content-type header alone proves nothing. */
const signatures: Record<PhotoContentType, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const photoIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Customers' photos for orders (a prescription, a shopping list): POST the image bytes, get a
 * reference to send with the order. Only admins, and the vendor of a shop in the order, can
 * look at a photo again.
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
            timeWindow: 60_000,
            max: deps.uploadsPerMinute,
            keyGenerator: (request: FastifyRequest) => `photo:${request.ip}`,
          },
        },
      },
      async (request) => {
        const purpose = photoPurposeSchema.safeParse(request.query.purpose);
        if (!purpose.success) {
          throw new DomainError('invalid-argument', 'purpose must be prescription or shoppingList');
        }
        const contentType = request.headers['content-type']
          ?.split(';')[0]
          ?.trim() as PhotoContentType;
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || !signatures[contentType]?.(bytes)) {
          throw new DomainError('invalid-argument', 'Send a JPEG, PNG or WebP photo');
        }
        const id = deps.context.ids.newId();
        await storeBytes(deps.photosDir, id, bytes);
        try {
          const { ref } = await recordPhoto(
            deps.context,
            { purpose: purpose.data, contentType, bytes: bytes.length },
            id,
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
      if (!photo) throw new DomainError('not-found', 'No such photo');
      await assertMaySee(deps, deps.principalOf(request), photo.orderId);
      reply.header('content-type', photo.contentType);
      reply.header('cache-control', 'private, max-age=3600');
      return reply.send(await readFile(join(deps.photosDir, id)));
    });
  });
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
