import { conflict, denied, invalid } from '../app/errors';
import type { BookingActor, BookingChange } from '../model/medical';
import { refusal } from '../refusals';
import {
  type AppointmentStatus,
  appointmentStatuses,
  type BookingStep,
  finalBookingSteps,
  type LabBookingStatus,
  labBookingStatuses,
} from '../vocabulary';

/** The two kinds of booking that move by steps, by the collection that stores them. */
export type SteppedKind = 'appointments' | 'labBookings';
export type StepMover = BookingActor['role'];

type MoveTable<S extends string> = Readonly<
  Record<S, Readonly<Partial<Record<S, readonly StepMover[]>>>>
>;

/**
 * Every legal step of an appointment and who may take it. "customer" is whoever holds the
 * booking's private link; "admin" is the help desk. A patient who moves an appointment to
 * another time leaves it "requested" (or sends a confirmed one back there): the desk confirms
 * the new time with the chamber.
 */
export const appointmentMoves: MoveTable<AppointmentStatus> = {
  // requested → requested: the patient moves it to another time before the desk confirmed.
  requested: { requested: ['customer'], confirmed: ['admin'], cancelled: ['customer', 'admin'] },
  confirmed: {
    requested: ['customer'],
    seen: ['admin'],
    noShow: ['admin'],
    cancelled: ['customer', 'admin'],
  },
  seen: {},
  cancelled: {},
  noShow: {},
};

/** Every legal step of a lab booking and who may take it; the lab acts as an admin. */
export const labBookingMoves: MoveTable<LabBookingStatus> = {
  requested: { confirmed: ['admin'], cancelled: ['customer', 'admin'] },
  confirmed: {
    sampleCollected: ['admin'],
    noShow: ['admin'],
    cancelled: ['customer', 'admin'],
  },
  sampleCollected: { reportReady: ['admin'] },
  reportReady: {},
  cancelled: {},
  noShow: {},
};

const tables: Record<SteppedKind, MoveTable<BookingStep>> = {
  appointments: appointmentMoves as MoveTable<BookingStep>,
  labBookings: labBookingMoves as MoveTable<BookingStep>,
};

/** The statuses a booking of this kind can stand at. */
export const stepsOf: Record<SteppedKind, readonly BookingStep[]> = {
  appointments: appointmentStatuses,
  labBookings: labBookingStatuses,
};

export const isFinalStep = (status: BookingStep) => finalBookingSteps.includes(status);

/** How steps read in messages and errors. */
export const stepLabels: Record<BookingStep, string> = {
  requested: 'waiting for confirmation',
  confirmed: 'confirmed',
  seen: 'seen by the doctor',
  sampleCollected: 'sample collected',
  reportReady: 'report ready',
  cancelled: 'cancelled',
  noShow: 'a no-show',
};

const kindNames: Record<SteppedKind, string> = {
  appointments: 'Appointment',
  labBookings: 'Lab booking',
};

/** The steps `role` may take a booking of `kind` to from `from`. */
export function nextSteps(kind: SteppedKind, from: BookingStep, role: StepMover): BookingStep[] {
  return Object.entries(tables[kind][from] ?? {})
    .filter(([, movers]) => movers?.includes(role))
    .map(([to]) => to as BookingStep);
}

function mayEverTake(kind: SteppedKind, role: StepMover, to: BookingStep): boolean {
  return Object.values(tables[kind]).some((moves) => moves[to]?.includes(role));
}

/**
 * Checks a step without taking it. Refusals in order: a step this kind has not (400), a step
 * this role never takes (403),
 * then a step the booking's current status does not allow (409: it moved on since the caller
 * looked), with the steps that are allowed.
 */
export function assertStep(
  kind: SteppedKind,
  booking: { code: string; status: BookingStep },
  to: BookingStep,
  role: StepMover,
): void {
  if (!stepsOf[kind].includes(to)) {
    throw invalid(`to: ${kindNames[kind].toLowerCase()}s have no step "${to}"`);
  }
  if (!mayEverTake(kind, role, to)) {
    throw denied(
      `${role === 'admin' ? 'Staff' : 'The patient'} cannot mark a booking ${stepLabels[to]}`,
    );
  }
  const allowed = nextSteps(kind, booking.status, role);
  if (!allowed.includes(to)) {
    throw conflict(
      `${kindNames[kind]} ${booking.code} is ${stepLabels[booking.status]}; it cannot be marked ${stepLabels[to]} now`,
      refusal('booking-moved', { status: booking.status, allowed }),
    );
  }
}

export interface Step {
  to: BookingStep;
  by: BookingActor;
  /** ISO time of the step. */
  at: string;
  /** The day and time the step sets (a confirmation's time, a patient's move). */
  date?: string | undefined;
  time?: string | undefined;
}

/** The history entry of a step. */
export function changeOf(step: Step): BookingChange {
  return {
    status: step.to,
    at: step.at,
    by: step.by,
    ...(step.date ? { date: step.date } : {}),
    ...(step.time ? { time: step.time } : {}),
  };
}

/**
 * The booking after a legal step, with the step in its history; throws otherwise. A booking
 * whose steps are over leaves the staff's open list (`handled`).
 */
export function applyStep<
  S extends BookingStep,
  B extends { code: string; status: S; handled: boolean; history: BookingChange[] },
>(kind: SteppedKind, booking: B, step: Step): B {
  assertStep(kind, booking, step.to, step.by.role);
  return {
    ...booking,
    status: step.to as S,
    handled: isFinalStep(step.to),
    history: [...booking.history, changeOf(step)],
  };
}
