import type { OrderStatus, PrivateOrderView } from '@town/core';

/** The way an order normally goes; 'cancelled' can end it at any step. */
export const orderFlow: readonly OrderStatus[] = [
  'placed',
  'accepted',
  'ready',
  'outForDelivery',
  'delivered',
];

export interface TimelineStep {
  status: OrderStatus;
  /** When the order reached this step; absent for steps still to come (or passed unrecorded). */
  at: string | undefined;
  state: 'done' | 'current' | 'todo' | 'cancelled';
}

/**
 * The steps to show for an order: the whole way with the reached steps marked and timed, or
 * for a cancelled order what happened up to the cancellation.
 */
export function timelineOf(order: Pick<PrivateOrderView, 'status' | 'history'>): TimelineStep[] {
  if (order.status === 'cancelled') {
    return order.history.map((change) => ({
      status: change.status,
      at: change.at,
      state: change.status === 'cancelled' ? 'cancelled' : 'done',
    }));
  }
  const reachedAt = new Map<OrderStatus, string>();
  for (const change of order.history) reachedAt.set(change.status, change.at);
  const currentIndex = orderFlow.indexOf(order.status);
  return orderFlow.map((status, index) => ({
    status,
    at: reachedAt.get(status),
    state:
      index < currentIndex || order.status === 'delivered'
        ? 'done'
        : index === currentIndex
          ? 'current'
          : 'todo',
  }));
}
