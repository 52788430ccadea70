import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError, invalid, notFound } from '../app/errors';
import { admins, asRole } from '../app/principal';
import { bookableSlotsOn, slotsOn } from '../bookings/slots';
import { applyStep, assertStep, type SteppedKind, stepLabels } from '../bookings/steps';
import { dayHasCome, hasStarted } from '../bookings/timing';
import {
  appointmentStepTexts,
  labStepTexts,
  queueBookingFollowersUpdate,
} from '../botMessages/bookingFollowers';
import { idSchema, timeOfDaySchema } from '../model/common';
import type { Appointment, LabBooking } from '../model/medical';
import { alertDay, alertWhen, doctorTitle } from '../notifications/when';
import type { Transaction } from '../ports';
import {
  appointmentStatuses,
  type BookingStep,
  handledCollections,
  labBookingStatuses,
  requestCollections,
  steppedCollections,
} from '../vocabulary';
import { slotHolders } from './bookingLinks';
import { assertCollectionTime } from './bookings';

/**
 * Requests staff list: appointments and lab bookings (which move by their steps) and help
 * requests and messages (which staff mark handled or not). Fordo orders are listed beside them
 * but are orders: they are handled by moving them (accept, cancel).
 */
export { requestCollections };
export const requestCollectionSchema = z.enum(requestCollections, {
  error: `Choose one of: ${requestCollections.join(', ')}`,
});
export type RequestCollection = z.infer<typeof requestCollectionSchema>;

export const setBookingHandled = defineAction({
  name: 'setBookingHandled',
  summary: 'Mark a medical help request or a message handled or not',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({
    kind: z.enum(handledCollections, {
      error: `Choose one of: ${handledCollections.join(', ')} (appointments and lab bookings move by their steps)`,
    }),
    id: idSchema,
    handled: z.boolean(),
  }),
  async run(ctx, { kind, id, handled }) {
    const booking = await ctx.store.transaction(async (tx) => {
      const current = await tx.get(kind, id);
      if (!current) throw notFound(`No ${kind} entry with id ${id}`);
      const updated = { ...current, handled };
      tx.set(kind, updated as never);
      return updated;
    });
    return { booking };
  },
});

const allSteps = [...new Set<BookingStep>([...appointmentStatuses, ...labBookingStatuses])] as [
  BookingStep,
  ...BookingStep[],
];

export const moveBookingInput = z
  .strictObject({
    kind: z.enum(steppedCollections, {
      error: `Choose one of: ${steppedCollections.join(', ')}`,
    }),
    id: idSchema,
    to: z.enum(allSteps, { error: `Choose one of: ${allSteps.join(', ')}` }),
    /** With a confirmation: the time confirmed (the slot, or the lab's collection time). */
    time: timeOfDaySchema.optional(),
  })
  .refine((input) => input.time === undefined || input.to === 'confirmed', {
    message: 'Only a confirmation takes a time',
    path: ['time'],
  });

const tooEarly = (message: string) => new DomainError('failed-precondition', message);

/** An appointment confirmed at another free slot of the same doctor that day. */
async function confirmedSlot(
  ctx: ActionContext,
  tx: Transaction,
  appointment: Appointment,
  time: string | undefined,
): Promise<string> {
  if (time === undefined || time === appointment.slot) return appointment.slot;
  const doctor = await tx.get('doctors', appointment.doctorId);
  if (!doctor) throw notFound('This doctor is no longer listed');
  const { date } = appointment;
  if (!slotsOn(doctor, date).includes(time)) {
    throw invalid(`time: ${doctorTitle(doctor.name)} has no ${time} slot on ${alertDay(date)}`);
  }
  if (!bookableSlotsOn(doctor, date, ctx.clock.now(), ctx.town.timeZone).includes(time)) {
    throw invalid(`time: ${alertWhen(date, time)} has already passed`);
  }
  if ((await slotHolders(tx, doctor.id, date, time)).length > 0) {
    throw new DomainError('already-exists', `${alertWhen(date, time)} is booked by someone else`);
  }
  return time;
}

/** The checks of the clock: nobody is seen before their day, nor missed before their time. */
function assertTimely(
  ctx: ActionContext,
  kind: SteppedKind,
  booking: { code: string; date: string; time?: string | undefined },
  to: BookingStep,
): void {
  const now = ctx.clock.now();
  const { timeZone } = ctx.town;
  const name = kind === 'appointments' ? 'Appointment' : 'Lab booking';
  const when = alertWhen(booking.date, booking.time);
  if ((to === 'seen' || to === 'sampleCollected') && !dayHasCome(booking, now, timeZone)) {
    throw tooEarly(
      `${name} ${booking.code} is on ${when}; it cannot be ${stepLabels[to]} before then`,
    );
  }
  if (to === 'noShow' && !hasStarted(booking, now, timeZone)) {
    throw tooEarly(`${name} ${booking.code} is at ${when}; it cannot be a no-show before then`);
  }
}

async function moveAppointment(
  ctx: ActionContext,
  tx: Transaction,
  current: Appointment,
  to: BookingStep,
  time: string | undefined,
  by: { role: 'admin'; id: string },
): Promise<Appointment> {
  assertStep('appointments', current, to, 'admin');
  const doctor = await tx.get('doctors', current.doctorId);
  assertTimely(ctx, 'appointments', { ...current, time: current.slot }, to);
  const at = ctx.clock.now().toISOString();
  const slot = to === 'confirmed' ? await confirmedSlot(ctx, tx, current, time) : current.slot;
  const confirmation = to === 'confirmed' ? { date: current.date, time: slot } : {};
  const moved = applyStep('appointments', current, { to, by, at, ...confirmation });
  const record = { ...moved, slot };
  tx.set('appointments', record);
  queueBookingFollowersUpdate(
    ctx,
    tx,
    'appointments',
    record.id,
    appointmentStepTexts(record, doctor?.name ?? ''),
  );
  return record;
}

function moveLabBooking(
  ctx: ActionContext,
  tx: Transaction,
  current: LabBooking,
  to: BookingStep,
  time: string | undefined,
  by: { role: 'admin'; id: string },
): LabBooking {
  assertStep('labBookings', current, to, 'admin');
  assertTimely(ctx, 'labBookings', current, to);
  const at = ctx.clock.now().toISOString();
  const confirmedTime = to === 'confirmed' ? (time ?? current.time) : current.time;
  if (to === 'confirmed') assertCollectionTime(ctx, current.date, confirmedTime);
  const confirmation = to === 'confirmed' ? { date: current.date, time: confirmedTime } : {};
  const moved = applyStep('labBookings', current, { to, by, at, ...confirmation });
  const record = { ...moved, ...(confirmedTime ? { time: confirmedTime } : {}) };
  tx.set('labBookings', record);
  queueBookingFollowersUpdate(ctx, tx, 'labBookings', record.id, labStepTexts(record));
  return record;
}

/**
 * Staff take an appointment or a lab booking to its next step: confirm it (with a time), mark
 * the patient seen or the sample collected, the report ready, a no-show, or cancel it. A step
 * the booking's status does not allow is refused and changes nothing; the patient's page shows
 * each step, and chats following the booking on Telegram are told.
 */
export const moveBooking = defineAction({
  name: 'moveBooking',
  summary: 'Take an appointment or lab booking to its next step (admins, the lab)',
  audience: admins,
  clientLimit: 'staff',
  input: moveBookingInput,
  async run(ctx, { kind, id, to, time }) {
    const by = { role: 'admin' as const, id: asRole(ctx.principal, 'admin').adminId };
    const booking = await ctx.store.transaction(async (tx) => {
      if (kind === 'appointments') {
        const current = await tx.get('appointments', id);
        if (!current) throw notFound(`No appointment with id ${id}`);
        return moveAppointment(ctx, tx, current, to, time, by);
      }
      const current = await tx.get('labBookings', id);
      if (!current) throw notFound(`No lab booking with id ${id}`);
      return moveLabBooking(ctx, tx, current, to, time, by);
    });
    return { booking };
  },
});
