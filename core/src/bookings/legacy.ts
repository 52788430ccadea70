import type { Appointment, BookingChange, LabBooking } from '../model/medical';

/**
 * Bookings stored before they had steps, as they read now. Both hosts map them when they read
 * them (decision 1750) and store the new shape at their next write:
 *
 * - an appointment `booked` and not handled is `requested`; `booked` and handled (the desk had
 *   passed it to the chamber for its slot) is `confirmed`; `cancelled` stays cancelled;
 * - a lab booking with `cancelledAt` is `cancelled`; with `confirmedAt` or handled, `confirmed`
 *   (handled was the only mark staff had: it never said a sample was taken); else `requested`.
 *
 * `handled` keeps what staff last set, except that a cancelled booking is off the open list.
 * A step whose time was not kept has none (`at` absent): the page shows no made-up time.
 */

type LegacyAppointment = Omit<Appointment, 'status' | 'history'> & {
  status: Appointment['status'] | 'booked';
  history?: BookingChange[];
};

type LegacyLabBooking = Omit<LabBooking, 'status' | 'history'> & {
  status?: LabBooking['status'];
  history?: BookingChange[];
  confirmedAt?: string;
  cancelledAt?: string;
};

/** Old records carry no actor: the patient asked and cancelled, staff handled. */
const patient = { role: 'customer' } as const;
const staff = { role: 'admin' } as const;

export function currentAppointment(stored: LegacyAppointment): Appointment {
  if (stored.history && stored.status !== 'booked') return stored as Appointment;
  const asked: BookingChange = { status: 'requested', at: stored.createdAt, by: patient };
  if (stored.status === 'cancelled') {
    return {
      ...stored,
      status: 'cancelled',
      handled: true,
      history: [asked, { status: 'cancelled', by: patient }],
    };
  }
  if (stored.status === 'booked' && stored.handled) {
    return {
      ...stored,
      status: 'confirmed',
      history: [asked, { status: 'confirmed', by: staff, date: stored.date, time: stored.slot }],
    };
  }
  return { ...stored, status: 'requested', history: [asked] };
}

export function currentLabBooking(stored: LegacyLabBooking): LabBooking {
  if (stored.status && stored.history) return stored as LabBooking;
  const { confirmedAt, cancelledAt, ...rest } = stored;
  const history: BookingChange[] = [{ status: 'requested', at: stored.createdAt, by: patient }];
  if (confirmedAt || (stored.handled && !cancelledAt)) {
    history.push({
      status: 'confirmed',
      ...(confirmedAt ? { at: confirmedAt } : {}),
      by: staff,
      date: stored.date,
    });
  }
  if (cancelledAt) {
    history.push({ status: 'cancelled', at: cancelledAt, by: patient });
    return { ...rest, status: 'cancelled', handled: true, history };
  }
  return { ...rest, status: history.length > 1 ? 'confirmed' : 'requested', history };
}

/**
 * A stored document as this version reads it: bookings from before their steps are mapped,
 * everything else is returned as stored. Cheap for documents already current.
 */
export function currentBookingDoc<T>(collection: string, doc: T): T {
  if (doc === null || typeof doc !== 'object') return doc;
  if (collection === 'appointments') {
    return currentAppointment(doc as unknown as LegacyAppointment) as unknown as T;
  }
  if (collection === 'labBookings') {
    return currentLabBooking(doc as unknown as LegacyLabBooking) as unknown as T;
  }
  return doc;
}
