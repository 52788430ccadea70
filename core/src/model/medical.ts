import { z } from 'zod';
import { appointmentStatuses, doctorKinds, labBookingStatuses } from '../vocabulary';
import {
  addressSchema,
  contactPersonSchema,
  dialNumberSchema,
  geoPointSchema,
  hoursSchema,
  idSchema,
  imageRefSchema,
  isoDateSchema,
  isoDateTimeSchema,
  longTextSchema,
  nameSchema,
  paiseSchema,
  shortTextSchema,
  timeOfDaySchema,
} from './common';

/** The medical screen's choice between specialists and general practitioners. */
export const doctorKindSchema = z.enum(doctorKinds);
export type DoctorKind = z.infer<typeof doctorKindSchema>;

export const doctorSchema = z.object({
  id: idSchema,
  name: nameSchema,
  kind: doctorKindSchema,
  /** "Cardiology", "Paediatrics"...; "General Medicine" for general practitioners. */
  specialty: z.string().trim().min(1).max(60),
  qualifications: shortTextSchema,
  /** In Bengali ("শিশু বিশেষজ্ঞ"), shown when the page is; the doctor's name is not translated. */
  specialtyBn: z.string().trim().min(1).max(60).optional(),
  qualificationsBn: shortTextSchema.optional(),
  chamber: z.object({
    name: nameSchema,
    address: shortTextSchema,
    /** In Bengali, shown when the page is; English stands in for a missing one. */
    nameBn: nameSchema.optional(),
    addressBn: shortTextSchema.optional(),
    phone: dialNumberSchema,
    /** A WhatsApp number, shown as a WhatsApp link beside the phone. */
    whatsapp: dialNumberSchema.optional(),
    /** Where the chamber is; without it the map link searches the address. */
    pin: geoPointSchema.optional(),
  }),
  hours: z.array(hoursSchema).min(1).max(14),
  slotMinutes: z.int().min(5).max(120),
  feePaise: paiseSchema,
  image: imageRefSchema.optional(),
  active: z.boolean(),
});
export type Doctor = z.infer<typeof doctorSchema>;

export const labTestSchema = z.object({
  id: idSchema,
  name: nameSchema,
  description: shortTextSchema,
  sampleType: z.string().trim().max(40),
  pricePaise: paiseSchema,
  reportHours: z
    .int()
    .min(1)
    .max(24 * 30),
  homeCollection: z.boolean(),
  preparation: shortTextSchema.optional(),
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  nameBn: nameSchema.optional(),
  descriptionBn: shortTextSchema.optional(),
  sampleTypeBn: z.string().trim().max(40).optional(),
  preparationBn: shortTextSchema.optional(),
  active: z.boolean(),
});
export type LabTest = z.infer<typeof labTestSchema>;

/**
 * Bookings and requests share `handled`: off the staff's open list. A help request or a message
 * is marked so by hand; an appointment or a lab booking is handled once its steps are over.
 */
const bookingBase = {
  id: idSchema,
  code: z.string(),
  handled: z.boolean(),
  createdAt: isoDateTimeSchema,
};

/** Who took a booking's step: its patient (whoever holds its link) or an admin (the desk, the lab). */
export const bookingActorSchema = z.object({
  role: z.enum(['customer', 'admin']),
  id: z.string().optional(),
});
export type BookingActor = z.infer<typeof bookingActorSchema>;

/** One step of a booking, as its page lists them. */
export const bookingChangeSchema = z.object({
  status: z.enum([...new Set([...appointmentStatuses, ...labBookingStatuses])] as [
    string,
    ...string[],
  ]),
  /** Absent on steps of a booking stored before bookings had steps, whose time nobody kept. */
  at: isoDateTimeSchema.optional(),
  by: bookingActorSchema,
  /** The day and time this step set: the time confirmed, or the one the patient moved to. */
  date: isoDateSchema.optional(),
  time: timeOfDaySchema.optional(),
});
export type BookingChange = z.infer<typeof bookingChangeSchema>;

export const appointmentSchema = z.object({
  ...bookingBase,
  doctorId: idSchema,
  date: isoDateSchema,
  slot: timeOfDaySchema,
  patient: contactPersonSchema.extend({ age: z.int().min(0).max(130).optional() }),
  note: shortTextSchema.optional(),
  status: z.enum(appointmentStatuses),
  history: z.array(bookingChangeSchema),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const labBookingSchema = z.object({
  ...bookingBase,
  testIds: z.array(idSchema).min(1).max(20),
  patient: contactPersonSchema.extend({ age: z.int().min(0).max(130).optional() }),
  date: isoDateSchema,
  /** The collection time: the one asked for, then the one the lab confirmed. */
  time: timeOfDaySchema.optional(),
  homeCollection: z.boolean(),
  address: addressSchema.optional(),
  totalPaise: paiseSchema,
  status: z.enum(labBookingStatuses),
  history: z.array(bookingChangeSchema),
});
export type LabBooking = z.infer<typeof labBookingSchema>;

export const medicalAssistanceSchema = z.object({
  ...bookingBase,
  requester: contactPersonSchema,
  address: addressSchema,
  need: z.string().trim().min(3, 'Describe what help is needed').max(1000),
  urgent: z.boolean(),
});
export type MedicalAssistanceRequest = z.infer<typeof medicalAssistanceSchema>;

export const contactMessageSchema = z.object({
  ...bookingBase,
  name: nameSchema,
  phone: z.string().optional(),
  email: z.string().optional(),
  message: longTextSchema.min(3, 'Message is too short'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * Digests of the secret of a booking's private link (an appointment, lab booking or medical
 * help request, by its id): server business only, like orderKeys.
 */
export const bookingKeysSchema = z.object({
  id: idSchema,
  secretHash: z.string().min(1),
});
export type BookingKeys = z.infer<typeof bookingKeysSchema>;
