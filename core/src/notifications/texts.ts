import type { Order } from '../model/orders';
import type { TownConfig } from '../model/town';
import { formatRupees } from './money';

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
    `Customer: ${order.customer.name}, tel:+91${order.customer.phone}`,
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
