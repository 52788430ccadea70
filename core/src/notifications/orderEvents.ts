import type {
  Actor,
  Order,
  OrderPart,
  OrderStatus,
  PartStatus,
  StatusChange,
} from '../model/orders';
import { formatRupees } from './money';
import { bold, clip, html, lines, phone } from './telegramHtml';

/**
 * Alerts for an order's later life, for the admin group (and the delivery chat on a
 * cancellation). The status moves themselves belong to the order status machine; it calls these
 * with the order as saved after the move and the change it appended.
 */

const statusLabels: Record<OrderStatus | PartStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  ready: 'Ready',
  pickedUp: 'Picked up',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const actorLabels: Record<Actor['role'], string> = {
  visitor: 'a visitor',
  customer: 'the customer',
  vendor: 'the shop',
  delivery: 'delivery',
  admin: 'an admin',
  system: 'the app (not accepted in time)',
};

/** The status before `change`: the entry preceding it in the order's history. */
function previousStatus(order: Order, change: StatusChange): OrderStatus | undefined {
  const at = order.history.lastIndexOf(change);
  const index = at >= 0 ? at : order.history.length - 1;
  return order.history[index - 1]?.status;
}

export function orderStatusChangedText(order: Order, change: StatusChange): string {
  const from = previousStatus(order, change);
  const move = from
    ? `${statusLabels[from]} → ${statusLabels[change.status]}`
    : statusLabels[change.status];
  return lines(
    html`🔄 ${bold(`Order ${order.code}`)}: ${move}`,
    html`By ${actorLabels[change.by.role]} · ${order.customer.name} · ${phone(order.customer.phone)}`,
    change.note ? html`Note: ${change.note}` : null,
  );
}

export function orderCancelledText(order: Order, change: StatusChange): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return lines(
    html`❌ ${bold(`Order ${order.code} cancelled`)} by ${actorLabels[change.by.role]}`,
    html`${count} item${count === 1 ? '' : 's'}, ${formatRupees(order.totalPaise)} · ${order.customer.name} · ${phone(order.customer.phone)}`,
    change.note ? html`Reason: ${change.note}` : null,
    html`Do not pack or deliver it.`,
  );
}

/** One alert for an admin's cancelling of every open order of a phone (a flood of fake orders). */
export function ordersOfPhoneCancelledText(
  mobile: string,
  codes: readonly string[],
  note: string | undefined,
): string {
  return lines(
    html`❌ ${bold(`${codes.length} open order${codes.length === 1 ? '' : 's'} cancelled`)} of ${phone(mobile)} by an admin`,
    html`${clip(codes.join(', '), 600)}`,
    note ? html`Reason: ${note}` : null,
    html`Do not pack or deliver them.`,
  );
}

/** The last change of a part: what the shop (or an admin) just did to it. */
function lastPartChange(part: OrderPart) {
  return part.history.at(-1);
}

/** A shop's part of an order from several shops moved; the order as a whole may not have. */
export function partStatusChangedText(order: Order, part: OrderPart): string {
  const change = lastPartChange(part);
  const from = part.history.at(-2)?.status;
  const move = from
    ? `${statusLabels[from]} → ${statusLabels[part.status]}`
    : statusLabels[part.status];
  return lines(
    html`🔄 ${bold(`Order ${order.code}`)}, ${part.shopName}'s part: ${move}`,
    html`By ${actorLabels[change?.by.role ?? 'vendor']} · order ${statusLabels[order.status].toLowerCase()}`,
    change?.note ? html`Note: ${change.note}` : null,
  );
}

/** A shop cancelled its part of an order from several shops: the rest goes on, for less. */
export function partCancelledText(order: Order, part: OrderPart): string {
  const change = lastPartChange(part);
  const count = part.lines.reduce((sum, item) => sum + item.quantity, 0);
  return lines(
    html`❌ ${bold(`Order ${order.code}`)}: ${part.shopName}'s part cancelled by ${actorLabels[change?.by.role ?? 'vendor']}`,
    html`${count} item${count === 1 ? '' : 's'}, ${formatRupees(part.subtotalPaise)} · the order now comes to ${formatRupees(order.totalPaise)}`,
    change?.note ? html`Reason: ${change.note}` : null,
    html`Do not collect anything from ${part.shopName} for it.`,
  );
}
