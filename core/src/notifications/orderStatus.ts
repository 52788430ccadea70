import type { Order, OrderStatus, StatusChange } from '../model/orders';
import type { TownConfig } from '../model/town';
import { statusLabels } from '../orders/statusMachine';
import { formatRupees } from './money';

const marks: Record<OrderStatus, string> = {
  placed: '🛒',
  accepted: '👍',
  ready: '📦',
  outForDelivery: '🛵',
  delivered: '✅',
  cancelled: '❌',
};

const byWhom: Record<StatusChange['by']['role'], string> = {
  visitor: 'a visitor',
  customer: 'the customer',
  vendor: 'the shop',
  delivery: 'the delivery person',
  admin: 'an admin',
};

/** The admin group's line for a status move: what happened, who did it, and whom to call. */
export function orderStatusText(town: TownConfig, order: Order, change: StatusChange): string {
  const lines = [
    `${marks[change.status]} Order ${order.code} ${statusLabels[change.status]} by ${byWhom[change.by.role]} — ${town.name}`,
    `Customer: ${order.customer.name}, tel:+91${order.customer.phone}`,
    `Total: ${formatRupees(order.totalPaise)} (cash on delivery)`,
  ];
  if (change.note) lines.push(`Note: ${change.note}`);
  return lines.join('\n');
}
