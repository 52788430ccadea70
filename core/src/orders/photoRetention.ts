import type { Order } from '../model/orders';
import { isFinal } from './statusMachine';

/** The private photos an order refers to: prescription, shopping list, proofs at the door. */
export function orderPhotoRefs(order: Order): string[] {
  return [
    order.prescriptionPhoto,
    order.shoppingList?.photo,
    ...(order.proofPhotos ?? []).map((proof) => proof.photo),
  ].filter((ref): ref is string => ref !== undefined);
}

/**
 * The order as it is saved: one that has just ended holding photos is marked with when it
 * ended, so the retention purge finds it by that field alone. `saveOrder` calls it on every
 * write, so no move that ends an order can forget it.
 */
export function withPhotoRetention(order: Order): Order {
  const due =
    isFinal(order.status) &&
    !order.photosKeptSince &&
    !order.photosRemoved &&
    orderPhotoRefs(order).length > 0;
  return due ? { ...order, photosKeptSince: order.updatedAt } : order;
}
