import {
  type Appointment,
  alertWhen,
  type LabBooking,
  type PrivateBookingView,
  slotsOn,
  townDate,
} from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import { doctorWithTwoSlots } from '../support/doctorSlots';
import { describeOnHosts, type Reply, signInAsDemo } from '../support/hosts';

const patient = { name: 'Step Patient', phone: '9000000951', age: 52 };
const labTest = demoCatalog.labTests.find((t) => t.active && t.homeCollection)!;
const collection = demoTown.lab!.collection!;
const timeZone = demoTown.timeZone;

interface Booked {
  code: string;
  secret: string;
}

/**
 * The steps of appointments and lab bookings, taken by staff from the admin screen (moveBooking)
 * and seen by the patient on the booking's private page.
 */
describeOnHosts('booking steps', (api) => {
  let admin: string;
  beforeAll(async () => {
    admin = await signInAsDemo(api, 'admin');
  });

  const today = () => townDate(api.now(), timeZone);
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  /** Moves the hand clock to `time` of `date` in the town. */
  function clockTo(date: string, time: string) {
    const target = Date.parse(`${date}T${time}:00+05:30`);
    const ahead = target - api.now().getTime();
    if (ahead < 0) throw new Error(`The clock is past ${date} ${time} already`);
    api.advanceClock(ahead);
  }

  const viewOf = (reply: Reply) => (reply.body.result as { booking: PrivateBookingView }).booking;
  const linkOf = ({ code, secret }: Booked) => ({ code, secret });
  const open = async (booked: Booked) => {
    const reply = await api.call('openBookingLink', linkOf(booked));
    expect(reply.httpStatus).toBe(200);
    return viewOf(reply);
  };
  const move = (kind: string, id: string, to: string, time?: string) =>
    api.call('moveBooking', { kind, id, to, ...(time ? { time } : {}) }, admin);
  const stored = async <T extends { code: string }>(collection: string, code: string) =>
    (await api.documents<T>(collection)).find((doc) => doc.code === code)!;

  async function bookAppointment(where: { doctor: { id: string }; date: string; slot: string }) {
    const reply = await api.call('bookAppointment', {
      doctorId: where.doctor.id,
      date: where.date,
      slot: where.slot,
      patient,
    });
    if (reply.httpStatus !== 200) throw new Error(`booking failed: ${reply.text}`);
    const { code, secret } = reply.body.result as Booked;
    return { code, secret, id: (await stored<Appointment>('appointments', code)).id };
  }

  async function bookLab(date: string, time: string) {
    const reply = await api.call('bookLabTest', {
      testIds: [labTest.id],
      patient,
      date,
      time,
      homeCollection: false,
    });
    if (reply.httpStatus !== 200) throw new Error(`lab booking failed: ${reply.text}`);
    const { code, secret } = reply.body.result as Booked;
    return { code, secret, id: (await stored<LabBooking>('labBookings', code)).id };
  }

  test('an appointment is requested, confirmed, then seen: each step shows on its private page', async () => {
    const where = await doctorWithTwoSlots(api, 0);
    const booked = await bookAppointment(where);
    expect(await open(booked)).toMatchObject({
      status: 'requested',
      steps: [{ status: 'requested', byPatient: true, date: where.date, time: where.slot }],
      cancellable: true,
      telegramFollow: expect.stringMatching(
        /^https:\/\/t\.me\/TownTestBot\?start=bf_[0-9A-Z]{3}-[0-9A-Z]{3}_[0-9a-f]{48}$/,
      ),
    });

    const confirmed = await move('appointments', booked.id, 'confirmed');
    expect(confirmed.httpStatus).toBe(200);
    const view = await open(booked);
    expect(view.status).toBe('confirmed');
    expect(view.steps.map((step) => [step.status, step.byPatient, step.time])).toEqual([
      ['requested', true, where.slot],
      ['confirmed', false, where.slot],
    ]);
    expect(view.steps[1]!.at).toBe(api.now().toISOString());
    // Still the patient's to cancel or move until its time.
    expect(view).toMatchObject({ cancellable: true, reschedulable: true });

    clockTo(where.date, where.slot);
    expect((await move('appointments', booked.id, 'seen')).httpStatus).toBe(200);
    expect(await open(booked)).toMatchObject({
      status: 'seen',
      cancellable: false,
      reschedulable: false,
    });
    // Seen is the end: off the desk's open list.
    expect(await stored<Appointment>('appointments', booked.code)).toMatchObject({
      status: 'seen',
      handled: true,
    });
  });

  test('a step the booking is not ready for is refused with the reason, and changes nothing', async () => {
    const where = await doctorWithTwoSlots(api, 0);
    const booked = await bookAppointment(where);
    const before = await api.dump();
    const seen = await move('appointments', booked.id, 'seen');
    expect(seen.httpStatus).toBe(409);
    expect(seen.body.error).toMatchObject({
      status: 'ABORTED',
      message: `Appointment ${booked.code} is waiting for confirmation; it cannot be marked seen by the doctor now`,
      details: {
        reason: 'booking-moved',
        status: 'requested',
        allowed: ['confirmed', 'cancelled'],
      },
    });
    // Steps of the other kind are bad input.
    const collected = await move('appointments', booked.id, 'sampleCollected');
    expect(collected.httpStatus).toBe(400);
    expect(collected.body.error?.message).toMatch(/appointments have no step "sampleCollected"/);
    expect(await api.dump()).toBe(before);

    expect((await move('appointments', booked.id, 'confirmed')).httpStatus).toBe(200);
    const confirmedState = await api.dump();
    // A no-show before the appointment's time is not one.
    const early = await move('appointments', booked.id, 'noShow');
    expect(early.httpStatus).toBe(400);
    expect(early.body.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: `Appointment ${booked.code} is at ${alertWhen(where.date, where.slot)}; it cannot be a no-show before then`,
    });
    // Confirmed once is confirmed: again is refused.
    expect((await move('appointments', booked.id, 'confirmed')).httpStatus).toBe(409);
    expect(await api.dump()).toBe(confirmedState);

    clockTo(where.date, where.slot);
    expect((await move('appointments', booked.id, 'noShow')).httpStatus).toBe(200);
    for (const to of ['seen', 'cancelled', 'confirmed']) {
      expect([to, (await move('appointments', booked.id, to)).httpStatus]).toEqual([to, 409]);
    }
    // Only the patient moves a booking back to "requested" (by choosing another time).
    expect((await move('appointments', booked.id, 'requested')).httpStatus).toBe(403);
    expect(await open(booked)).toMatchObject({ status: 'noShow', cancellable: false });
  });

  test('staff confirm an appointment at another free time of that doctor; a held one is refused', async () => {
    const where = await doctorWithTwoSlots(api, 0);
    const booked = await bookAppointment(where);
    const other = await bookAppointment({ ...where, slot: where.later });
    const before = await api.dump();
    const taken = await move('appointments', booked.id, 'confirmed', where.later);
    expect(taken.httpStatus).toBe(409);
    expect(taken.body.error?.message).toBe(
      `${alertWhen(where.date, where.later)} is booked by someone else`,
    );
    const none = await move('appointments', booked.id, 'confirmed', '03:07');
    expect(none.httpStatus).toBe(400);
    expect(await api.dump()).toBe(before);

    expect((await api.call('cancelBooking', linkOf(other))).httpStatus).toBe(200);
    expect((await move('appointments', booked.id, 'confirmed', where.later)).httpStatus).toBe(200);
    const view = await open(booked);
    expect(view.appointment).toMatchObject({ slot: where.later });
    expect(view.steps.at(-1)).toMatchObject({ status: 'confirmed', time: where.later });
    const slots = (await api.read('doctorSlots', { id: where.doctor.id, date: where.date })).body
      .result as { slots: string[] };
    expect(slots.slots).toContain(where.slot);
    expect(slots.slots).not.toContain(where.later);
  });

  test('a lab booking asks for a collection time the lab has, and takes each step to its report', async () => {
    const day = addDays(today(), 1);
    const times = slotsOn(collection, day);
    expect(times.length).toBeGreaterThan(2);

    // Without a time, or at a time the lab does not collect: refused, nothing stored.
    const before = await api.dump();
    const untimed = await api.call('bookLabTest', {
      testIds: [labTest.id],
      patient,
      date: day,
      homeCollection: false,
    });
    expect(untimed.httpStatus).toBe(400);
    expect(untimed.body.error?.message).toBe('time: Choose a collection time');
    const offHours = await api.call('bookLabTest', {
      testIds: [labTest.id],
      patient,
      date: day,
      time: '13:00',
      homeCollection: false,
    });
    expect(offHours.body.error?.message).toBe(
      `time: The lab takes no samples at 1:00 pm on ${alertWhen(day)}`,
    );
    expect(await api.dump()).toBe(before);

    const booked = await bookLab(day, times[0]!);
    expect(await open(booked)).toMatchObject({
      status: 'requested',
      labTest: { date: day, time: times[0] },
    });
    const badTime = await move('labBookings', booked.id, 'confirmed', '13:00');
    expect(badTime.httpStatus).toBe(400);
    expect((await move('labBookings', booked.id, 'confirmed', times[1])).httpStatus).toBe(200);
    expect(await open(booked)).toMatchObject({
      status: 'confirmed',
      labTest: { time: times[1] },
    });

    // A sample is taken on its day, not before.
    const early = await move('labBookings', booked.id, 'sampleCollected');
    expect(early.httpStatus).toBe(400);
    expect(early.body.error?.message).toMatch(/it cannot be sample collected before then/);
    const report = await move('labBookings', booked.id, 'reportReady');
    expect(report.httpStatus).toBe(409);

    clockTo(day, times[1]!);
    expect((await move('labBookings', booked.id, 'sampleCollected')).httpStatus).toBe(200);
    // The patient can no longer cancel a booking whose sample was taken.
    expect(await open(booked)).toMatchObject({ status: 'sampleCollected', cancellable: false });
    expect((await api.call('cancelBooking', linkOf(booked))).httpStatus).toBe(409);
    expect((await move('labBookings', booked.id, 'reportReady')).httpStatus).toBe(200);
    const view = await open(booked);
    expect(view.status).toBe('reportReady');
    expect(view.steps.map((step) => step.status)).toEqual([
      'requested',
      'confirmed',
      'sampleCollected',
      'reportReady',
    ]);
  });

  test('a booking the patient cancelled leaves the waiting list and the dashboard count', async () => {
    const day = addDays(today(), 1);
    const lab = await bookLab(day, slotsOn(collection, day).at(-1)!);
    const where = await doctorWithTwoSlots(api, 0);
    const appointment = await bookAppointment(where);
    const waiting = async (kind: string) =>
      (
        (await api.read('adminBookings', { kind, handled: 'false', pageSize: '100' }, admin)).body
          .result as { items: Array<{ code: string }> }
      ).items.map((item) => item.code);
    const counts = async () =>
      (
        (await api.read('adminDashboard', {}, admin)).body.result as {
          waiting: { appointments: number; labBookings: number };
        }
      ).waiting;
    expect(await waiting('labBookings')).toContain(lab.code);
    expect(await waiting('appointments')).toContain(appointment.code);
    const before = await counts();

    expect((await api.call('cancelBooking', linkOf(lab))).httpStatus).toBe(200);
    expect((await api.call('cancelBooking', linkOf(appointment))).httpStatus).toBe(200);
    expect(await waiting('labBookings')).not.toContain(lab.code);
    expect(await waiting('appointments')).not.toContain(appointment.code);
    expect(await counts()).toEqual({
      ...before,
      labBookings: before.labBookings - 1,
      appointments: before.appointments - 1,
    });
    const finished = await api.read(
      'adminBookings',
      { kind: 'labBookings', handled: 'true', pageSize: '100' },
      admin,
    );
    expect(finished.text).toContain(lab.code);
    // Staff cannot take a cancelled booking anywhere.
    expect((await move('labBookings', lab.id, 'confirmed')).httpStatus).toBe(409);
  });

  test('appointments and lab bookings are not "marked handled": they move by their steps', async () => {
    const day = addDays(today(), 1);
    const lab = await bookLab(day, slotsOn(collection, day)[0]!);
    const before = await api.dump();
    const reply = await api.call(
      'setBookingHandled',
      { kind: 'labBookings', id: lab.id, handled: true },
      admin,
    );
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.message).toMatch(/move by their steps/);
    expect(await api.dump()).toBe(before);
  });

  test('bookings stored before steps read with them, keep their slot and move on', async () => {
    const where = await doctorWithTwoSlots(api, 0);
    const createdAt = api.now().toISOString();
    const legacy = {
      handled: false,
      createdAt,
      doctorId: where.doctor.id,
      date: where.date,
      patient,
    };
    await api.storeAsIs('appointments', {
      ...legacy,
      id: 'legacy-booked',
      code: 'OLD-B01',
      slot: where.slot,
      status: 'booked',
    });
    await api.storeAsIs('appointments', {
      ...legacy,
      id: 'legacy-cancelled',
      code: 'OLD-C01',
      slot: where.later,
      status: 'cancelled',
    });
    await api.storeAsIs('labBookings', {
      id: 'legacy-lab',
      code: 'OLD-L01',
      handled: true,
      createdAt,
      testIds: [labTest.id],
      patient,
      date: addDays(today(), 1),
      homeCollection: false,
      totalPaise: labTest.pricePaise,
      confirmedAt: createdAt,
    });

    // The old booking still holds its slot; the old cancelled one does not.
    const slots = (
      (await api.read('doctorSlots', { id: where.doctor.id, date: where.date })).body.result as {
        slots: string[];
      }
    ).slots;
    expect(slots).not.toContain(where.slot);
    expect(slots).toContain(where.later);

    const open = (
      (
        await api.read(
          'adminBookings',
          { kind: 'appointments', handled: 'false', pageSize: '100' },
          admin,
        )
      ).body.result as { items: Array<{ code: string; status: string }> }
    ).items;
    expect(open.find((item) => item.code === 'OLD-B01')).toMatchObject({ status: 'requested' });
    // Cancelled before steps, and never marked handled: not on the waiting list.
    expect(open.map((item) => item.code)).not.toContain('OLD-C01');

    // The desk takes the old booking on like a new one; it is stored with its steps then.
    expect((await move('appointments', 'legacy-booked', 'confirmed')).httpStatus).toBe(200);
    expect(await stored<Appointment>('appointments', 'OLD-B01')).toMatchObject({
      status: 'confirmed',
      history: [{ status: 'requested' }, { status: 'confirmed', time: where.slot }],
    });
    // A lab booking marked handled back then was never said to be done: it reads confirmed.
    clockTo(addDays(today(), 1), '08:00');
    expect((await move('labBookings', 'legacy-lab', 'sampleCollected')).httpStatus).toBe(200);
    const lab = await stored<LabBooking & { confirmedAt?: string }>('labBookings', 'OLD-L01');
    expect(lab.history.map((change) => change.status)).toEqual([
      'requested',
      'confirmed',
      'sampleCollected',
    ]);
    expect(lab.confirmedAt).toBeUndefined();
  });
});
