import type { ActionContext } from '../app/define';
import type { SteppedKind } from '../bookings/steps';
import type { Appointment, LabBooking } from '../model/medical';
import type { OutboxEntry } from '../model/outbox';
import { html, lines } from '../notifications/telegramHtml';
import { alertWhen, doctorTitle } from '../notifications/when';
import type { Clock, IdSource, Transaction } from '../ports';
import { botEntry } from './entries';
import { followBookingTokenPayloadOf, telegramFollowLink } from './payloads';

/** The event of an outbox entry that stands for "tell this booking's followers its new step". */
export const bookingFollowersEvent = 'bookingFollowers';

const followerId = (bookingId: string, chatId: string) => `${bookingId}_${chatId}`;

/** What the patient is told of a step, in the bot's words (HTML, escaped). */
export function appointmentStepText(appointment: Appointment, doctorName: string): string {
  const head = `Appointment ${appointment.code}`;
  const when = alertWhen(appointment.date, appointment.slot);
  const doctor = doctorName ? doctorTitle(doctorName) : 'the doctor';
  switch (appointment.status) {
    case 'requested':
      return lines(
        html`${head} with ${doctor}: asked for ${when}.`,
        html`The town help desk confirms the time with the chamber.`,
      );
    case 'confirmed':
      return lines(html`${head}: confirmed with ${doctor} for ${when}.`);
    case 'seen':
      return lines(html`${head}: seen by ${doctor}. Get well soon.`);
    case 'cancelled':
      return lines(html`${head} (${when}): cancelled.`);
    case 'noShow':
      return lines(html`${head} (${when}): marked missed; nobody came at the time.`);
  }
}

export function labStepText(booking: LabBooking): string {
  const head = `Lab booking ${booking.code}`;
  const when = alertWhen(booking.date, booking.time);
  const where = booking.homeCollection ? 'at your address' : 'at the lab';
  switch (booking.status) {
    case 'requested':
      return lines(html`${head} for ${when}: waiting for the lab to confirm.`);
    case 'confirmed':
      return lines(html`${head}: confirmed. Sample collection ${where}, ${when}.`);
    case 'sampleCollected':
      return lines(html`${head}: sample collected. The lab is preparing the report.`);
    case 'reportReady':
      return lines(html`${head}: your report is ready.`);
    case 'cancelled':
      return lines(html`${head} (${when}): cancelled.`);
    case 'noShow':
      return lines(html`${head} (${when}): marked missed; no sample was given.`);
  }
}

/**
 * "Follow on Telegram" for the holder of a booking's private link: the bot's deep link with the
 * code and a follow token (never the secret). Nothing when the town has no bot.
 */
export function bookingFollowOf(
  ctx: Pick<ActionContext, 'botUsername'>,
  code: string,
  secretHash: string,
): { telegramFollow?: string } {
  return telegramFollowLink(ctx.botUsername, followBookingTokenPayloadOf(code, secretHash));
}

/** This chat follows the booking from now on. Writes only. */
export function addBookingFollower(
  deps: { clock: Clock },
  tx: Transaction,
  bookingId: string,
  chatId: string,
): void {
  tx.set('bookingFollowers', {
    id: followerId(bookingId, chatId),
    bookingId,
    chatId,
    followedAt: deps.clock.now().toISOString(),
  });
}

/**
 * A booking took a step: one stand-in entry, turned into a message per following chat when it
 * is sent (`expandBookingFollowers`), since the step's transaction may read no more. Writes only.
 */
export function queueBookingFollowersUpdate(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  kind: SteppedKind,
  bookingId: string,
  text: string,
): void {
  tx.set('outbox', {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    event: bookingFollowersEvent,
    ref: `${kind}/${bookingId}`,
    text,
    parseMode: 'HTML',
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  });
}

/** One message per chat following the booking, in one transaction with deleting the stand-in. */
export async function expandBookingFollowers(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  entry: OutboxEntry,
): Promise<number> {
  const bookingId = entry.ref.replace(/^(appointments|labBookings)\//, '');
  const followers = await tx.query('bookingFollowers', { where: [['bookingId', bookingId]] });
  for (const follower of followers) {
    tx.set(
      'outbox',
      botEntry(
        deps,
        { channel: 'telegramChat', to: follower.chatId },
        'bookingFollowed',
        entry.ref,
        { text: entry.text, buttons: [] },
      ),
    );
  }
  tx.delete('outbox', entry.id);
  return followers.length;
}
