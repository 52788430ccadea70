import { defineRead, type ReadContext } from '../app/define';
import { notFound } from '../app/errors';
import { admins, everyone } from '../app/principal';
import { aheadOf, minutesPerPatient, waitingIn } from '../bookings/tokenQueue';
import type { Appointment } from '../model/medical';
import { doctorQueueInput, tokenQueueIdOf } from '../model/tokenQueue';
import { townDate } from '../time/townClock';

const today = (ctx: ReadContext) => townDate(ctx.clock.now(), ctx.town.timeZone);

export interface QueuePlace {
  nowSeeing: number;
  token: number;
  ahead: number;
  minutes: number;
}

/** An appointment's place in its doctor's queue, on its own day only. */
export async function placeInQueue(
  ctx: ReadContext,
  appointment: Appointment,
): Promise<QueuePlace | null> {
  if (appointment.date !== today(ctx)) return null;
  const queue = await ctx.store.get(
    'tokenQueues',
    tokenQueueIdOf(appointment.doctorId, appointment.date),
  );
  const token = queue?.tokens.find((one) => one.appointmentId === appointment.id);
  if (!queue || !token) return null;
  const doctor = await ctx.store.get('doctors', appointment.doctorId);
  const ahead = aheadOf(queue, token.number);
  const minutes = ahead * minutesPerPatient(queue, doctor?.slotMinutes ?? 10);
  return { nowSeeing: queue.nowSeeing, token: token.number, ahead, minutes };
}

/** The desk's view of a doctor's queue today: every token with its patient's name. */
export const tokenQueue = defineRead({
  name: 'tokenQueue',
  summary: "A doctor's token queue of today, with patients' names (admins: the desk)",
  audience: admins,
  input: doctorQueueInput,
  async run(ctx, { doctorId }) {
    const doctor = await ctx.store.get('doctors', doctorId);
    if (!doctor) throw notFound(`No doctor with id ${doctorId}`);
    const queue = await ctx.store.get('tokenQueues', tokenQueueIdOf(doctorId, today(ctx)));
    if (!queue) return { queue: null };
    // The day's appointments of this doctor in one query, not one read per token.
    const appointments = await ctx.store.query('appointments', {
      where: [
        ['doctorId', doctorId],
        ['date', queue.date],
      ],
    });
    const patientOf = new Map(appointments.map((one) => [one.id, one.patient.name]));
    const tokens = queue.tokens.map((token) => ({
      number: token.number,
      name: token.walkInName ?? patientOf.get(token.appointmentId ?? '') ?? '',
      walkIn: token.walkInName !== undefined,
    }));
    return {
      queue: {
        date: queue.date,
        nowSeeing: queue.nowSeeing,
        waiting: waitingIn(queue),
        minutesPerPatient: minutesPerPatient(queue, doctor.slotMinutes),
        tokens,
      },
    };
  },
});

/** The public doctor page's line: how many wait in today's queue (no names, no numbers). */
export const doctorQueueLength = defineRead({
  name: 'doctorQueueLength',
  summary: "How many patients wait in a doctor's queue today",
  audience: everyone,
  input: doctorQueueInput,
  async run(ctx, { doctorId }) {
    const queue = await ctx.store.get('tokenQueues', tokenQueueIdOf(doctorId, today(ctx)));
    return queue ? { open: true, waiting: waitingIn(queue) } : { open: false, waiting: 0 };
  },
});
