/** The order statuses in their natural order (core's list, without its schemas). */
/** Where a shop's part of an order can stand, in order. */
export {
  orderStatuses as orderStatusList,
  partStatuses as partStatusList,
} from '@town/core/vocabulary';
