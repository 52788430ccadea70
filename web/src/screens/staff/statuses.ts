/** The order statuses in their natural order (core's list, without its schemas). */
export { orderStatuses as orderStatusList } from '@town/core/vocabulary';
