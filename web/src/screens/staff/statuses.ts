import type { OrderStatus, PartStatus } from '@town/core';

/**
 * The order statuses in their natural order. Kept here rather than imported from core's model,
 * whose zod schemas would come with it into the bundle; the type check keeps them in step.
 */
export const orderStatusList = [
  'placed',
  'accepted',
  'ready',
  'outForDelivery',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];

type Missing = Exclude<OrderStatus, (typeof orderStatusList)[number]>;
/** Fails to compile when core gains a status this list lacks. */
export const allStatusesListed: Missing extends never ? true : never = true;

/** Where a shop's part of an order can stand, in order. */
export const partStatusList = [
  'placed',
  'accepted',
  'ready',
  'cancelled',
] as const satisfies readonly PartStatus[];
