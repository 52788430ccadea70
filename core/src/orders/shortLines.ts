import { conflict, denied, invalid, notFound } from '../app/errors';
import type { Order, OrderItem, OrderPart, PartStatus, ShortLine } from '../model/orders';
import { refusal } from '../refusals';
import { totalsFromParts } from './parts';
import {
  actorRecord,
  assertConcerned,
  type OrderActor,
  partNamed,
  statusLabels,
} from './statusMachine';

/** A shop finds it cannot supply all of one line of its part: what it can give instead. */
export interface Shortfall {
  shopId: string;
  productId: string;
  /** How many of the line the shop can still give: 0 when it has none. */
  available: number;
  actor: OrderActor;
  /** ISO time the shop said so. */
  at: string;
  note?: string | undefined;
}

/** Until the part is packed: once packed, what is in the bag is what goes. */
const stillPacking: readonly PartStatus[] = ['placed', 'accepted'];

const withQuantity = (line: OrderItem, quantity: number): OrderItem => ({
  ...line,
  quantity,
  lineTotalPaise: line.unitPricePaise * quantity,
});

/** The lines with `productId`'s cut to `available` (gone at 0), in the same order. */
function linesAfter(lines: readonly OrderItem[], shopId: string, fall: Shortfall): OrderItem[] {
  return lines.flatMap((line) => {
    if (line.shopId !== shopId || line.productId !== fall.productId) return [line];
    return fall.available === 0 ? [] : [withQuantity(line, fall.available)];
  });
}

function assertMayShorten(order: Order, part: OrderPart, fall: Shortfall): OrderItem {
  if (!stillPacking.includes(part.status) || order.status === 'cancelled') {
    throw conflict(
      `${part.shopName}'s part of order ${order.code} is ${statusLabels[part.status]}; what it holds cannot change now`,
      refusal('status-moved', { status: part.status, allowed: [], shopId: part.shopId }),
    );
  }
  const line = part.lines.find((each) => each.productId === fall.productId);
  if (!line) throw notFound(`Order ${order.code} has no ${fall.productId} from ${part.shopName}`);
  if (fall.available >= line.quantity) {
    const message = `The order asks for ${line.quantity}: say how many of them you can give, fewer than that`;
    throw invalid(message, refusal('invalid-fields', { issues: [{ path: 'available', message }] }));
  }
  if (fall.available === 0 && part.lines.length === 1) {
    throw conflict(
      `${line.name} is all ${part.shopName} has in order ${order.code}: cancel the shop's part instead`,
      refusal('status-moved', { status: part.status, allowed: ['cancelled'], shopId: part.shopId }),
    );
  }
  return line;
}

/**
 * The order after a shop said it cannot supply all of one line while packing: the line keeps
 * what the shop can give, the rest is listed as short on the part, and the part's and the
 * order's sums follow (the delivery fee stays as agreed at checkout). A vendor acts on their own
 * shop's part, an admin on any. Refusals: not the caller's shop or no shop's move (403), no such
 * part or line (404), a part already packed or over, or the part's only line gone (409).
 */
export function applyShortfall(order: Order, fall: Shortfall): Order {
  const { actor } = fall;
  if (actor.role !== 'vendor' && actor.role !== 'admin') {
    throw denied('Only the shop or an admin says what a shop cannot supply');
  }
  assertConcerned(order, actor);
  const shopId = actor.role === 'vendor' ? actor.shopId : fall.shopId;
  const part = partNamed(order, shopId);
  const line = assertMayShorten(order, part, fall);
  const short: ShortLine = {
    ...withQuantity(line, line.quantity - fall.available),
    at: fall.at,
    by: actorRecord(actor),
    ...(fall.note ? { note: fall.note } : {}),
  };
  const parts = order.parts.map((each) => {
    if (each !== part) return each;
    const lines = linesAfter(each.lines, shopId, fall);
    return {
      ...each,
      lines,
      subtotalPaise: lines.reduce((sum, kept) => sum + kept.lineTotalPaise, 0),
      short: [...(each.short ?? []), short],
    };
  });
  return {
    ...order,
    items: linesAfter(order.items, shopId, fall),
    parts,
    ...totalsFromParts(order, parts),
    updatedAt: fall.at,
  };
}

/** The lines a change made short, of every part: compares the parts' short lists. */
export function newlyShort(
  before: Order,
  after: Order,
): Array<{ part: OrderPart; line: ShortLine }> {
  return after.parts.flatMap((part, i) =>
    (part.short ?? []).slice(before.parts[i]?.short?.length ?? 0).map((line) => ({ part, line })),
  );
}
