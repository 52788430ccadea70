import { bookingForFollowToken, bookingForLink } from '../actions/bookingLinks';
import { invalid } from '../app/errors';
import {
  addBookingFollower,
  appointmentStepText,
  bookingStepWords,
  labStepText,
} from '../botMessages/bookingFollowers';
import { type InEach, inEach } from '../notifications/language';
import type { Transaction } from '../ports';
import type { BotContext } from './context';
import { keepFollowerLanguage } from './following';
import type { BotRequest } from './updates';

/**
 * `/start bf_<code>_<follow token>` from a booking's "Follow on Telegram" (or an older link's
 * `b_<code>_<secret>`, checked as the private link checks it): this chat then hears each step
 * of that booking. A wrong or
 * stale link gets the link's own refusal, which says nothing of whether a booking exists.
 */
export async function followBooking(
  ctx: Pick<BotContext, 'hasher' | 'clock' | 'store' | 'town'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'followBooking' }>,
): Promise<InEach<string>> {
  const { key } = request;
  const found =
    'token' in key
      ? await bookingForFollowToken(tx, request.bookingCode, key.token)
      : await bookingForLink(tx, request.bookingCode, await ctx.hasher.digest(key.secret));
  if (found.kind === 'assistance') {
    throw invalid('A medical help request has no steps to follow; the help desk calls you.');
  }
  const record = found.record;
  const doctorName =
    found.kind === 'appointment'
      ? ((await tx.get('doctors', found.record.doctorId))?.name ?? '')
      : '';
  await keepFollowerLanguage(ctx, tx, request.message, request.language);
  addBookingFollower(ctx, tx, record.id, String(request.message.chat.id));
  return inEach((language) =>
    [
      found.kind === 'appointment'
        ? appointmentStepText(found.record, doctorName, language)
        : labStepText(found.record, language),
      bookingStepWords[language].following,
    ].join('\n'),
  );
}
