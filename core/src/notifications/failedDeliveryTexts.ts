import type { FailedDeliveryReason, Order } from '../model/orders';
import { type InEach, inEach } from './language';
import { bold, html, lines, phone } from './telegramHtml';

const reasons: InEach<Record<FailedDeliveryReason, string>> = {
  en: {
    nobodyHome: 'nobody was home',
    refused: 'the customer refused it',
    wrongAddress: 'the address was wrong',
    unreachable: "the customer's phone did not answer",
  },
  bn: {
    nobodyHome: 'বাড়িতে কেউ ছিলেন না',
    refused: 'গ্রাহক অর্ডারটি নেননি',
    wrongAddress: 'ঠিকানা ভুল ছিল',
    unreachable: 'গ্রাহকের ফোনে সাড়া পাওয়া যায়নি',
  },
};

const headings: InEach<(code: string) => string> = {
  en: (code) => `Order ${code}: could not deliver`,
  bn: (code) => `অর্ডার ${code}: ডেলিভারি করা যায়নি`,
};

const askRetry: InEach<string> = {
  en: 'Send it out again or cancel it on the orders board.',
  bn: 'অর্ডার বোর্ড থেকে আবার পাঠান বা বাতিল করুন।',
};

/**
 * The admin group hears that a courier brought an order back, why, and what to do: the order
 * waits on the board until an admin sends it out again or cancels it.
 */
export function failedDeliveryText(order: Order): InEach<string> {
  const attempt = order.failedAttempt;
  return inEach((language) =>
    lines(
      html`⚠️ ${bold(headings[language](order.code))}`,
      attempt ? html`${reasons[language][attempt.reason]}` : null,
      attempt?.note ? html`“${attempt.note}”` : null,
      html`${order.customer.name} · ${phone(order.customer.phone)}`,
      html`${askRetry[language]}`,
    ),
  );
}

/** Why the order did not arrive, word for word as the customer's private page says it. */
const customerLines: InEach<Record<FailedDeliveryReason, string>> = {
  en: {
    nobodyHome: 'The courier could not deliver: nobody was home. The shop will call you.',
    refused: 'The courier could not deliver: the order was refused. The shop will call you.',
    wrongAddress:
      'The courier could not deliver: the address could not be found. The shop will call you.',
    unreachable:
      'The courier could not deliver: your phone did not answer. The shop will call you.',
  },
  bn: {
    nobodyHome: 'কুরিয়ার ডেলিভারি করতে পারেননি: বাড়িতে কেউ ছিলেন না। দোকান আপনাকে ফোন করবে।',
    refused: 'কুরিয়ার ডেলিভারি করতে পারেননি: অর্ডারটি নেওয়া হয়নি। দোকান আপনাকে ফোন করবে।',
    wrongAddress: 'কুরিয়ার ডেলিভারি করতে পারেননি: ঠিকানা খুঁজে পাওয়া যায়নি। দোকান আপনাকে ফোন করবে।',
    unreachable: 'কুরিয়ার ডেলিভারি করতে পারেননি: আপনার ফোনে সাড়া পাওয়া যায়নি। দোকান আপনাকে ফোন করবে।',
  },
};

const orderHeads: InEach<(code: string) => string> = {
  en: (code) => `Order ${code}:`,
  bn: (code) => `অর্ডার ${code}:`,
};

/**
 * What a customer following the order on Telegram hears when it comes back undelivered: the
 * private page's line (never the courier's note), under the order's code.
 */
export function followerFailedDeliveryText(
  code: string,
  reason: FailedDeliveryReason,
): InEach<string> {
  return inEach((language) =>
    lines(html`${orderHeads[language](code)}`, html`${customerLines[language][reason]}`),
  );
}
