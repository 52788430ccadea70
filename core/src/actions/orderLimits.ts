import type { ActionContext } from '../app/define';
import { DomainError } from '../app/errors';
import { isFinal } from '../orders/statusMachine';
import type { Transaction } from '../ports';
import { refusal } from '../refusals';
import { checkCounters, counterId } from './requestCounters';

/** How far back the open orders of a phone are looked for: more than any phone keeps open. */
const openOrdersScanned = 100;

/**
 * The town's bounds on new orders (town config `orderLimits`), checked in the order's own
 * transaction: how many open orders one phone may have, and how many orders one client address
 * may place in an hour. Returns the write that counts this order against the client.
 */
export async function checkOrderLimits(
  ctx: ActionContext,
  tx: Transaction,
  phone: string,
  /** The caller's `clientKey`, worked out before the transaction (it waits on nothing else). */
  client: string | undefined,
): Promise<() => void> {
  const { openPerPhone, perClientPerHour } = ctx.town.orderLimits;
  const recent = await tx.query('orders', {
    where: [['customer.phone', phone]],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: openOrdersScanned,
  });
  const open = recent.filter((order) => !isFinal(order.status)).length;
  if (open >= openPerPhone) {
    throw new DomainError(
      'resource-exhausted',
      `This phone number already has ${open} orders on the way. Wait until one is delivered, or cancel one from its order link.`,
      refusal('too-many-open-orders', { openOrders: open }),
    );
  }
  if (!client) return () => undefined;
  return checkCounters(tx, ctx.clock.now().getTime(), [
    {
      id: counterId('orders_client', client),
      max: perClientPerHour,
      windowMs: 60 * 60 * 1000,
      refusal: (minutes) =>
        `Too many orders from this connection. Try again in ${minutes} minutes.`,
    },
  ]);
}
