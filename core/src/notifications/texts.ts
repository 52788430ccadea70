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
import { formatRupees } from './money';
import { bold, clip, html, lines, link, type Markup, phone } from './telegramHtml';
import { alertWhen, doctorTitle } from './when';

/**
 * Staff alerts in Telegram's HTML parse mode (see telegramHtml.ts): every user-written value is
 * escaped. Kept short: staff read them on a phone while working. Free text is clipped so the
 * longest order still fits Telegram's 4096-character limit.
 */

/** Orders can have 50 lines; the chat shows the first ones and points to the admin app. */
const maxItemLines = 12;

function itemLines(items: readonly OrderItem[]): Markup[] {
  const shown = items
    .slice(0, maxItemLines)
    .map(
      (item) =>
        html`• ${item.quantity} × ${item.name} (${clip(item.unit, 30)}) = ${formatRupees(item.lineTotalPaise)}`,
    );
  const hidden = items.length - shown.length;
  return hidden > 0 ? [...shown, html`• …and ${hidden} more in the admin app`] : shown;
}

export function addressLines(address: Address): Markup[] {
  const near = address.landmark ? ` (near ${address.landmark})` : '';
  const place = html`📍 ${address.line}${near}`;
  if (!address.pin) return [place];
  const { lat, lng } = address.pin;
  return [place, link(`https://maps.google.com/?q=${lat},${lng}`, 'Open the pin in Maps')];
}

function orderHeading(town: TownConfig, order: Order): Markup {
  if (order.kind === 'pharmacy')
    return html`💊 ${bold(`Pharmacy order ${order.code}`)} · ${town.name}`;
  if (order.kind === 'fordo') return html`📝 ${bold(`Fordo list ${order.code}`)} · ${town.name}`;
  return html`🛒 ${bold(`New order ${order.code}`)} · ${town.name}`;
}

function orderTotal(order: Order): Markup {
  if (order.items.length === 0)
    return html`Total: priced by the shop when packed (cash on delivery)`;
  return html`Total: ${bold(formatRupees(order.totalPaise))} (cash on delivery)`;
}

/**
 * A new order for the admin group and the delivery chat: code, items, total, who to call,
 * where to go. Pharmacy orders and fordo lists are orders too, with their own heading and the
 * prescription or list.
 */
export function orderPlacedText(town: TownConfig, order: Order): string {
  const list = order.shoppingList;
  return lines(
    orderHeading(town, order),
    ...itemLines(order.items),
    list?.text ? html`List: ${clip(list.text, 800)}` : null,
    list?.photo ? html`📷 List photo: open the order in the admin app` : null,
    order.prescriptionPhoto ? html`📷 Prescription photo: open the order in the admin app` : null,
    orderTotal(order),
    html`${order.customer.name} · ${phone(order.customer.phone)}`,
    ...addressLines(order.address),
    order.note ? html`Note: ${order.note}` : null,
    ...order.parts.map((part) =>
      part.note ? html`Note for ${part.shopName}: ${part.note}` : null,
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

export function appointmentBookedText(appointment: Appointment, doctor: Doctor): string {
  const { patient } = appointment;
  const age = patient.age === undefined ? '' : `, ${patient.age} y`;
  return lines(
    html`📅 ${bold(`Appointment ${appointment.code}`)}`,
    html`${doctorTitle(doctor.name)} · ${alertWhen(appointment.date, appointment.slot)}`,
    html`Patient: ${patient.name}${age} · ${phone(patient.phone)}`,
    appointment.note ? html`Note: ${appointment.note}` : null,
  );
}

export function labBookedText(booking: LabBooking, tests: readonly LabTest[]): string {
  const { patient } = booking;
  const age = patient.age === undefined ? '' : `, ${patient.age} y`;
  const where =
    booking.homeCollection && booking.address
      ? [html`🏠 Home collection:`, ...addressLines(booking.address)]
      : [html`🏥 Sample at the lab`];
  return lines(
    html`🧪 ${bold(`Lab booking ${booking.code}`)} for ${alertWhen(booking.date, booking.time)}`,
    ...tests.map((test) => html`• ${test.name}`),
    html`Total: ${bold(formatRupees(booking.totalPaise))}`,
    html`Patient: ${patient.name}${age} · ${phone(patient.phone)}`,
    ...where,
  );
}

/** The customer cancelled an appointment from its private link: the desk tells the chamber. */
export function appointmentCancelledText(appointment: Appointment, doctorName: string): string {
  return lines(
    html`❌ ${bold(`Appointment ${appointment.code} cancelled by the patient`)}`,
    html`${doctorTitle(doctorName)} · ${alertWhen(appointment.date, appointment.slot)}`,
    html`Patient: ${appointment.patient.name} · ${phone(appointment.patient.phone)}`,
  );
}

/** The customer moved an appointment from its private link. */
export function appointmentRescheduledText(
  appointment: Appointment,
  before: Pick<Appointment, 'date' | 'slot'>,
  doctorName: string,
): string {
  return lines(
    html`🔁 ${bold(`Appointment ${appointment.code} moved by the patient`)}`,
    html`${doctorTitle(doctorName)} · now ${alertWhen(appointment.date, appointment.slot)}`,
    html`(was ${alertWhen(before.date, before.slot)}); please confirm the new time`,
    html`Patient: ${appointment.patient.name} · ${phone(appointment.patient.phone)}`,
  );
}

export function labBookingCancelledText(booking: LabBooking): string {
  return lines(
    html`❌ ${bold(`Lab booking ${booking.code} cancelled by the patient`)} (${alertWhen(booking.date, booking.time)})`,
    html`Patient: ${booking.patient.name} · ${phone(booking.patient.phone)}`,
  );
}

export function medicalAssistanceText(request: MedicalAssistanceRequest): string {
  const heading = request.urgent
    ? html`🚨 ${bold(`URGENT medical help ${request.code}`)}`
    : html`🩺 ${bold(`Medical assistance ${request.code}`)}`;
  return lines(
    heading,
    html`${clip(request.need, 1000)}`,
    html`${request.requester.name} · ${phone(request.requester.phone)}`,
    ...addressLines(request.address),
  );
}

export function contactMessageText(message: ContactMessage): string {
  const replyTo = [message.phone && phone(message.phone), message.email].filter(Boolean).join(', ');
  return lines(
    html`✉️ ${bold(`Message ${message.code}`)} from ${message.name}`,
    html`Reply to: ${replyTo}`,
    html`${clip(message.message, 2000)}`,
  );
}
