import type { PrivateBookingView } from '@town/core';
import { textIn } from '../../i18n/content';
import { type SavedBookingLink, saveBookingLink } from '../../state/bookingLinks';

/**
 * The tests of a lab booking as My orders and bookings names them: in English, and in Bengali
 * when any test has a Bengali name (the others keep their English within it).
 */
export function labTestTitles(
  tests: readonly { name: string; nameBn?: string }[],
): Pick<SavedBookingLink, 'title' | 'titleBn'> {
  const title = tests.map((test) => test.name).join(', ');
  if (!tests.some((test) => test.nameBn)) return { title: title.slice(0, 120) };
  const titleBn = tests.map((test) => textIn(test, 'name', 'bn')).join(', ');
  return { title: title.slice(0, 120), titleBn: titleBn.slice(0, 120) };
}

/** What My orders and bookings lists of a booking: who or what, and when. */
export function savedLinkOf(booking: PrivateBookingView, secret: string): SavedBookingLink {
  const titles = booking.appointment
    ? { title: booking.appointment.doctorName.slice(0, 120) }
    : booking.labTest
      ? labTestTitles(booking.labTest.tests)
      : { title: (booking.assistance?.need ?? '').slice(0, 120) };
  const when = booking.appointment ?? booking.labTest;
  return {
    kind: booking.kind,
    code: booking.code,
    secret,
    placedAt: booking.createdAt,
    ...titles,
    ...(when ? { date: when.date } : {}),
    ...(booking.appointment ? { slot: booking.appointment.slot } : {}),
    ...(booking.labTest?.time ? { slot: booking.labTest.time } : {}),
    ...(booking.status === 'cancelled' ? { cancelled: true } : {}),
  };
}

export const keepBookingLink = (booking: PrivateBookingView, secret: string) =>
  saveBookingLink(savedLinkOf(booking, secret));
