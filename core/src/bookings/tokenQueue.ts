import type { Appointment } from '../model/medical';
import type { QueueToken, TokenQueue } from '../model/tokenQueue';

/** Presses of "Next" kept for the pace: the last few, so a slow morning does not linger. */
const pacePresses = 6;

/** Patients ahead of someone when the bot tells them to come to the chamber. */
export const aheadWhenTold = 3;

const nextNumber = (queue: Pick<TokenQueue, 'tokens'>) =>
  queue.tokens.reduce((top, token) => Math.max(top, token.number), 0) + 1;

/**
 * The day's confirmed appointments that have no token yet, each given the next number in order
 * of appointment time: at opening that numbers the whole day by time; an appointment confirmed
 * later joins at the end, as a walk-in does.
 */
export function withConfirmedAppointments(
  queue: TokenQueue,
  appointments: readonly Appointment[],
  at: string,
): TokenQueue {
  const tokened = new Set(queue.tokens.map((token) => token.appointmentId));
  const fresh = appointments
    .filter((one) => one.status === 'confirmed' && !tokened.has(one.id))
    .sort((a, b) => a.slot.localeCompare(b.slot) || a.createdAt.localeCompare(b.createdAt));
  const first = nextNumber(queue);
  const added: QueueToken[] = fresh.map((one, index) => ({
    number: first + index,
    appointmentId: one.id,
    addedAt: at,
  }));
  return { ...queue, tokens: [...queue.tokens, ...added] };
}

export function withWalkIn(queue: TokenQueue, name: string, at: string): TokenQueue {
  const token: QueueToken = { number: nextNumber(queue), walkInName: name, addedAt: at };
  return { ...queue, tokens: [...queue.tokens, token] };
}

/**
 * "Next" closing token `closing`: the queue moves to the following token. A press naming a
 * token that is not the one being seen (a double tap, a second desk) changes nothing, so the
 * same press twice moves the queue once. Past the last token it rests on the last.
 */
export function afterNext(queue: TokenQueue, closing: number, at: string): TokenQueue | null {
  if (closing !== queue.nowSeeing) return null;
  const following = queue.tokens.find((token) => token.number > closing);
  if (!following) return null;
  const calledAt = [...queue.calledAt, at].slice(-pacePresses);
  return { ...queue, nowSeeing: following.number, calledAt };
}

/** Minutes per patient: the recent pace once there are two presses, else the chamber's slot. */
export function minutesPerPatient(queue: TokenQueue, slotMinutes: number): number {
  const times = queue.calledAt.map((at) => Date.parse(at));
  if (times.length < 2) return slotMinutes;
  const span = (times[times.length - 1] as number) - (times[0] as number);
  const pace = span / (times.length - 1) / 60_000;
  return Math.max(1, Math.round(pace));
}

/** Tokens still to be called before `number`, the one being seen counted among them. */
export function aheadOf(queue: TokenQueue, number: number): number {
  return queue.tokens.filter((token) => token.number < number && token.number >= queue.nowSeeing)
    .length;
}

/** Tokens not yet called: those after the one being seen (all of them before the first Next). */
export function waitingIn(queue: TokenQueue): number {
  return queue.tokens.filter((token) => token.number > queue.nowSeeing).length;
}

/** The token whose holder now has exactly `aheadWhenTold` ahead of them, if any. */
export function tokenToTell(queue: TokenQueue): QueueToken | undefined {
  const index = queue.tokens.findIndex((token) => token.number === queue.nowSeeing);
  return index < 0 ? undefined : queue.tokens[index + aheadWhenTold];
}
