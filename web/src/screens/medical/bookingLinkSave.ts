import type { PrivateBookingView } from '@town/core';
import { type SavedBookingLink, saveBookingLink } from '../../state/bookingLinks';

/** What My orders and bookings lists of a booking: who or what, and when. */
export function savedLinkOf(booking: PrivateBookingView, secret: string): SavedBookingLink {
  const title = booking.appointment
    ? booking.appointment.doctorName
    : booking.labTest
      ? booking.labTest.tests.map((test) => test.name).join(', ')
      : (booking.assistance?.need ?? '');
  const when = booking.appointment ?? booking.labTest;
  return {
    kind: booking.kind,
    code: booking.code,
    secret,
    placedAt: booking.createdAt,
    title: title.slice(0, 120),
    ...(when ? { date: when.date } : {}),
    ...(booking.appointment ? { slot: booking.appointment.slot } : {}),
    ...(booking.status === 'cancelled' ? { cancelled: true } : {}),
  };
}

export const keepBookingLink = (booking: PrivateBookingView, secret: string) =>
  saveBookingLink(savedLinkOf(booking, secret));
