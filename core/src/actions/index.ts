import type { ActionDef } from '../app/define';
import * as auth from './auth';
import * as bookings from './bookings';
import * as fordo from './fordo';
import * as orders from './orders';

export * from './auth';
export * from './bookings';
export * from './fordo';
export * from './orders';
export * from './photos';
export { slotsOn, townDate } from './schedule';
export { loginThrottle } from './throttle';

const definitions = [
  auth.vendorLogin,
  auth.deliveryLogin,
  auth.adminSignIn,
  auth.requestPasswordReset,
  auth.resetPassword,
  orders.createOrder,
  fordo.sendFordoList,
  orders.findOrders,
  bookings.bookAppointment,
  bookings.bookLabTest,
  bookings.requestMedicalAssistance,
  bookings.sendContactMessage,
] as ActionDef[];

/** Every action by name: the hosts route calls through this table. */
export const actions: Record<string, ActionDef> = Object.fromEntries(
  definitions.map((def) => [def.name, def]),
);
