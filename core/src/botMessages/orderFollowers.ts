import type { Actor, Order, OrderPart } from '../model/orders';
import type { OutboxEntry } from '../model/outbox';
import { formatRupees } from '../notifications/money';
import { escapeHtml, html, lines, type Markup } from '../notifications/telegramHtml';
import { statusLabels } from '../orders/statusMachine';
import type { Clock, IdSource, Transaction } from '../ports';
import { botEntry } from './entries';

/** The event of an outbox entry that stands for "tell this order's followers its new status". */
export const orderFollowersEvent = 'orderFollowers';

export const orderFollowerId = (orderId: string, chatId: string) => `${orderId}_${chatId}`;

export const orderStatusLine = (order: Pick<Order, 'code' | 'status'>) =>
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
    return statusChanged ? escapeHtml(orderStatusLine(after)) : null;
  }
  const fee =
    after.deliveryFeePaise > 0
      ? `${formatRupees(after.deliveryFeePaise)} delivery`
      : 'free delivery';
  return lines(
    html`Order ${after.code}:`,
    ...cancelled.flatMap(partCancelledLines),
    html`Your order now comes to ${formatRupees(after.totalPaise)} (${fee}); the other shops' parts go on.`,
    statusChanged ? html`${orderStatusLine(after)}` : null,
  );
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
