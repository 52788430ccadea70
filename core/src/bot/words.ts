import type { TelegramChannel } from '../model/outbox';
import type { TelegramLink } from '../model/telegramBot';
import { countIn, type InEach, inEach, type Language } from '../notifications/language';
import { escapeHtml } from '../notifications/telegramHtml';

/**
 * What the bot answers commands and presses with, per language: one table each, so a new reply
 * is one more entry in each. Replies in a chat go in Telegram's HTML mode, so the names put in
 * them are escaped here; a press's answer is plain text. Replies are made in every language;
 * the sender sends the chat its own.
 */
interface BotWords {
  startWithoutCode: string;
  disconnected: (wasLinked: boolean) => string;
  stoppedFollowing: string;
  linkExpired: string;
  accountGone: string;
  connected: (name: string, role: TelegramLink['role']) => string;
  done: string;
  pressAnswers: Record<string, (code: string) => string>;
  pickedUpAt: (code: string, shop: string | undefined) => string;
  languageSet: string;
  // `/here`
  channelNames: Record<TelegramChannel, string>;
  hereUsage: string;
  noLongerGets: (channels: string[]) => string;
  nothingToStop: string;
  nowGets: (channel: string, replacedTitle: string | undefined) => string;
  // `/today` and `/waiting`
  onlyAdmins: string;
  today: (date: string, time: string) => string;
  orders: (total: number, statuses: string) => string;
  waitingForStaff: (waiting: {
    appointments: number;
    labBookings: number;
    medicalAssistance: number;
    contactMessages: number;
    fordo: number;
  }) => string;
  noneLate: (limit: number) => string;
  lateHeader: (limit: number, date: string) => string;
  lateRow: (code: string, minutes: number, shops: string) => string;
  andMore: (count: number) => string;
}

/** "Choose a language", in both at once: it answers someone whose language is not yet known. */
const languageUsage = [
  'Choose a language: /lang en for English, /lang bn for Bengali (বাংলা).',
  'ভাষা বেছে নিন: বাংলার জন্য /lang bn, ইংরেজির জন্য /lang en।',
].join('\n');

export const botWords: InEach<BotWords> = {
  en: {
    startWithoutCode: [
      'Hello! This bot works for the town app staff.',
      'To connect your account, sign in to the app and press Connect Telegram.',
    ].join('\n'),
    disconnected: (wasLinked) =>
      wasLinked
        ? 'Disconnected. This Telegram account no longer acts for your staff account.'
        : 'This Telegram account is not connected to any staff account.',
    stoppedFollowing: 'Stopped: this chat gets no more order or booking updates.',
    linkExpired:
      'This link has expired or was already used. In the app, press Connect Telegram again.',
    accountGone: 'This account no longer exists.',
    connected: (name, role) =>
      [
        `Connected: you act here as ${escapeHtml(name)} (${{ vendor: 'shop', delivery: 'delivery', admin: 'admin' }[role]}).`,
        'Send /stop to disconnect, or disconnect in the app. Send /lang bn for Bengali.',
      ].join('\n'),
    done: 'Done.',
    pressAnswers: {
      claim: (code) => `Order ${code} is yours. The address is in your private chat with the bot.`,
      picked: (code) => `Order ${code}: out for delivery.`,
      delivered: (code) => `Order ${code}: delivered. Thank you!`,
      paidcash: (code) => `Order ${code}: delivered, paid in cash. Thank you!`,
      paidupi: (code) => `Order ${code}: delivered, paid by UPI. Thank you!`,
      accept: (code) => `Order ${code}: accepted.`,
      ready: (code) => `Order ${code}: ready for pickup.`,
      cancel: (code) => `Order ${code}: your part is cancelled.`,
      confirm: (code) => `Lab booking ${code}: confirmed.`,
      collected: (code) => `Lab booking ${code}: sample collected.`,
      report: (code) => `Lab booking ${code}: report ready.`,
      noshow: (code) => `Lab booking ${code}: marked no-show.`,
    },
    pickedUpAt: (code, shop) => `Order ${code}: picked up at ${shop ?? 'the shop'}.`,
    languageSet: 'From now on the bot writes to this chat in English. Send /lang bn for Bengali.',
    channelNames: {
      adminGroup: "the admins' alerts (new orders, bookings, messages)",
      deliveryChat: "the couriers' delivery offers",
      labClient: "the lab's bookings",
    },
    hereUsage:
      'Send /here admin, /here delivery or /here lab in this chat: which alerts should it get? ' +
      '/here off stops them here.',
    noLongerGets: (channels) => `This chat no longer gets ${channels.join(' or ')}.`,
    nothingToStop: 'This chat gets no alerts; nothing to stop.',
    nowGets: (channel, replaced) =>
      `This chat now gets ${channel}.${replaced ? ` It no longer goes to “${escapeHtml(replaced)}”.` : ''} Alerts waiting for a chat go out now.`,
    onlyAdmins: 'Only admins can use this command.',
    today: (date, time) => `Today, ${date} (${time} town time)`,
    orders: (total, statuses) => `Orders: ${total}${statuses ? ` (${statuses})` : ''}`,
    waitingForStaff: (w) =>
      `Waiting for staff: ${w.appointments} appointments, ${w.labBookings} lab bookings, ${w.medicalAssistance} help requests, ${w.contactMessages} messages, ${w.fordo} fordo lists`,
    noneLate: (limit) => `No order has waited more than ${limit} minutes for a shop.`,
    lateHeader: (limit, date) => `Not accepted within ${limit} minutes (${date}):`,
    lateRow: (code, minutes, shops) =>
      `${code}: ${minutes} min, ${escapeHtml(shops) || 'no shop yet'}`,
    andMore: (count) => `and ${count} more`,
  },
  bn: {
    startWithoutCode: [
      'নমস্কার! এই বট শহরের অ্যাপের কর্মীদের জন্য।',
      'অ্যাকাউন্ট যুক্ত করতে অ্যাপে লগইন করে “টেলিগ্রাম যুক্ত করুন” চাপুন।',
    ].join('\n'),
    disconnected: (wasLinked) =>
      wasLinked
        ? 'বিচ্ছিন্ন হয়েছে। এই টেলিগ্রাম অ্যাকাউন্ট আর আপনার কর্মী অ্যাকাউন্টের হয়ে কাজ করে না।'
        : 'এই টেলিগ্রাম অ্যাকাউন্ট কোনো কর্মী অ্যাকাউন্টের সঙ্গে যুক্ত নয়।',
    stoppedFollowing: 'বন্ধ হয়েছে: এই চ্যাটে আর অর্ডার বা বুকিংয়ের খবর আসবে না।',
    linkExpired: 'এই লিংকের মেয়াদ শেষ, বা আগেই ব্যবহার হয়েছে। অ্যাপে আবার “টেলিগ্রাম যুক্ত করুন” চাপুন।',
    accountGone: 'এই অ্যাকাউন্ট আর নেই।',
    connected: (name, role) =>
      [
        `যুক্ত হয়েছে: এখানে আপনি ${escapeHtml(name)} (${{ vendor: 'দোকান', delivery: 'ডেলিভারি', admin: 'অ্যাডমিন' }[role]}) হিসেবে কাজ করবেন।`,
        'বিচ্ছিন্ন করতে /stop পাঠান, বা অ্যাপে বিচ্ছিন্ন করুন। ইংরেজির জন্য /lang en পাঠান।',
      ].join('\n'),
    done: 'হয়ে গেছে।',
    pressAnswers: {
      claim: (code) => `অর্ডার ${code} আপনার। ঠিকানা বটের সঙ্গে আপনার প্রাইভেট চ্যাটে আছে।`,
      picked: (code) => `অর্ডার ${code}: ডেলিভারির পথে।`,
      delivered: (code) => `অর্ডার ${code}: পৌঁছে গেছে। ধন্যবাদ!`,
      paidcash: (code) => `অর্ডার ${code}: পৌঁছে গেছে, নগদে দাম দেওয়া হয়েছে। ধন্যবাদ!`,
      paidupi: (code) => `অর্ডার ${code}: পৌঁছে গেছে, UPI-তে দাম দেওয়া হয়েছে। ধন্যবাদ!`,
      accept: (code) => `অর্ডার ${code}: গৃহীত।`,
      ready: (code) => `অর্ডার ${code}: নেওয়ার জন্য তৈরি।`,
      cancel: (code) => `অর্ডার ${code}: আপনার অংশ বাতিল হয়েছে।`,
      confirm: (code) => `ল্যাব বুকিং ${code}: নিশ্চিত।`,
      collected: (code) => `ল্যাব বুকিং ${code}: নমুনা নেওয়া হয়েছে।`,
      report: (code) => `ল্যাব বুকিং ${code}: রিপোর্ট তৈরি।`,
      noshow: (code) => `ল্যাব বুকিং ${code}: আসা হয়নি বলে লেখা হয়েছে।`,
    },
    pickedUpAt: (code, shop) => `অর্ডার ${code}: ${shop ?? 'দোকান'} থেকে তুলে নেওয়া হয়েছে।`,
    languageSet: 'এখন থেকে বট এই চ্যাটে বাংলায় লিখবে। ইংরেজির জন্য /lang en পাঠান।',
    channelNames: {
      adminGroup: 'অ্যাডমিনদের অ্যালার্ট (নতুন অর্ডার, বুকিং, বার্তা)',
      deliveryChat: 'ডেলিভারি কর্মীদের জন্য অর্ডার',
      labClient: 'ল্যাবের বুকিং',
    },
    hereUsage:
      'এই চ্যাটে /here admin, /here delivery বা /here lab পাঠান: কোন অ্যালার্ট এখানে আসবে? ' +
      '/here off পাঠালে এখানে অ্যালার্ট বন্ধ হবে।',
    noLongerGets: (channels) => `এই চ্যাটে আর ${channels.join(' বা ')} আসবে না।`,
    nothingToStop: 'এই চ্যাটে কোনো অ্যালার্ট আসে না; বন্ধ করার কিছু নেই।',
    nowGets: (channel, replaced) =>
      `এই চ্যাটে এখন থেকে ${channel} আসবে।${replaced ? ` “${escapeHtml(replaced)}”-তে আর যাবে না।` : ''} অপেক্ষায় থাকা অ্যালার্ট এখন চলে যাবে।`,
    onlyAdmins: 'এই কমান্ড শুধু অ্যাডমিনদের জন্য।',
    today: (date, time) => `আজ, ${date} (শহরের সময় ${time})`,
    orders: (total, statuses) => `অর্ডার: ${countIn('bn', total)}${statuses ? ` (${statuses})` : ''}`,
    waitingForStaff: (w) =>
      `কর্মীদের অপেক্ষায়: ${countIn('bn', w.appointments)}টি অ্যাপয়েন্টমেন্ট, ${countIn('bn', w.labBookings)}টি ল্যাব বুকিং, ${countIn('bn', w.medicalAssistance)}টি সাহায্যের অনুরোধ, ${countIn('bn', w.contactMessages)}টি বার্তা, ${countIn('bn', w.fordo)}টি ফর্দ`,
    noneLate: (limit) => `কোনো অর্ডার ${countIn('bn', limit)} মিনিটের বেশি দোকানের অপেক্ষায় নেই।`,
    lateHeader: (limit, date) => `${countIn('bn', limit)} মিনিটের মধ্যে গ্রহণ হয়নি (${date}):`,
    lateRow: (code, minutes, shops) =>
      `${code}: ${countIn('bn', minutes)} মিনিট, ${escapeHtml(shops) || 'এখনও কোনো দোকান নেই'}`,
    andMore: (count) => `আরও ${countIn('bn', count)}টি`,
  },
};

export const languageUsageText: InEach<string> = inEach(() => languageUsage);

/**
 * The bot's own refusals in Bengali, by their English message (what the code throws, and what
 * the web app shows where the same refusal reaches it). A refusal not listed is sent in English.
 */
const refusalsBn: Readonly<Record<string, string>> = {
  'Only linked staff can do this. In the app, press Connect Telegram first.':
    'এটি শুধু যুক্ত কর্মীরা করতে পারেন। আগে অ্যাপে “টেলিগ্রাম যুক্ত করুন” চাপুন।',
  'Your account is disabled; ask an admin.': 'আপনার অ্যাকাউন্ট বন্ধ আছে; একজন অ্যাডমিনকে বলুন।',
  "Only an admin's linked Telegram account can choose where alerts go.":
    'অ্যালার্ট কোথায় যাবে, তা শুধু অ্যাডমিনের যুক্ত টেলিগ্রাম অ্যাকাউন্ট ঠিক করতে পারে।',
  'This message is no longer in use.': 'এই বার্তা আর কাজে লাগে না।',
  'This button does nothing here.': 'এই বোতাম এখানে কিছু করে না।',
  'Only delivery staff take orders.': 'শুধু ডেলিভারি কর্মীরা অর্ডার নেন।',
  'This order is no longer open.': 'এই অর্ডার আর খোলা নেই।',
  'Only a linked admin account can move lab bookings on.':
    'ল্যাব বুকিং এগোতে পারে শুধু যুক্ত অ্যাডমিন অ্যাকাউন্ট।',
  'This button is from an older message; use the buttons below.':
    'এই বোতাম পুরোনো বার্তার; নিচের বোতামগুলো ব্যবহার করুন।',
  'Only the delivery person of this order can.': 'শুধু এই অর্ডারের ডেলিভারি কর্মী পারেন।',
  "This message is about another shop's part of the order.": 'এই বার্তা অর্ডারের অন্য দোকানের অংশ নিয়ে।',
  'A medical help request has no steps to follow; the help desk calls you.':
    'চিকিৎসা সহায়তার অনুরোধে অনুসরণ করার ধাপ নেই; হেল্প ডেস্ক আপনাকে ফোন করবে।',
  'This order link does not open an order. Check that the whole link was copied.':
    'এই লিংকে কোনো অর্ডার খোলে না। পুরো লিংকটি কপি হয়েছে কি না দেখুন।',
  'This booking link does not open a booking. Check that the whole link was copied.':
    'এই লিংকে কোনো বুকিং খোলে না। পুরো লিংকটি কপি হয়েছে কি না দেখুন।',
};

/** A refusal's message in each language: its Bengali where the bot knows it, else as thrown. */
export const refusalIn = (message: string): InEach<string> =>
  inEach((language: Language) => (language === 'bn' ? (refusalsBn[message] ?? message) : message));
