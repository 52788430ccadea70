import type {
  Appointment,
  ContactMessage,
  Doctor,
  LabBooking,
  LabTest,
  MedicalAssistanceRequest,
} from '../model/medical';
import type { Order } from '../model/orders';
import type { TownConfig } from '../model/town';
import { formatRupees } from './money';

/** A tap-to-call link for an Indian mobile number. */
const tel = (phone: string) => `tel:+91${phone}`;

/**
 * Staff messages, plain text with a tap-to-call number. Kept short: staff read them on a phone
 * while working.
 */
export function orderPlacedText(town: TownConfig, order: Order): string {
  const lines = [
    `🛒 New order ${order.code} — ${town.name}`,
    ...order.items.map(
      (item) =>
        `• ${item.quantity} × ${item.name} (${item.unit}) = ${formatRupees(item.lineTotalPaise)}`,
    ),
  ];
  if (order.shoppingList?.text) lines.push(`List: ${order.shoppingList.text}`);
  if (order.shoppingList?.photo) lines.push('List: photo attached');
  if (order.prescriptionPhoto) lines.push('Prescription: photo attached');
  lines.push(
    `Total: ${formatRupees(order.totalPaise)} (cash on delivery)`,
    `Customer: ${order.customer.name}, ${tel(order.customer.phone)}`,
    `Address: ${order.address.line}${order.address.landmark ? ` (near ${order.address.landmark})` : ''}`,
  );
  if (order.address.pin) {
    lines.push(`Map: https://maps.google.com/?q=${order.address.pin.lat},${order.address.pin.lng}`);
  }
  if (order.note) lines.push(`Note: ${order.note}`);
  return lines.join('\n');
}

export function passwordResetText(town: TownConfig, link: string): string {
  return [
    `${town.name}: a password reset was asked for your admin account.`,
    `Open this link within one hour to choose a new password: ${link}`,
    'If you did not ask for it, ignore this message.',
  ].join('\n');
}

export function appointmentBookedText(appointment: Appointment, doctor: Doctor): string {
  const { patient } = appointment;
  return [
    `📅 Appointment ${appointment.code}: Dr. ${doctor.name}, ${appointment.date} at ${appointment.slot}`,
    `Patient: ${patient.name}${patient.age === undefined ? '' : `, ${patient.age} y`}, ${tel(patient.phone)}`,
    ...(appointment.note ? [`Note: ${appointment.note}`] : []),
  ].join('\n');
}

export function labBookedText(booking: LabBooking, tests: readonly LabTest[]): string {
  return [
    `🧪 Lab booking ${booking.code} for ${booking.date}`,
    ...tests.map((test) => `• ${test.name}`),
    `Total: ${formatRupees(booking.totalPaise)}`,
    `Patient: ${booking.patient.name}, ${tel(booking.patient.phone)}`,
    booking.homeCollection && booking.address
      ? `Home collection: ${booking.address.line}`
      : 'Sample at the lab',
  ].join('\n');
}

export function medicalAssistanceText(request: MedicalAssistanceRequest): string {
  return [
    `${request.urgent ? '🚨 URGENT: ' : ''}Medical assistance ${request.code}`,
    request.need,
    `${request.requester.name}, ${tel(request.requester.phone)}`,
    `Address: ${request.address.line}`,
  ].join('\n');
}

export function contactMessageText(message: ContactMessage): string {
  const replyTo = [message.phone && tel(message.phone), message.email].filter(Boolean).join(', ');
  return [`✉️ Message ${message.code} from ${message.name} (${replyTo})`, message.message].join(
    '\n',
  );
}
