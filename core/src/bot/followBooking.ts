import { bookingForFollowToken, bookingForLink } from '../actions/bookingLinks';
import { invalid } from '../app/errors';
import {
  addBookingFollower,
  appointmentStepText,
  labStepText,
} from '../botMessages/bookingFollowers';
import type { Transaction } from '../ports';
import type { BotContext } from './context';
import type { BotRequest } from './updates';

/**
 * `/start bf_<code>_<follow token>` from a booking's "Follow on Telegram" (or an older link's
 * `b_<code>_<secret>`, checked as the private link checks it): this chat then hears each step
 * of that booking. A wrong or
 * stale link gets the link's own refusal, which says nothing of whether a booking exists.
 */
export async function followBooking(
  ctx: Pick<BotContext, 'hasher' | 'clock' | 'store'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'followBooking' }>,
): Promise<string> {
  const { key } = request;
  const found =
    'token' in key
      ? await bookingForFollowToken(tx, request.bookingCode, key.token)
      : await bookingForLink(tx, request.bookingCode, await ctx.hasher.digest(key.secret));
  if (found.kind === 'assistance') {
    throw invalid('A medical help request has no steps to follow; the help desk calls you.');
  }
  const now =
    found.kind === 'appointment'
      ? appointmentStepText(
          found.record,
          (await tx.get('doctors', found.record.doctorId))?.name ?? '',
        )
      : labStepText(found.record);
  addBookingFollower(ctx, tx, found.record.id, String(request.message.chat.id));
  return [
    now,
    'You will get each step of this booking here, and nothing else. Send /stop to stop.',
  ].join('\n');
}
