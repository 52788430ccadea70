import type { Address } from '../model/common';
import type {
  Appointment,
  ContactMessage,
  Doctor,
  LabBooking,
  LabTest,
  MedicalAssistanceRequest,
} from '../model/medical';
import type { Order, OrderItem } from '../model/orders';
import type { TownConfig } from '../model/town';
import { countIn, type InEach, type Language, localeOf, nameIn } from './language';
import { formatRupees } from './money';
import { bold, clip, html, lines, link, type Markup, phone } from './telegramHtml';
import { alertWhen, doctorTitle } from './when';

/**
 * Staff alerts in Telegram's HTML parse mode (see telegramHtml.ts): every user-written value is
 * escaped. Kept short: staff read them on a phone while working. Free text is clipped so the
 * longest order still fits Telegram's 4096-character limit. Each is written in the language of the
 * chat that reads it (the town's default for the staff groups, or what a chat chose): the
 * Bengali uses the Bengali names an order or a lab test keeps, where it has them.
 */

/** The alerts' words in one language; values are escaped where they are used. */
interface Words {
  more: (count: string) => Markup;
  near: (landmark: string) => string;
  openPin: string;
  /** The listed locality an order goes to, with its PIN code. */
  area: (name: string, pinCode: string) => string;
  pharmacyOrder: (code: string) => string;
  fordoList: (code: string) => string;
  newOrder: (code: string) => string;
  pricedWhenPacked: Markup;
  total: (amount: Markup) => Markup;
  list: (text: string) => Markup;
  listPhoto: Markup;
  prescriptionPhoto: Markup;
  note: (note: string) => Markup;
  noteFor: (shop: string, note: string) => Markup;
  appointment: (code: string) => string;
  age: (years: string) => string;
  patient: (name: string, age: string, phone: string) => Markup;
  labBooking: (code: Markup, when: string) => Markup;
  labTotal: (amount: Markup) => Markup;
  homeCollection: Markup;
  atTheLab: Markup;
  appointmentCancelled: (code: string) => string;
  appointmentMoved: (code: string) => string;
  now: (doctor: string, when: string) => Markup;
  was: (when: string) => Markup;
  labCancelled: (code: string) => string;
  urgentHelp: (code: string) => string;
  help: (code: string) => string;
  message: (code: Markup, name: string) => Markup;
  replyTo: (to: string) => Markup;
}

const words: InEach<Words> = {
  en: {
    more: (count) => html`• …and ${count} more in the admin app`,
    near: (landmark) => ` (near ${landmark})`,
    openPin: 'Open the pin in Maps',
    area: (name, pinCode) => `🏘️ ${name} · PIN ${pinCode}`,
    pharmacyOrder: (code) => `Pharmacy order ${code}`,
    fordoList: (code) => `Fordo list ${code}`,
    newOrder: (code) => `New order ${code}`,
    pricedWhenPacked: html`Total: priced by the shop when packed (cash on delivery)`,
    total: (amount) => html`Total: ${amount} (cash on delivery)`,
    list: (text) => html`List: ${text}`,
    listPhoto: html`📷 List photo: open the order in the admin app`,
    prescriptionPhoto: html`📷 Prescription photo: open the order in the admin app`,
    note: (note) => html`Note: ${note}`,
    noteFor: (shop, note) => html`Note for ${shop}: ${note}`,
    appointment: (code) => `Appointment ${code}`,
    age: (years) => `, ${years} y`,
    patient: (name, age, number) => html`Patient: ${name}${age} · ${number}`,
    labBooking: (code, when) => html`🧪 ${code} for ${when}`,
    labTotal: (amount) => html`Total: ${amount}`,
    homeCollection: html`🏠 Home collection:`,
    atTheLab: html`🏥 Sample at the lab`,
    appointmentCancelled: (code) => `Appointment ${code} cancelled by the patient`,
    appointmentMoved: (code) => `Appointment ${code} moved by the patient`,
    now: (doctor, when) => html`${doctor} · now ${when}`,
    was: (when) => html`(was ${when}); please confirm the new time`,
    labCancelled: (code) => `Lab booking ${code} cancelled by the patient`,
    urgentHelp: (code) => `URGENT medical help ${code}`,
    help: (code) => `Medical assistance ${code}`,
    message: (code, name) => html`✉️ ${code} from ${name}`,
    replyTo: (to) => html`Reply to: ${to}`,
  },
  bn: {
    more: (count) => html`• …আরও ${count}টি, অ্যাডমিন অ্যাপে দেখুন`,
    near: (landmark) => ` (কাছে: ${landmark})`,
    openPin: 'মানচিত্রে পিন খুলুন',
    area: (name, pinCode) => `🏘️ ${name} · পিন ${pinCode}`,
    pharmacyOrder: (code) => `ওষুধের অর্ডার ${code}`,
    fordoList: (code) => `ফর্দ ${code}`,
    newOrder: (code) => `নতুন অর্ডার ${code}`,
    pricedWhenPacked: html`মোট: প্যাক করার সময় দোকান দাম ঠিক করবে (ক্যাশ অন ডেলিভারি)`,
    total: (amount) => html`মোট: ${amount} (ক্যাশ অন ডেলিভারি)`,
    list: (text) => html`তালিকা: ${text}`,
    listPhoto: html`📷 তালিকার ছবি: অ্যাডমিন অ্যাপে অর্ডারটি খুলুন`,
    prescriptionPhoto: html`📷 প্রেসক্রিপশনের ছবি: অ্যাডমিন অ্যাপে অর্ডারটি খুলুন`,
    note: (note) => html`নোট: ${note}`,
    noteFor: (shop, note) => html`${shop}-এর জন্য নোট: ${note}`,
    appointment: (code) => `অ্যাপয়েন্টমেন্ট ${code}`,
    age: (years) => `, ${years} বছর`,
    patient: (name, age, number) => html`রোগী: ${name}${age} · ${number}`,
    labBooking: (code, when) => html`🧪 ${code}, ${when}`,
    labTotal: (amount) => html`মোট: ${amount}`,
    homeCollection: html`🏠 বাড়ি থেকে নমুনা:`,
    atTheLab: html`🏥 নমুনা ল্যাবে`,
    appointmentCancelled: (code) => `অ্যাপয়েন্টমেন্ট ${code} রোগী বাতিল করেছেন`,
    appointmentMoved: (code) => `অ্যাপয়েন্টমেন্ট ${code} রোগী সরিয়েছেন`,
    now: (doctor, when) => html`${doctor} · এখন ${when}`,
    was: (when) => html`(আগে ছিল ${when}); নতুন সময়টি নিশ্চিত করুন`,
    labCancelled: (code) => `ল্যাব বুকিং ${code} রোগী বাতিল করেছেন`,
    urgentHelp: (code) => `জরুরি চিকিৎসা সহায়তা ${code}`,
    help: (code) => `চিকিৎসা সহায়তা ${code}`,
    message: (code, name) => html`✉️ ${name}-এর ${code}`,
    replyTo: (to) => html`উত্তর দিন: ${to}`,
  },
};

const rupees = (paise: number, language: Language) => formatRupees(paise, localeOf[language]);
const labBookingWord: InEach<(code: string) => string> = {
  en: (code) => `Lab booking ${code}`,
  bn: (code) => `ল্যাব বুকিং ${code}`,
};
const messageWord: InEach<(code: string) => string> = {
  en: (code) => `Message ${code}`,
  bn: (code) => `বার্তা ${code}`,
};

/** Orders can have 50 lines; the chat shows the first ones and points to the admin app. */
const maxItemLines = 12;

function itemLines(items: readonly OrderItem[], language: Language): Markup[] {
  const shown = items
    .slice(0, maxItemLines)
    .map(
      (item) =>
        html`• ${countIn(language, item.quantity)} × ${nameIn(language, item.name, item.nameBn)} (${clip(nameIn(language, item.unit, item.unitBn), 30)}) = ${rupees(item.lineTotalPaise, language)}`,
    );
  const hidden = items.length - shown.length;
  return hidden > 0 ? [...shown, words[language].more(countIn(language, hidden))] : shown;
}

export function addressLines(address: Address, language: Language = 'en'): Markup[] {
  const say = words[language];
  const near = address.landmark ? say.near(address.landmark) : '';
  const place = html`📍 ${address.line}${near}`;
  if (!address.pin) return [place];
  const { lat, lng } = address.pin;
  return [place, link(`https://maps.google.com/?q=${lat},${lng}`, say.openPin)];
}

function orderHeading(town: TownConfig, order: Order, language: Language): Markup {
  const say = words[language];
  const townName = nameIn(language, town.name, town.nameBn);
  if (order.kind === 'pharmacy')
    return html`💊 ${bold(say.pharmacyOrder(order.code))} · ${townName}`;
  if (order.kind === 'fordo') return html`📝 ${bold(say.fordoList(order.code))} · ${townName}`;
  return html`🛒 ${bold(say.newOrder(order.code))} · ${townName}`;
}

function orderTotal(order: Order, language: Language): Markup {
  const say = words[language];
  if (order.items.length === 0) return say.pricedWhenPacked;
  return say.total(bold(rupees(order.totalPaise, language)));
}

/**
 * A new order for the admin group and the delivery chat: code, items, total, who to call,
 * where to go. Pharmacy orders and fordo lists are orders too, with their own heading and the
 * prescription or list.
 */
export function orderPlacedText(town: TownConfig, order: Order, language: Language = 'en'): string {
  const say = words[language];
  const list = order.shoppingList;
  return lines(
    orderHeading(town, order, language),
    ...itemLines(order.items, language),
    list?.text ? say.list(clip(list.text, 800)) : null,
    list?.photo ? say.listPhoto : null,
    order.prescriptionPhoto ? say.prescriptionPhoto : null,
    orderTotal(order, language),
    html`${order.customer.name} · ${phone(order.customer.phone)}`,
    ...addressLines(order.address, language),
    // The admin typed the area's name: escaped like the customer's address.
    order.area
      ? html`${say.area(nameIn(language, order.area.name, order.area.nameBn), order.area.pinCode)}`
      : null,
    order.note ? say.note(order.note) : null,
    ...order.parts.map((part) =>
      part.note ? say.noteFor(nameIn(language, part.shopName, part.shopNameBn), part.note) : null,
    ),
  );
}

/** Sent by email, not Telegram: plain text. */
export function passwordResetText(town: TownConfig, link: string): string {
  return [
    `${town.name}: a password reset was asked for your admin account.`,
    `Open this link within one hour to choose a new password: ${link}`,
    'If you did not ask for it, ignore this message.',
  ].join('\n');
}

const ageOf = (age: number | undefined, language: Language) =>
  age === undefined ? '' : words[language].age(countIn(language, age));

export function appointmentBookedText(
  appointment: Appointment,
  doctor: Doctor,
  language: Language = 'en',
): string {
  const say = words[language];
  const { patient } = appointment;
  return lines(
    html`📅 ${bold(say.appointment(appointment.code))}`,
    html`${doctorTitle(doctor.name, language)} · ${alertWhen(appointment.date, appointment.slot, language)}`,
    say.patient(patient.name, ageOf(patient.age, language), phone(patient.phone)),
    appointment.note ? say.note(appointment.note) : null,
  );
}

export function labBookedText(
  booking: LabBooking,
  tests: readonly LabTest[],
  language: Language = 'en',
): string {
  const say = words[language];
  const { patient } = booking;
  const where =
    booking.homeCollection && booking.address
      ? [say.homeCollection, ...addressLines(booking.address, language)]
      : [say.atTheLab];
  return lines(
    say.labBooking(
      bold(labBookingWord[language](booking.code)),
      alertWhen(booking.date, booking.time, language),
    ),
    ...tests.map((test) => html`• ${nameIn(language, test.name, test.nameBn)}`),
    say.labTotal(bold(rupees(booking.totalPaise, language))),
    say.patient(patient.name, ageOf(patient.age, language), phone(patient.phone)),
    ...where,
  );
}

/** The customer cancelled an appointment from its private link: the desk tells the chamber. */
export function appointmentCancelledText(
  appointment: Appointment,
  doctorName: string,
  language: Language = 'en',
): string {
  const say = words[language];
  return lines(
    html`❌ ${bold(say.appointmentCancelled(appointment.code))}`,
    html`${doctorTitle(doctorName, language)} · ${alertWhen(appointment.date, appointment.slot, language)}`,
    say.patient(appointment.patient.name, '', phone(appointment.patient.phone)),
  );
}

/** The customer moved an appointment from its private link. */
export function appointmentRescheduledText(
  appointment: Appointment,
  before: Pick<Appointment, 'date' | 'slot'>,
  doctorName: string,
  language: Language = 'en',
): string {
  const say = words[language];
  return lines(
    html`🔁 ${bold(say.appointmentMoved(appointment.code))}`,
    say.now(
      doctorTitle(doctorName, language),
      alertWhen(appointment.date, appointment.slot, language),
    ),
    say.was(alertWhen(before.date, before.slot, language)),
    say.patient(appointment.patient.name, '', phone(appointment.patient.phone)),
  );
}

export function labBookingCancelledText(booking: LabBooking, language: Language = 'en'): string {
  const say = words[language];
  return lines(
    html`❌ ${bold(say.labCancelled(booking.code))} (${alertWhen(booking.date, booking.time, language)})`,
    say.patient(booking.patient.name, '', phone(booking.patient.phone)),
  );
}

export function medicalAssistanceText(
  request: MedicalAssistanceRequest,
  language: Language = 'en',
): string {
  const say = words[language];
  const heading = request.urgent
    ? html`🚨 ${bold(say.urgentHelp(request.code))}`
    : html`🩺 ${bold(say.help(request.code))}`;
  return lines(
    heading,
    html`${clip(request.need, 1000)}`,
    html`${request.requester.name} · ${phone(request.requester.phone)}`,
    ...addressLines(request.address, language),
  );
}

export function contactMessageText(message: ContactMessage, language: Language = 'en'): string {
  const say = words[language];
  const replyTo = [message.phone && phone(message.phone), message.email].filter(Boolean).join(', ');
  return lines(
    say.message(bold(messageWord[language](message.code)), message.name),
    say.replyTo(replyTo),
    html`${clip(message.message, 2000)}`,
  );
}
