/** The lists of the bookings screen, as the adminBookings read names them. */
export const bookingKinds = [
  'appointments',
  'labBookings',
  'medicalAssistance',
  'contactMessages',
  'fordo',
] as const;
export type BookingKind = (typeof bookingKinds)[number];
