import { type ActionContext, DomainError, type Principal, photoIdOfRef } from '@town/core';
import type { PhotoObjects } from './photoUploads';

/** How long a photo link works: long enough to open it, short enough not to travel far. */
export const photoLinkMinutes = 10;

/**
 * A link that opens a customer's photo (a prescription, a shopping list) for staff who handle
 * its order: admins, and the vendors of a shop in the order, as the local host's
 * GET /api/photos/:id decides. Firebase Hosting has no such route, and the browser cannot find
 * the object's path (the photo record is server-only), so the link is a short-lived signed read
 * of the Cloud Storage object.
 */
export async function photoLink(
  ctx: Pick<ActionContext, 'store' | 'clock'>,
  objects: PhotoObjects,
  principal: Principal,
  raw: unknown,
): Promise<{ url: string; expiresAt: string }> {
  const { ref } = (raw ?? {}) as { ref?: unknown };
  const id = typeof ref === 'string' ? photoIdOfRef(ref) : undefined;
  if (!id) throw new DomainError('invalid-argument', 'Send {"ref": "uploads/<id>"}');
  if (principal.role !== 'admin' && principal.role !== 'vendor') {
    throw new DomainError('permission-denied', 'Only staff handling the order can see this photo');
  }
  const photo = await ctx.store.get('photos', id);
  if (!photo) throw new DomainError('not-found', 'No such photo');
  if (principal.role === 'vendor') {
    const order = photo.orderId ? await ctx.store.get('orders', photo.orderId) : null;
    if (!order?.shopIds.includes(principal.shopId)) {
      throw new DomainError(
        'permission-denied',
        'Only staff handling the order can see this photo',
      );
    }
  }
  if (!photo.objectPath) {
    // Recorded by another host (moved from a local host's folder): the bytes are not here.
    throw new DomainError('not-found', 'This photo is not kept in this project');
  }
  const expiresAt = new Date(ctx.clock.now().getTime() + photoLinkMinutes * 60_000);
  return {
    url: await objects.readLink(photo.objectPath, expiresAt),
    expiresAt: expiresAt.toISOString(),
  };
}
