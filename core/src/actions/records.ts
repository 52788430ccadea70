import type { ActionContext } from '../app/define';
import { queueVendorOffer } from '../botMessages/queue';
import type { Order } from '../model/orders';
import { type Channel, isTelegramChannel, type OutboxEntry } from '../model/outbox';
import { orderPlacedText } from '../notifications/texts';
import type { Transaction } from '../ports';

export interface Alert {
  channel: Channel;
  event: string;
  /** The document the alert is about, e.g. "orders/abc". */
  ref: string;
  text: string;
  /** Recipient address, for the email channel only. */
  to?: string;
  /** Buttons under a Telegram alert, row by row (see core/src/bot). */
  keyboard?: OutboxEntry['keyboard'];
}

/**
 * Queues an alert in the same transaction as the change it reports, so neither exists without
 * the other. Telegram texts are built in HTML parse mode (notifications/telegramHtml.ts).
 */
export function queueAlert(ctx: ActionContext, tx: Transaction, alert: Alert): void {
  tx.set('outbox', {
    id: ctx.ids.newId(),
    ...alert,
    ...(isTelegramChannel(alert.channel) ? { parseMode: 'HTML' as const } : {}),
    status: 'pending',
    attempts: 0,
    createdAt: ctx.clock.now().toISOString(),
  });
}

/**
 * A new order (from the cart, a pharmacy order or a fordo list) alerts the admin group and the
 * delivery chat, in the transaction that writes the order.
 */
export function queueOrderPlacedAlerts(ctx: ActionContext, tx: Transaction, order: Order): void {
  const text = orderPlacedText(ctx.town, order);
  for (const channel of ['adminGroup', 'deliveryChat'] as const) {
    queueAlert(ctx, tx, { channel, event: 'orderPlaced', ref: `orders/${order.id}`, text });
  }
  // Shops whose vendors linked Telegram get the order privately, with accept and cancel.
  queueVendorOffer(ctx, tx, order);
}

/** The fields every booking or request starts with: a code to quote, not yet handled by staff. */
export function newRequestFields(ctx: ActionContext) {
  return {
    id: ctx.ids.newId(),
    code: ctx.ids.newCode(),
    handled: false,
    createdAt: ctx.clock.now().toISOString(),
  };
}
