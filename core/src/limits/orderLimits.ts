import type { ActionContext } from '../app/define';
import { DomainError } from '../app/errors';
import type { Order, OrderItem } from '../model/orders';
import { formatRupees } from '../notifications/money';
import { isFinal } from '../orders/statusMachine';
import type { Transaction } from '../ports';
import { minutesText, refusal } from '../refusals';
import { orderStatuses } from '../vocabulary';
import { checkCounters, counterId, type RequestCounter } from './requestCounters';

/** How many open orders of one status a phone's are looked for: more than any phone keeps open. */
const openOrdersScanned = 100;

const openStatuses = orderStatuses.filter((status) => !isFinal(status));

const hourMs = 60 * 60 * 1000;

/** What a new order adds to its phone's holdings: its lines and its cash-on-delivery total. */
export interface OrderHolding {
  items: readonly OrderItem[];
  totalPaise: number;
}

/** Checks the new order's holdings; returns the write that counts it against the client. */
export type CheckHoldings = (order: OrderHolding) => Promise<() => void>;

/**
 * The town's bounds on new orders (town config `orderLimits`), checked in the order's own
 * transaction. First, before the order is built, how many open orders one phone may have. Then,
 * given what the order holds (the returned check), how much of one product and how much cash on
 * delivery the phone's open orders may hold together (less before the phone had any order
 * delivered), and how many orders and how much cash one client address may order in an hour.
 */
export async function checkOrderLimits(
  ctx: ActionContext,
  tx: Transaction,
  phone: string,
  /** The caller's `clientKey`, worked out before the transaction (it waits on nothing else). */
  client: string | undefined,
): Promise<CheckHoldings> {
  const { openPerPhone } = ctx.town.orderLimits;
  // By status, so a regular customer's past orders are never read (nor, on Firestore, billed)
  // inside every new order's transaction: only the open ones, and one delivered if any.
  const [openLists, delivered] = await Promise.all([
    Promise.all(
      openStatuses.map((status) =>
        tx.query('orders', {
          where: [
            ['customer.phone', phone],
            ['status', status],
          ],
          limit: openOrdersScanned,
        }),
      ),
    ),
    tx.query('orders', {
      where: [
        ['customer.phone', phone],
        ['status', 'delivered'],
      ],
      limit: 1,
    }),
  ]);
  const open = openLists.flat();
  if (open.length >= openPerPhone) {
    throw new DomainError(
      'resource-exhausted',
      `This phone number already has ${open.length} orders on the way. Wait until one is delivered, or cancel one from its order link.`,
      refusal('too-many-open-orders', { openOrders: open.length }),
    );
  }
  const known = delivered.length > 0;
  return async (order) => {
    assertHoldings(ctx, open, known, order);
    return client ? countForClient(ctx, tx, client, order.totalPaise) : () => undefined;
  };
}

/** The lines an open order still holds: a shop's cancelled part holds nothing. */
function heldLines(order: Order): OrderItem[] {
  if (order.parts.length === 0) return order.items;
  return order.parts.flatMap((part) => (part.status === 'cancelled' ? [] : part.lines));
}

function assertHoldings(
  ctx: ActionContext,
  open: readonly Order[],
  known: boolean,
  order: OrderHolding,
): void {
  const limits = ctx.town.orderLimits;
  const held = new Map<string, number>();
  for (const line of open.flatMap(heldLines)) {
    held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
  }
  for (const line of order.items) {
    const already = held.get(line.productId) ?? 0;
    if (already + line.quantity > limits.openUnitsPerProduct) {
      throw new DomainError(
        'resource-exhausted',
        `At most ${limits.openUnitsPerProduct} of "${line.name}" on the way to one phone number: this one already has ${already}. Order the rest after they are delivered.`,
        refusal('too-much-of-product', {
          productId: line.productId,
          name: line.name,
          max: limits.openUnitsPerProduct,
          held: already,
        }),
      );
    }
  }
  const maxPaise = known ? limits.openPaisePerPhone : limits.newPhoneOpenPaise;
  const heldPaise = open.reduce((sum, o) => sum + o.totalPaise, 0);
  if (heldPaise + order.totalPaise <= maxPaise) return;
  const townPhone = ctx.town.contact.phone;
  const helpDesk = townPhone ? `the help desk on ${townPhone}` : 'the help desk';
  const cap = formatRupees(maxPaise);
  throw new DomainError(
    'resource-exhausted',
    known
      ? `Orders on the way to one phone number may come to ${cap} at most, cash on delivery. Order the rest after one is delivered, or call ${helpDesk}.`
      : `Until a first order is delivered, orders to one phone number may come to ${cap} at most, cash on delivery. For a larger order, call ${helpDesk}.`,
    refusal('cash-on-delivery-cap', {
      maxPaise,
      heldPaise,
      firstOrder: !known,
      ...(townPhone ? { townPhone } : {}),
    }),
  );
}

/** Orders, and their cash on delivery, from one client address in an hour. */
function countForClient(
  ctx: ActionContext,
  tx: Transaction,
  client: string,
  totalPaise: number,
): Promise<() => void> {
  const { perClientPerHour, paisePerClientPerHour } = ctx.town.orderLimits;
  const counters: RequestCounter[] = [
    {
      id: counterId('orders_client', client),
      max: perClientPerHour,
      windowMs: hourMs,
      refusal: (minutes) =>
        `Too many orders from this connection. Try again in ${minutesText(minutes)}.`,
    },
  ];
  // A shopping list has no total until its shop prices it: it weighs nothing here.
  if (totalPaise > 0) {
    counters.push({
      id: counterId('cash_client', client),
      max: paisePerClientPerHour,
      windowMs: hourMs,
      weight: totalPaise,
      refusal: (minutes) =>
        `Too much cash on delivery ordered from this connection. Try again in ${minutesText(minutes)}, or call the help desk on ${ctx.town.contact.phone}.`,
    });
  }
  return checkCounters(tx, ctx.clock.now().getTime(), counters);
}
