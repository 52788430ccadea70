import {
  type Appointment,
  type Doctor,
  doctorNextSlot,
  doctorsNextSlots,
  type ReadContext,
  runRead,
  type StoreReader,
  slotsOn,
  visitor,
} from '@town/core';
import { demoCatalog, demoTown } from '../../demo';

/**
 * What the doctor lists cost: `doctorsNextSlots` answers every active doctor's next free slot
 * (as `doctorNextSlot` one by one) with at most one appointments query per day of the two-week
 * lookahead, whatever the number of doctors. The contract suites check the answer on both hosts.
 */

type Asked = { collection: string; where: ReadonlyArray<readonly [string, unknown]> };

/** A store over fixed documents that answers equality filters and notes every query. */
function countingStore(
  doctors: readonly Doctor[],
  appointments: readonly Appointment[],
  asked: Asked[],
): StoreReader {
  const collections: Record<string, readonly { id: string }[]> = { doctors, appointments };
  return {
    async get(collection, id) {
      return (collections[collection]?.find((doc) => doc.id === id) ?? null) as never;
    },
    async query(collection, query) {
      const where = query?.where ?? [];
      asked.push({ collection, where });
      return (collections[collection] ?? []).filter((doc) =>
        where.every(([field, value]) => (doc as Record<string, unknown>)[field] === value),
      ) as never;
    },
  } as StoreReader;
}

// 10:00 in Sonapur on Saturday 2026-11-21, as the contract suites' clock.
const now = new Date('2026-11-21T04:30:00Z');
const today = '2026-11-21';

/** Twenty active doctors: the demo's, and copies of them under other ids. */
const active = demoCatalog.doctors.filter((doctor) => doctor.active);
const twenty: Doctor[] = Array.from({ length: 20 }, (_, i) => {
  const doctor = active[i % active.length]!;
  return i < active.length ? doctor : { ...doctor, id: `${doctor.id}-copy-${i}` };
});
const inactive: Doctor = { ...active[0]!, id: 'retired-doctor', active: false };

function appointment(doctor: Doctor, date: string, slot: string, cancelled = false): Appointment {
  return {
    id: `${doctor.id}-${date}-${slot}`,
    doctorId: doctor.id,
    date,
    slot,
    status: cancelled ? 'cancelled' : 'requested',
  } as Appointment;
}

/** Every bookable slot of the first doctor today held, the second's first one cancelled. */
function bookings(): Appointment[] {
  const [first, second] = twenty as [Doctor, Doctor];
  const held = slotsOn(first, today)
    .filter((slot) => slot > '10:00')
    .map((slot) => appointment(first, today, slot));
  const secondDay = ['2026-11-21', '2026-11-23', '2026-11-24'].find(
    (date) => slotsOn(second, date).length > 0,
  )!;
  return [...held, appointment(second, secondDay, slotsOn(second, secondDay)[0]!, true)];
}

function contextOf(store: StoreReader): ReadContext {
  return { store, clock: { now: () => now }, town: demoTown, principal: visitor } as ReadContext;
}

describe('doctorsNextSlots', () => {
  test('answers as doctorNextSlot for every active doctor, and for no other', async () => {
    const appointments = bookings();
    const store = countingStore([...twenty, inactive], appointments, []);
    const all = await runRead(doctorsNextSlots, contextOf(store), {});
    expect(all.today).toBe(today);
    expect(Object.keys(all.next).sort()).toEqual(twenty.map((doctor) => doctor.id).sort());
    for (const doctor of twenty) {
      const one = await runRead(doctorNextSlot, contextOf(store), { id: doctor.id });
      expect({ id: doctor.id, next: all.next[doctor.id] }).toEqual({
        id: doctor.id,
        next: one.next,
      });
    }
  });

  test('costs at most one appointments query a day, not one per doctor per day', async () => {
    const appointments = bookings();
    const batch: Asked[] = [];
    await runRead(doctorsNextSlots, contextOf(countingStore(twenty, appointments, batch)), {});
    const days = batch.filter((query) => query.collection === 'appointments');
    const dates = days.map((query) => query.where.find(([field]) => field === 'date')?.[1]);
    expect(new Set(dates).size).toBe(dates.length);
    expect(days.length).toBeLessThanOrEqual(14);
    expect(days.every((query) => query.where.length === 1)).toBe(true);
    expect(batch.filter((query) => query.collection === 'doctors')).toHaveLength(1);

    const oneByOne: Asked[] = [];
    const store = countingStore(twenty, appointments, oneByOne);
    for (const doctor of twenty) {
      await runRead(doctorNextSlot, contextOf(store), { id: doctor.id });
    }
    const perDoctor = oneByOne.filter((query) => query.collection === 'appointments').length;
    // The same page one card at a time: 20 reads, and a query per doctor for each day looked at.
    expect(perDoctor).toBeGreaterThanOrEqual(twenty.length);
    console.info(
      `20 doctors: doctorsNextSlots ${days.length} appointments queries in 1 read; ` +
        `doctorNextSlot one by one ${perDoctor} queries in 20 reads`,
    );
  });

  test('with every slot of two weeks held: no slot, one query a chamber day for all doctors', async () => {
    const held: Appointment[] = [];
    const dates = Array.from({ length: 14 }, (_, i) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    );
    for (const doctor of twenty) {
      for (const date of dates) {
        for (const slot of slotsOn(doctor, date)) held.push(appointment(doctor, date, slot));
      }
    }
    const batch: Asked[] = [];
    const all = await runRead(doctorsNextSlots, contextOf(countingStore(twenty, held, batch)), {});
    expect(Object.values(all.next).every((next) => next === null)).toBe(true);
    const chamberDays = dates.filter((date) => twenty.some((d) => slotsOn(d, date).length > 0));
    const days = batch.filter((query) => query.collection === 'appointments');
    expect(days).toHaveLength(chamberDays.length);

    const oneByOne: Asked[] = [];
    const store = countingStore(twenty, held, oneByOne);
    for (const doctor of twenty) await runRead(doctorNextSlot, contextOf(store), { id: doctor.id });
    const perDoctor = oneByOne.filter((query) => query.collection === 'appointments').length;
    expect(perDoctor).toBeGreaterThan(days.length);
    console.info(
      `20 fully booked doctors: doctorsNextSlots ${days.length} appointments queries in 1 read; ` +
        `doctorNextSlot one by one ${perDoctor} queries in 20 reads`,
    );
  });
});
