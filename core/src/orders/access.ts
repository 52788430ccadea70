import { conflict } from '../app/errors';
import type { Principal, StaffPrincipal } from '../app/principal';
import type { Order, OrderStatus, ShopOrderView } from '../model/orders';
import { refusal } from '../refusals';
import { shopOrderView } from './parts';
import { type OrderActor, statusLabels } from './statusMachine';

/**
 * Orders a delivery person may take: unassigned and accepted by the shop (being packed) or
 * ready. Placed orders are left out: the shop has not yet confirmed it can supply them, and
 * a courier can pick up only once the order is ready.
 */
export const openForDeliveryStatuses: readonly OrderStatus[] = ['accepted', 'ready'];

export function isOpenForDelivery(order: Order): boolean {
  return order.deliveryPersonId === null && openForDeliveryStatuses.includes(order.status);
}

/** Which orders each staff role may see; visitors and customers see none through staff views. */
export function canSeeOrder(principal: Principal, order: Order): boolean {
  switch (principal.role) {
    case 'admin':
      return true;
    case 'vendor':
      return order.shopIds.includes(principal.shopId);
    case 'delivery':
      return order.deliveryPersonId === principal.deliveryId || isOpenForDelivery(order);
    default:
      return false;
  }
}

/** What admins and couriers see of an order: everything but the client's retry key. */
export type OrderView = Omit<Order, 'requestId'>;

/** What a staff member sees of an order: the whole order, or (a vendor) their shop's part of it. */
export type StaffOrderView = OrderView | ShopOrderView;

export const isShopView = (view: StaffOrderView): view is ShopOrderView => 'part' in view;

/** The whole order, as admins and delivery staff may see it, or null. */
export function orderView(principal: Principal, order: Order): OrderView | null {
  if (principal.role === 'vendor' || !canSeeOrder(principal, order)) return null;
  const { requestId: _requestId, ...view } = order;
  return view;
}

/**
 * The order as this principal may see it, or null. A vendor sees their shop's part only: not
 * another shop's lines, status or money. Delivery staff see the customer's phone and address:
 * they need them to deliver.
 */
export function staffOrderView(principal: Principal, order: Order): StaffOrderView | null {
  if (principal.role === 'vendor') {
    return canSeeOrder(principal, order) ? shopOrderView(order, principal.shopId) : null;
  }
  return orderView(principal, order);
}

export function orderActorOf(principal: StaffPrincipal): OrderActor {
  switch (principal.role) {
    case 'vendor':
      return { role: 'vendor', id: principal.vendorId, shopId: principal.shopId };
    case 'delivery':
      return { role: 'delivery', id: principal.deliveryId };
    case 'admin':
      return { role: 'admin', id: principal.adminId };
  }
}

/** A delivery person may take an open order; taking one they already hold is a harmless retry. */
export function assertClaimable(order: Order, deliveryId: string): void {
  if (order.deliveryPersonId === deliveryId) return;
  if (order.deliveryPersonId !== null) {
    throw conflict(
      `Order ${order.code} was taken by another delivery person`,
      refusal('taken-by-other', { status: order.status }),
    );
  }
  if (!openForDeliveryStatuses.includes(order.status)) {
    throw conflict(
      `Order ${order.code} is ${statusLabels[order.status]}; only accepted or ready orders can be taken`,
      refusal('status-moved', { status: order.status, allowed: [] }),
    );
  }
}

/**
 * Admins may (re)assign a delivery person until the order has left the shops: not once it is out
 * for delivery, nor once its courier has picked up a shop's part (the goods are with them).
 */
export function assertAssignable(order: Order): void {
  if (
    order.status === 'outForDelivery' ||
    order.status === 'delivered' ||
    order.status === 'cancelled'
  ) {
    throw conflict(
      `Order ${order.code} is ${statusLabels[order.status]}; its delivery person cannot change now`,
      { status: order.status },
    );
  }
  const collected = order.parts.find((part) => part.status === 'pickedUp');
  if (collected) {
    throw conflict(
      `Order ${order.code}: ${collected.shopName}'s part is with its delivery person already; they cannot change now`,
      { status: order.status },
    );
  }
}
