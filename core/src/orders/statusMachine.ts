import { conflict, DomainError, denied } from '../app/errors';
import type { Actor, Order, OrderStatus, StatusChange } from '../model/orders';

/**
 * Who makes a move. A vendor acts for one shop and a delivery person for themselves; a customer
 * is whoever proved the order is theirs (its code and phone), which the caller has checked.
 */
export type OrderActor =
  | { role: 'customer' }
  | { role: 'vendor'; id: string; shopId: string }
  | { role: 'delivery'; id: string }
  | { role: 'admin'; id: string };

export type MoverRole = OrderActor['role'];

/**
 * Every legal move and who may make it. "vendor" is a vendor of a shop in the order,
 * "delivery" the delivery person assigned to it. Nothing leaves delivered or cancelled.
 */
export const orderMoves: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly MoverRole[]>>>>
> = {
  placed: { accepted: ['vendor', 'admin'], cancelled: ['customer', 'vendor', 'admin'] },
  accepted: { ready: ['vendor', 'admin'], cancelled: ['vendor', 'admin'] },
  ready: { outForDelivery: ['delivery', 'admin'], cancelled: ['vendor', 'admin'] },
  outForDelivery: { delivered: ['delivery', 'admin'] },
  delivered: {},
  cancelled: {},
};

export const finalStatuses: readonly OrderStatus[] = ['delivered', 'cancelled'];
export const isFinal = (status: OrderStatus) => finalStatuses.includes(status);

/** How statuses read in messages and errors. */
export const statusLabels: Record<OrderStatus, string> = {
  placed: 'placed',
  accepted: 'accepted',
  ready: 'ready',
  outForDelivery: 'out for delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

const roleNames: Record<MoverRole, string> = {
  customer: 'A customer',
  vendor: 'A vendor',
  delivery: 'A delivery person',
  admin: 'An admin',
};

/** The statuses this role may move an order to from `from`. */
export function nextStatuses(from: OrderStatus, role: MoverRole): OrderStatus[] {
  return Object.entries(orderMoves[from])
    .filter(([, movers]) => movers?.includes(role))
    .map(([to]) => to as OrderStatus);
}

function mayEverMoveTo(role: MoverRole, to: OrderStatus): boolean {
  return Object.values(orderMoves).some((moves) => moves[to]?.includes(role));
}

/**
 * Staff act only on orders that concern them: their shop's, or the ones assigned to them. The
 * refusal names no order code: the caller may not see the order, and a code with the buyer's
 * phone is what a customer quotes.
 */
function assertConcerned(order: Order, actor: OrderActor): void {
  if (actor.role === 'vendor' && !order.shopIds.includes(actor.shopId)) {
    throw denied('This order is not for your shop');
  }
  if (actor.role === 'delivery' && order.deliveryPersonId !== actor.id) {
    throw denied(
      order.deliveryPersonId === null
        ? 'Take this order before updating it'
        : 'This order is assigned to another delivery person',
    );
  }
}

/**
 * Checks a move without making it. Order of refusals: an order that is not the actor's (403),
 * a move this role never makes (403), then a move the order's current status does not allow
 * (409: it moved on since the caller looked).
 */
export function assertMove(order: Order, to: OrderStatus, actor: OrderActor): void {
  assertConcerned(order, actor);
  if (!mayEverMoveTo(actor.role, to)) {
    throw denied(`${roleNames[actor.role]} cannot mark an order ${statusLabels[to]}`);
  }
  const allowed = nextStatuses(order.status, actor.role);
  if (!allowed.includes(to)) {
    throw conflict(
      `Order ${order.code} is ${statusLabels[order.status]}; it cannot be marked ${statusLabels[to]} now`,
      { status: order.status, allowed },
    );
  }
  if (to === 'outForDelivery' && order.deliveryPersonId === null) {
    throw conflict(`Assign a delivery person to order ${order.code} first`, {
      status: order.status,
      allowed,
    });
  }
}

export function actorRecord(actor: OrderActor): Actor {
  return actor.role === 'customer' ? { role: 'customer' } : { role: actor.role, id: actor.id };
}

export interface Move {
  to: OrderStatus;
  actor: OrderActor;
  /** ISO time of the move. */
  at: string;
  note?: string | undefined;
}

/** The order after a legal move, with the move appended to its history; throws otherwise. */
export function applyMove(order: Order, move: Move): Order {
  assertMove(order, move.to, move.actor);
  const change: StatusChange = {
    status: move.to,
    at: move.at,
    by: actorRecord(move.actor),
    ...(move.note ? { note: move.note } : {}),
  };
  return { ...order, status: move.to, history: [...order.history, change], updatedAt: move.at };
}

/** The history entry a move appended: the last one. */
export function lastChange(order: Order): StatusChange {
  const change = order.history.at(-1);
  if (!change) throw new DomainError('internal', `Order ${order.code} has no history`);
  return change;
}
