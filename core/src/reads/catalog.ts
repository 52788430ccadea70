import { z } from 'zod';
import { defineRead } from '../app/define';
import { notFound } from '../app/errors';
import { everyone } from '../app/principal';
import { bookableSlotsOn } from '../bookings/slots';
import { shopTypeSchema } from '../model/catalog';
import type { CollectionName, Collections } from '../model/collections';
import { idSchema, isoDateSchema } from '../model/common';
import {
  emergencyTypeSchema,
  feedTypeSchema,
  serviceTypeSchema,
  transportKindSchema,
} from '../model/directory';
import { type Appointment, type Doctor, doctorKindSchema } from '../model/medical';
import { addDays } from '../orders/shopDays';
import type { StoreReader } from '../ports';
import { townDate } from '../time/townClock';
import { loadTown } from '../town';

/**
 * The named reads behind the public screens. Inputs arrive as query-string values, so every
 * field is a string; all are public (catalog data only, never people's orders or bookings).
 */
const byId = z.strictObject({ id: idSchema });
const nothing = z.strictObject({});

async function getOrNotFound<C extends CollectionName>(
  store: StoreReader,
  collection: C,
  id: string,
  what: string,
): Promise<Collections[C]> {
  const doc = await store.get(collection, id);
  if (!doc) throw notFound(`No ${what} with id ${id}`);
  return doc;
}

/** The town's settings as stored; null before the town is set up (the app then names none). */
export const town = defineRead({
  name: 'town',
  summary: "The town's settings: name, languages, contacts, delivery fees (null before its setup)",
  audience: everyone,
  input: nothing,
  run: ({ store }) => loadTown(store),
});

export const shops = defineRead({
  name: 'shops',
  summary: 'Open shops of one type (grocery, bazaar, food, onlineShop, pharmacy)',
  audience: everyone,
  input: z.strictObject({ type: shopTypeSchema }),
  run: ({ store }, { type }) =>
    store.query('shops', {
      where: [
        ['type', type],
        ['active', true],
      ],
      orderBy: { field: 'name' },
    }),
});

export const shop = defineRead({
  name: 'shop',
  summary: 'One shop with its products',
  audience: everyone,
  input: byId,
  async run({ store }, { id }) {
    const found = await getOrNotFound(store, 'shops', id, 'shop');
    const products = await store.query('products', {
      where: [['shopId', id]],
      orderBy: { field: 'name' },
    });
    return { shop: found, products };
  },
});

export const products = defineRead({
  name: 'products',
  summary: 'Products of every shop of one type, e.g. the whole online shop or pharmacy',
  audience: everyone,
  input: z.strictObject({ shopType: shopTypeSchema }),
  run: ({ store }, { shopType }) =>
    store.query('products', { where: [['shopType', shopType]], orderBy: { field: 'name' } }),
});

export const product = defineRead({
  name: 'product',
  summary: 'One product',
  audience: everyone,
  input: byId,
  run: ({ store }, { id }) => getOrNotFound(store, 'products', id, 'product'),
});

export const doctors = defineRead({
  name: 'doctors',
  summary: 'Doctors taking patients, specialists or general practitioners',
  audience: everyone,
  input: z.strictObject({
    kind: doctorKindSchema.optional(),
    specialty: z.string().max(60).optional(),
  }),
  run: ({ store }, { kind, specialty }) =>
    store.query('doctors', {
      where: [
        ['active', true],
        ...(kind ? [['kind', kind] as const] : []),
        ...(specialty ? [['specialty', specialty] as const] : []),
      ],
      orderBy: { field: 'name' },
    }),
});

export const doctor = defineRead({
  name: 'doctor',
  summary: 'One doctor',
  audience: everyone,
  input: byId,
  run: ({ store }, { id }) => getOrNotFound(store, 'doctors', id, 'doctor'),
});

/**
 * The slots of `open` nobody holds among `onDay` (the date's appointments, of this doctor or of
 * all): every appointment holds its slot but a cancelled one (whatever step it is at, old
 * "booked" ones included).
 */
function freeOf(
  doctorId: string,
  open: readonly string[],
  onDay: readonly Appointment[],
): string[] {
  const held = onDay.filter(
    (appointment) => appointment.doctorId === doctorId && appointment.status !== 'cancelled',
  );
  const taken = new Set(held.map((appointment) => appointment.slot));
  return open.filter((slot) => !taken.has(slot));
}

/** The slots of `open` nobody holds with this doctor on that date. */
async function withoutBooked(
  store: StoreReader,
  doctorId: string,
  date: string,
  open: readonly string[],
): Promise<string[]> {
  const onDay = await store.query('appointments', {
    where: [
      ['doctorId', doctorId],
      ['date', date],
    ],
  });
  return freeOf(doctorId, open, onDay);
}

export const doctorSlots = defineRead({
  name: 'doctorSlots',
  summary: "A doctor's free appointment slots on a date",
  audience: everyone,
  input: z.strictObject({ id: idSchema, date: isoDateSchema }),
  async run({ store, clock, town: config }, { id, date }) {
    const found = await getOrNotFound(store, 'doctors', id, 'doctor');
    const open = bookableSlotsOn(found, date, clock.now(), config.timeZone);
    return { date, slots: await withoutBooked(store, id, date, open) };
  },
});

/** How far ahead a doctor's next free slot is looked for: two weeks of chamber days. */
const nextSlotLookaheadDays = 14;

export interface NextFreeSlot {
  date: string;
  slot: string;
}

/**
 * The doctor's first free slot from today on, within the lookahead, or null. `appointmentsOn`
 * answers a date's appointments (this doctor's, or everyone's); days without chamber hours are
 * never asked for: most doctors sit on a few days a week.
 */
async function firstFreeSlot(
  doctor: Doctor,
  today: string,
  now: Date,
  timeZone: string,
  appointmentsOn: (date: string) => Promise<readonly Appointment[]>,
): Promise<NextFreeSlot | null> {
  let date = today;
  for (let day = 0; day < nextSlotLookaheadDays; day++, date = addDays(date, 1)) {
    const open = bookableSlotsOn(doctor, date, now, timeZone);
    if (open.length === 0) continue;
    const [slot] = freeOf(doctor.id, open, await appointmentsOn(date));
    if (slot) return { date, slot };
  }
  return null;
}

export const doctorNextSlot = defineRead({
  name: 'doctorNextSlot',
  summary: "A doctor's next free appointment slot, today or within two weeks",
  audience: everyone,
  input: byId,
  async run({ store, clock, town: config }, { id }) {
    const found = await getOrNotFound(store, 'doctors', id, 'doctor');
    const now = clock.now();
    const today = townDate(now, config.timeZone);
    const next = await firstFreeSlot(found, today, now, config.timeZone, (date) =>
      store.query('appointments', {
        where: [
          ['doctorId', id],
          ['date', date],
        ],
      }),
    );
    return { today, next };
  },
});

/**
 * `doctorNextSlot` for every active doctor at once, for the doctor lists: each day's
 * appointments (all doctors) are read at most once, and only once some doctor with chamber hours
 * that day has no free slot before it. At most one query per day of the lookahead, whatever the
 * number of doctors (against up to 14 per doctor one by one).
 */
export const doctorsNextSlots = defineRead({
  name: 'doctorsNextSlots',
  summary: "Every active doctor's next free appointment slot, today or within two weeks",
  audience: everyone,
  input: nothing,
  async run({ store, clock, town: config }) {
    const active = await store.query('doctors', { where: [['active', true]] });
    const now = clock.now();
    const today = townDate(now, config.timeZone);
    const days = new Map<string, Promise<readonly Appointment[]>>();
    const appointmentsOn = (date: string) => {
      let onDay = days.get(date);
      if (!onDay) {
        onDay = store.query('appointments', { where: [['date', date]] });
        days.set(date, onDay);
      }
      return onDay;
    };
    const found = await Promise.all(
      active.map(
        async (doctor) =>
          [
            doctor.id,
            await firstFreeSlot(doctor, today, now, config.timeZone, appointmentsOn),
          ] as const,
      ),
    );
    const next: Record<string, NextFreeSlot | null> = Object.fromEntries(found);
    return { today, next };
  },
});

export const labTests = defineRead({
  name: 'labTests',
  summary: 'Lab tests offered',
  audience: everyone,
  input: nothing,
  run: ({ store }) =>
    store.query('labTests', { where: [['active', true]], orderBy: { field: 'name' } }),
});

export const emergencyContacts = defineRead({
  name: 'emergencyContacts',
  summary: 'Emergency numbers, all or of one type',
  audience: everyone,
  input: z.strictObject({ type: emergencyTypeSchema.optional() }),
  run: ({ store }, { type }) =>
    store.query('emergencyContacts', {
      where: type ? [['type', type]] : [],
      orderBy: { field: 'rank' },
    }),
});

export const teachers = defineRead({
  name: 'teachers',
  summary: 'Teachers and tutors',
  audience: everyone,
  input: nothing,
  run: ({ store }) => store.query('teachers', { orderBy: { field: 'name' } }),
});

export const transport = defineRead({
  name: 'transport',
  summary: 'Vehicles for hire of one kind: toto, car or bus',
  audience: everyone,
  input: z.strictObject({ kind: transportKindSchema }),
  run: ({ store }, { kind }) =>
    store.query('transport', { where: [['kind', kind]], orderBy: { field: 'driver' } }),
});

export const busRoutes = defineRead({
  name: 'busRoutes',
  summary: 'Bus routes from the town with their timetables',
  audience: everyone,
  input: nothing,
  run: ({ store }) => store.query('busRoutes', { orderBy: { field: 'destination' } }),
});

export const busRoute = defineRead({
  name: 'busRoute',
  summary: 'One bus route by its destination slug',
  audience: everyone,
  input: z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Not a destination') }),
  async run({ store }, { slug }) {
    const [route] = await store.query('busRoutes', { where: [['slug', slug]], limit: 1 });
    if (!route) throw notFound(`No bus route to ${slug}`);
    return route;
  },
});

export const galleries = defineRead({
  name: 'galleries',
  summary: 'Photo galleries',
  audience: everyone,
  input: nothing,
  run: ({ store }) => store.query('galleries', { orderBy: { field: 'title' } }),
});

export const gallery = defineRead({
  name: 'gallery',
  summary: 'One gallery',
  audience: everyone,
  input: byId,
  run: ({ store }, { id }) => getOrNotFound(store, 'galleries', id, 'gallery'),
});

export const feeds = defineRead({
  name: 'feeds',
  summary: 'Posts of one feed (news, events, offers, jobs), newest first',
  audience: everyone,
  input: z.strictObject({ type: feedTypeSchema }),
  run: ({ store }, { type }) =>
    store.query('feeds', {
      where: [['type', type]],
      orderBy: { field: 'publishedAt', direction: 'desc' },
      limit: 50,
    }),
});

export const services = defineRead({
  name: 'services',
  summary: 'Service providers, all or of one type',
  audience: everyone,
  input: z.strictObject({ type: serviceTypeSchema.optional() }),
  run: ({ store }, { type }) =>
    store.query('services', { where: type ? [['type', type]] : [], orderBy: { field: 'name' } }),
});
