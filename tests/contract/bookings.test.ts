import { slotsOn } from '@town/core';
import { demoCatalog, demoTown } from '../../demo';
import { describeOnHosts } from '../support/hosts';

const patient = { name: 'Rina Das', phone: '9000000921', age: 34 };
const doctor = demoCatalog.doctors.find((d) => d.active)!;

describeOnHosts('bookings', (api) => {
  /** The next date after the test clock's today that is one of the doctor's chamber days. */
  function nextChamberDate(): string {
    const date = new Date(api.now());
    for (let i = 0; i < 14; i++) {
      date.setUTCDate(date.getUTCDate() + 1);
      const iso = date.toISOString().slice(0, 10);
      if (slotsOn(doctor, iso).length > 1) return iso;
    }
    throw new Error('Doctor has no chamber days');
  }

  describe('appointments', () => {
    test('a free slot is booked once; the same slot again is refused as taken', async () => {
      const date = nextChamberDate();
      const [slot] = slotsOn(doctor, date);
      const booked = await api.call('bookAppointment', {
        doctorId: doctor.id,
        date,
        slot,
        patient,
      });
      expect(booked.httpStatus).toBe(200);
      expect(booked.body.result).toEqual({
        code: expect.stringMatching(/^\w{3}-\w{3}$/),
        secret: expect.stringMatching(/^[\w-]{43}$/),
        date,
        slot,
      });
      const free = (await api.read('doctorSlots', { id: doctor.id, date })).body.result as {
        slots: string[];
      };
      expect(free.slots).not.toContain(slot);

      const before = await api.dump();
      const again = await api.call('bookAppointment', { doctorId: doctor.id, date, slot, patient });
      expect(again.httpStatus).toBe(409);
      expect(again.body.error?.message).toBe('That slot was just taken; please choose another');
      expect(await api.dump()).toBe(before);
    });

    test('a time outside chamber hours is refused', async () => {
      const reply = await api.call('bookAppointment', {
        doctorId: doctor.id,
        date: nextChamberDate(),
        slot: '03:07',
        patient,
      });
      expect(reply.httpStatus).toBe(400);
      expect(reply.body.error?.message).toContain('has no 03:07 slot');
    });

    test("today's slots that have passed are neither offered nor bookable", async () => {
      // The test clock stands at 10:00 in Sonapur on a day this doctor sits from 09:00.
      const today = '2026-11-21';
      const early = demoCatalog.doctors.find((d) => d.active && slotsOn(d, today)[0] === '09:00')!;
      const offered = await api.read('doctorSlots', { id: early.id, date: today });
      const slots = (offered.body.result as { slots: string[] }).slots;
      expect(slots).not.toContain('09:45');
      expect(slots).not.toContain('10:00');
      expect(slots.every((slot) => slot > '10:00')).toBe(true);
      const before = await api.dump();
      const late = await api.call('bookAppointment', {
        doctorId: early.id,
        date: today,
        slot: '09:45',
        patient,
      });
      expect(late.httpStatus).toBe(400);
      expect(late.body.error?.message).toMatch(/already passed/);
      expect(await api.dump()).toBe(before);
    });

    test("a doctor's next free slot is today's first free one, and moves on once it is booked", async () => {
      // The test clock stands at 10:00 in Sonapur on a day this doctor sits from 09:00.
      const today = '2026-11-21';
      const early = demoCatalog.doctors.find((d) => d.active && slotsOn(d, today)[0] === '09:00')!;
      const freeToday = async () =>
        (
          (await api.read('doctorSlots', { id: early.id, date: today })).body.result as {
            slots: string[];
          }
        ).slots;
      const nextOf = async () => {
        const reply = await api.read('doctorNextSlot', { id: early.id });
        expect(reply.httpStatus).toBe(200);
        return reply.body.result as { today: string; next: { date: string; slot: string } | null };
      };
      const [first, second] = await freeToday();
      expect(first! > '10:00').toBe(true);
      expect(await nextOf()).toEqual({ today, next: { date: today, slot: first } });

      const booked = await api.call('bookAppointment', {
        doctorId: early.id,
        date: today,
        slot: first,
        patient,
      });
      expect(booked.httpStatus).toBe(200);
      expect(await nextOf()).toEqual({ today, next: { date: today, slot: second } });
    });

    test("a doctor whose chamber is closed today offers the next chamber day's first slot", async () => {
      const today = '2026-11-21';
      const closed = demoCatalog.doctors.find((d) => d.active && slotsOn(d, today).length === 0)!;
      const reply = await api.read('doctorNextSlot', { id: closed.id });
      const { next } = reply.body.result as { next: { date: string; slot: string } };
      expect(next.date > today).toBe(true);
      expect(next.slot).toBe(slotsOn(closed, next.date)[0]);
    });

    test("every doctor's next free slot at once is each doctor's own, through a booking and its cancelling", async () => {
      type Next = { date: string; slot: string } | null;
      const listed = (await api.read('doctors', {})).body.result as Array<{ id: string }>;
      /** The batch read, checked against doctorNextSlot for every active doctor. */
      const allAgreeing = async () => {
        const reply = await api.read('doctorsNextSlots', {});
        expect(reply.httpStatus).toBe(200);
        const all = reply.body.result as { today: string; next: Record<string, Next> };
        expect(Object.keys(all.next).sort()).toEqual(listed.map((d) => d.id).sort());
        for (const { id } of listed) {
          const one = (await api.read('doctorNextSlot', { id })).body.result;
          expect({ id, ...(one as object) }).toEqual({ id, today: all.today, next: all.next[id] });
        }
        return all;
      };
      const before = await allAgreeing();
      // A doctor whose first free slot falls on a day another doctor also sits: one query that
      // day answers both, and the booking must hold only its own doctor's slot.
      const shared = listed.find(({ id }) => {
        const mine = before.next[id];
        return mine && listed.some((o) => o.id !== id && before.next[o.id]?.date === mine.date);
      });
      const chosen = shared ?? listed.find(({ id }) => before.next[id])!;
      const first = before.next[chosen.id]!;
      const booked = await api.call('bookAppointment', {
        doctorId: chosen.id,
        date: first.date,
        slot: first.slot,
        patient,
      });
      expect(booked.httpStatus).toBe(200);

      const after = await allAgreeing();
      expect(after.next[chosen.id]).not.toEqual(first);
      for (const { id } of listed) {
        if (id !== chosen.id)
          expect({ id, next: after.next[id] }).toEqual({ id, next: before.next[id] });
      }

      const { code, secret } = booked.body.result as { code: string; secret: string };
      const cancelled = await api.call('cancelBooking', { code, secret });
      expect(cancelled.httpStatus).toBe(200);
      const freed = await allAgreeing();
      expect(freed.next[chosen.id]).toEqual(first);
    });

    test('a date in the past is refused', async () => {
      const reply = await api.call('bookAppointment', {
        doctorId: doctor.id,
        date: '2025-01-01',
        slot: '10:00',
        patient,
      });
      expect(reply.body.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: 'date: Choose today or a later date',
      });
    });

    test('an unknown doctor is a 404', async () => {
      const reply = await api.call('bookAppointment', {
        doctorId: 'dr-nobody',
        date: nextChamberDate(),
        slot: '10:00',
        patient,
      });
      expect(reply.httpStatus).toBe(404);
    });
  });

  describe('lab tests, medical assistance and contact messages', () => {
    const homeTests = demoCatalog.labTests.filter((t) => t.active && t.homeCollection).slice(0, 2);

    test('a lab booking totals the catalog prices', async () => {
      const date = nextChamberDate();
      const reply = await api.call('bookLabTest', {
        testIds: homeTests.map((t) => t.id),
        patient,
        date,
        time: slotsOn(demoTown.lab!.collection!, date)[0],
        homeCollection: true,
        address: { line: '4 Hospital More, Sonapur' },
      });
      expect(reply.httpStatus).toBe(200);
      expect((reply.body.result as { totalPaise: number }).totalPaise).toBe(
        homeTests.reduce((sum, t) => sum + t.pricePaise, 0),
      );
    });

    test('home collection needs an address', async () => {
      const reply = await api.call('bookLabTest', {
        testIds: [homeTests[0]!.id],
        patient,
        date: nextChamberDate(),
        homeCollection: true,
      });
      expect(reply.body.error?.message).toBe('address: An address is needed for home collection');
    });

    test('a medical assistance request gets a code and a private link', async () => {
      const reply = await api.call('requestMedicalAssistance', {
        requester: { name: 'Tapas Mondal', phone: '9000000931' },
        address: { line: 'Ward 7, behind the post office' },
        need: 'Elderly father needs help getting to the hospital for dialysis',
        urgent: true,
      });
      expect(reply.body.result).toEqual({ code: expect.any(String), secret: expect.any(String) });
    });

    test('a contact message needs a way to answer', async () => {
      const missing = await api.call('sendContactMessage', {
        name: 'Asha',
        message: 'Please add more buses.',
      });
      expect(missing.body.error?.message).toBe(
        'phone: Give a phone number or an email so we can answer',
      );
      const ok = await api.call('sendContactMessage', {
        name: 'Asha',
        email: 'asha@example.org',
        message: 'Please add more buses.',
      });
      expect(ok.httpStatus).toBe(200);
    });
  });
});
