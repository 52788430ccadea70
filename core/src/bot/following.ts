import { orderForFollowToken, orderForLink } from '../actions/orderLinks';
import { orderFollowerId, orderStatusLine } from '../botMessages/orderFollowers';
import type { Transaction } from '../ports';
import type { BotContext } from './context';
import type { BotRequest } from './updates';

/**
 * `/start of_<code>_<follow token>` from "Follow on Telegram" (or an older link's
 * `o_<code>_<secret>`, checked as the private link checks it): this chat then hears each status
 * change of that order. A wrong or
 * stale link gets the private link's own refusal, which says nothing of whether an order exists.
 */
export async function followOrder(
  ctx: Pick<BotContext, 'hasher' | 'clock'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'follow' }>,
): Promise<string> {
  const { key } = request;
  const order =
    'token' in key
      ? await orderForFollowToken(tx, request.orderCode, key.token)
      : await orderForLink(tx, request.orderCode, await ctx.hasher.digest(key.secret));
  const chatId = String(request.message.chat.id);
  tx.set('orderFollowers', {
    id: orderFollowerId(order.id, chatId),
    orderId: order.id,
    chatId,
    followedAt: ctx.clock.now().toISOString(),
  });
  return [
    orderStatusLine(order),
    'You will get each change of this order here, and nothing else. Send /stop to stop.',
  ].join('\n');
}

/**
 * `/stop` from a customer's chat: it follows no order or booking any more. Answers how many it
 * followed. Both are read before the first delete, as a transaction must.
 */
export async function unfollowAll(tx: Transaction, chatId: string): Promise<number> {
  const orders = await tx.query('orderFollowers', { where: [['chatId', chatId]] });
  const bookings = await tx.query('bookingFollowers', { where: [['chatId', chatId]] });
  for (const follower of orders) tx.delete('orderFollowers', follower.id);
  for (const follower of bookings) tx.delete('bookingFollowers', follower.id);
  return orders.length + bookings.length;
}
