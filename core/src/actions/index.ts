import type { ActionDef } from '../app/define';
import * as alerts from './alerts';
import * as auth from './auth';
import * as bookings from './bookings';
import * as orders from './orders';

export * from './alerts';
export * from './auth';
export * from './bookings';
export * from './orders';
export { queueAlert, queueOrderPlacedAlerts } from './records';
export { slotsOn, townDate } from './schedule';
export { loginThrottle } from './throttle';

const definitions = [
  auth.vendorLogin,
  auth.deliveryLogin,
  auth.adminSignIn,
  auth.requestPasswordReset,
  auth.resetPassword,
  orders.createOrder,
  orders.findOrders,
  bookings.bookAppointment,
  bookings.bookLabTest,
  bookings.requestMedicalAssistance,
  bookings.sendContactMessage,
  alerts.retryAlert,
] as ActionDef[];

/** Every action by name: the hosts route calls through this table. */
export const actions: Record<string, ActionDef> = Object.fromEntries(
  definitions.map((def) => [def.name, def]),
);
