import type { ActionContext } from '../app/define';
import type { SteppedKind } from '../bookings/steps';
import type { Appointment, LabBooking } from '../model/medical';
import type { OutboxEntry } from '../model/outbox';
import { type InEach, inEach, isLanguage, type Language } from '../notifications/language';
import { html, lines, type Markup } from '../notifications/telegramHtml';
import { alertWhen, doctorTitle } from '../notifications/when';
import type { Clock, IdSource, Transaction } from '../ports';
import { botEntry, wordedFields, wordingsOf } from './entries';
import { followBookingTokenPayloadOf, telegramFollowLink } from './payloads';

/** The event of an outbox entry that stands for "tell this booking's followers its new step". */
export const bookingFollowersEvent = 'bookingFollowers';

const followerId = (bookingId: string, chatId: string) => `${bookingId}_${chatId}`;

/** What the patient is told of each step, per language; values are escaped by `html`. */
interface StepWords {
  appointment: (code: string) => string;
  theDoctor: string;
  appointmentSteps: Record<
    Appointment['status'],
    (head: string, doctor: string, when: string) => Markup[]
  >;
  lab: (code: string) => string;
  atYourAddress: string;
  atTheLab: string;
  labSteps: Record<LabBooking['status'], (head: string, when: string, where: string) => Markup[]>;
  /** The answer to following it. */
  following: string;
}

export const bookingStepWords: InEach<StepWords> = {
  en: {
    appointment: (code) => `Appointment ${code}`,
    theDoctor: 'the doctor',
    appointmentSteps: {
      requested: (head, doctor, when) => [
        html`${head} with ${doctor}: asked for ${when}.`,
        html`The town help desk confirms the time with the chamber.`,
      ],
      confirmed: (head, doctor, when) => [html`${head}: confirmed with ${doctor} for ${when}.`],
      seen: (head, doctor) => [html`${head}: seen by ${doctor}. Get well soon.`],
      cancelled: (head, _doctor, when) => [html`${head} (${when}): cancelled.`],
      noShow: (head, _doctor, when) => [
        html`${head} (${when}): marked missed; nobody came at the time.`,
      ],
    },
    lab: (code) => `Lab booking ${code}`,
    atYourAddress: 'at your address',
    atTheLab: 'at the lab',
    labSteps: {
      requested: (head, when) => [html`${head} for ${when}: waiting for the lab to confirm.`],
      confirmed: (head, when, where) => [
        html`${head}: confirmed. Sample collection ${where}, ${when}.`,
      ],
      sampleCollected: (head) => [
        html`${head}: sample collected. The lab is preparing the report.`,
      ],
      reportReady: (head) => [html`${head}: your report is ready.`],
      cancelled: (head, when) => [html`${head} (${when}): cancelled.`],
      noShow: (head, when) => [html`${head} (${when}): marked missed; no sample was given.`],
    },
    following: 'You will get each step of this booking here, and nothing else. Send /stop to stop.',
  },
  bn: {
    appointment: (code) => `অ্যাপয়েন্টমেন্ট ${code}`,
    theDoctor: 'ডাক্তার',
    appointmentSteps: {
      requested: (head, doctor, when) => [
        html`${head}, ${doctor}: ${when}-এর জন্য চাওয়া হয়েছে।`,
        html`শহরের হেল্প ডেস্ক চেম্বারের সঙ্গে সময়টি পাকা করবে।`,
      ],
      confirmed: (head, doctor, when) => [html`${head}: ${doctor}, ${when}-এর জন্য নিশ্চিত।`],
      seen: (head, doctor) => [html`${head}: ${doctor} দেখেছেন। তাড়াতাড়ি সেরে উঠুন।`],
      cancelled: (head, _doctor, when) => [html`${head} (${when}): বাতিল।`],
      noShow: (head, _doctor, when) => [
        html`${head} (${when}): আসা হয়নি বলে লেখা হয়েছে; সময়মতো কেউ আসেননি।`,
      ],
    },
    lab: (code) => `ল্যাব বুকিং ${code}`,
    atYourAddress: 'আপনার ঠিকানায়',
    atTheLab: 'ল্যাবে',
    labSteps: {
      requested: (head, when) => [html`${head}, ${when}: ল্যাবের নিশ্চিত করার অপেক্ষায়।`],
      confirmed: (head, when, where) => [html`${head}: নিশ্চিত। নমুনা নেওয়া হবে ${where}, ${when}।`],
      sampleCollected: (head) => [html`${head}: নমুনা নেওয়া হয়েছে। ল্যাব রিপোর্ট তৈরি করছে।`],
      reportReady: (head) => [html`${head}: আপনার রিপোর্ট তৈরি।`],
      cancelled: (head, when) => [html`${head} (${when}): বাতিল।`],
      noShow: (head, when) => [html`${head} (${when}): আসা হয়নি বলে লেখা হয়েছে; নমুনা দেওয়া হয়নি।`],
    },
    following: 'এই বুকিংয়ের প্রতিটি ধাপ এখানে পাবেন, আর কিছু নয়। বন্ধ করতে /stop পাঠান।',
  },
};

/** What the patient is told of a step, in the bot's words (HTML, escaped), in `language`. */
export function appointmentStepText(
  appointment: Appointment,
  doctorName: string,
  language: Language = 'en',
): string {
  const say = bookingStepWords[language];
  const when = alertWhen(appointment.date, appointment.slot, language);
  const doctor = doctorName ? doctorTitle(doctorName, language) : say.theDoctor;
  return lines(
    ...say.appointmentSteps[appointment.status](say.appointment(appointment.code), doctor, when),
  );
}

export function labStepText(booking: LabBooking, language: Language = 'en'): string {
  const say = bookingStepWords[language];
  const when = alertWhen(booking.date, booking.time, language);
  const where = booking.homeCollection ? say.atYourAddress : say.atTheLab;
  return lines(...say.labSteps[booking.status](say.lab(booking.code), when, where));
}

/** A step's text in every language, for `queueBookingFollowersUpdate`. */
export const appointmentStepTexts = (appointment: Appointment, doctorName: string) =>
  inEach((language) => appointmentStepText(appointment, doctorName, language));
export const labStepTexts = (booking: LabBooking) =>
  inEach((language) => labStepText(booking, language));

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
  deps: { ids: IdSource; clock: Clock; town: { defaultLanguage: Language } },
  tx: Transaction,
  kind: SteppedKind,
  bookingId: string,
  texts: InEach<string>,
): void {
  tx.set('outbox', {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    event: bookingFollowersEvent,
    ref: `${kind}/${bookingId}`,
    ...wordedFields(
      inEach((language) => ({ text: texts[language] })),
      deps.town.defaultLanguage,
    ),
    parseMode: 'HTML',
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  });
}

/**
 * One message per chat following the booking, in one transaction with deleting the stand-in;
 * each in every language the stand-in has, for the sender to send the chat's own.
 */
export async function expandBookingFollowers(
  deps: { ids: IdSource; clock: Clock },
  tx: Transaction,
  entry: OutboxEntry,
): Promise<number> {
  const bookingId = entry.ref.replace(/^(appointments|labBookings)\//, '');
  const followers = await tx.query('bookingFollowers', { where: [['bookingId', bookingId]] });
  const wordings = wordingsOf(entry);
  const bodies = inEach((language) => ({ text: wordings[language].text, buttons: [] }));
  for (const follower of followers) {
    tx.set(
      'outbox',
      botEntry(
        deps,
        { channel: 'telegramChat', to: follower.chatId },
        'bookingFollowed',
        entry.ref,
        bodies,
        isLanguage(entry.language) ? entry.language : 'en',
      ),
    );
  }
  tx.delete('outbox', entry.id);
  return followers.length;
}
