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
import { formatRupees } from '../notifications/money';
import { bold, clip, html, lines, type Markup, phone } from '../notifications/telegramHtml';
import { labBookedText } from '../notifications/texts';
import { alertWhen } from '../notifications/when';
import type { OrderView } from '../orders/access';

/**
 * What the bot's working messages say and which buttons they carry, for the state the order is
 * in and the one who reads it. A press is answered by editing the message to the state after
 * it, so the same functions draw the first message and every refresh.
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

/** Status names as the bot writes them. */
export const botStatusLabels: Record<OrderStatus | PartStatus, string> = {
  placed: 'New',
  accepted: 'Accepted',
  ready: 'Ready',
  pickedUp: 'Picked up',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const press = (recordId: string, verb: string, text: string): ChatButton => ({
  text,
  data: `${recordId}:${verb}`,
});

const mapButton = (address: Address): ChatButton[] =>
  address.pin
    ? [
        {
          text: '🗺 Map',
          url: `https://maps.google.com/?q=${address.pin.lat},${address.pin.lng}`,
        },
      ]
    : [];

const shopNames = (order: OrderView) =>
  order.parts
    .filter((part) => part.status !== 'cancelled')
    .map((part) => part.shopName)
    .join(', ');

/** In the delivery chat: an order ready to be taken, and who took it. */
export function deliveryOfferBody(
  order: OrderView,
  recordId: string,
  takenBy: string | null,
): BotMessageBody {
  const head = html`🛵 ${bold(`Order ${order.code}`)}: ${botStatusLabels[order.status]}`;
  const where = html`From ${shopNames(order) || 'the shop'} to ${clip(order.address.line, 80)}`;
  const total = html`${formatRupees(order.totalPaise)}, cash on delivery`;
  if (order.deliveryPersonId !== null) {
    return {
      text: lines(head, where, html`Taken by ${takenBy ?? 'a delivery person'}`),
      buttons: [],
    };
  }
  const open = order.status === 'accepted' || order.status === 'ready';
  return {
    text: lines(head, where, total),
    buttons: open ? [[press(recordId, 'claim', "🙋 I'll take it")]] : [],
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
function pickupLines(order: OrderView): Markup[] {
  return order.parts.map(
    (part) =>
      html`${partMarks[part.status]} ${part.shopName}: ${pickupLabels[part.status]}${
        part.pickup && part.status !== 'cancelled' ? html`, ${clip(part.pickup.address, 80)}` : ''
      }`,
  );
}

/** What a part's state means to the courier going from shop to shop. */
const pickupLabels: Record<PartStatus, string> = {
  placed: 'not accepted yet',
  accepted: 'packing',
  ready: 'ready to pick up',
  pickedUp: 'picked up',
  delivered: 'delivered',
  cancelled: 'cancelled, collect nothing',
};

/**
 * The courier's buttons before they leave: in an order from several shops, one per shop's part
 * that is packed and waiting ("picked up at …"), so they collect from one shop while another
 * packs; in a one-shop order, "Picked up", which takes it out for delivery.
 */
function pickupButtons(order: OrderView, recordId: string): ChatButton[][] {
  const live = order.parts.filter((part) => part.status !== 'cancelled');
  if (live.length <= 1) return [[press(recordId, 'picked', '📦 Picked up')]];
  return order.parts.flatMap((part, i) =>
    part.status === 'ready'
      ? [[press(recordId, pickVerbOf(i), clip(`📦 Picked up at ${part.shopName}`, 60))]]
      : [],
  );
}

/** To the courier who took the order, privately: where to go, whom to call, what is next. */
export function courierTaskBody(order: OrderView, recordId: string): BotMessageBody {
  const amount = formatRupees(order.totalPaise);
  const collecting = order.status === 'accepted' || order.status === 'ready';
  const buttons: ChatButton[][] = collecting
    ? pickupButtons(order, recordId)
    : order.status === 'outForDelivery'
      ? [
          [
            press(recordId, 'paidcash', `✅ ${amount} cash`),
            press(recordId, 'paidupi', `✅ ${amount} UPI`),
          ],
        ]
      : [];
  const severalShops = order.parts.length > 1;
  return {
    text: lines(
      html`🛵 ${bold(`Order ${order.code}`)} is yours: ${botStatusLabels[order.status]}`,
      severalShops
        ? html`Collect from each shop:`
        : html`Collect from ${shopNames(order) || 'the shop'}`,
      ...(severalShops ? pickupLines(order) : []),
      html`Deliver to ${order.customer.name}, ${clip(order.address.line, 200)}`,
      order.address.landmark ? html`Near ${order.address.landmark}` : null,
      html`Call ${phone(order.customer.phone)}`,
      html`Collect ${amount}, in cash or by UPI`,
    ),
    buttons: [...buttons, mapButton(order.address)].filter((row) => row.length > 0),
  };
}

const partLine = (part: OrderPart) =>
  part.lines.map((line) => `${line.quantity} × ${line.name} (${line.unit})`).join('\n');

/** To a shop's linked vendors, privately: their part of a new order, and what they can do next. */
export function vendorPartBody(view: ShopOrderView, recordId: string): BotMessageBody {
  const { part } = view;
  const next: Partial<Record<OrderPart['status'], ChatButton[]>> = {
    placed: [press(recordId, 'accept', '👍 Accept'), press(recordId, 'cancel', '✖ Cancel')],
    accepted: [press(recordId, 'ready', '📦 Ready'), press(recordId, 'cancel', '✖ Cancel')],
  };
  const buttons = view.status === 'cancelled' ? undefined : next[part.status];
  return {
    text: lines(
      html`🛒 ${bold(`Order ${view.code}`)} for ${part.shopName}: ${botStatusLabels[part.status]}`,
      html`${clip(partLine(part), 1500)}`,
      html`${formatRupees(part.subtotalPaise)} · for ${view.customer.name}`,
      part.note ? html`Note for you: ${part.note}` : null,
      view.note ? html`Note: ${view.note}` : null,
      view.shopCount > 1 ? html`One of ${view.shopCount} shops in this order` : null,
    ),
    buttons: buttons ? [buttons] : [],
  };
}

/** Where a lab booking stands, in the lab's chat. */
const labStates: Record<LabBooking['status'], string> = {
  requested: '',
  confirmed: '👍 Confirmed',
  sampleCollected: '🧪 Sample collected',
  reportReady: '📄 Report ready',
  cancelled: '❌ Cancelled',
  noShow: '🚫 No-show',
};

/**
 * In the lab's chat: the booking as first sent (the alert's text, when the tests are given)
 * with the step it is at, and the buttons of its next steps. Cancelling is left to the admin
 * screen, where it asks twice: one tap in a busy chat must not cancel a patient's booking.
 */
export function labBookingBody(
  booking: LabBooking,
  tests: readonly LabTest[],
  recordId: string,
): BotMessageBody {
  const state = labStates[booking.status];
  const confirmedTime = booking.status === 'confirmed' && booking.time ? booking.time : undefined;
  const next: Partial<Record<LabBooking['status'], ChatButton[]>> = {
    requested: [press(recordId, 'confirm', '👍 Confirm')],
    confirmed: [
      press(recordId, 'collected', '🧪 Sample collected'),
      press(recordId, 'noshow', '🚫 No-show'),
    ],
    sampleCollected: [press(recordId, 'report', '📄 Report ready')],
  };
  const buttons = next[booking.status] ?? [];
  return {
    text: [
      labBookedText(booking, tests),
      state
        ? lines(
            confirmedTime
              ? html`${state} for ${alertWhen(booking.date, confirmedTime)}`
              : html`${state}`,
          )
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
    buttons: buttons.length > 0 ? [buttons] : [],
  };
}
