import { wordingsOf } from '../botMessages/entries';
import type { OutboxEntry } from '../model/outbox';
import type { PushSubscriptionRecord } from '../model/pushSubscriptions';
import type { Clock, IdSource, Transaction } from '../ports';
import { plainTextOf, pushTitles } from './words';

/** The steps after which an order or a booking has nothing more to tell: its browsers stop. */
const overStatuses: Record<string, readonly string[]> = {
  orders: ['delivered', 'cancelled'],
  appointments: ['seen', 'cancelled', 'noShow'],
  labBookings: ['reportReady', 'cancelled', 'noShow'],
};

export interface PushFollowers {
  subscriptions: PushSubscriptionRecord[];
  /** The order or booking is over: this is its last notification, the subscriptions end. */
  over: boolean;
}

/** What a followers' stand-in entry (`orders/<id>`, `appointments/<id>`…) tells by push. Reads only. */
export async function readPushFollowers(
  tx: Transaction,
  entry: OutboxEntry,
): Promise<PushFollowers> {
  const subscriptions = await tx.query('pushSubscriptions', { where: [['ref', entry.ref]] });
  if (subscriptions.length === 0) return { subscriptions, over: false };
  const [collection, id = ''] = entry.ref.split('/');
  const doc =
    collection === 'orders'
      ? await tx.get('orders', id)
      : collection === 'appointments'
        ? await tx.get('appointments', id)
        : collection === 'labBookings'
          ? await tx.get('labBookings', id)
          : null;
  const over = !doc || (overStatuses[collection ?? '']?.includes(doc.status) ?? false);
  return { subscriptions, over };
}

/**
 * One `push` entry per subscription, in the subscription's language, with the same words as the
 * Telegram line (as plain text); the subscriptions of an order or booking that is over go. Writes only.
 */
export function queuePushFollowers(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  entry: OutboxEntry,
  { subscriptions, over }: PushFollowers,
): number {
  const wordings = wordingsOf(entry);
  const kind = entry.ref.startsWith('orders/') ? 'order' : 'booking';
  for (const subscription of subscriptions) {
    const { language } = subscription;
    tx.set('outbox', {
      id: deps.ids.newId(),
      channel: 'push',
      to: subscription.id,
      event: kind === 'order' ? 'orderPushed' : 'bookingPushed',
      ref: entry.ref,
      text: plainTextOf(wordings[language].text),
      language,
      push: {
        subscriptionId: subscription.id,
        endpoint: subscription.endpoint,
        keys: subscription.keys,
        title: pushTitles[language][kind],
        url: subscription.url,
      },
      status: 'pending',
      attempts: 0,
      createdAt: deps.clock.now().toISOString(),
    });
    if (over) tx.delete('pushSubscriptions', subscription.id);
  }
  return subscriptions.length;
}
