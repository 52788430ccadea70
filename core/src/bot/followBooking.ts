import { bookingForLink } from '../actions/bookingLinks';
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
 * `/start b_<code>_<secret>` from a booking's "Follow on Telegram": the secret is checked as the
 * booking's private link checks it; this chat then hears each step of that booking. A wrong or
 * stale link gets the link's own refusal, which says nothing of whether a booking exists.
 */
export async function followBooking(
  ctx: Pick<BotContext, 'hasher' | 'clock' | 'store'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'followBooking' }>,
): Promise<string> {
  const found = await bookingForLink(
    tx,
    request.bookingCode,
    await ctx.hasher.digest(request.secret),
  );
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
