import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError, invalid } from '../app/errors';
import { everyone } from '../app/principal';
import { newRequestFields } from '../bookings/requestFields';
import { bookableSlotsOn, slotsOn } from '../bookings/slots';
import { queueAlert } from '../botMessages/alerts';
import { labBookingButtons } from '../botMessages/queue';
import { clientKey } from '../limits/requestCounters';
import {
  assertWithinHorizon,
  checkBookingLimits,
  checkContactLimits,
} from '../limits/requestLimits';
import {
  addressSchema,
  contactPersonSchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  longTextSchema,
  mobileSchema,
  nameSchema,
  shortTextSchema,
  timeOfDaySchema,
} from '../model/common';
import type { BookingChange, LabTest } from '../model/medical';
import { keyboardOf } from '../model/outbox';
import { inEach } from '../notifications/language';
import {
  appointmentBookedText,
  contactMessageText,
  labBookedText,
  medicalAssistanceText,
} from '../notifications/texts';
import { alertDay, alertTime, doctorTitle } from '../notifications/when';
import { refusal } from '../refusals';
import { townDate } from '../time/townClock';
import { keepBookingSecret, slotHolders } from './bookingLinks';

const patientSchema = contactPersonSchema.extend({
  age: z.int('Age must be a whole number').min(0).max(130).optional(),
});

function assertNotPast(ctx: ActionContext, date: string) {
  if (date < townDate(ctx.clock.now(), ctx.town.timeZone)) {
    throw invalid(
      'date: Choose today or a later date',
      refusal('invalid-fields', {
        issues: [{ path: 'date', message: 'Choose today or a later date' }],
      }),
    );
  }
}

export const bookAppointment = defineAction({
  name: 'bookAppointment',
  summary: "Book a slot in a doctor's chamber",
  audience: everyone,
  input: z.strictObject({
    doctorId: idSchema,
    date: isoDateSchema,
    slot: timeOfDaySchema,
    patient: patientSchema,
    note: shortTextSchema.optional(),
  }),
  async run(ctx, input) {
    assertNotPast(ctx, input.date);
    assertWithinHorizon(ctx, input.date);
    const client = await clientKey(ctx);
    const booking = await ctx.store.transaction(async (tx) => {
      const countBooking = await checkBookingLimits(
        ctx,
        tx,
        'appointment',
        input.patient.phone,
        client,
      );
      const doctor = await tx.get('doctors', input.doctorId);
      if (!doctor?.active) throw new DomainError('not-found', 'This doctor is not taking bookings');
      if (!slotsOn(doctor, input.date).includes(input.slot)) {
        throw invalid(
          `slot: ${doctorTitle(doctor.name)} has no ${input.slot} slot on ${input.date}`,
        );
      }
      if (
        !bookableSlotsOn(doctor, input.date, ctx.clock.now(), ctx.town.timeZone).includes(
          input.slot,
        )
      ) {
        throw invalid(`slot: ${input.slot} on ${input.date} has already passed`);
      }
      const taken = await slotHolders(tx, doctor.id, input.date, input.slot);
      if (taken.length > 0) {
        throw new DomainError('already-exists', 'That slot was just taken; please choose another');
      }
      countBooking();
      const fields = newRequestFields(ctx);
      const appointment = {
        ...fields,
        doctorId: doctor.id,
        date: input.date,
        slot: input.slot,
        patient: input.patient,
        ...(input.note ? { note: input.note } : {}),
        status: 'requested' as const,
        history: [asked(fields.createdAt, input.date, input.slot)],
      };
      tx.set('appointments', appointment);
      queueAlert(ctx, tx, {
        channel: 'adminGroup',
        event: 'appointmentBooked',
        ref: `appointments/${appointment.id}`,
        text: inEach((language) => appointmentBookedText(appointment, doctor, language)),
      });
      return { appointment, secret: await keepBookingSecret(ctx, tx, appointment.id) };
    });
    // The secret is given once, here: the store keeps only its digest (see bookingLinks).
    return {
      code: booking.appointment.code,
      secret: booking.secret,
      date: booking.appointment.date,
      slot: booking.appointment.slot,
    };
  },
});

/** The first step of every booking: the patient asks for a day (and a time). */
const asked = (at: string, date: string, time?: string): BookingChange => ({
  status: 'requested',
  at,
  by: { role: 'customer' },
  date,
  ...(time ? { time } : {}),
});

/**
 * The lab takes samples at the times its town config lists (`lab.collection`): a booking
 * chooses one that day, still ahead. A town whose lab lists none takes bookings without one.
 */
export function assertCollectionTime(
  ctx: Pick<ActionContext, 'clock' | 'town'>,
  date: string,
  time: string | undefined,
): void {
  const collection = ctx.town.lab?.collection;
  if (!collection) return;
  const times = slotsOn(collection, date);
  const fieldError = (message: string) =>
    invalid(`time: ${message}`, refusal('invalid-fields', { issues: [{ path: 'time', message }] }));
  if (times.length === 0) throw fieldError(`The lab takes no samples on ${alertDay(date)}`);
  if (!time) throw fieldError('Choose a collection time');
  if (!times.includes(time)) {
    throw fieldError(`The lab takes no samples at ${alertTime(time)} on ${alertDay(date)}`);
  }
  if (!bookableSlotsOn(collection, date, ctx.clock.now(), ctx.town.timeZone).includes(time)) {
    throw fieldError(`${alertTime(time)} on ${alertDay(date)} has already passed`);
  }
}

export const bookLabTest = defineAction({
  name: 'bookLabTest',
  summary: 'Book lab tests, at the lab or with home sample collection, at a collection time',
  audience: everyone,
  input: z
    .strictObject({
      testIds: z.array(idSchema).min(1, 'Choose at least one test').max(20),
      patient: patientSchema,
      date: isoDateSchema,
      /** One of the lab's collection times that day (`lab.collection` in the town config). */
      time: timeOfDaySchema.optional(),
      homeCollection: z.boolean(),
      address: addressSchema.optional(),
    })
    .refine((input) => !input.homeCollection || input.address, {
      message: 'An address is needed for home collection',
      path: ['address'],
    }),
  async run(ctx, input) {
    assertNotPast(ctx, input.date);
    assertWithinHorizon(ctx, input.date);
    assertCollectionTime(ctx, input.date, input.time);
    const client = await clientKey(ctx);
    const booking = await ctx.store.transaction(async (tx) => {
      const countBooking = await checkBookingLimits(
        ctx,
        tx,
        'labTest',
        input.patient.phone,
        client,
      );
      const testIds = [...new Set(input.testIds)];
      const tests: LabTest[] = [];
      for (const id of testIds) {
        const test = await tx.get('labTests', id);
        if (!test?.active) throw new DomainError('not-found', `Lab test ${id} is not offered`);
        if (input.homeCollection && !test.homeCollection) {
          throw invalid(`"${test.name}" needs a visit to the lab; home collection is not possible`);
        }
        tests.push(test);
      }
      const totalPaise = tests.reduce((sum, test) => sum + test.pricePaise, 0);
      countBooking();
      const fields = newRequestFields(ctx);
      const labBooking = {
        ...fields,
        testIds,
        patient: input.patient,
        date: input.date,
        ...(input.time ? { time: input.time } : {}),
        homeCollection: input.homeCollection,
        ...(input.address ? { address: input.address } : {}),
        totalPaise,
        status: 'requested' as const,
        history: [asked(fields.createdAt, input.date, input.time)],
      };
      tx.set('labBookings', labBooking);
      const buttons = labBookingButtons(ctx, tx, labBooking);
      queueAlert(ctx, tx, {
        channel: 'labClient',
        event: 'labTestBooked',
        ref: `labBookings/${labBooking.id}`,
        text: inEach((language) => labBookedText(labBooking, tests, language)),
        // The next step's buttons, for a linked admin in the lab's chat.
        keyboard: inEach((language) => keyboardOf(buttons[language])),
      });
      return { labBooking, secret: await keepBookingSecret(ctx, tx, labBooking.id) };
    });
    return {
      code: booking.labBooking.code,
      secret: booking.secret,
      totalPaise: booking.labBooking.totalPaise,
      date: booking.labBooking.date,
      ...(booking.labBooking.time ? { time: booking.labBooking.time } : {}),
    };
  },
});

export const requestMedicalAssistance = defineAction({
  name: 'requestMedicalAssistance',
  summary: 'Ask for medical help at an address',
  audience: everyone,
  input: z.strictObject({
    requester: contactPersonSchema,
    address: addressSchema,
    need: z
      .string()
      .trim()
      .min(3, 'Describe what help is needed')
      .max(1000, 'Too long (1000 characters at most)'),
    urgent: z.boolean(),
  }),
  async run(ctx, input) {
    const request = {
      ...newRequestFields(ctx),
      ...input,
    };
    const client = await clientKey(ctx);
    const secret = await ctx.store.transaction(async (tx) => {
      const countRequest = await checkBookingLimits(
        ctx,
        tx,
        'assistance',
        input.requester.phone,
        client,
      );
      countRequest();
      tx.set('medicalAssistance', request);
      queueAlert(ctx, tx, {
        channel: 'adminGroup',
        event: 'medicalAssistanceRequested',
        ref: `medicalAssistance/${request.id}`,
        text: inEach((language) => medicalAssistanceText(request, language)),
      });
      return keepBookingSecret(ctx, tx, request.id);
    });
    return { code: request.code, secret };
  },
});

export const sendContactMessage = defineAction({
  name: 'sendContactMessage',
  summary: 'Send a message to the town team',
  audience: everyone,
  input: z
    .strictObject({
      name: nameSchema,
      phone: mobileSchema.optional(),
      email: emailSchema.optional(),
      message: longTextSchema.min(3, 'Message is too short'),
    })
    .refine((input) => input.phone || input.email, {
      message: 'Give a phone number or an email so we can answer',
      path: ['phone'],
    }),
  async run(ctx, input) {
    const message = {
      ...newRequestFields(ctx),
      ...input,
    };
    const client = await clientKey(ctx);
    await ctx.store.transaction(async (tx) => {
      const countMessage = await checkContactLimits(ctx, tx, client);
      countMessage();
      tx.set('contactMessages', message);
      queueAlert(ctx, tx, {
        channel: 'adminGroup',
        event: 'contactMessageReceived',
        ref: `contactMessages/${message.id}`,
        text: inEach((language) => contactMessageText(message, language)),
      });
    });
    return { code: message.code };
  },
});
