import { z } from 'zod';
import { conflict, DomainError, denied, invalid, notFound } from '../app/errors';
import type { Principal } from '../app/principal';
import { idSchema } from '../model/common';
import type { Order, ProofPhoto } from '../model/orders';
import { type Photo, photoIdOfRef } from '../model/photos';
import type { StoreReader, Transaction } from '../ports';
import { actorRecord, type OrderActor } from './statusMachine';

/** The reference a move sends with its proof photo, as the upload answered it. */
export const proofPhotoRefSchema = z
  .string()
  .regex(/^uploads\/[A-Za-z0-9_-]{1,64}$/, 'Send the reference the photo upload answered');

/**
 * Who may send a proof photo for `orderId`, checked before any work on the bytes: the courier
 * holding the order while it is out with them (not once they brought it back), or an admin.
 * Another courier, a vendor or a visitor sends none: a photo at the door is the courier's word
 * that they were there.
 */
export async function assertMayUploadProof(
  store: Pick<StoreReader, 'get'>,
  principal: Principal,
  rawOrderId: unknown,
): Promise<string> {
  if (principal.role !== 'delivery' && principal.role !== 'admin') {
    throw denied('Only the courier of the order or an admin can send a photo of a delivery');
  }
  const orderId = idSchema.safeParse(rawOrderId);
  if (!orderId.success) throw invalid('Name the order the photo is for (orderId)');
  const order = await store.get('orders', orderId.data);
  if (!order) throw notFound(`No order with id ${orderId.data}`);
  if (principal.role === 'delivery' && order.deliveryPersonId !== principal.deliveryId) {
    throw denied('This order is with another courier');
  }
  if (order.status !== 'outForDelivery' || order.failedAttempt) {
    throw conflict(`Order ${order.code} is not out for delivery; no photo of its delivery now`);
  }
  return order.id;
}

/**
 * Reads the proof photo a move of `order` sends (a transaction's read phase): a delivery proof
 * taken for this order and taken by no move yet. Call `attachProof` in the write phase.
 */
export async function proofPhotoFor(tx: Transaction, ref: string, order: Order): Promise<Photo> {
  const id = photoIdOfRef(ref);
  const photo = id ? await tx.get('photos', id) : null;
  if (photo?.purpose !== 'deliveryProof' || photo.proofOf !== order.id) {
    throw notFound('The photo was not found; please take it again');
  }
  if (photo.orderId !== null) {
    throw new DomainError('already-exists', 'This photo is already with the order');
  }
  return photo;
}

/** The order with the proof added to its photos, and the photo now held by it. */
export function attachProof(
  tx: Transaction,
  order: Order,
  photo: Photo,
  proof: { outcome: ProofPhoto['outcome']; actor: OrderActor; at: string },
): Order {
  tx.set('photos', { ...photo, orderId: order.id });
  const taken: ProofPhoto = {
    photo: `uploads/${photo.id}`,
    outcome: proof.outcome,
    at: proof.at,
    by: actorRecord(proof.actor),
  };
  return { ...order, proofPhotos: [...(order.proofPhotos ?? []), taken] };
}
