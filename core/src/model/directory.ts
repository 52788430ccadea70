import { z } from 'zod';
import {
  emergencyTypes,
  feedTypes,
  serviceTypes,
  teacherModes,
  transportKinds,
} from '../vocabulary';
import {
  dialNumberSchema,
  geoPointSchema,
  idSchema,
  imageRefSchema,
  isoDateTimeSchema,
  longTextSchema,
  nameSchema,
  paiseSchema,
  shortTextSchema,
  timeOfDaySchema,
} from './common';

export { emergencyTypes };
export const emergencyTypeSchema = z.enum(emergencyTypes);
export type EmergencyType = z.infer<typeof emergencyTypeSchema>;

export const emergencyContactSchema = z.object({
  id: idSchema,
  type: emergencyTypeSchema,
  name: nameSchema,
  phone: dialNumberSchema,
  address: shortTextSchema.optional(),
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  nameBn: nameSchema.optional(),
  addressBn: shortTextSchema.optional(),
  allDay: z.boolean(),
  /** A WhatsApp number (a blood bank, an ambulance), shown as a WhatsApp link beside the phone. */
  whatsapp: dialNumberSchema.optional(),
  /** Where the address is on a map; without it the map link searches the address. */
  pin: geoPointSchema.optional(),
  /** Lower first: the number people should try first heads the list. */
  rank: z.int().min(0).max(1000),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const teacherSchema = z.object({
  id: idSchema,
  name: nameSchema,
  subjects: z.array(z.string().trim().min(1).max(40)).min(1).max(10),
  /** Class ranges taught, e.g. "5-8", "11-12", "College". */
  classes: z.array(z.string().trim().min(1).max(20)).min(1).max(10),
  area: z.string().trim().min(1).max(80),
  phone: dialNumberSchema,
  qualification: shortTextSchema,
  mode: z.enum(teacherModes),
  /** What is paid, e.g. "₹800 a month"; batches and courses go in `batches`. */
  feeNote: shortTextSchema.optional(),
  /** Batches and courses offered, e.g. "Spoken English batch on Sundays". */
  batches: shortTextSchema.optional(),
  /** The subjects in Bengali, in the same order as `subjects` (one for one). */
  subjectsBn: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  areaBn: z.string().trim().min(1).max(80).optional(),
  qualificationBn: shortTextSchema.optional(),
  feeNoteBn: shortTextSchema.optional(),
  batchesBn: shortTextSchema.optional(),
  /** A WhatsApp number, shown as a WhatsApp link beside the phone. */
  whatsapp: dialNumberSchema.optional(),
  /** Where the teacher teaches, on a map; without it the map link searches the area. */
  pin: geoPointSchema.optional(),
});
export type Teacher = z.infer<typeof teacherSchema>;

export { transportKinds };
export const transportKindSchema = z.enum(transportKinds);
export type TransportKind = z.infer<typeof transportKindSchema>;

/** A vehicle for hire: toto (e-rickshaw), car, or a private bus for reservations. */
export const transportListingSchema = z.object({
  id: idSchema,
  kind: transportKindSchema,
  driver: nameSchema,
  phone: dialNumberSchema,
  vehicle: z.string().trim().min(1).max(60),
  stand: shortTextSchema,
  seats: z.int().min(1).max(80),
  fareNote: shortTextSchema,
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  vehicleBn: z.string().trim().min(1).max(60).optional(),
  standBn: shortTextSchema.optional(),
  fareNoteBn: shortTextSchema.optional(),
  available: z.boolean(),
  /** A WhatsApp number, shown as a WhatsApp link beside the phone. */
  whatsapp: dialNumberSchema.optional(),
});
export type TransportListing = z.infer<typeof transportListingSchema>;

export const busRouteSchema = z.object({
  id: idSchema,
  /** URL part of /transport/bus/{dest}. */
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/),
  destination: nameSchema,
  from: nameSchema,
  stops: z.array(z.string().trim().min(1).max(60)).max(40),
  /** Daily departures from `from`, in town time, sorted. */
  departures: z.array(timeOfDaySchema).min(1).max(60),
  durationMinutes: z
    .int()
    .min(1)
    .max(24 * 60),
  farePaise: paiseSchema,
  operator: z.string().trim().max(80),
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  destinationBn: nameSchema.optional(),
  fromBn: nameSchema.optional(),
  /** The stops in Bengali, in the same order as `stops` (one for one). */
  stopsBn: z.array(z.string().trim().min(1).max(60)).max(40).optional(),
  /** Daily departures from `destination` back to `from`, in town time, sorted; absent: none known. */
  returnDepartures: z.array(timeOfDaySchema).max(60).optional(),
});
export type BusRoute = z.infer<typeof busRouteSchema>;

export const gallerySchema = z.object({
  id: idSchema,
  title: nameSchema,
  description: shortTextSchema,
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  titleBn: nameSchema.optional(),
  descriptionBn: shortTextSchema.optional(),
  images: z
    .array(
      z.object({
        src: imageRefSchema,
        caption: shortTextSchema,
        /** The caption in Bengali; English stands in for a missing one. */
        captionBn: shortTextSchema.optional(),
      }),
    )
    .max(100),
});
export type Gallery = z.infer<typeof gallerySchema>;

export { feedTypes };
export const feedTypeSchema = z.enum(feedTypes);
export type FeedType = z.infer<typeof feedTypeSchema>;

export const feedPostSchema = z.object({
  id: idSchema,
  type: feedTypeSchema,
  title: z.string().trim().min(1).max(120),
  body: longTextSchema,
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  titleBn: z.string().trim().min(1).max(120).optional(),
  bodyBn: longTextSchema.optional(),
  image: imageRefSchema.optional(),
  publishedAt: isoDateTimeSchema,
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export { serviceTypes };
export const serviceTypeSchema = z.enum(serviceTypes);
export type ServiceType = z.infer<typeof serviceTypeSchema>;

export const serviceProviderSchema = z.object({
  id: idSchema,
  type: serviceTypeSchema,
  name: nameSchema,
  phone: dialNumberSchema,
  area: z.string().trim().min(1).max(80),
  description: shortTextSchema,
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  nameBn: nameSchema.optional(),
  areaBn: z.string().trim().min(1).max(80).optional(),
  descriptionBn: shortTextSchema.optional(),
  experienceYears: z.int().min(0).max(70),
  visitChargePaise: paiseSchema.optional(),
  /** A WhatsApp number, shown as a WhatsApp link beside the phone. */
  whatsapp: dialNumberSchema.optional(),
  /** Where the provider works from, on a map; without it the map link searches the area. */
  pin: geoPointSchema.optional(),
});
export type ServiceProvider = z.infer<typeof serviceProviderSchema>;
