import { conflict, DomainError, denied, notFound } from '../app/errors';
import type {
  Actor,
  Order,
  OrderPart,
  OrderStatus,
  PartChange,
  PartStatus,
  StatusChange,
} from '../model/orders';
import { refusal } from '../refusals';
import { liveParts, statusFromParts, totalsFromParts } from './parts';

/**
 * Who makes a move. A vendor acts for one shop and a delivery person for themselves; a customer
 * is whoever holds the order's private link (its code and secret), which the caller has checked.
 */
export type OrderActor =
  | { role: 'customer' }
  | { role: 'vendor'; id: string; shopId: string }
  | { role: 'delivery'; id: string }
  | { role: 'admin'; id: string }
  /** The town app itself: a shop's part nobody accepted in the town's time is released. */
  | { role: 'system' };

export type MoverRole = OrderActor['role'];

/**
 * Every legal move and who may make it. "vendor" is a vendor of a shop in the order,
 * "delivery" the delivery person assigned to it. Nothing leaves delivered or cancelled.
 */
export const orderMoves: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly MoverRole[]>>>>
> = {
  placed: { accepted: ['vendor', 'admin'], cancelled: ['customer', 'vendor', 'admin', 'system'] },
  accepted: { ready: ['vendor', 'admin'], cancelled: ['vendor', 'admin'] },
  ready: { outForDelivery: ['delivery', 'admin'], cancelled: ['vendor', 'admin'] },
  outForDelivery: { delivered: ['delivery', 'admin'] },
  delivered: {},
  cancelled: {},
};

/**
 * The moves of one shop's part: the shop (or an admin) accepts, packs or cancels it; the
 * customer cancels every part at once while no shop has accepted. A part leaves the table
 * when the courier takes the order out.
 */
export const partMoves: Readonly<
  Record<PartStatus, Readonly<Partial<Record<PartStatus, readonly MoverRole[]>>>>
> = {
  placed: { accepted: ['vendor', 'admin'], cancelled: ['customer', 'vendor', 'admin', 'system'] },
  accepted: { ready: ['vendor', 'admin'], cancelled: ['vendor', 'admin'] },
  ready: { cancelled: ['vendor', 'admin'] },
  cancelled: {},
};

/** Order statuses in which the shops' parts can still move. */
const partsOpenStatuses: readonly OrderStatus[] = ['placed', 'accepted', 'ready'];

const isPartStatus = (status: OrderStatus): status is PartStatus =>
  status === 'accepted' || status === 'ready' || status === 'cancelled' || status === 'placed';

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
  system: 'The app',
};

/** The statuses this role may move an order to from `from`. */
export function nextStatuses(from: OrderStatus, role: MoverRole): OrderStatus[] {
  return Object.entries(orderMoves[from])
    .filter(([, movers]) => movers?.includes(role))
    .map(([to]) => to as OrderStatus);
}

/** The statuses this role may move a part to from `from`. */
export function nextPartStatuses(from: PartStatus, role: MoverRole): PartStatus[] {
  return Object.entries(partMoves[from])
    .filter(([, movers]) => movers?.includes(role))
    .map(([to]) => to as PartStatus);
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
      refusal('status-moved', { status: order.status, allowed }),
    );
  }
  if (to === 'outForDelivery' && order.deliveryPersonId === null) {
    throw conflict(
      `Assign a delivery person to order ${order.code} first`,
      refusal('courier-needed', {
        status: order.status,
        allowed,
      }),
    );
  }
}

export function actorRecord(actor: OrderActor): Actor {
  return actor.role === 'customer' || actor.role === 'system'
    ? { role: actor.role }
    : { role: actor.role, id: actor.id };
}

export interface Move {
  to: OrderStatus;
  actor: OrderActor;
  /** ISO time of the move. */
  at: string;
  note?: string | undefined;
  /** An admin's move of one shop's part only; a vendor always moves their own shop's part. */
  shopId?: string | undefined;
}

const changeOf = <S extends OrderStatus>(move: Move, status: S) => ({
  status,
  at: move.at,
  by: actorRecord(move.actor),
  ...(move.note ? { note: move.note } : {}),
});

/** A move of the whole order, by its own status: the courier's, or any move of an order with no shop's part. */
function applyOrderMove(order: Order, move: Move): Order {
  assertMove(order, move.to, move.actor);
  const change: StatusChange = changeOf(move, move.to);
  return { ...order, status: move.to, history: [...order.history, change], updatedAt: move.at };
}

function partNamed(order: Order, shopId: string): OrderPart {
  const part = order.parts.find((each) => each.shopId === shopId);
  if (!part) throw notFound(`Order ${order.code} has nothing from shop ${shopId}`);
  return part;
}

function assertPartMove(order: Order, part: OrderPart, to: PartStatus, actor: OrderActor): void {
  const allowed = nextPartStatuses(part.status, actor.role);
  if (!allowed.includes(to)) {
    throw conflict(
      `${part.shopName}'s part of order ${order.code} is ${statusLabels[part.status]}; it cannot be marked ${statusLabels[to]} now`,
      refusal('status-moved', { status: part.status, allowed, shopId: part.shopId }),
    );
  }
}

/**
 * The parts a move acts on. A vendor moves their own shop's part and an admin naming a shop
 * that shop's; otherwise (an admin, or the customer) the move is for the whole order, checked
 * against the order's status, and carries every part still behind it along.
 */
function partsMoved(order: Order, move: Move, to: PartStatus): OrderPart[] {
  const { actor } = move;
  const shopId = actor.role === 'vendor' ? actor.shopId : move.shopId;
  if (shopId !== undefined) {
    const part = partNamed(order, shopId);
    assertPartMove(order, part, to, actor);
    return [part];
  }
  assertMove(order, to, actor);
  const live = liveParts(order.parts);
  if (actor.role === 'customer') {
    const started = live.find((part) => part.status !== 'placed');
    if (started) {
      throw conflict(
        `Order ${order.code} is ${statusLabels[started.status]} at ${started.shopName}; it cannot be marked ${statusLabels[to]} now`,
        refusal('status-moved', { status: order.status, allowed: [] }),
      );
    }
  }
  return live.filter((part) => nextPartStatuses(part.status, actor.role).includes(to));
}

/** A move of shops' parts; the order's status and money follow from the parts. */
function applyPartMove(order: Order, move: Move, to: PartStatus): Order {
  assertConcerned(order, move.actor);
  if (!mayEverMoveTo(move.actor.role, to)) {
    throw denied(`${roleNames[move.actor.role]} cannot mark an order ${statusLabels[to]}`);
  }
  if (!partsOpenStatuses.includes(order.status)) {
    throw conflict(
      `Order ${order.code} is ${statusLabels[order.status]}; it cannot be marked ${statusLabels[to]} now`,
      refusal('status-moved', {
        status: order.status,
        allowed: nextStatuses(order.status, move.actor.role),
      }),
    );
  }
  const moving = new Set(partsMoved(order, move, to).map((part) => part.shopId));
  const change: PartChange = changeOf(move, to);
  const parts = order.parts.map((part) =>
    moving.has(part.shopId) ? { ...part, status: to, history: [...part.history, change] } : part,
  );
  const status = statusFromParts(parts);
  const history =
    status === order.status ? order.history : [...order.history, changeOf(move, status)];
  return {
    ...order,
    parts,
    ...totalsFromParts(order, parts),
    status,
    history,
    updatedAt: move.at,
  };
}

/**
 * The order after a legal move, with the move in its history (and its parts'); throws
 * otherwise. Accepting, packing and cancelling act on shops' parts when the order has any.
 */
export function applyMove(order: Order, move: Move): Order {
  if (order.parts.length > 0 && isPartStatus(move.to)) {
    return applyPartMove(order, move, move.to);
  }
  if (move.shopId !== undefined) partNamed(order, move.shopId);
  return applyOrderMove(order, move);
}

/** The history entry a move appended: the last one. */
export function lastChange(order: Order): StatusChange {
  const change = order.history.at(-1);
  if (!change) throw new DomainError('internal', `Order ${order.code} has no history`);
  return change;
}
