import type { Actor, PartCancellation } from '../model/orders';

const cancellers: Record<Actor['role'], PartCancellation['by']> = {
  visitor: 'customer',
  customer: 'customer',
  vendor: 'shop',
  delivery: 'staff',
  admin: 'staff',
  system: 'app',
};

/** An order or a shop's part of one: a status and the moves that led to it. */
interface Cancellable {
  status: string;
  history: readonly { status: string; at: string; by: Actor; note?: string }[];
}

/**
 * Who cancelled an order or a shop's part of it (in general: the customer, the shop, the town's
 * staff or the app), when and why. Never which staff member: customers are told this too.
 */
export function cancellationOf(item: Cancellable): PartCancellation | undefined {
  if (item.status !== 'cancelled') return undefined;
  const change = item.history.findLast((each) => each.status === 'cancelled');
  if (!change) return undefined;
  return {
    by: cancellers[change.by.role],
    at: change.at,
    ...(change.note ? { reason: change.note } : {}),
  };
}
