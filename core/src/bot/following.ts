import { orderForLink } from '../actions/orderLinks';
import type { Actor, Order, OrderPart } from '../model/orders';
import type { OutboxEntry } from '../model/outbox';
import { formatRupees } from '../notifications/money';
import { escapeHtml, html, lines, type Markup } from '../notifications/telegramHtml';
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

/** Who cancelled a part, as its customer is told: never which staff member. */
const cancelledBy: Record<Actor['role'], string> = {
  visitor: 'you',
  customer: 'you',
  vendor: 'the shop',
  delivery: 'the town',
  admin: 'the town',
  system: 'the app: the shop did not accept it in time',
};

/** A shop's part that a move cancelled, while the rest of the order goes on. */
function partCancelledLines(part: OrderPart): Markup[] {
  const change = part.history.at(-1);
  return [
    html`${part.shopName} cannot supply its part (${formatRupees(part.subtotalPaise)}): cancelled by ${cancelledBy[change?.by.role ?? 'vendor']}.`,
    change?.note ? html`Reason: ${change.note}` : html``,
  ];
}

/**
 * What the chats following an order hear of a move, or null when it says nothing to them: a
 * new status, and a shop's part cancelled while the rest goes on, with what the order comes to
 * now (its delivery fee as agreed at checkout). HTML, as the bot sends it.
 */
export function followerUpdateText(before: Order, after: Order): string | null {
  const cancelled = after.parts.filter(
    (part, i) => part.status === 'cancelled' && before.parts[i]?.status !== 'cancelled',
  );
  const statusChanged = after.status !== before.status;
  if (after.status === 'cancelled' || cancelled.length === 0) {
    return statusChanged ? escapeHtml(statusLine(after)) : null;
  }
  const fee =
    after.deliveryFeePaise > 0
      ? `${formatRupees(after.deliveryFeePaise)} delivery`
      : 'free delivery';
  return lines(
    html`Order ${after.code}:`,
    ...cancelled.flatMap(partCancelledLines),
    html`Your order now comes to ${formatRupees(after.totalPaise)} (${fee}); the other shops' parts go on.`,
    statusChanged ? html`${statusLine(after)}` : null,
  );
}

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
 * An order changed in a way its followers hear of (`followerUpdateText`): one stand-in entry,
 * turned into a message per following chat when it is sent (`expandOrderFollowers`), since the
 * move's transaction may read no more. Writes only.
 */
export function queueOrderFollowersUpdate(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  order: Order,
  text: string,
): void {
  tx.set('outbox', {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    event: orderFollowersEvent,
    ref: `orders/${order.id}`,
    text,
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
