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

/** The bot's HTML text as plain text: a notification shows no markup. */
export const plainTextOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => entities[entity] ?? entity);
