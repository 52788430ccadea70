import type {
  Actor,
  Order,
  OrderPart,
  OrderStatus,
  PartStatus,
  StatusChange,
} from '../model/orders';
import { countIn, type InEach, inEach, type Language, localeOf, nameIn } from './language';
import { formatRupees } from './money';
import { bold, clip, html, lines, type Markup, phone } from './telegramHtml';

/**
 * Alerts for an order's later life, for the admin group (and the delivery chat on a
 * cancellation). The status moves themselves belong to the order status machine; it calls these
 * with the order as saved after the move and the change it appended. Each alert is made in
 * every language the bot speaks (`InEach`): the chat it goes to reads one of them.
 */

const statusLabels: InEach<Record<OrderStatus | PartStatus, string>> = {
  en: {
    placed: 'Placed',
    accepted: 'Accepted',
    ready: 'Ready',
    pickedUp: 'Picked up',
    outForDelivery: 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  bn: {
    placed: 'অর্ডার হয়েছে',
    accepted: 'গৃহীত',
    ready: 'তৈরি',
    pickedUp: 'তুলে নেওয়া হয়েছে',
    outForDelivery: 'ডেলিভারির পথে',
    delivered: 'পৌঁছে গেছে',
    cancelled: 'বাতিল',
  },
};

const actorLabels: InEach<Record<Actor['role'], string>> = {
  en: {
    visitor: 'a visitor',
    customer: 'the customer',
    vendor: 'the shop',
    delivery: 'delivery',
    admin: 'an admin',
    system: 'the app (not accepted in time)',
  },
  bn: {
    visitor: 'একজন দর্শক',
    customer: 'ক্রেতা',
    vendor: 'দোকান',
    delivery: 'ডেলিভারি',
    admin: 'একজন অ্যাডমিন',
    system: 'অ্যাপ (সময়ে গ্রহণ হয়নি)',
  },
};

/** The alerts' words in one language; values are escaped where they are used. */
interface Words {
  order: (code: string) => string;
  by: (actor: string, rest: string) => Markup;
  note: (note: string) => Markup;
  reason: (note: string) => Markup;
  cancelled: (code: string) => string;
  cancelledBy: (heading: Markup, actor: string) => Markup;
  items: (count: number, amount: string) => string;
  doNotPack: Markup;
  phoneCancelled: (count: number, mobile: string) => string;
  phoneCancelledBy: (heading: Markup) => Markup;
  doNotPackThem: Markup;
  partOf: (order: Markup, shop: string, move: string) => Markup;
  partBy: (actor: string, status: string) => Markup;
  partCancelled: (order: Markup, shop: string, actor: string) => Markup;
  nowComesTo: (items: string, amount: string) => Markup;
  collectNothing: (shop: string) => Markup;
}

const words: InEach<Words> = {
  en: {
    order: (code) => `Order ${code}`,
    by: (actor, rest) => html`By ${actor} · ${rest}`,
    note: (note) => html`Note: ${note}`,
    reason: (note) => html`Reason: ${note}`,
    cancelled: (code) => `Order ${code} cancelled`,
    cancelledBy: (heading, actor) => html`❌ ${heading} by ${actor}`,
    items: (count, amount) => `${count} item${count === 1 ? '' : 's'}, ${amount}`,
    doNotPack: html`Do not pack or deliver it.`,
    phoneCancelled: (count, mobile) =>
      `${count} open order${count === 1 ? '' : 's'} cancelled of ${mobile}`,
    phoneCancelledBy: (heading) => html`❌ ${heading} by an admin`,
    doNotPackThem: html`Do not pack or deliver them.`,
    partOf: (order, shop, move) => html`🔄 ${order}, ${shop}'s part: ${move}`,
    partBy: (actor, status) => html`By ${actor} · order ${status.toLowerCase()}`,
    partCancelled: (order, shop, actor) => html`❌ ${order}: ${shop}'s part cancelled by ${actor}`,
    nowComesTo: (items, amount) => html`${items} · the order now comes to ${amount}`,
    collectNothing: (shop) => html`Do not collect anything from ${shop} for it.`,
  },
  bn: {
    order: (code) => `অর্ডার ${code}`,
    by: (actor, rest) => html`করেছে: ${actor} · ${rest}`,
    note: (note) => html`নোট: ${note}`,
    reason: (note) => html`কারণ: ${note}`,
    cancelled: (code) => `অর্ডার ${code} বাতিল`,
    cancelledBy: (heading, actor) => html`❌ ${heading}, করেছে: ${actor}`,
    items: (count, amount) => `${countIn('bn', count)}টি জিনিস, ${amount}`,
    doNotPack: html`এটি প্যাক বা ডেলিভারি করবেন না।`,
    phoneCancelled: (count, mobile) => `${mobile}-এর ${countIn('bn', count)}টি খোলা অর্ডার বাতিল`,
    phoneCancelledBy: (heading) => html`❌ ${heading}, করেছেন একজন অ্যাডমিন`,
    doNotPackThem: html`এগুলো প্যাক বা ডেলিভারি করবেন না।`,
    partOf: (order, shop, move) => html`🔄 ${order}, ${shop}-এর অংশ: ${move}`,
    partBy: (actor, status) => html`করেছে: ${actor} · অর্ডার: ${status}`,
    partCancelled: (order, shop, actor) => html`❌ ${order}: ${shop}-এর অংশ বাতিল, করেছে: ${actor}`,
    nowComesTo: (items, amount) => html`${items} · অর্ডারের মোট এখন ${amount}`,
    collectNothing: (shop) => html`এর জন্য ${shop} থেকে কিছু নেবেন না।`,
  },
};

const rupees = (paise: number, language: Language) => formatRupees(paise, localeOf[language]);
const shopOf = (part: OrderPart, language: Language) =>
  nameIn(language, part.shopName, part.shopNameBn);

/** The status before `change`: the entry preceding it in the order's history. */
function previousStatus(order: Order, change: StatusChange): OrderStatus | undefined {
  const at = order.history.lastIndexOf(change);
  const index = at >= 0 ? at : order.history.length - 1;
  return order.history[index - 1]?.status;
}

const moveOf = (
  language: Language,
  from: OrderStatus | PartStatus | undefined,
  to: OrderStatus | PartStatus,
) => {
  const labels = statusLabels[language];
  return from ? `${labels[from]} → ${labels[to]}` : labels[to];
};

export function orderStatusChangedText(order: Order, change: StatusChange): InEach<string> {
  const from = previousStatus(order, change);
  return inEach((language) => {
    const say = words[language];
    return lines(
      html`🔄 ${bold(say.order(order.code))}: ${moveOf(language, from, change.status)}`,
      say.by(
        actorLabels[language][change.by.role],
        `${order.customer.name} · ${phone(order.customer.phone)}`,
      ),
      change.note ? say.note(change.note) : null,
    );
  });
}

export function orderCancelledText(order: Order, change: StatusChange): InEach<string> {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return inEach((language) => {
    const say = words[language];
    return lines(
      say.cancelledBy(bold(say.cancelled(order.code)), actorLabels[language][change.by.role]),
      html`${say.items(count, rupees(order.totalPaise, language))} · ${order.customer.name} · ${phone(order.customer.phone)}`,
      change.note ? say.reason(change.note) : null,
      say.doNotPack,
    );
  });
}

/** One alert for an admin's cancelling of every open order of a phone (a flood of fake orders). */
export function ordersOfPhoneCancelledText(
  mobile: string,
  codes: readonly string[],
  note: string | undefined,
): InEach<string> {
  return inEach((language) => {
    const say = words[language];
    return lines(
      say.phoneCancelledBy(bold(say.phoneCancelled(codes.length, phone(mobile)))),
      html`${clip(codes.join(', '), 600)}`,
      note ? say.reason(note) : null,
      say.doNotPackThem,
    );
  });
}

/** The last change of a part: what the shop (or an admin) just did to it. */
function lastPartChange(part: OrderPart) {
  return part.history.at(-1);
}

/** A shop's part of an order from several shops moved; the order as a whole may not have. */
export function partStatusChangedText(order: Order, part: OrderPart): InEach<string> {
  const change = lastPartChange(part);
  const from = part.history.at(-2)?.status;
  return inEach((language) => {
    const say = words[language];
    return lines(
      say.partOf(
        bold(say.order(order.code)),
        shopOf(part, language),
        moveOf(language, from, part.status),
      ),
      say.partBy(
        actorLabels[language][change?.by.role ?? 'vendor'],
        statusLabels[language][order.status],
      ),
      change?.note ? say.note(change.note) : null,
    );
  });
}

/** A shop cancelled its part of an order from several shops: the rest goes on, for less. */
export function partCancelledText(order: Order, part: OrderPart): InEach<string> {
  const change = lastPartChange(part);
  const count = part.lines.reduce((sum, item) => sum + item.quantity, 0);
  return inEach((language) => {
    const say = words[language];
    const shop = shopOf(part, language);
    return lines(
      say.partCancelled(
        bold(say.order(order.code)),
        shop,
        actorLabels[language][change?.by.role ?? 'vendor'],
      ),
      say.nowComesTo(
        say.items(count, rupees(part.subtotalPaise, language)),
        rupees(order.totalPaise, language),
      ),
      change?.note ? say.reason(change.note) : null,
      say.collectNothing(shop),
    );
  });
}
