import type { InEach } from '../notifications/language';

/** A notification's title, per language; its body is the line Telegram followers get. */
export const pushTitles: InEach<{ order: string; booking: string }> = {
  en: { order: 'Your order', booking: 'Your booking' },
  bn: { order: 'আপনার অর্ডার', booking: 'আপনার বুকিং' },
};

const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * The text between the tags. The bot's HTML writes a literal "<" as &lt;, so each "<" opens a
 * tag; split, not a regular expression, so no input can make it backtrack.
 */
const withoutTags = (html: string) =>
  html
    .split('<')
    .map((part, index) => (index === 0 ? part : part.slice(part.indexOf('>') + 1)))
    .join('');

/** The bot's HTML text as plain text: a notification shows no markup. */
export const plainTextOf = (html: string) =>
  withoutTags(html).replace(/&(lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity);

/** What a vendor's or a courier's board is told by push: a new order, an order to take. */
export const staffPushWords: InEach<{
  newOrder: { title: string; body: (code: string) => string };
  courierOffer: { title: string; body: (code: string) => string };
}> = {
  en: {
    newOrder: { title: 'New order', body: (code) => `Order ${code} is waiting for your shop.` },
    courierOffer: { title: 'Order to deliver', body: (code) => `Order ${code} is ready to take.` },
  },
  bn: {
    newOrder: {
      title: 'নতুন অর্ডার',
      body: (code) => `অর্ডার ${code} আপনার দোকানের জন্য অপেক্ষা করছে।`,
    },
    courierOffer: {
      title: 'ডেলিভারির অর্ডার',
      body: (code) => `অর্ডার ${code} নেওয়ার জন্য তৈরি।`,
    },
  },
};
