import type { ActionContext } from '../app/define';
import type { Order } from '../model/orders';
import { type Channel, isTelegramChannel, type OutboxEntry } from '../model/outbox';
import { botLanguages, type InEach, inEach } from '../notifications/language';
import { orderPlacedText } from '../notifications/texts';
import type { Transaction } from '../ports';
import { wordedFields } from './entries';
import { queueVendorOffer } from './queue';

/**
 * An alert's text: one (an email, or an old caller), or one per language the bot speaks, of
 * which the chat it goes to reads its own.
 */
export type AlertText = string | InEach<string>;

export interface Alert {
  channel: Channel;
  event: string;
  /** The document the alert is about, e.g. "orders/abc". */
  ref: string;
  text: AlertText;
  /** Recipient address, for the email channel only. */
  to?: string;
  /** Buttons under a Telegram alert, row by row (see core/src/bot); per language with `text`'s. */
  keyboard?: OutboxEntry['keyboard'] | InEach<OutboxEntry['keyboard']>;
}

const isPerLanguage = <T>(value: T | InEach<T>): value is InEach<T> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  botLanguages.every((language) => language in value);

/** The alert's text and buttons as stored: in the town's default language, with the others. */
function wordingOf(ctx: ActionContext, alert: Alert) {
  const { text, keyboard } = alert;
  if (!isPerLanguage(text) && !isPerLanguage(keyboard)) {
    return { text, ...(keyboard ? { keyboard } : {}) };
  }
  const each = inEach((language) => {
    const own = isPerLanguage(keyboard) ? keyboard[language] : keyboard;
    return { text: isPerLanguage(text) ? text[language] : text, ...(own ? { keyboard: own } : {}) };
  });
  return wordedFields(each, ctx.town.defaultLanguage);
}

/**
 * Queues an alert in the same transaction as the change it reports, so neither exists without
 * the other. Telegram texts are built in HTML parse mode (notifications/telegramHtml.ts).
 */
export function queueAlert(ctx: ActionContext, tx: Transaction, alert: Alert): void {
  const { text: _text, keyboard: _keyboard, ...rest } = alert;
  tx.set('outbox', {
    id: ctx.ids.newId(),
    ...rest,
    ...wordingOf(ctx, alert),
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
  const text = inEach((language) => orderPlacedText(ctx.town, order, language));
  for (const channel of ['adminGroup', 'deliveryChat'] as const) {
    queueAlert(ctx, tx, { channel, event: 'orderPlaced', ref: `orders/${order.id}`, text });
  }
  // Shops whose vendors linked Telegram get the order privately, with accept and cancel.
  queueVendorOffer(ctx, tx, order);
}
