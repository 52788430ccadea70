import { createHash } from 'node:crypto';
import {
  type Appointment,
  type BookingKeys,
  type LabBooking,
  type PrivateBookingView,
  slotsOn,
} from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import { followTokenFor } from '../support/botHosts';
import { describeOnHosts, type Reply, signInAsDemo } from '../support/hosts';

const patient = { name: 'Mita Roy', phone: '9000000931', age: 41 };
const doctor = demoCatalog.doctors.find((d) => d.active)!;
const labTests = demoCatalog.labTests.filter((t) => t.active).slice(0, 2);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const notOpened =
  'This booking link does not open a booking. Check that the whole link was copied.';

interface Booked {
  code: string;
  secret: string;
}

describeOnHosts('private links of appointments, lab bookings and help requests', (api) => {
  /** Days after the test clock's today on which the doctor sits, nearest first. */
  function chamberDates(): string[] {
    const date = new Date(api.now());
    const dates: string[] = [];
    for (let i = 0; i < 35 && dates.length < 10; i++) {
      date.setUTCDate(date.getUTCDate() + 1);
      const iso = date.toISOString().slice(0, 10);
      if (slotsOn(doctor, iso).length > 2) dates.push(iso);
    }
    return dates;
  }
  let nextDate = 0;
  /** A chamber day no other test of this file books, with its first two slots. */
  function freshDay() {
    const date = chamberDates()[nextDate++]!;
    const [first, second] = slotsOn(doctor, date);
    return { date, first: first!, second: second! };
  }

  async function book(date: string, slot: string): Promise<Booked> {
    const reply = await api.call('bookAppointment', { doctorId: doctor.id, date, slot, patient });
    if (reply.httpStatus !== 200) throw new Error(`booking failed: ${reply.text}`);
    const { code, secret } = reply.body.result as Booked;
    return { code, secret };
  }
  const open = (booked: Booked) => api.call('openBookingLink', booked);
  const viewOf = (reply: Reply) => (reply.body.result as { booking: PrivateBookingView }).booking;
  const appointmentOf = async (code: string) =>
    (await api.documents<Appointment>('appointments')).find((a) => a.code === code)!;
  const freeSlots = async (date: string) =>
    ((await api.read('doctorSlots', { id: doctor.id, date })).body.result as { slots: string[] })
      .slots;

  test('an appointment gets a code and a secret, kept only as a digest apart from it', async () => {
    const day = freshDay();
    const booked = await book(day.date, day.first);
    expect(booked.code).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    expect(booked.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await appointmentOf(booked.code);
    expect(JSON.stringify(stored)).not.toContain(booked.secret);
    const keys = (await api.documents<BookingKeys>('bookingKeys')).find((k) => k.id === stored.id);
    expect(keys).toEqual({ id: stored.id, secretHash: sha256(booked.secret) });
    expect(await api.dump()).not.toContain(booked.secret);
  });

  test('the link shows the doctor, the chamber to call and that the desk has still to confirm', async () => {
    const day = freshDay();
    const booked = await book(day.date, day.first);
    const reply = await open(booked);
    expect(reply.httpStatus).toBe(200);
    expect(viewOf(reply)).toEqual({
      kind: 'appointment',
      code: booked.code,
      createdAt: expect.any(String),
      status: 'requested',
      steps: [
        {
          status: 'requested',
          at: expect.any(String),
          byPatient: true,
          date: day.date,
          time: day.first,
        },
      ],
      patient: { name: patient.name, phone: patient.phone },
      cancellable: true,
      reschedulable: true,
      telegramFollow: `https://t.me/TownTestBot?start=bf_${booked.code}_${followTokenFor(booked.secret)}`,
      appointment: {
        doctorId: doctor.id,
        doctorName: doctor.name,
        specialty: doctor.specialty,
        specialtyBn: doctor.specialtyBn,
        feePaise: doctor.feePaise,
        chamber: doctor.chamber,
        date: day.date,
        slot: day.first,
      },
    });
  });

  test('without the secret nothing opens, and a wrong secret reads as an unknown code', async () => {
    const day = freshDay();
    const booked = await book(day.date, day.first);
    const other = await book(day.date, day.second);
    const wrong = await open({ code: booked.code, secret: other.secret });
    const unknown = await open({ code: 'ZZZ-ZZZ', secret: booked.secret });
    for (const reply of [wrong, unknown]) {
      expect(reply.httpStatus).toBe(404);
      expect(reply.body.error?.message).toBe(notOpened);
    }
    const before = await api.dump();
    const cancel = await api.call('cancelBooking', { code: booked.code, secret: other.secret });
    const move = await api.call('rescheduleAppointment', {
      code: booked.code,
      secret: 'A'.repeat(43),
      date: day.date,
      slot: slotsOn(doctor, day.date)[2],
    });
    expect([cancel.httpStatus, move.httpStatus]).toEqual([404, 404]);
    expect(await api.dump()).toBe(before);
  });

  test('moving an appointment frees the old slot, takes the new one and goes back to the desk', async () => {
    const day = freshDay();
    const booked = await book(day.date, day.first);
    const reply = await api.call('rescheduleAppointment', {
      ...booked,
      date: day.date,
      slot: day.second,
    });
    expect(reply.httpStatus).toBe(200);
    expect(viewOf(reply).appointment).toMatchObject({ date: day.date, slot: day.second });
    const slots = await freeSlots(day.date);
    expect(slots).toContain(day.first);
    expect(slots).not.toContain(day.second);
    expect(await appointmentOf(booked.code)).toMatchObject({
      slot: day.second,
      status: 'requested',
      handled: false,
    });
    const alerts = await api.documents<{ event: string; ref: string }>('outbox');
    expect(alerts.map((alert) => alert.event)).toContain('appointmentRescheduled');
  });

  test('a confirmed appointment moved to another time waits for the desk to confirm again', async () => {
    const day = freshDay();
    const booked = await book(day.date, day.first);
    const stored = await appointmentOf(booked.code);
    const admin = await signInAsDemo(api, 'admin');
    const confirmed = await api.call(
      'moveBooking',
      { kind: 'appointments', id: stored.id, to: 'confirmed' },
      admin,
    );
    expect(confirmed.httpStatus).toBe(200);
    const reply = await api.call('rescheduleAppointment', {
      ...booked,
      date: day.date,
      slot: day.second,
    });
    expect(viewOf(reply).status).toBe('requested');
    expect(viewOf(reply).steps.map((step) => [step.status, step.byPatient, step.time])).toEqual([
      ['requested', true, day.first],
      ['confirmed', false, day.first],
      ['requested', true, day.second],
    ]);
  });

  test('a slot someone else holds cannot be moved into', async () => {
    const day = freshDay();
    const mine = await book(day.date, day.first);
    await book(day.date, day.second);
    const before = await api.dump();
    const reply = await api.call('rescheduleAppointment', {
      ...mine,
      date: day.date,
      slot: day.second,
    });
    expect(reply.httpStatus).toBe(409);
    expect(await api.dump()).toBe(before);
  });

  test('cancelling frees the slot; a cancelled appointment cannot be cancelled or moved again', async () => {
    const day = freshDay();
    const booked = await book(day.date, day.first);
    const reply = await api.call('cancelBooking', booked);
    expect(reply.httpStatus).toBe(200);
    expect(viewOf(reply)).toMatchObject({
      status: 'cancelled',
      cancellable: false,
      reschedulable: false,
    });
    expect(await freeSlots(day.date)).toContain(day.first);
    const again = await api.call('cancelBooking', booked);
    expect(again.httpStatus).toBe(409);
    const move = await api.call('rescheduleAppointment', {
      ...booked,
      date: day.date,
      slot: day.second,
    });
    expect(move.httpStatus).toBe(409);
  });

  test('a lab booking names the lab, its address and phone, and lists the tests booked', async () => {
    const reply = await api.call('bookLabTest', {
      testIds: labTests.map((t) => t.id),
      patient,
      date: '2030-02-01',
      time: slotsOn(demoTown.lab!.collection!, '2030-02-01')[0],
      homeCollection: false,
    });
    const { code, secret } = reply.body.result as Booked;
    const booked = { code, secret };
    expect(booked.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = viewOf(await open(booked));
    expect(view).toMatchObject({ kind: 'labTest', status: 'requested', cancellable: true });
    // The lab as a place: its collection hours are the booking form's, not the page's.
    const { collection: _hours, ...lab } = demoTown.lab!;
    expect(view.labTest?.lab).toEqual(lab);
    expect(view.labTest?.tests.map((t) => t.name)).toEqual(labTests.map((t) => t.name));
    // With their Bengali, for a page in Bengali.
    expect(view.labTest?.tests.map((t) => t.nameBn)).toEqual(labTests.map((t) => t.nameBn));
    expect(labTests.every((t) => t.nameBn)).toBe(true);
    expect(view.labTest?.totalPaise).toBe(labTests.reduce((sum, t) => sum + t.pricePaise, 0));

    const cancelled = await api.call('cancelBooking', booked);
    expect(viewOf(cancelled)).toMatchObject({ status: 'cancelled', cancellable: false });
    const stored = (await api.documents<LabBooking>('labBookings')).find(
      (b) => b.code === booked.code,
    )!;
    expect(stored).toMatchObject({ status: 'cancelled', handled: true });
    expect(stored.history.at(-1)).toMatchObject({ status: 'cancelled', by: { role: 'customer' } });
  });

  test('a medical help request opens by its link but is stopped only by a call', async () => {
    const reply = await api.call('requestMedicalAssistance', {
      requester: { name: patient.name, phone: patient.phone },
      address: { line: '9 Temple Road' },
      need: 'Help to reach the hospital',
      urgent: false,
    });
    const { code, secret } = reply.body.result as Booked;
    const booked = { code, secret };
    const view = viewOf(await open(booked));
    expect(view).toMatchObject({
      kind: 'assistance',
      status: 'waiting',
      cancellable: false,
      assistance: { need: 'Help to reach the hospital', urgent: false },
    });
    const before = await api.dump();
    const cancel = await api.call('cancelBooking', booked);
    expect(cancel.httpStatus).toBe(409);
    expect(await api.dump()).toBe(before);
  });

  test('once its time has passed an appointment can no longer be cancelled or moved', async () => {
    const day = freshDay();
    const booked = await book(day.date, day.first);
    // Past the whole chamber day.
    const until = Date.parse(`${day.date}T23:59:00+05:30`) - api.now().getTime();
    api.advanceClock(until);
    expect(viewOf(await open(booked))).toMatchObject({ cancellable: false, reschedulable: false });
    const cancel = await api.call('cancelBooking', booked);
    expect(cancel.httpStatus).toBe(409);
  });
});
