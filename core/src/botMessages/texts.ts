import type {
  Address,
  LabBooking,
  LabTest,
  OrderPart,
  OrderStatus,
  PartStatus,
  ShopOrderView,
} from '../model';
import type { ChatButton } from '../model/outbox';
import type { BotMessageKind } from '../model/telegramBot';
import { countIn, type InEach, type Language, localeOf, nameIn } from '../notifications/language';
import { formatRupees } from '../notifications/money';
import { bold, clip, html, lines, type Markup, phone } from '../notifications/telegramHtml';
import { labBookedText } from '../notifications/texts';
import { alertWhen } from '../notifications/when';
import type { OrderView } from '../orders/access';

/**
 * What the bot's working messages say and which buttons they carry, for the state the order is
 * in and the one who reads it, in the reader's language. A press is answered by editing the
 * message to the state after it, so the same functions draw the first message and every
 * refresh. Only the labels of buttons are translated: their data (`<record>:<verb>`) is the
 * same in every language, so a message sent before still works when pressed.
 */

/** A message's text and buttons; `buttons` empty when nothing is left to press. */
export interface BotMessageBody {
  text: string;
  buttons: ChatButton[][];
}

/** Pickup verbs name a part by its place in the order: a letter keeps a verb a plain word. */
const partLetters = 'abcdefghij';
const pickVerbs = [...partLetters].map((letter) => `pick${letter}`);

export const pickVerbOf = (partIndex: number) => `pick${partLetters[partIndex] ?? ''}`;

/** The part a pickup verb names, by its place among the order's parts, or undefined. */
export function partIndexOfVerb(verb: string): number | undefined {
  const match = /^pick([a-j])$/.exec(verb);
  return match?.[1] ? partLetters.indexOf(match[1]) : undefined;
}

/** The verbs a button may carry, per message kind: a press with another verb is refused. */
export const verbsOf: Record<BotMessageKind, readonly string[]> = {
  deliveryOffer: ['claim'],
  // 'delivered' is on messages sent before the courier said how the customer paid: cash.
  // 'picka', 'pickb'…: one shop's part picked up, by its place among the order's parts.
  courierTask: ['picked', ...pickVerbs, 'delivered', 'paidcash', 'paidupi'],
  vendorPart: ['accept', 'ready', 'cancel'],
  // 'handled' is on messages sent before lab bookings had steps: it is refused, and the
  // message redrawn with the buttons of the booking's step.
  labBooking: ['confirm', 'collected', 'report', 'noshow', 'handled'],
};

/** Status names as the bot writes them, per language (the staff boards' words). */
export const botStatusLabelsIn: InEach<Record<OrderStatus | PartStatus, string>> = {
  en: {
    placed: 'New',
    accepted: 'Accepted',
    ready: 'Ready',
    pickedUp: 'Picked up',
    outForDelivery: 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  bn: {
    placed: 'নতুন',
    accepted: 'গৃহীত',
    ready: 'তৈরি',
    pickedUp: 'তুলে নেওয়া হয়েছে',
    outForDelivery: 'ডেলিভারির পথে',
    delivered: 'পৌঁছে গেছে',
    cancelled: 'বাতিল',
  },
};

/** Status names in English, as before the bot spoke Bengali. */
export const botStatusLabels = botStatusLabelsIn.en;

/** What a part's state means to the courier going from shop to shop. */
const pickupLabels: InEach<Record<PartStatus, string>> = {
  en: {
    placed: 'not accepted yet',
    accepted: 'packing',
    ready: 'ready to pick up',
    pickedUp: 'picked up',
    delivered: 'delivered',
    cancelled: 'cancelled, collect nothing',
  },
  bn: {
    placed: 'এখনও গ্রহণ করেনি',
    accepted: 'প্যাক হচ্ছে',
    ready: 'নেওয়ার জন্য তৈরি',
    pickedUp: 'তুলে নেওয়া হয়েছে',
    delivered: 'পৌঁছে গেছে',
    cancelled: 'বাতিল, কিছু নেবেন না',
  },
};

/** Where a lab booking stands, in the lab's chat. */
const labStates: InEach<Record<LabBooking['status'], string>> = {
  en: {
    requested: '',
    confirmed: '👍 Confirmed',
    sampleCollected: '🧪 Sample collected',
    reportReady: '📄 Report ready',
    cancelled: '❌ Cancelled',
    noShow: '🚫 No-show',
  },
  bn: {
    requested: '',
    confirmed: '👍 নিশ্চিত',
    sampleCollected: '🧪 নমুনা নেওয়া হয়েছে',
    reportReady: '📄 রিপোর্ট তৈরি',
    cancelled: '❌ বাতিল',
    noShow: '🚫 আসা হয়নি',
  },
};

/** The working messages' words in one language; values are escaped where they are used. */
interface Words {
  order: (code: string) => string;
  theShop: string;
  map: string;
  // The delivery chat's offer.
  fromTo: (shops: string, address: string) => Markup;
  cashOnDelivery: (amount: string) => Markup;
  takenBy: (name: string | null) => Markup;
  claim: string;
  // The courier's task.
  pickedUp: string;
  pickedUpAt: (shop: string) => string;
  paid: (amount: string, method: 'cash' | 'upi') => string;
  yours: (order: Markup, status: string) => Markup;
  collectEach: string;
  collectFrom: (shops: string) => Markup;
  deliverTo: (name: string, address: string) => Markup;
  near: (landmark: string) => Markup;
  call: (phone: string) => Markup;
  collectAmount: (amount: string) => Markup;
  // The vendor's part.
  forShop: (order: Markup, shop: string, status: string) => Markup;
  amountFor: (amount: string, customer: string) => Markup;
  noteForYou: (note: string) => Markup;
  note: (note: string) => Markup;
  oneOfShops: (count: string) => Markup;
  accept: string;
  cancel: string;
  ready: string;
  // The lab's booking.
  stateFor: (state: string, when: string) => Markup;
  confirm: string;
  sampleCollected: string;
  noShow: string;
  reportReady: string;
}

const words: InEach<Words> = {
  en: {
    order: (code) => `Order ${code}`,
    theShop: 'the shop',
    map: '🗺 Map',
    fromTo: (shops, address) => html`From ${shops} to ${address}`,
    cashOnDelivery: (amount) => html`${amount}, cash on delivery`,
    takenBy: (name) => html`Taken by ${name ?? 'a delivery person'}`,
    claim: "🙋 I'll take it",
    pickedUp: '📦 Picked up',
    pickedUpAt: (shop) => `📦 Picked up at ${shop}`,
    paid: (amount, method) => `✅ ${amount} ${method === 'cash' ? 'cash' : 'UPI'}`,
    yours: (order, status) => html`🛵 ${order} is yours: ${status}`,
    collectEach: 'Collect from each shop:',
    collectFrom: (shops) => html`Collect from ${shops}`,
    deliverTo: (name, address) => html`Deliver to ${name}, ${address}`,
    near: (landmark) => html`Near ${landmark}`,
    call: (number) => html`Call ${number}`,
    collectAmount: (amount) => html`Collect ${amount}, in cash or by UPI`,
    forShop: (order, shop, status) => html`🛒 ${order} for ${shop}: ${status}`,
    amountFor: (amount, customer) => html`${amount} · for ${customer}`,
    noteForYou: (note) => html`Note for you: ${note}`,
    note: (note) => html`Note: ${note}`,
    oneOfShops: (count) => html`One of ${count} shops in this order`,
    accept: '👍 Accept',
    cancel: '✖ Cancel',
    ready: '📦 Ready',
    stateFor: (state, when) => html`${state} for ${when}`,
    confirm: '👍 Confirm',
    sampleCollected: '🧪 Sample collected',
    noShow: '🚫 No-show',
    reportReady: '📄 Report ready',
  },
  bn: {
    order: (code) => `অর্ডার ${code}`,
    theShop: 'দোকান',
    map: '🗺 মানচিত্র',
    fromTo: (shops, address) => html`${shops} থেকে নিয়ে ${address}-এ`,
    cashOnDelivery: (amount) => html`${amount}, ক্যাশ অন ডেলিভারি`,
    takenBy: (name) => html`নিয়েছেন ${name ?? 'একজন ডেলিভারি কর্মী'}`,
    claim: '🙋 আমি নেব',
    pickedUp: '📦 তুলে নিয়েছি',
    pickedUpAt: (shop) => `📦 ${shop} থেকে তুলে নিয়েছি`,
    paid: (amount, method) => `✅ ${amount} ${method === 'cash' ? 'নগদ' : 'UPI-তে'}`,
    yours: (order, status) => html`🛵 ${order} আপনার: ${status}`,
    collectEach: 'প্রতিটি দোকান থেকে নিন:',
    collectFrom: (shops) => html`${shops} থেকে নিন`,
    deliverTo: (name, address) => html`পৌঁছে দিন: ${name}, ${address}`,
    near: (landmark) => html`কাছে: ${landmark}`,
    call: (number) => html`ফোন: ${number}`,
    collectAmount: (amount) => html`${amount} নিন, নগদে বা UPI-তে`,
    forShop: (order, shop, status) => html`🛒 ${shop}-এর ${order}: ${status}`,
    amountFor: (amount, customer) => html`${amount} · ${customer}-এর জন্য`,
    noteForYou: (note) => html`আপনার জন্য নোট: ${note}`,
    note: (note) => html`নোট: ${note}`,
    oneOfShops: (count) => html`এই অর্ডারে ${count}টি দোকানের একটি`,
    accept: '👍 গ্রহণ করুন',
    cancel: '✖ বাতিল করুন',
    ready: '📦 তৈরি',
    stateFor: (state, when) => html`${state}: ${when}`,
    confirm: '👍 নিশ্চিত করুন',
    sampleCollected: '🧪 নমুনা নেওয়া হয়েছে',
    noShow: '🚫 আসা হয়নি',
    reportReady: '📄 রিপোর্ট তৈরি',
  },
};

const rupees = (paise: number, language: Language) => formatRupees(paise, localeOf[language]);

const press = (recordId: string, verb: string, text: string): ChatButton => ({
  text,
  data: `${recordId}:${verb}`,
});

const mapButton = (address: Address, language: Language): ChatButton[] =>
  address.pin
    ? [
        {
          text: words[language].map,
          url: `https://maps.google.com/?q=${address.pin.lat},${address.pin.lng}`,
        },
      ]
    : [];

/** A part's shop as the reader reads it: its Bengali name where the order kept one. */
const shopNameOf = (part: Pick<OrderPart, 'shopName' | 'shopNameBn'>, language: Language) =>
  nameIn(language, part.shopName, part.shopNameBn);

const shopNames = (order: OrderView, language: Language) =>
  order.parts
    .filter((part) => part.status !== 'cancelled')
    .map((part) => shopNameOf(part, language))
    .join(', ');

/** In the delivery chat: an order ready to be taken, and who took it. */
export function deliveryOfferBody(
  order: OrderView,
  recordId: string,
  takenBy: string | null,
  language: Language = 'en',
): BotMessageBody {
  const say = words[language];
  const head = html`🛵 ${bold(say.order(order.code))}: ${botStatusLabelsIn[language][order.status]}`;
  const where = say.fromTo(shopNames(order, language) || say.theShop, clip(order.address.line, 80));
  const total = say.cashOnDelivery(rupees(order.totalPaise, language));
  if (order.deliveryPersonId !== null) {
    return { text: lines(head, where, say.takenBy(takenBy)), buttons: [] };
  }
  const open = order.status === 'accepted' || order.status === 'ready';
  return {
    text: lines(head, where, total),
    buttons: open ? [[press(recordId, 'claim', say.claim)]] : [],
  };
}

const partMarks: Record<PartStatus, string> = {
  placed: '⏳',
  accepted: '⏳',
  ready: '📦',
  pickedUp: '✅',
  delivered: '✅',
  cancelled: '✖',
};

/** Each shop of an order from several shops, with where its part stands for the courier. */
function pickupLines(order: OrderView, language: Language): Markup[] {
  return order.parts.map(
    (part) =>
      html`${partMarks[part.status]} ${shopNameOf(part, language)}: ${pickupLabels[language][part.status]}${
        part.pickup && part.status !== 'cancelled' ? html`, ${clip(part.pickup.address, 80)}` : ''
      }`,
  );
}

/**
 * The courier's buttons before they leave: in an order from several shops, one per shop's part
 * that is packed and waiting ("picked up at …"), so they collect from one shop while another
 * packs; in a one-shop order, "Picked up", which takes it out for delivery.
 */
function pickupButtons(order: OrderView, recordId: string, language: Language): ChatButton[][] {
  const say = words[language];
  const live = order.parts.filter((part) => part.status !== 'cancelled');
  if (live.length <= 1) return [[press(recordId, 'picked', say.pickedUp)]];
  return order.parts.flatMap((part, i) =>
    part.status === 'ready'
      ? [[press(recordId, pickVerbOf(i), clip(say.pickedUpAt(shopNameOf(part, language)), 60))]]
      : [],
  );
}

/** To the courier who took the order, privately: where to go, whom to call, what is next. */
export function courierTaskBody(
  order: OrderView,
  recordId: string,
  language: Language = 'en',
): BotMessageBody {
  const say = words[language];
  const amount = rupees(order.totalPaise, language);
  const collecting = order.status === 'accepted' || order.status === 'ready';
  const buttons: ChatButton[][] = collecting
    ? pickupButtons(order, recordId, language)
    : order.status === 'outForDelivery'
      ? [
          [
            press(recordId, 'paidcash', say.paid(amount, 'cash')),
            press(recordId, 'paidupi', say.paid(amount, 'upi')),
          ],
        ]
      : [];
  const severalShops = order.parts.length > 1;
  return {
    text: lines(
      say.yours(bold(say.order(order.code)), botStatusLabelsIn[language][order.status]),
      severalShops
        ? html`${say.collectEach}`
        : say.collectFrom(shopNames(order, language) || say.theShop),
      ...(severalShops ? pickupLines(order, language) : []),
      say.deliverTo(order.customer.name, clip(order.address.line, 200)),
      order.address.landmark ? say.near(order.address.landmark) : null,
      say.call(phone(order.customer.phone)),
      say.collectAmount(amount),
    ),
    buttons: [...buttons, mapButton(order.address, language)].filter((row) => row.length > 0),
  };
}

/** A part's lines, with the Bengali names and units the order kept where the reader reads Bengali. */
const partLine = (part: OrderPart, language: Language) =>
  part.lines
    .map(
      (line) =>
        `${countIn(language, line.quantity)} × ${nameIn(language, line.name, line.nameBn)} (${nameIn(language, line.unit, line.unitBn)})`,
    )
    .join('\n');

/** To a shop's linked vendors, privately: their part of a new order, and what they can do next. */
export function vendorPartBody(
  view: ShopOrderView,
  recordId: string,
  language: Language = 'en',
): BotMessageBody {
  const say = words[language];
  const { part } = view;
  const next: Partial<Record<OrderPart['status'], ChatButton[]>> = {
    placed: [press(recordId, 'accept', say.accept), press(recordId, 'cancel', say.cancel)],
    accepted: [press(recordId, 'ready', say.ready), press(recordId, 'cancel', say.cancel)],
  };
  const buttons = view.status === 'cancelled' ? undefined : next[part.status];
  return {
    text: lines(
      say.forShop(
        bold(say.order(view.code)),
        shopNameOf(part, language),
        botStatusLabelsIn[language][part.status],
      ),
      html`${clip(partLine(part, language), 1500)}`,
      say.amountFor(rupees(part.subtotalPaise, language), view.customer.name),
      part.note ? say.noteForYou(part.note) : null,
      view.note ? say.note(view.note) : null,
      view.shopCount > 1 ? say.oneOfShops(countIn(language, view.shopCount)) : null,
    ),
    buttons: buttons ? [buttons] : [],
  };
}

/**
 * In the lab's chat: the booking as first sent (the alert's text, when the tests are given)
 * with the step it is at, and the buttons of its next steps. Cancelling is left to the admin
 * screen, where it asks twice: one tap in a busy chat must not cancel a patient's booking.
 */
export function labBookingBody(
  booking: LabBooking,
  tests: readonly LabTest[],
  recordId: string,
  language: Language = 'en',
): BotMessageBody {
  const say = words[language];
  const state = labStates[language][booking.status];
  const confirmedTime = booking.status === 'confirmed' && booking.time ? booking.time : undefined;
  const next: Partial<Record<LabBooking['status'], ChatButton[]>> = {
    requested: [press(recordId, 'confirm', say.confirm)],
    confirmed: [
      press(recordId, 'collected', say.sampleCollected),
      press(recordId, 'noshow', say.noShow),
    ],
    sampleCollected: [press(recordId, 'report', say.reportReady)],
  };
  const buttons = next[booking.status] ?? [];
  return {
    text: [
      labBookedText(booking, tests, language),
      state
        ? lines(
            confirmedTime
              ? say.stateFor(state, alertWhen(booking.date, confirmedTime, language))
              : html`${state}`,
          )
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
    buttons: buttons.length > 0 ? [buttons] : [],
  };
}
