import type { LabBooking } from '../model/medical';
import type { Order } from '../model/orders';
import type { ChatButton, OutboxEntry } from '../model/outbox';
import type { TelegramLink } from '../model/telegramBot';
import { type InEach, inEach, isLanguage } from '../notifications/language';
import { shopOrderView } from '../orders/parts';
import type { Clock, IdSource, Transaction } from '../ports';
import { courierOfferPushEvent } from '../push/staffFollowers';
import { asOrderView, botEntry, linkIdOf, type QueueDeps, vendorOfferEvent } from './entries';
import { followerUpdateText, queueOrderFollowersUpdate } from './orderFollowers';
import { deliveryOfferBody, labBookingBody, vendorPartBody } from './texts';

/**
 * The bot's working messages, queued in the transaction of the change they report, through the
 * same outbox as the alerts (paced, retried, never doubled).
 */

/** A ready order, offered in the delivery chat with "I'll take it". Writes only. */
export function queueDeliveryOffer(deps: QueueDeps, tx: Transaction, order: Order): void {
  const record = {
    id: deps.ids.newId(),
    kind: 'deliveryOffer' as const,
    orderId: order.id,
    createdAt: deps.clock.now().toISOString(),
  };
  tx.set('botMessages', record);
  const view = asOrderView(order);
  const bodies = inEach((language) => deliveryOfferBody(view, record.id, null, language));
  tx.set(
    'outbox',
    botEntry(
      deps,
      { channel: 'deliveryChat' },
      'deliveryOffer',
      `orders/${order.id}`,
      bodies,
      deps.town.defaultLanguage,
    ),
  );
  // The couriers' browsers: which are subscribed is read when this stand-in is sent.
  tx.set('outbox', {
    id: deps.ids.newId(),
    channel: 'push',
    event: courierOfferPushEvent,
    ref: `orders/${order.id}`,
    text: `Order ${order.code}: to the couriers' browsers`,
    language: deps.town.defaultLanguage,
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  });
}

/**
 * A new order, for its shops' linked vendors. Which vendors are linked is read when the entry
 * is sent (`expandVendorOffer`): the order's own transaction has written already and may read
 * no more. It keeps the town's default language, for the messages it is turned into.
 */
export function queueVendorOffer(deps: QueueDeps, tx: Transaction, order: Order): void {
  tx.set('outbox', {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    event: vendorOfferEvent,
    ref: `orders/${order.id}`,
    text: `Order ${order.code}: to the linked vendors of its shops`,
    language: deps.town.defaultLanguage,
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  });
}

/**
 * Turns a vendor offer into one private message per linked, active vendor of each shop whose
 * part still waits, in one transaction with deleting the offer: each vendor gets it once.
 * Answers how many messages were queued.
 */
export async function expandVendorOffer(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  entry: OutboxEntry,
): Promise<number> {
  const orderId = entry.ref.replace(/^orders\//, '');
  const order = await tx.get('orders', orderId);
  const targets: Array<{ link: TelegramLink; shopId: string }> = [];
  for (const part of order?.parts.filter((each) => each.status === 'placed') ?? []) {
    const vendors = await tx.query('vendors', { where: [['shopId', part.shopId]] });
    for (const vendor of vendors.filter((each) => each.active)) {
      const link = await tx.get('telegramLinks', linkIdOf('vendor', vendor.id));
      if (link) targets.push({ link, shopId: part.shopId });
    }
  }
  const now = deps.clock.now().toISOString();
  for (const { link, shopId } of targets) {
    const view = order ? shopOrderView(order, shopId) : null;
    if (!view) continue;
    const record = {
      id: deps.ids.newId(),
      kind: 'vendorPart' as const,
      orderId,
      shopId,
      createdAt: now,
    };
    tx.set('botMessages', record);
    // Made in every language: the sender sends the vendor's chat its own (chatLanguages).
    const bodies = inEach((language) => vendorPartBody(view, record.id, language));
    tx.set(
      'outbox',
      botEntry(
        deps,
        { channel: 'telegramChat', to: link.telegramUserId },
        'vendorPart',
        entry.ref,
        bodies,
        isLanguage(entry.language) ? entry.language : 'en',
      ),
    );
  }
  // It stood for the messages just queued: an admin's alert list shows those, not it.
  tx.delete('outbox', entry.id);
  return targets.length;
}

/**
 * The bot's messages a status move calls for: a ready order is offered to the couriers, and the
 * chats following the order are told its new status or a shop's part cancelled.
 */
export function queueBotMessagesForMove(
  deps: QueueDeps,
  tx: Transaction,
  before: Order,
  after: Order,
): void {
  const becameReady = after.status === 'ready' && before.status !== 'ready';
  if (becameReady && after.deliveryPersonId === null) queueDeliveryOffer(deps, tx, after);
  // Customers following the order on Telegram hear each change of its status, and of a shop
  // dropping out of it.
  const followers = followerUpdateText(before, after);
  if (followers !== null) queueOrderFollowersUpdate(deps, tx, after, followers);
}

/**
 * A lab booking's buttons for its next step, in each language (the data the same), with the
 * record presses name. Writes only.
 */
export function labBookingButtons(
  deps: Pick<QueueDeps, 'ids' | 'clock'>,
  tx: Transaction,
  booking: LabBooking,
): InEach<ChatButton[][]> {
  const record = {
    id: deps.ids.newId(),
    kind: 'labBooking' as const,
    orderId: booking.id,
    createdAt: deps.clock.now().toISOString(),
  };
  tx.set('botMessages', record);
  return inEach((language) => labBookingBody(booking, [], record.id, language).buttons);
}
