import { conflict, denied, invalid, notFound } from '../app/errors';
import type { Order, OrderItem, OrderPart, PartChange } from '../model/orders';
import { refusal } from '../refusals';
import { statusFromParts, totalsFromParts } from './parts';
import { assertConcerned, type OrderActor, partNamed, statusLabels } from './statusMachine';

/** How far the weighed price may stray from the estimate when the town has not said. */
export const defaultWeighedTolerancePercent = 20;

/** A shop weighed one line of its part while packing. */
export interface Weighing {
  shopId: string;
  productId: string;
  /** What the shop measured: the grams it weighed, or the price it quoted (a fish sold whole). */
  measured: { grams: number } | { paise: number };
  /** The town's tolerance, percent either way. */
  tolerancePercent: number;
  actor: OrderActor;
  at: string;
}

/** The price of a weight, at the line's price per step, to the paisa. */
export const priceOfWeight = (line: OrderItem, grams: number, stepGrams: number): number =>
  Math.round((line.unitPricePaise * grams) / stepGrams);

/** Beyond tolerance: the final price strays more than `percent` from the estimate, either way. */
export const beyondTolerance = (estimated: number, final: number, percent: number): boolean =>
  Math.abs(final - estimated) * 100 > percent * estimated;

/** A line that waits for the customer to accept or drop its weighed price. */
export const awaitsCustomer = (line: OrderItem): boolean => line.weighed?.awaitsCustomer === true;

const invalidWeight = (message: string) =>
  invalid(message, refusal('invalid-fields', { issues: [{ path: 'productId', message }] }));

function weighedLineOf(order: Order, part: OrderPart, productId: string): OrderItem {
  const line = part.lines.find((each) => each.productId === productId);
  if (!line) throw notFound(`Order ${order.code} has no ${productId} from ${part.shopName}`);
  if (!line.weighed) throw invalidWeight(`${line.name} is sold by the unit, not weighed`);
  return line;
}

function assertStillPacking(order: Order, part: OrderPart): void {
  if (part.status !== 'accepted' || order.status === 'cancelled') {
    throw conflict(
      `${part.shopName}'s part of order ${order.code} is ${statusLabels[part.status]}; weigh its goods while packing`,
      refusal('status-moved', { status: part.status, allowed: [], shopId: part.shopId }),
    );
  }
}

/** The line after weighing: the price follows the weight; beyond tolerance it waits. */
function lineWeighed(line: OrderItem, weighing: Weighing): OrderItem {
  const weighed = line.weighed;
  if (!weighed) return line;
  const { measured } = weighing;
  const finalPaise =
    'grams' in measured ? priceOfWeight(line, measured.grams, weighed.stepGrams) : measured.paise;
  const waits = beyondTolerance(weighed.estimatedPaise, finalPaise, weighing.tolerancePercent);
  // A price entered after a weight (or the reverse) replaces it: the grams say how it was set.
  const { awaitsCustomer: _before, actualGrams: _grams, ...kept } = weighed;
  return {
    ...line,
    // While the customer has not answered, the order keeps charging the estimate.
    lineTotalPaise: waits ? weighed.estimatedPaise : finalPaise,
    weighed: {
      ...kept,
      ...('grams' in measured ? { actualGrams: measured.grams } : {}),
      finalPaise,
      ...(waits ? { awaitsCustomer: true } : {}),
    },
  };
}

/** The order with one shop's line replaced (or gone, for null), sums following. */
function withLine(
  order: Order,
  shopId: string,
  productId: string,
  next: OrderItem | null,
  at: string,
): Order {
  const swap = (lines: readonly OrderItem[]) =>
    lines.flatMap((line) => {
      if (line.shopId !== shopId || line.productId !== productId) return [line];
      return next ? [next] : [];
    });
  const parts = order.parts.map((part) => {
    if (part.shopId !== shopId) return part;
    const lines = swap(part.lines);
    return { ...part, lines, subtotalPaise: lines.reduce((sum, l) => sum + l.lineTotalPaise, 0) };
  });
  return {
    ...order,
    items: swap(order.items),
    parts,
    ...totalsFromParts(order, parts),
    updatedAt: at,
  };
}

/**
 * The order after a shop weighed one line of its part while packing: the line's final price
 * follows the weight (or is the price the shop quoted for it); within the town's tolerance the order's total follows at once, beyond it
 * the line waits for the customer (and the part cannot be marked ready until they answer).
 * A vendor weighs for their own shop, an admin for any. Refusals: not the caller's shop (403),
 * no such part or line (404), a line not sold by weight (400), a part not being packed (409).
 */
export function applyWeighing(order: Order, weighing: Weighing): Order {
  const { actor } = weighing;
  if (actor.role !== 'vendor' && actor.role !== 'admin') {
    throw denied('Only the shop or an admin weighs what is packed');
  }
  assertConcerned(order, actor);
  const shopId = actor.role === 'vendor' ? actor.shopId : weighing.shopId;
  const part = partNamed(order, shopId);
  const line = weighedLineOf(order, part, weighing.productId);
  assertStillPacking(order, part);
  return withLine(order, shopId, line.productId, lineWeighed(line, weighing), weighing.at);
}

/** The customer's answer to a weighed line that waits for them. */
export interface WeighedAnswer {
  shopId: string;
  productId: string;
  accept: boolean;
  at: string;
}

/** A line the customer accepted: it now costs what it weighed. */
function lineAccepted(line: OrderItem): OrderItem {
  const weighed = line.weighed;
  if (!weighed || weighed.finalPaise === undefined) return line;
  const { awaitsCustomer: _waited, ...kept } = weighed;
  return { ...line, lineTotalPaise: weighed.finalPaise, weighed: kept };
}

/** A part whose only line the customer dropped: the shop has nothing left to pack. */
function partDropped(order: Order, shopId: string, at: string): Order {
  const change: PartChange = {
    status: 'cancelled',
    at,
    by: { role: 'customer' },
    note: 'The customer did not take the weighed price',
  };
  const parts = order.parts.map((part) =>
    part.shopId === shopId
      ? { ...part, status: 'cancelled' as const, history: [...part.history, change] }
      : part,
  );
  const status = statusFromParts(parts);
  const history =
    status === order.status
      ? order.history
      : [...order.history, { status, at, by: { role: 'customer' as const } }];
  return { ...order, parts, ...totalsFromParts(order, parts), status, history, updatedAt: at };
}

/**
 * The order after the customer answered a weighed line that waits for them: accepted, the line
 * costs what it weighed and the total follows; dropped, the line leaves the order (a part's only
 * line cancels that part). Refusals: no such part or line (404), a line that does not wait (409).
 */
export function applyWeighedAnswer(order: Order, answer: WeighedAnswer): Order {
  const part = partNamed(order, answer.shopId);
  const line = weighedLineOf(order, part, answer.productId);
  if (!awaitsCustomer(line) || part.status !== 'accepted') {
    throw conflict(
      `${line.name} in order ${order.code} does not wait for your answer`,
      refusal('status-moved', { status: part.status, allowed: [], shopId: part.shopId }),
    );
  }
  if (answer.accept) {
    return withLine(order, part.shopId, line.productId, lineAccepted(line), answer.at);
  }
  if (part.lines.length === 1) return partDropped(order, part.shopId, answer.at);
  return withLine(order, part.shopId, line.productId, null, answer.at);
}
