import type {
  Actor,
  Order,
  OrderItem,
  OrderPart,
  OrderStatus,
  PartStatus,
  ShortLine,
} from '../model/orders';
import type { OutboxEntry } from '../model/outbox';
import {
  countIn,
  type InEach,
  inEach,
  isLanguage,
  type Language,
  localeOf,
  nameIn,
} from '../notifications/language';
import { formatRupees } from '../notifications/money';
import { html, lines, type Markup } from '../notifications/telegramHtml';
import { newlyShort } from '../orders/shortLines';
import { statusLabels } from '../orders/statusMachine';
import type { Clock, IdSource, Transaction } from '../ports';
import { botEntry, wordedFields, wordingsOf } from './entries';

/** The event of an outbox entry that stands for "tell this order's followers its new status". */
export const orderFollowersEvent = 'orderFollowers';

export const orderFollowerId = (orderId: string, chatId: string) => `${orderId}_${chatId}`;

/**
 * What the customer following an order is told, per language: one table each, so a new notice
 * is one more entry in each. Values are escaped where they are used (`html`).
 */
interface FollowerWords {
  /** An order status as the customer's pages say it. */
  status: Record<OrderStatus | PartStatus, string>;
  statusLine: (code: string, status: string) => string;
  /** Who cancelled a part, as its customer is told: never which staff member. */
  cancelledBy: Record<Actor['role'], string>;
  partCancelled: (shop: string, amount: string, by: string) => Markup;
  reason: (note: string) => Markup;
  orderHead: (code: string) => Markup;
  deliveryFee: (amount: string) => string;
  freeDelivery: string;
  nowComesTo: (total: string, fee: string) => Markup;
  /** A shop had none (or fewer) of one line: what went, and the new total. */
  shortLine: (shop: string, quantity: string, name: string) => Markup;
  shortTotal: (total: string, fee: string) => Markup;
  /** A weighed line beyond the town's tolerance: the customer answers on the order's page. */
  weighedWaits: (
    shop: string,
    name: string,
    asked: string,
    actual: string,
    price: string,
  ) => Markup;
  /** The same when the shop quoted a price rather than a weight (a fish sold whole). */
  pricedWaits: (shop: string, name: string, asked: string, price: string) => Markup;
  /** The answer to following it: where it stands, and what comes next. */
  following: string;
}

export const followerWords: InEach<FollowerWords> = {
  en: {
    status: statusLabels,
    statusLine: (code, status) => `Order ${code}: ${status}.`,
    cancelledBy: {
      visitor: 'you',
      customer: 'you',
      vendor: 'the shop',
      delivery: 'the town',
      admin: 'the town',
      system: 'the app: the shop did not accept it in time',
    },
    partCancelled: (shop, amount, by) =>
      html`${shop} cannot supply its part (${amount}): cancelled by ${by}.`,
    reason: (note) => html`Reason: ${note}`,
    orderHead: (code) => html`Order ${code}:`,
    deliveryFee: (amount) => `${amount} delivery`,
    freeDelivery: 'free delivery',
    nowComesTo: (total, fee) =>
      html`Your order now comes to ${total} (${fee}); the other shops' parts go on.`,
    shortLine: (shop, quantity, name) =>
      html`${shop} does not have ${quantity} × ${name}: it is taken off your order.`,
    shortTotal: (total, fee) => html`Your order now comes to ${total} (${fee}).`,
    weighedWaits: (shop, name, asked, actual, price) =>
      html`${shop} weighed ${name}: ${actual} g for ${price} (you asked for ${asked} g). Accept it or remove it on your order's page.`,
    pricedWaits: (shop, name, asked, price) =>
      html`${shop} priced ${name} at ${price} (you asked for ${asked} g). Accept it or remove it on your order's page.`,
    following: 'You will get each change of this order here, and nothing else. Send /stop to stop.',
  },
  bn: {
    // The words of the order's private page in Bengali (web/src/i18n/common/bn.json).
    status: {
      placed: 'অর্ডার হয়েছে',
      accepted: 'গৃহীত',
      ready: 'তৈরি',
      pickedUp: 'তুলে নেওয়া হয়েছে',
      outForDelivery: 'পথে আছে',
      delivered: 'পৌঁছে গেছে',
      cancelled: 'বাতিল',
    },
    statusLine: (code, status) => `অর্ডার ${code}: ${status}।`,
    cancelledBy: {
      visitor: 'আপনি',
      customer: 'আপনি',
      vendor: 'দোকান',
      delivery: 'শহরের টিম',
      admin: 'শহরের টিম',
      system: 'অ্যাপ: দোকান সময়ে অর্ডার নেয়নি',
    },
    partCancelled: (shop, amount, by) =>
      html`${shop} তাদের অংশ (${amount}) দিতে পারছে না: বাতিল করেছে ${by}।`,
    reason: (note) => html`কারণ: ${note}`,
    orderHead: (code) => html`অর্ডার ${code}:`,
    deliveryFee: (amount) => `ডেলিভারি ${amount}`,
    freeDelivery: 'ডেলিভারি বিনামূল্যে',
    nowComesTo: (total, fee) => html`আপনার অর্ডারের মোট এখন ${total} (${fee}); অন্য দোকানগুলোর অংশ আসছে।`,
    shortLine: (shop, quantity, name) =>
      html`${shop}-এ ${quantity} × ${name} নেই: এটি আপনার অর্ডার থেকে বাদ দেওয়া হয়েছে।`,
    shortTotal: (total, fee) => html`আপনার অর্ডারের মোট এখন ${total} (${fee})।`,
    weighedWaits: (shop, name, asked, actual, price) =>
      html`${shop}-এ ${name} ওজন হয়েছে ${actual} গ্রাম, ${price} (আপনি চেয়েছিলেন ${asked} গ্রাম)। অর্ডারের পাতায় নিন বা বাদ দিন।`,
    pricedWaits: (shop, name, asked, price) =>
      html`${shop}-এ ${name}-এর দাম হয়েছে ${price} (আপনি চেয়েছিলেন ${asked} গ্রাম)। অর্ডারের পাতায় নিন বা বাদ দিন।`,
    following: 'এই অর্ডারের প্রতিটি বদল এখানে পাবেন, আর কিছু নয়। বন্ধ করতে /stop পাঠান।',
  },
};

const rupees = (paise: number, language: Language) => formatRupees(paise, localeOf[language]);

/** "Order K7Q-4MX: out for delivery." in the reader's language (plain text). */
export const orderStatusLine = (
  order: Pick<Order, 'code' | 'status'>,
  language: Language = 'en',
) => {
  const say = followerWords[language];
  return say.statusLine(order.code, say.status[order.status]);
};

/** A shop's part that a move cancelled, while the rest of the order goes on. */
function partCancelledLines(part: OrderPart, language: Language): Markup[] {
  const say = followerWords[language];
  const change = part.history.at(-1);
  return [
    say.partCancelled(
      nameIn(language, part.shopName, part.shopNameBn),
      rupees(part.subtotalPaise, language),
      say.cancelledBy[change?.by.role ?? 'vendor'],
    ),
    change?.note ? say.reason(change.note) : html``,
  ];
}

/** A line a shop did not have (all or some of it), with the shop's reason. */
function shortLines({ part, line }: { part: OrderPart; line: ShortLine }, language: Language) {
  const say = followerWords[language];
  return [
    say.shortLine(
      nameIn(language, part.shopName, part.shopNameBn),
      countIn(language, line.quantity),
      nameIn(language, line.name, line.nameBn),
    ),
    line.note ? say.reason(line.note) : html``,
  ];
}

/** Weighed lines that began to wait for the customer with this change (a new weight too). */
function newlyWaiting(before: Order, after: Order): OrderItem[] {
  return after.items.filter((line) => {
    if (!line.weighed?.awaitsCustomer) return false;
    const was = before.items.find(
      (each) => each.shopId === line.shopId && each.productId === line.productId,
    );
    return !was?.weighed?.awaitsCustomer || was.weighed.finalPaise !== line.weighed.finalPaise;
  });
}

/** The followers' words for weighed lines that wait for them, or null when none began to. */
function weighedWaitText(before: Order, after: Order): InEach<string> | null {
  const waiting = newlyWaiting(before, after);
  if (waiting.length === 0) return null;
  return inEach((language) => {
    const say = followerWords[language];
    const shopOf = (line: OrderItem) => after.parts.find((part) => part.shopId === line.shopId);
    return lines(
      say.orderHead(after.code),
      ...waiting.map((line) => {
        const part = shopOf(line);
        const shop = part ? nameIn(language, part.shopName, part.shopNameBn) : line.shopId;
        const name = nameIn(language, line.name, line.nameBn);
        const asked = countIn(language, line.weighed?.askedGrams ?? 0);
        const price = rupees(line.weighed?.finalPaise ?? line.lineTotalPaise, language);
        const grams = line.weighed?.actualGrams;
        return grams === undefined
          ? say.pricedWaits(shop, name, asked, price)
          : say.weighedWaits(shop, name, asked, countIn(language, grams), price);
      }),
    );
  });
}

/**
 * What the chats following an order hear of a move, in each language, or null when it says
 * nothing to them: a new status, a shop's part cancelled while the rest goes on, or goods a
 * shop did not have, with what the order comes to now (its delivery fee as agreed at
 * checkout). HTML, as the bot sends it.
 */
export function followerUpdateText(before: Order, after: Order): InEach<string> | null {
  const cancelled = after.parts.filter(
    (part, i) => part.status === 'cancelled' && before.parts[i]?.status !== 'cancelled',
  );
  const short = newlyShort(before, after);
  const statusChanged = after.status !== before.status;
  if (after.status === 'cancelled' || (cancelled.length === 0 && short.length === 0)) {
    return statusChanged
      ? inEach((language) => html`${orderStatusLine(after, language)}`.value)
      : weighedWaitText(before, after);
  }
  return inEach((language) => {
    const say = followerWords[language];
    const fee =
      after.deliveryFeePaise > 0
        ? say.deliveryFee(rupees(after.deliveryFeePaise, language))
        : say.freeDelivery;
    return lines(
      say.orderHead(after.code),
      ...cancelled.flatMap((part) => partCancelledLines(part, language)),
      ...short.flatMap((each) => shortLines(each, language)),
      cancelled.length > 0
        ? say.nowComesTo(rupees(after.totalPaise, language), fee)
        : say.shortTotal(rupees(after.totalPaise, language), fee),
      statusChanged ? html`${orderStatusLine(after, language)}` : null,
    );
  });
}

/**
 * An order changed in a way its followers hear of (`followerUpdateText`): one stand-in entry,
 * turned into a message per following chat when it is sent (`expandOrderFollowers`), since the
 * move's transaction may read no more. It carries the text in each language. Writes only.
 */
export function queueOrderFollowersUpdate(
  deps: { ids: IdSource; clock: Clock; town: { defaultLanguage: Language } },
  tx: Transaction,
  order: Order,
  texts: InEach<string>,
): void {
  tx.set('outbox', {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    event: orderFollowersEvent,
    ref: `orders/${order.id}`,
    ...wordedFields(
      inEach((language) => ({ text: texts[language] })),
      deps.town.defaultLanguage,
    ),
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  });
}

/**
 * One message per chat following the order, in one transaction with deleting the stand-in;
 * each in every language the stand-in has, for the sender to send the chat's own.
 */
export async function expandOrderFollowers(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  entry: OutboxEntry,
): Promise<number> {
  const orderId = entry.ref.replace(/^orders\//, '');
  const followers = await tx.query('orderFollowers', { where: [['orderId', orderId]] });
  const wordings = wordingsOf(entry);
  const bodies = inEach((language) => ({ text: wordings[language].text, buttons: [] }));
  for (const follower of followers) {
    tx.set(
      'outbox',
      botEntry(
        deps,
        { channel: 'telegramChat', to: follower.chatId },
        'orderFollowed',
        entry.ref,
        bodies,
        isLanguage(entry.language) ? entry.language : 'en',
      ),
    );
  }
  tx.delete('outbox', entry.id);
  return followers.length;
}
