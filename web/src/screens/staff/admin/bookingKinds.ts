/** The lists of the bookings screen, as the adminBookings read names them. */
export { bookingKinds } from '@town/core/vocabulary';

import type { bookingKinds } from '@town/core/vocabulary';
export type BookingKind = (typeof bookingKinds)[number];
