import { orderForLink } from '../actions/orderLinks';
import type { Order } from '../model/orders';
import type { OutboxEntry } from '../model/outbox';
import { statusLabels } from '../orders/statusMachine';
import type { Clock, IdSource, Transaction } from '../ports';
import type { BotContext } from './handleUpdate';
import { botEntry } from './queue';
import type { BotRequest } from './updates';

/** The event of an outbox entry that stands for "tell this order's followers its new status". */
export const orderFollowersEvent = 'orderFollowers';

const followerId = (orderId: string, chatId: string) => `${orderId}_${chatId}`;

const statusLine = (order: Pick<Order, 'code' | 'status'>) =>
  `Order ${order.code}: ${statusLabels[order.status]}.`;

/**
 * `/start o_<code>_<secret>` from "Follow on Telegram": the secret is checked as the order's
 * private link checks it; this chat then hears each status change of that order. A wrong or
 * stale link gets the private link's own refusal, which says nothing of whether an order exists.
 */
export async function followOrder(
  ctx: Pick<BotContext, 'hasher' | 'clock'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'follow' }>,
): Promise<string> {
  const order = await orderForLink(tx, request.orderCode, await ctx.hasher.digest(request.secret));
  const chatId = String(request.message.chat.id);
  tx.set('orderFollowers', {
    id: followerId(order.id, chatId),
    orderId: order.id,
    chatId,
    followedAt: ctx.clock.now().toISOString(),
  });
  return [
    statusLine(order),
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

/**
 * An order's status changed: one stand-in entry, turned into a message per following chat when
 * it is sent (`expandOrderFollowers`), since the move's transaction may read no more. Writes only.
 */
export function queueOrderFollowersUpdate(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  order: Order,
): void {
  tx.set('outbox', {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    event: orderFollowersEvent,
    ref: `orders/${order.id}`,
    text: statusLine(order),
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  });
}

/** One message per chat following the order, in one transaction with deleting the stand-in. */
export async function expandOrderFollowers(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  entry: OutboxEntry,
): Promise<number> {
  const orderId = entry.ref.replace(/^orders\//, '');
  const followers = await tx.query('orderFollowers', { where: [['orderId', orderId]] });
  for (const follower of followers) {
    tx.set(
      'outbox',
      botEntry(deps, { channel: 'telegramChat', to: follower.chatId }, 'orderFollowed', entry.ref, {
        text: entry.text,
        buttons: [],
      }),
    );
  }
  tx.delete('outbox', entry.id);
  return followers.length;
}
