import type { Appointment } from '@town/core';
import { demoCatalog } from '../../demo';
import { doctorWithTwoSlots } from '../support/doctorSlots';
import { describeOnHosts, signInAsDemo } from '../support/hosts';

interface Place {
  nowSeeing: number;
  token: number;
  ahead: number;
  minutes: number;
}
interface DeskQueue {
  nowSeeing: number;
  waiting: number;
  tokens: Array<{ number: number; name: string; walkIn: boolean }>;
}

/**
 * A doctor's token queue of the day: the desk opens it (appointments numbered by their time),
 * adds a walk-in, presses Next (twice by mistake); the patient's private link and the public
 * doctor page follow it.
 */
describeOnHosts("a doctor's token queue", (api) => {
  let admin: string;
  beforeAll(async () => {
    admin = await signInAsDemo(api, 'admin');
  });

  async function confirmedAppointment(doctorId: string, date: string, slot: string, name: string) {
    const booked = await api.call('bookAppointment', {
      doctorId,
      date,
      slot,
      patient: { name, phone: '9000000957' },
    });
    if (booked.httpStatus !== 200) throw new Error(`booking failed: ${booked.text}`);
    const { code, secret } = booked.body.result as { code: string; secret: string };
    const stored = (await api.documents<Appointment>('appointments')).find((a) => a.code === code)!;
    const moved = await api.call(
      'moveBooking',
      { kind: 'appointments', id: stored.id, to: 'confirmed' },
      admin,
    );
    expect(moved.httpStatus).toBe(200);
    return { code, secret };
  }

  const placeOf = async (link: { code: string; secret: string }) => {
    const reply = await api.call('queuePlaceByLink', link);
    expect(reply.httpStatus).toBe(200);
    return (reply.body.result as { place: Place | null }).place;
  };
  const next = async (doctorId: string, closing: number) => {
    const reply = await api.call('callNextToken', { doctorId, closing }, admin);
    expect(reply.httpStatus).toBe(200);
    return reply.body.result as { queue: { nowSeeing: number }; moved: boolean };
  };

  test('numbers by appointment time, walk-ins next; Next moves once; the patient and the public follow', async () => {
    const { doctor, date, slot, later } = await doctorWithTwoSlots(api, 1);
    // Booked later slot first: the token order follows the time, not the booking order.
    const second = await confirmedAppointment(doctor.id, date, later, 'Queue Later');
    const first = await confirmedAppointment(doctor.id, date, slot, 'Queue Early');
    expect(await placeOf(first)).toBeNull();

    api.advanceClock(Date.parse(`${date}T00:30:00+05:30`) - api.now().getTime());
    const closed = await api.read('doctorQueueLength', { doctorId: doctor.id });
    expect(closed.body.result).toEqual({ open: false, waiting: 0 });

    const opened = await api.call('openTokenQueue', { doctorId: doctor.id }, admin);
    expect(opened.httpStatus).toBe(200);
    const walkIn = await api.call('addWalkIn', { doctorId: doctor.id, name: 'Rina Das' }, admin);
    expect(walkIn.body.result).toMatchObject({ token: 3 });

    const desk = await api.read('tokenQueue', { doctorId: doctor.id }, admin);
    const { queue } = desk.body.result as { queue: DeskQueue };
    expect(queue.tokens).toEqual([
      { number: 1, name: 'Queue Early', walkIn: false },
      { number: 2, name: 'Queue Later', walkIn: false },
      { number: 3, name: 'Rina Das', walkIn: true },
    ]);
    expect(await placeOf(second)).toEqual({
      nowSeeing: 0,
      token: 2,
      ahead: 1,
      minutes: doctor.slotMinutes,
    });

    expect(await next(doctor.id, 0)).toMatchObject({ moved: true, queue: { nowSeeing: 1 } });
    // The same press again (a double tap): nothing moves.
    expect(await next(doctor.id, 0)).toMatchObject({ moved: false, queue: { nowSeeing: 1 } });
    expect(await placeOf(second)).toMatchObject({ nowSeeing: 1, token: 2, ahead: 1 });
    expect(await placeOf(first)).toMatchObject({ nowSeeing: 1, token: 1, ahead: 0 });

    const length = await api.read('doctorQueueLength', { doctorId: doctor.id });
    expect(length.body.result).toEqual({ open: true, waiting: 2 });
    // The public answer names nobody.
    expect(length.text).not.toContain('Queue');
  });

  test('Next or a walk-in before the queue is opened is refused, and changes nothing', async () => {
    const doctor = demoCatalog.doctors.filter((d) => d.active).at(-1)!;
    const before = await api.changeMark();
    const reply = await api.call('callNextToken', { doctorId: doctor.id, closing: 0 }, admin);
    expect(reply.httpStatus).toBe(409);
    expect(reply.body.error?.message).toMatch(/not open today/);
    expect(await api.changeMark()).toBe(before);
  });
});
