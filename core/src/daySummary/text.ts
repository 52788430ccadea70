import type { Language } from '../model/town';
import { countIn, inEach, localeOf } from '../notifications/language';
import { formatRupees } from '../notifications/money';
import { bold, clip, html, lines, link, Markup } from '../notifications/telegramHtml';
import type { DayReport } from '../orders/dayReport';
import type { OrderStatus } from '../vocabulary';

/** The money taken at the door that day (see moneyOfDay). */
export interface DayMoney {
  cashPaise: number;
  upiPaise: number;
}

/** Shops, products and reasons the message names: a summary, the screen has the rest. */
const shopsShown = 5;
const productsShown = 3;
const reasonsShown = 3;

interface Words {
  title: (day: string) => string;
  orders: string;
  statuses: Record<OrderStatus, string>;
  late: string;
  cancelled: string;
  noReason: string;
  cash: string;
  upi: string;
  shops: string;
  products: string;
  open: string;
}

const words: Record<Language, Words> = {
  en: {
    title: (day) => `Day's summary, ${day}`,
    orders: 'Orders',
    statuses: {
      placed: 'placed',
      accepted: 'accepted',
      ready: 'ready',
      outForDelivery: 'on the way',
      delivered: 'delivered',
      cancelled: 'cancelled',
    },
    late: 'Late',
    cancelled: 'Cancelled',
    noReason: 'no reason given',
    cash: 'Cash',
    upi: 'UPI',
    shops: 'By shop (orders / delivered / cancelled)',
    products: 'Top products',
    open: "Open the day's money and report",
  },
  bn: {
    title: (day) => `দিনের সারাংশ, ${day}`,
    orders: 'অর্ডার',
    statuses: {
      placed: 'নতুন',
      accepted: 'গৃহীত',
      ready: 'তৈরি',
      outForDelivery: 'পথে',
      delivered: 'পৌঁছেছে',
      cancelled: 'বাতিল',
    },
    late: 'দেরি',
    cancelled: 'বাতিল',
    noReason: 'কারণ জানানো হয়নি',
    cash: 'নগদ',
    upi: 'UPI',
    shops: 'দোকান অনুযায়ী (অর্ডার / পৌঁছেছে / বাতিল)',
    products: 'সবচেয়ে বেশি বিক্রি',
    open: 'দিনের টাকা ও রিপোর্ট দেখুন',
  },
};

/** Lines already escaped, one under another. */
const joined = (parts: Markup[]) => new Markup(parts.map((part) => part.value).join('\n'));

/** The most given cancellation reasons, most frequent first, with their counts. */
function topReasons(report: DayReport, noReason: string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const order of report.cancelled) {
    const reason = order.cancelled?.reason?.trim() || noReason;
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, reasonsShown);
}

function statusLine(report: DayReport, language: Language, say: Words): Markup {
  const parts = Object.entries(report.byStatus)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${say.statuses[status as OrderStatus]} ${countIn(language, count)}`);
  const detail = parts.length ? ` (${parts.join(', ')})` : '';
  return html`${say.orders}: ${countIn(language, report.orderCount)}${detail}`;
}

function cancelledLine(report: DayReport, language: Language, say: Words): Markup {
  const reasons = topReasons(report, say.noReason)
    .map(([reason, count]) => `${clip(reason, 60)} ×${countIn(language, count)}`)
    .join('; ');
  const count = countIn(language, report.cancelled.length);
  return html`${say.cancelled}: ${count}${reasons ? ` (${reasons})` : ''}`;
}

function shopLines(report: DayReport, language: Language): Markup[] {
  const n = (value: number) => countIn(language, value);
  return [...report.shops]
    .sort((a, b) => b.orders - a.orders)
    .slice(0, shopsShown)
    .map(
      (s) =>
        html`• ${clip(s.shopName, 40)}: ${n(s.orders)} / ${n(s.delivered)} / ${n(s.cancelled)}`,
    );
}

function productLines(report: DayReport, language: Language): Markup[] {
  const rupees = (paise: number) => formatRupees(paise, localeOf[language]);
  return report.topProducts
    .slice(0, productsShown)
    .map(
      (p) =>
        html`• ${clip(p.name, 40)} ×${countIn(language, p.quantity)}, ${rupees(p.amountPaise)}`,
    );
}

/**
 * The day's summary for the admin group in one language (Telegram HTML): orders by status, late
 * and cancelled counts with the top reasons, money taken, shops and products in short, and a
 * link to the day on /admin/money (a plain path where the app's https address is not known).
 */
export function daySummaryTextIn(
  language: Language,
  report: DayReport,
  money: DayMoney,
  appUrl?: string,
): string {
  const say = words[language];
  const rupees = (paise: number) => formatRupees(paise, localeOf[language]);
  const path = `/admin/money?day=${report.day}`;
  const shops = shopLines(report, language);
  const products = productLines(report, language);
  return lines(
    bold(say.title(report.day)),
    statusLine(report, language, say),
    html`${say.late}: ${countIn(language, report.late.length)}`,
    cancelledLine(report, language, say),
    html`${say.cash}: ${rupees(money.cashPaise)} · ${say.upi}: ${rupees(money.upiPaise)}`,
    shops.length > 0 && html`${say.shops}:\n${joined(shops)}`,
    products.length > 0 && html`${say.products}:\n${joined(products)}`,
    appUrl ? link(`${appUrl.replace(/\/$/, '')}${path}`, say.open) : html`${say.open}: ${path}`,
  );
}

/** The summary in every language the bot speaks: the sender sends the group's own. */
export const daySummaryTexts = (report: DayReport, money: DayMoney, appUrl?: string) =>
  inEach((language) => daySummaryTextIn(language, report, money, appUrl));
