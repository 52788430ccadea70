import type { Order, OrderStatus } from '../model/orders';
import type { TownConfig } from '../model/town';

/** The stages still ahead of an order at each status, in the town's usual minutes. */
const stagesAhead: Partial<Record<OrderStatus, ('accept' | 'pack' | 'ride')[]>> = {
  placed: ['accept', 'pack', 'ride'],
  accepted: ['pack', 'ride'],
  ready: ['ride'],
  outForDelivery: ['ride'],
};

/**
 * When an order should reach the door: its last change plus the usual minutes of the stages
 * still ahead. An estimate the customer can plan around, not a promise; nothing when the town
 * sets no figures or the order is over.
 */
export function expectedArrival(
  town: Pick<TownConfig, 'delivery'>,
  order: Pick<Order, 'status' | 'history' | 'createdAt'>,
): string | undefined {
  const minutes = town.delivery.expectedMinutes;
  const stages = stagesAhead[order.status];
  if (!minutes || !stages) return undefined;
  const since = order.history.at(-1)?.at ?? order.createdAt;
  const ahead = stages.reduce((sum, stage) => sum + minutes[stage], 0);
  return new Date(Date.parse(since) + ahead * 60_000).toISOString();
}
