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
 * customer cancels every part at once while no shop has accepted; the courier who holds the
 * order (or an admin) picks each packed part up at its shop. An admin may still cancel a part
 * picked up (the courier takes it back) while the rest of the order is being collected. A part
 * is delivered with the whole order, never on its own.
 */
export const partMoves: Readonly<
  Record<PartStatus, Readonly<Partial<Record<PartStatus, readonly MoverRole[]>>>>
> = {
  placed: { accepted: ['vendor', 'admin'], cancelled: ['customer', 'vendor', 'admin', 'system'] },
  accepted: { ready: ['vendor', 'admin'], cancelled: ['vendor', 'admin'] },
  ready: { pickedUp: ['delivery', 'admin'], cancelled: ['vendor', 'admin'] },
  pickedUp: { cancelled: ['admin'] },
  delivered: {},
  cancelled: {},
};

/** Order statuses in which the shops' parts can still move: the courier has not left. */
const partsOpenStatuses: readonly OrderStatus[] = ['placed', 'accepted', 'ready'];

/** The moves a shop makes on its own part (and an admin for it), checked part by part. */
const shopMoves: readonly OrderStatus[] = ['placed', 'accepted', 'ready', 'cancelled'];

export const finalStatuses: readonly OrderStatus[] = ['delivered', 'cancelled'];
export const isFinal = (status: OrderStatus) => finalStatuses.includes(status);

/** How statuses read in messages and errors. */
export const statusLabels: Record<OrderStatus | PartStatus, string> = {
  placed: 'placed',
  accepted: 'accepted',
  ready: 'ready',
  pickedUp: 'picked up',
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
export function assertConcerned(order: Order, actor: OrderActor): void {
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

const changeOf = <S extends OrderStatus | PartStatus>(
  move: Pick<Move, 'actor' | 'at' | 'note'>,
  status: S,
) => ({
  status,
  at: move.at,
  by: actorRecord(move.actor),
  ...(move.note ? { note: move.note } : {}),
});

/**
 * What the shops' parts become when the whole order moves: the courier leaves with every packed
 * part still at its shop, and every part still in the order is delivered with it ("ready" too:
 * orders that left before parts were picked up one by one).
 */
const carried: Partial<Record<OrderStatus, { from: readonly PartStatus[]; to: PartStatus }>> = {
  outForDelivery: { from: ['ready'], to: 'pickedUp' },
  delivered: { from: ['ready', 'pickedUp'], to: 'delivered' },
};

/** A move of the whole order, by its own status: the courier's, or any move of an order with no shop's part. */
function applyOrderMove(order: Order, move: Move): Order {
  assertMove(order, move.to, move.actor);
  const change: StatusChange = changeOf(move, move.to);
  const carry = carried[move.to];
  const partChange = carry ? changeOf(move, carry.to) : undefined;
  const parts =
    carry && partChange
      ? order.parts.map((part) =>
          carry.from.includes(part.status)
            ? { ...part, status: carry.to, history: [...part.history, partChange] }
            : part,
        )
      : order.parts;
  return {
    ...order,
    parts,
    status: move.to,
    history: [...order.history, change],
    updatedAt: move.at,
  };
}

export function partNamed(order: Order, shopId: string): OrderPart {
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

/** A move a shop makes on its part: accept, pack, cancel ("placed" is never a move's goal). */
type ShopMove = 'placed' | 'accepted' | 'ready' | 'cancelled';
const isShopMove = (status: OrderStatus): status is ShopMove =>
  (shopMoves as readonly OrderStatus[]).includes(status);

/**
 * The parts a move acts on. A vendor moves their own shop's part and an admin naming a shop
 * that shop's; otherwise (an admin, or the customer) the move is for the whole order, checked
 * against the order's status, and carries every part still behind it along.
 */
function partsMoved(order: Order, move: Move, to: ShopMove): OrderPart[] {
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

/** The parts named move to `to`; the order's status and money follow from the parts. */
function withPartsMoved(
  order: Order,
  moving: ReadonlySet<string>,
  to: PartStatus,
  move: Pick<Move, 'actor' | 'at' | 'note'>,
): Order {
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

function assertPartsOpen(order: Order, to: OrderStatus | PartStatus, actor: OrderActor): void {
  if (!partsOpenStatuses.includes(order.status)) {
    throw conflict(
      `Order ${order.code} is ${statusLabels[order.status]}; it cannot be marked ${statusLabels[to]} now`,
      refusal('status-moved', {
        status: order.status,
        allowed: nextStatuses(order.status, actor.role),
      }),
    );
  }
}

/** A move of shops' parts; the order's status and money follow from the parts. */
function applyPartMove(order: Order, move: Move, to: ShopMove): Order {
  assertConcerned(order, move.actor);
  if (!mayEverMoveTo(move.actor.role, to)) {
    throw denied(`${roleNames[move.actor.role]} cannot mark an order ${statusLabels[to]}`);
  }
  assertPartsOpen(order, to, move.actor);
  const parts = partsMoved(order, move, to);
  if (to === 'ready') for (const part of parts) assertNoLineAwaitsCustomer(order, part);
  const moving = new Set(parts.map((part) => part.shopId));
  return withPartsMoved(order, moving, to, move);
}

/** A weighed line beyond tolerance waits for the customer: the bag is not final until then. */
function assertNoLineAwaitsCustomer(order: Order, part: OrderPart): void {
  const waiting = part.lines.find((line) => line.weighed?.awaitsCustomer === true);
  if (!waiting) return;
  throw conflict(
    `${waiting.name} in order ${order.code} waits for the customer to accept its weighed price`,
    refusal('status-moved', { status: part.status, allowed: ['cancelled'], shopId: part.shopId }),
  );
}

/**
 * The order after a legal move, with the move in its history (and its parts'); throws
 * otherwise. Accepting, packing and cancelling act on shops' parts when the order has any; the
 * courier's moves carry the parts along.
 */
export function applyMove(order: Order, move: Move): Order {
  if (awaitsRetry(order)) return applyMoveOfBroughtBack(order, move);
  if (order.parts.length > 0 && isShopMove(move.to)) {
    return applyPartMove(order, move, move.to);
  }
  if (move.shopId !== undefined) partNamed(order, move.shopId);
  return applyOrderMove(order, move);
}

/** An order a courier brought back (could not deliver): an admin sends it out again or cancels it. */
export const awaitsRetry = (order: Pick<Order, 'status' | 'failedAttempt'>): boolean =>
  order.status === 'outForDelivery' && order.failedAttempt !== undefined;

/**
 * An order the courier brought back has no courier: it is sent out again (sendOutAgain) or
 * cancelled. Marking it delivered as it stands would record a delivery nobody made.
 */
function applyMoveOfBroughtBack(order: Order, move: Move): Order {
  if (move.to === 'cancelled') return applyCancelOfBroughtBack(order, move);
  assertConcerned(order, move.actor);
  throw conflict(
    `Order ${order.code} came back undelivered: send it out again with a courier, or cancel it`,
    refusal('status-moved', { status: order.status, allowed: ['cancelled'] }),
  );
}

/**
 * An admin cancels an order the courier brought back: every part still in it is cancelled, so its
 * stock goes back like any cancelled part's. Out-for-delivery orders stay uncancellable
 * otherwise: the goods are with a courier.
 */
function applyCancelOfBroughtBack(order: Order, move: Move): Order {
  if (move.actor.role !== 'admin') {
    throw denied('Only an admin can cancel an order the courier brought back');
  }
  if (order.parts.length === 0) {
    return {
      ...order,
      status: 'cancelled',
      history: [...order.history, changeOf(move, 'cancelled')],
      updatedAt: move.at,
    };
  }
  const moving = new Set(liveParts(order.parts).map((part) => part.shopId));
  return withPartsMoved(order, moving, 'cancelled', move);
}

/** The courier collecting one shop's packed part at the shop. */
export interface PartPickup {
  shopId: string;
  actor: OrderActor;
  /** ISO time of the pickup. */
  at: string;
}

const mayPickUp = (role: MoverRole) => partMoves.ready.pickedUp?.includes(role) ?? false;

/**
 * The order after the courier picked up one shop's packed part, with the pickup in the part's
 * history. The courier goes from shop to shop while the others pack; once every part still in
 * the order is picked up, the order is out for delivery. Refusals in the order of `assertMove`:
 * not the caller's order or never their move (403), no such part (404), then the order or the
 * part moved on (409).
 */
export function applyPickup(order: Order, pickup: PartPickup): Order {
  const { actor } = pickup;
  assertConcerned(order, actor);
  if (!mayPickUp(actor.role)) {
    throw denied(`${roleNames[actor.role]} cannot mark a shop's part picked up`);
  }
  const part = partNamed(order, pickup.shopId);
  assertPartsOpen(order, 'pickedUp', actor);
  if (order.deliveryPersonId === null) {
    throw conflict(
      `Assign a delivery person to order ${order.code} first`,
      refusal('courier-needed', { status: order.status, allowed: [] }),
    );
  }
  assertPartMove(order, part, 'pickedUp', actor);
  return withPartsMoved(order, new Set([part.shopId]), 'pickedUp', pickup);
}

/** The history entry a move appended: the last one. */
export function lastChange(order: Order): StatusChange {
  const change = order.history.at(-1);
  if (!change) throw new DomainError('internal', `Order ${order.code} has no history`);
  return change;
}
