import {
  type Appointment,
  alertWhen,
  applyStep,
  currentAppointment,
  currentLabBooking,
  DomainError,
  doctorTitle,
  type LabBooking,
  nextSteps,
  refusalOf,
  type SteppedKind,
} from '../src';
import { appointmentStatuses, labBookingStatuses } from '../src/vocabulary';

/** The steps the issue asks for, written out apart from the module under test. */
const legal: Record<SteppedKind, Record<string, string[]>> = {
  appointments: {
    'requested>requested': ['customer'],
    'requested>confirmed': ['admin'],
    'requested>cancelled': ['customer', 'admin'],
    'confirmed>requested': ['customer'],
    'confirmed>seen': ['admin'],
    'confirmed>noShow': ['admin'],
    'confirmed>cancelled': ['customer', 'admin'],
  },
  labBookings: {
    'requested>confirmed': ['admin'],
    'requested>cancelled': ['customer', 'admin'],
    'confirmed>sampleCollected': ['admin'],
    'confirmed>noShow': ['admin'],
    'confirmed>cancelled': ['customer', 'admin'],
    'sampleCollected>reportReady': ['admin'],
  },
};

const at = '2026-11-21T10:00:00.000+05:30';
const statusesOf: Record<SteppedKind, readonly string[]> = {
  appointments: appointmentStatuses,
  labBookings: labBookingStatuses,
};

function bookingAt(status: string) {
  return { code: 'K7Q-4MX', status, handled: false, history: [] } as unknown as Appointment;
}

describe.each(['appointments', 'labBookings'] as const)('the steps of %s', (kind) => {
  const statuses = statusesOf[kind];
  const cases = statuses.flatMap((from) =>
    statuses.flatMap((to) => (['customer', 'admin'] as const).map((role) => [from, to, role])),
  );

  test.each(cases)('%s to %s by %s', (from, to, role) => {
    const allowed = legal[kind][`${from}>${to}`]?.includes(role) ?? false;
    const step = () =>
      applyStep(kind, bookingAt(from), { to: to as never, by: { role: role as never }, at });
    if (allowed) {
      const after = step();
      expect(after.status).toBe(to);
      expect(after.history.at(-1)).toEqual({ status: to, at, by: { role } });
      expect(after.handled).toBe(['seen', 'reportReady', 'cancelled', 'noShow'].includes(to!));
    } else {
      expect(step).toThrow(DomainError);
    }
  });

  test('a step the status does not allow says where the booking is and where it may go', () => {
    try {
      applyStep(kind, bookingAt('cancelled'), { to: 'confirmed', by: { role: 'admin' }, at });
      throw new Error('allowed');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const refused = error as DomainError;
      expect(refused.code).toBe('aborted');
      expect(refused.message).toMatch(/is cancelled; it cannot be marked confirmed now/);
      expect(refusalOf(refused.details, 'booking-moved')).toEqual({
        reason: 'booking-moved',
        status: 'cancelled',
        allowed: [],
      });
    }
  });

  test('nothing leaves a final step', () => {
    for (const final of ['cancelled', 'noShow']) {
      expect(nextSteps(kind, final as never, 'admin')).toEqual([]);
      expect(nextSteps(kind, final as never, 'customer')).toEqual([]);
    }
  });
});

test('a step of the other kind is bad input, not a conflict', () => {
  const refused = () =>
    applyStep('labBookings', bookingAt('confirmed'), { to: 'seen', by: { role: 'admin' }, at });
  expect(refused).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
});

describe('bookings stored before they had steps', () => {
  const appointment = {
    id: 'a1',
    code: 'OLD-001',
    createdAt: at,
    doctorId: 'dr-roy',
    date: '2026-11-27',
    slot: '17:00',
    patient: { name: 'Rina', phone: '9000000903' },
  };

  test('an appointment waiting for the desk is requested; one the desk handled is confirmed', () => {
    const waiting = currentAppointment({
      ...appointment,
      status: 'booked',
      handled: false,
    } as never);
    expect(waiting).toMatchObject({ status: 'requested', handled: false });
    expect(waiting.history).toEqual([{ status: 'requested', at, by: { role: 'customer' } }]);
    const handled = currentAppointment({
      ...appointment,
      status: 'booked',
      handled: true,
    } as never);
    expect(handled).toMatchObject({ status: 'confirmed', handled: true });
    // The desk's step kept no time: none is made up.
    expect(handled.history[1]).toEqual({
      status: 'confirmed',
      by: { role: 'admin' },
      date: '2026-11-27',
      time: '17:00',
    });
  });

  test('a cancelled appointment is off the open list even if nobody marked it handled', () => {
    const cancelled = currentAppointment({
      ...appointment,
      status: 'cancelled',
      handled: false,
    } as never);
    expect(cancelled).toMatchObject({ status: 'cancelled', handled: true });
  });

  const lab = {
    id: 'l1',
    code: 'OLD-002',
    createdAt: at,
    testIds: ['lab-cbc'],
    patient: { name: 'Rina', phone: '9000000903' },
    date: '2026-11-27',
    homeCollection: false,
    totalPaise: 30000,
  };

  test('a lab booking marked handled was never said to be done: it reads as confirmed', () => {
    const handled = currentLabBooking({ ...lab, handled: true } as never);
    expect(handled).toMatchObject({ status: 'confirmed', handled: true });
    const confirmed = currentLabBooking({
      ...lab,
      handled: false,
      confirmedAt: '2026-11-22T09:00:00.000Z',
    } as never);
    expect(confirmed).toMatchObject({ status: 'confirmed', handled: false });
    expect(confirmed.history[1]).toMatchObject({ at: '2026-11-22T09:00:00.000Z' });
    expect(confirmed).not.toHaveProperty('confirmedAt');
    const waiting = currentLabBooking({ ...lab, handled: false } as never);
    expect(waiting).toMatchObject({ status: 'requested' });
  });

  test('a lab booking cancelled from its link is cancelled and off the open list', () => {
    const cancelled = currentLabBooking({
      ...lab,
      handled: false,
      confirmedAt: '2026-11-22T09:00:00.000Z',
      cancelledAt: '2026-11-23T09:00:00.000Z',
    } as never);
    expect(cancelled).toMatchObject({ status: 'cancelled', handled: true });
    expect(cancelled.history.map((change) => change.status)).toEqual([
      'requested',
      'confirmed',
      'cancelled',
    ]);
    expect(cancelled).not.toHaveProperty('cancelledAt');
  });

  test('a booking stored with steps is read as it is', () => {
    const current = {
      ...lab,
      handled: false,
      status: 'sampleCollected',
      history: [{ status: 'requested', at, by: { role: 'customer' } }],
    } as LabBooking;
    expect(currentLabBooking(current)).toBe(current);
  });
});

describe('how alerts write doctors and times', () => {
  test('"Dr." once, whatever the name carries', () => {
    expect(doctorTitle('Dr. Sharmila Roy')).toBe('Dr. Sharmila Roy');
    expect(doctorTitle('DR Sharmila Roy')).toBe('DR Sharmila Roy');
    expect(doctorTitle('Sharmila Roy')).toBe('Dr. Sharmila Roy');
    // A name that only begins with the letters is a name.
    expect(doctorTitle('Drona Pal')).toBe('Dr. Drona Pal');
  });

  test('a day and a time as the town writes them', () => {
    expect(alertWhen('2026-11-27', '17:00')).toBe('Fri 27 Nov, 5:00 pm');
    expect(alertWhen('2026-11-29', '07:30')).toBe('Sun 29 Nov, 7:30 am');
    expect(alertWhen('2026-11-27')).toBe('Fri 27 Nov');
  });
});
