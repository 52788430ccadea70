import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { conflict, notFound } from '../app/errors';
import { admins, everyone } from '../app/principal';
import {
  afterNext,
  tokenToTell,
  withConfirmedAppointments,
  withWalkIn,
} from '../bookings/tokenQueue';
import { queueBookingFollowersUpdate } from '../botMessages/bookingFollowers';
import { queueTurnTexts } from '../botMessages/tokenQueue';
import { personNameSchema } from '../model/common';
import { privateLinkInput } from '../model/orders';
import {
  doctorQueueInput,
  type TokenQueue,
  tokenQueueIdOf,
  tokensPerQueue,
} from '../model/tokenQueue';
import type { Transaction } from '../ports';
import { placeInQueue } from '../reads/tokenQueue';
import { townDate } from '../time/townClock';
import { bookingForLink } from './bookingLinks';

const today = (ctx: ActionContext) => townDate(ctx.clock.now(), ctx.town.timeZone);

async function todaysQueue(ctx: ActionContext, tx: Transaction, doctorId: string) {
  return tx.get('tokenQueues', tokenQueueIdOf(doctorId, today(ctx)));
}

/** Today's queue with every confirmed appointment numbered (those confirmed since join last). */
async function withTodaysAppointments(ctx: ActionContext, tx: Transaction, queue: TokenQueue) {
  const appointments = await tx.query('appointments', {
    where: [
      ['doctorId', queue.doctorId],
      ['date', queue.date],
    ],
  });
  return withConfirmedAppointments(queue, appointments, ctx.clock.now().toISOString());
}

function assertRoom(queue: TokenQueue) {
  if (queue.tokens.length > tokensPerQueue) {
    throw conflict(`A day's queue holds ${tokensPerQueue} tokens at most`);
  }
}

/**
 * The desk opens the doctor's queue of today: each confirmed appointment gets a token, in order
 * of appointment time. Opening it again numbers appointments confirmed since, and is otherwise
 * a no-op: nothing already numbered changes its number.
 */
export const openTokenQueue = defineAction({
  name: 'openTokenQueue',
  summary: "Open (or refresh) a doctor's token queue of today (admins: the desk)",
  audience: admins,
  clientLimit: 'staff',
  input: doctorQueueInput,
  async run(ctx, { doctorId }) {
    const queue = await ctx.store.transaction(async (tx) => {
      const doctor = await tx.get('doctors', doctorId);
      if (!doctor) throw notFound(`No doctor with id ${doctorId}`);
      const date = today(ctx);
      const current = (await tx.get('tokenQueues', tokenQueueIdOf(doctorId, date))) ?? {
        id: tokenQueueIdOf(doctorId, date),
        doctorId,
        date,
        openedAt: ctx.clock.now().toISOString(),
        tokens: [],
        nowSeeing: 0,
        calledAt: [],
      };
      const numbered = await withTodaysAppointments(ctx, tx, current);
      assertRoom(numbered);
      tx.set('tokenQueues', numbered);
      return numbered;
    });
    return { queue };
  },
});

async function openQueueOf(ctx: ActionContext, tx: Transaction, doctorId: string) {
  const queue = await todaysQueue(ctx, tx, doctorId);
  if (!queue) throw conflict("This doctor's queue is not open today; open it first");
  return queue;
}

/** A walk-in patient added at the desk gets the next number. */
export const addWalkIn = defineAction({
  name: 'addWalkIn',
  summary: "Add a walk-in patient to a doctor's queue of today (admins: the desk)",
  audience: admins,
  clientLimit: 'staff',
  input: doctorQueueInput.extend({ name: personNameSchema }),
  async run(ctx, { doctorId, name }) {
    const queue = await ctx.store.transaction(async (tx) => {
      const current = await withTodaysAppointments(ctx, tx, await openQueueOf(ctx, tx, doctorId));
      const added = withWalkIn(current, name, ctx.clock.now().toISOString());
      assertRoom(added);
      tx.set('tokenQueues', added);
      return added;
    });
    const token = queue.tokens[queue.tokens.length - 1];
    return { queue, token: token?.number ?? 0 };
  },
});

/**
 * "Next": the desk closes the token it names and calls the following one. Naming a token that is
 * not the one being seen (a double tap) changes nothing and answers the queue as it is. The
 * patient who now has three ahead is told on Telegram when their booking is followed there.
 */
export const callNextToken = defineAction({
  name: 'callNextToken',
  summary: 'Close the token being seen and call the next one (admins: the desk, or /next)',
  audience: admins,
  clientLimit: 'staff',
  input: doctorQueueInput.extend({ closing: z.int().min(0).max(tokensPerQueue) }),
  async run(ctx, { doctorId, closing }) {
    return ctx.store.transaction(async (tx) => {
      const current = await withTodaysAppointments(ctx, tx, await openQueueOf(ctx, tx, doctorId));
      // Read before any write: a Firestore transaction reads nothing after its first write.
      const doctor = await tx.get('doctors', doctorId);
      const moved = afterNext(current, closing, ctx.clock.now().toISOString());
      if (!moved) return { queue: current, moved: false };
      tx.set('tokenQueues', moved);
      tellTheNextToCome(ctx, tx, moved, doctor?.name ?? '');
      return { queue: moved, moved: true };
    });
  },
});

/** The bot's message to the chats following the booking whose turn is three away. Writes only. */
function tellTheNextToCome(
  ctx: ActionContext,
  tx: Transaction,
  queue: TokenQueue,
  doctorName: string,
) {
  const token = tokenToTell(queue);
  if (!token?.appointmentId) return;
  queueBookingFollowersUpdate(
    ctx,
    tx,
    'appointments',
    token.appointmentId,
    queueTurnTexts(token.number, queue.nowSeeing, doctorName),
  );
}

/**
 * The patient's place in today's queue, by their booking's private link: the token being seen,
 * theirs, how many are ahead and about how long. Null when their day has no open queue or their
 * appointment has no token.
 */
export const queuePlaceByLink = defineAction({
  name: 'queuePlaceByLink',
  summary: "Your place in the doctor's queue of today, by your booking's private link",
  audience: everyone,
  clientLimit: 'lookup',
  input: privateLinkInput,
  async run(ctx, { code, secret }) {
    const found = await bookingForLink(ctx.store, code, await ctx.hasher.digest(secret));
    if (found.kind !== 'appointment') return { place: null };
    return { place: await placeInQueue(ctx, found.record) };
  },
});
