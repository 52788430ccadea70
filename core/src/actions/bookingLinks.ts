import { type ActionContext, defineAction } from '../app/define';
import { conflict, DomainError, invalid, notFound } from '../app/errors';
import { customers, everyone } from '../app/principal';
import { bookableSlotsOn, slotsOn } from '../bookings/slots';
import { applyStep } from '../bookings/steps';
import { stillAhead } from '../bookings/timing';
import { queueAlert } from '../botMessages/alerts';
import {
  appointmentStepTexts,
  bookingFollowOf,
  labStepTexts,
  queueBookingFollowersUpdate,
} from '../botMessages/bookingFollowers';
import { followTokenOf } from '../botMessages/payloads';
import { assertWithinHorizon } from '../limits/requestLimits';
import { isoDateSchema, timeOfDaySchema } from '../model/common';
import type {
  Appointment,
  BookingChange,
  LabBooking,
  MedicalAssistanceRequest,
} from '../model/medical';
import { privateLinkInput } from '../model/orders';
import { inEach } from '../notifications/language';
import {
  appointmentCancelledText,
  appointmentRescheduledText,
  labBookingCancelledText,
} from '../notifications/texts';
import { doctorTitle } from '../notifications/when';
import type { StoreReader, Transaction } from '../ports';
import type { BookingStep } from '../vocabulary';

/** What a booking's private link may open, by the collection that stores it. */
export const bookingKinds = {
  appointment: 'appointments',
  labTest: 'labBookings',
  assistance: 'medicalAssistance',
} as const;
export type BookingKind = keyof typeof bookingKinds;

/**
 * Where a booking stands, as its holder sees it: an appointment's or a lab booking's step
 * (requested … seen or report ready, cancelled, no-show); a medical help request is waiting for
 * the town's medical team, or taken up by it (handled).
 */
export type BookingStatus = BookingStep | 'waiting' | 'handled';

interface Chamber {
  name: string;
  address: string;
  /** A doctor's chamber and the town's lab may carry their Bengali. */
  nameBn?: string;
  addressBn?: string;
  phone: string;
  whatsapp?: string;
  pin?: { lat: number; lng: number };
}

/** One step a booking took, as its page lists them: when, by whom, and the time it set. */
export interface BookingStepView {
  status: BookingStep;
  /** Absent for a step of a booking from before steps, whose time nobody kept. */
  at?: string;
  /** The patient took it (a cancel, a move); otherwise the desk or the lab. */
  byPatient: boolean;
  date?: string;
  time?: string;
}

/** Everything the holder of a booking's link may see of it. */
export interface PrivateBookingView {
  kind: BookingKind;
  code: string;
  createdAt: string;
  status: BookingStatus;
  /** The steps taken so far, oldest first (none for a medical help request). */
  steps: BookingStepView[];
  patient: { name: string; phone: string };
  /** The holder may still cancel it (an appointment or lab booking before its time). */
  cancellable: boolean;
  /** An appointment may move to another free slot of the same doctor until its time. */
  reschedulable: boolean;
  /** "Follow on Telegram": the bot's deep link for this booking, when the town has a bot. */
  telegramFollow?: string;
  appointment?: {
    doctorId: string;
    doctorName: string;
    specialty: string;
    /** The specialty in Bengali, when the doctor's entry has it. */
    specialtyBn?: string;
    feePaise: number;
    chamber: Chamber;
    date: string;
    slot: string;
  };
  labTest?: {
    /** The town's lab, when the town names one. */
    lab?: Chamber;
    /** Each test with its Bengali name and preparation, when the lab's entry has them. */
    tests: {
      name: string;
      nameBn?: string;
      pricePaise: number;
      reportHours: number;
      preparation?: string;
      preparationBn?: string;
    }[];
    date: string;
    /** The collection time asked for, then the one the lab confirmed. */
    time?: string;
    homeCollection: boolean;
    address?: { line: string; landmark?: string };
    totalPaise: number;
  };
  assistance?: { need: string; urgent: boolean; address: { line: string; landmark?: string } };
}

/** A fresh secret for a booking's private link, kept in the store as a digest only. */
export async function keepBookingSecret(
  ctx: ActionContext,
  tx: Transaction,
  bookingId: string,
): Promise<string> {
  const secret = ctx.ids.newSecret();
  tx.set('bookingKeys', { id: bookingId, secretHash: await ctx.hasher.digest(secret) });
  return secret;
}

type Booking =
  | { kind: 'appointment'; record: Appointment }
  | { kind: 'labTest'; record: LabBooking }
  | { kind: 'assistance'; record: MedicalAssistanceRequest };

const badLink = () =>
  notFound('This booking link does not open a booking. Check that the whole link was copied.');

/**
 * The booking a private link opens. Codes are unique only within a collection, so each kind is
 * asked and the secret picks the one. A wrong secret and an unknown code get the same answer.
 */
export async function bookingForLink(reader: StoreReader, code: string, secretHash: string) {
  return bookingWhoseKey(reader, code, (keptHash) => keptHash === secretHash);
}

/** The booking a "Follow on Telegram" token is for: it follows, it never opens or moves. */
export async function bookingForFollowToken(reader: StoreReader, code: string, token: string) {
  return bookingWhoseKey(reader, code, (keptHash) => followTokenOf(keptHash) === token);
}

async function bookingWhoseKey(
  reader: StoreReader,
  code: string,
  matches: (keptHash: string) => boolean,
): Promise<Booking> {
  for (const kind of Object.keys(bookingKinds) as BookingKind[]) {
    const records = await reader.query(bookingKinds[kind], {
      where: [['code', code]],
      limit: 5,
    });
    for (const record of records) {
      const keys = await reader.get('bookingKeys', record.id);
      if (keys && matches(keys.secretHash)) return { kind, record } as Booking;
    }
  }
  throw badLink();
}

type When = Pick<ActionContext, 'clock' | 'town'>;

/** An appointment or lab booking the patient may still cancel: not past a step of the day itself. */
const openSteps: readonly BookingStep[] = ['requested', 'confirmed'];

function appointmentOpen(ctx: When, record: Appointment) {
  return (
    openSteps.includes(record.status) &&
    stillAhead({ date: record.date, time: record.slot }, ctx.clock.now(), ctx.town.timeZone)
  );
}

function labOpen(ctx: When, record: LabBooking) {
  return (
    openSteps.includes(record.status) && stillAhead(record, ctx.clock.now(), ctx.town.timeZone)
  );
}

function statusOf(booking: Booking): BookingStatus {
  if (booking.kind === 'assistance') return booking.record.handled ? 'handled' : 'waiting';
  return booking.record.status;
}

const stepViews = (history: readonly BookingChange[]): BookingStepView[] =>
  history.map((change) => ({
    status: change.status as BookingStep,
    ...(change.at ? { at: change.at } : {}),
    byPatient: change.by.role === 'customer',
    ...(change.date ? { date: change.date } : {}),
    ...(change.time ? { time: change.time } : {}),
  }));

/** The lab as a place to go or call: its settings without the collection hours. */
function labPlace(town: ActionContext['town']): Chamber | undefined {
  if (!town.lab) return undefined;
  const { collection: _hours, ...place } = town.lab;
  return place;
}

async function viewOf(
  ctx: Pick<ActionContext, 'clock' | 'town' | 'store' | 'botUsername' | 'hasher'>,
  booking: Booking,
  secret: string,
): Promise<PrivateBookingView> {
  const secretHash = await ctx.hasher.digest(secret);
  const base = {
    kind: booking.kind,
    code: booking.record.code,
    createdAt: booking.record.createdAt,
    status: statusOf(booking),
  };
  switch (booking.kind) {
    case 'appointment': {
      const { record } = booking;
      const doctor = await ctx.store.get('doctors', record.doctorId);
      const open = appointmentOpen(ctx, record);
      return {
        ...base,
        steps: stepViews(record.history),
        patient: { name: record.patient.name, phone: record.patient.phone },
        cancellable: open,
        reschedulable: open && doctor?.active === true,
        ...bookingFollowOf(ctx, record.code, secretHash),
        appointment: {
          doctorId: record.doctorId,
          doctorName: doctor?.name ?? '',
          specialty: doctor?.specialty ?? '',
          ...(doctor?.specialtyBn ? { specialtyBn: doctor.specialtyBn } : {}),
          feePaise: doctor?.feePaise ?? 0,
          chamber: doctor?.chamber ?? { name: '', address: '', phone: '' },
          date: record.date,
          slot: record.slot,
        },
      };
    }
    case 'labTest': {
      const { record } = booking;
      const tests = [];
      for (const id of record.testIds) {
        const test = await ctx.store.get('labTests', id);
        if (!test) continue;
        tests.push({
          name: test.name,
          ...(test.nameBn ? { nameBn: test.nameBn } : {}),
          pricePaise: test.pricePaise,
          reportHours: test.reportHours,
          ...(test.preparation ? { preparation: test.preparation } : {}),
          ...(test.preparationBn ? { preparationBn: test.preparationBn } : {}),
        });
      }
      const lab = labPlace(ctx.town);
      return {
        ...base,
        steps: stepViews(record.history),
        patient: { name: record.patient.name, phone: record.patient.phone },
        cancellable: labOpen(ctx, record),
        reschedulable: false,
        ...bookingFollowOf(ctx, record.code, secretHash),
        labTest: {
          ...(lab ? { lab } : {}),
          tests,
          date: record.date,
          ...(record.time ? { time: record.time } : {}),
          homeCollection: record.homeCollection,
          ...(record.address ? { address: record.address } : {}),
          totalPaise: record.totalPaise,
        },
      };
    }
    case 'assistance': {
      const { record } = booking;
      return {
        ...base,
        steps: [],
        patient: { name: record.requester.name, phone: record.requester.phone },
        // Help on its way is stopped by a call to the desk, never by a tap that nobody reads.
        cancellable: false,
        reschedulable: false,
        assistance: { need: record.need, urgent: record.urgent, address: record.address },
      };
    }
  }
}

/** Opens a booking by its private link: an action so the secret travels in a POST body. */
export const openBookingLink = defineAction({
  name: 'openBookingLink',
  summary: "Open your booking's private link: what was booked, where, and the step it is at",
  audience: everyone,
  clientLimit: 'lookup',
  input: privateLinkInput,
  async run(ctx, { code, secret }) {
    const booking = await bookingForLink(ctx.store, code, await ctx.hasher.digest(secret));
    return { booking: await viewOf(ctx, booking, secret) };
  },
});

const patient = { role: 'customer' } as const;

/** Cancels an appointment or a lab booking by its private link, while that is still allowed. */
export const cancelBooking = defineAction({
  name: 'cancelBooking',
  summary: 'Cancel your appointment or lab booking by its private link',
  audience: customers,
  clientLimit: 'submit',
  input: privateLinkInput,
  async run(ctx, { code, secret }) {
    const secretHash = await ctx.hasher.digest(secret);
    const booking = await ctx.store.transaction(async (tx): Promise<Booking> => {
      const found = await bookingForLink(tx, code, secretHash);
      const step = { to: 'cancelled' as const, by: patient, at: ctx.clock.now().toISOString() };
      if (found.kind === 'appointment' && appointmentOpen(ctx, found.record)) {
        const record = applyStep('appointments', found.record, step);
        const doctor = await tx.get('doctors', record.doctorId);
        tx.set('appointments', record);
        queueAlert(ctx, tx, {
          channel: 'adminGroup',
          event: 'appointmentCancelled',
          ref: `appointments/${record.id}`,
          text: inEach((language) =>
            appointmentCancelledText(record, doctor?.name ?? record.doctorId, language),
          ),
        });
        queueBookingFollowersUpdate(
          ctx,
          tx,
          'appointments',
          record.id,
          appointmentStepTexts(record, doctor?.name ?? ''),
        );
        return { kind: 'appointment', record };
      }
      if (found.kind === 'labTest' && labOpen(ctx, found.record)) {
        const record = applyStep('labBookings', found.record, step);
        tx.set('labBookings', record);
        queueAlert(ctx, tx, {
          channel: 'labClient',
          event: 'labBookingCancelled',
          ref: `labBookings/${record.id}`,
          text: inEach((language) => labBookingCancelledText(record, language)),
        });
        queueBookingFollowersUpdate(ctx, tx, 'labBookings', record.id, labStepTexts(record));
        return { kind: 'labTest', record };
      }
      throw conflict(
        found.kind === 'assistance'
          ? 'A medical help request is stopped by calling the help desk'
          : `Booking ${found.record.code} can no longer be cancelled here; please call`,
      );
    });
    return { booking: await viewOf(ctx, booking, secret) };
  },
});

/** Holders of a slot: every appointment of it but a cancelled one (old `booked` ones read as held too). */
export async function slotHolders(
  reader: StoreReader,
  doctorId: string,
  date: string,
  slot?: string,
): Promise<Appointment[]> {
  const onDay = await reader.query('appointments', {
    where: [['doctorId', doctorId], ['date', date], ...(slot ? [['slot', slot] as const] : [])],
  });
  return onDay.filter((appointment) => appointment.status !== 'cancelled');
}

/**
 * Moves an appointment to another free slot of the same doctor, by its private link. A
 * confirmed one goes back to "requested": the desk confirms the new time with the chamber.
 */
export const rescheduleAppointment = defineAction({
  name: 'rescheduleAppointment',
  summary: 'Move your appointment to another free slot of the same doctor',
  audience: customers,
  clientLimit: 'submit',
  input: privateLinkInput.extend({ date: isoDateSchema, slot: timeOfDaySchema }),
  async run(ctx, { code, secret, date, slot }) {
    assertWithinHorizon(ctx, date);
    const secretHash = await ctx.hasher.digest(secret);
    const booking = await ctx.store.transaction(async (tx): Promise<Booking> => {
      const found = await bookingForLink(tx, code, secretHash);
      if (found.kind !== 'appointment') throw invalid('Only an appointment can be moved');
      const current = found.record;
      if (!appointmentOpen(ctx, current)) {
        throw conflict(`Appointment ${current.code} can no longer be moved; please call`);
      }
      const doctor = await tx.get('doctors', current.doctorId);
      if (!doctor?.active) throw notFound('This doctor is not taking bookings');
      if (!slotsOn(doctor, date).includes(slot)) {
        throw invalid(`slot: ${doctorTitle(doctor.name)} has no ${slot} slot on ${date}`);
      }
      if (!bookableSlotsOn(doctor, date, ctx.clock.now(), ctx.town.timeZone).includes(slot)) {
        throw invalid(`slot: ${slot} on ${date} has already passed`);
      }
      if (current.date === date && current.slot === slot) return found;
      const taken = await slotHolders(tx, doctor.id, date, slot);
      if (taken.length > 0) {
        throw new DomainError('already-exists', 'That slot was just taken; please choose another');
      }
      // The desk tells the chamber again: the booking goes back to its queue.
      const moved = applyStep('appointments', current, {
        to: 'requested',
        by: patient,
        at: ctx.clock.now().toISOString(),
        date,
        time: slot,
      });
      const record = { ...moved, date, slot };
      tx.set('appointments', record);
      queueAlert(ctx, tx, {
        channel: 'adminGroup',
        event: 'appointmentRescheduled',
        ref: `appointments/${record.id}`,
        text: inEach((language) =>
          appointmentRescheduledText(record, current, doctor.name, language),
        ),
      });
      queueBookingFollowersUpdate(
        ctx,
        tx,
        'appointments',
        record.id,
        appointmentStepTexts(record, doctor.name),
      );
      return { kind: 'appointment', record };
    });
    return { booking: await viewOf(ctx, booking, secret) };
  },
});
