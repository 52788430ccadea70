import type { ActionContext } from '../app/define';
import { visitor } from '../app/principal';
import type { Hours } from '../model/common';
import type { Order } from '../model/orders';
import { openMinutesBetween } from '../orders/openMinutes';
import { commitMove } from './orderMoves';

/** Orders looked at per run, oldest first; the next run goes on. */
const ordersPerRun = 200;

export const notAcceptedInTime = 'Not accepted in time';

export interface ReleaseCount {
  /** Shops' parts cancelled, their stock back on sale. */
  parts: number;
}

/**
 * A cash-on-delivery order costs nothing to place and holds stock at once: a shop's part that
 * the shop has not accepted within the town's `acceptWithinMinutes` of its opening hours is
 * cancelled by the app, its stock goes back on sale, and the staff chats hear of it as of any
 * cancelling. Each part moves in its own transaction through the status machine, so a shop
 * accepting at the same moment wins or loses cleanly and a rerun changes nothing. Hosts run it
 * every few minutes (the local host on a timer, Firebase on a schedule).
 */
export async function releaseUnacceptedParts(
  ctx: Omit<ActionContext, 'principal'>,
): Promise<ReleaseCount> {
  const limit = ctx.town.orderLimits.acceptWithinMinutes;
  if (limit === undefined) return { parts: 0 };
  const now = ctx.clock.now();
  const waiting = await ctx.store.query('orders', {
    where: [['status', 'placed']],
    orderBy: { field: 'createdAt', direction: 'asc' },
    limit: ordersPerRun,
  });
  const hoursOf = shopHours(ctx);
  let parts = 0;
  for (const order of waiting) {
    for (const part of order.parts.filter((each) => each.status === 'placed')) {
      const hours = await hoursOf(part.shopId);
      const waited = openMinutesBetween(hours, new Date(order.createdAt), now, ctx.town.timeZone);
      if (waited < limit) continue;
      if (await releasePart(ctx, order.id, part.shopId)) parts++;
    }
  }
  return { parts };
}

function shopHours(ctx: Pick<ActionContext, 'store'>) {
  const known = new Map<string, readonly Hours[]>();
  return async (shopId: string) => {
    if (!known.has(shopId)) known.set(shopId, (await ctx.store.get('shops', shopId))?.hours ?? []);
    return known.get(shopId) ?? [];
  };
}

/** Cancels one part if it is still waiting; false when the shop got to it first. */
async function releasePart(
  ctx: Omit<ActionContext, 'principal'>,
  orderId: string,
  shopId: string,
): Promise<boolean> {
  return ctx.store.transaction(async (tx) => {
    const order: Order | null = await tx.get('orders', orderId);
    const part = order?.parts.find((each) => each.shopId === shopId);
    if (!order || part?.status !== 'placed') return false;
    const context = { ...ctx, principal: visitor };
    await commitMove(
      context,
      tx,
      order,
      'cancelled',
      { role: 'system' },
      notAcceptedInTime,
      shopId,
    );
    return true;
  });
}
