import { z } from 'zod';
import {
  dialNumberSchema,
  emailSchema,
  geoPointSchema,
  hoursSchema,
  paiseSchema,
  shortTextSchema,
} from './common';

/** A UPI virtual payment address, e.g. "sonapur@upi". */
export const upiIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'Enter a UPI ID such as name@bank');

/** Whom a UPI payment goes to: the ID and the name the payer's app shows. */
export const upiPayeeSchema = z.object({ id: upiIdSchema, name: z.string().trim().min(1).max(60) });
export type UpiPayee = z.infer<typeof upiPayeeSchema>;

export const languageSchema = z.enum(['en', 'bn']);
export type Language = z.infer<typeof languageSchema>;

/** Everything that makes the app one town's: another town adopts the app by editing this. */
export const townConfigSchema = z.object({
  name: z.string().min(1).max(60),
  /** The town's name and tagline in Bengali, for Bengali pages (English where absent). */
  nameBn: z.string().trim().min(1).max(60).optional(),
  /** Used as the prefix of browser storage keys, so two towns on one domain never mix carts. */
  slug: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/),
  tagline: shortTextSchema,
  taglineBn: shortTextSchema.optional(),
  logo: z.string().min(1),
  languages: z.array(languageSchema).min(1),
  defaultLanguage: languageSchema,
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  timeZone: z.string().min(1),
  contact: z.object({
    phone: dialNumberSchema,
    whatsapp: dialNumberSchema.optional(),
    email: emailSchema,
    address: shortTextSchema,
  }),
  delivery: z.object({
    feePaise: paiseSchema,
    freeAbovePaise: paiseSchema,
    /** Largest quantity of one product a single order may ask for. */
    maxQuantityPerItem: z.int().min(1).max(1000),
    /** A shop should accept a new order within this many minutes; the bot's /waiting lists later ones (20 if unset). */
    acceptWithinMinutes: z.int().min(1).max(1440).optional(),
    /**
     * What the customer's order page promises: usual minutes for a shop to accept an order, to
     * pack it, and for the courier's ride. Absent: the page shows no expected time.
     */
    expectedMinutes: z
      .object({
        accept: z.int().min(0).max(1440),
        pack: z.int().min(0).max(1440),
        ride: z.int().min(1).max(1440),
      })
      .optional(),
  }),
  /**
   * Cash-on-delivery orders cost nothing to place, so fake ones could hold a shop's whole stock:
   * these bound how many one phone or one connection can have.
   */
  orderLimits: z.object({
    /** Orders one phone may have open (not yet delivered or cancelled) at once. */
    openPerPhone: z.int().min(1).max(100),
    /** Orders one client address may place in an hour; generous: carriers share addresses. */
    perClientPerHour: z.int().min(1).max(10_000),
    /** Units of one product one phone may hold in its open orders together. */
    openUnitsPerProduct: z.int().min(1).max(100_000),
    /**
     * Cash-on-delivery value one phone may hold in open orders before any order of it was
     * delivered; more is ordered through the town's help desk.
     */
    newPhoneOpenPaise: paiseSchema,
    /** Cash-on-delivery value one phone with a delivered order may hold in open orders. */
    openPaisePerPhone: paiseSchema,
    /** Cash-on-delivery value one client address may order in an hour (paise). */
    paisePerClientPerHour: z.int().min(1),
    /**
     * A shop's part that the shop has not accepted within this many minutes of its opening
     * hours is cancelled and its stock goes back on sale; absent: parts wait for the shop.
     */
    acceptWithinMinutes: z
      .int()
      .min(10)
      .max(7 * 24 * 60)
      .optional(),
  }),
  /**
   * Bookings, help requests and messages cost nothing to send either, so one connection could
   * hoard a doctor's day or bury the desk: these bound what one phone or one connection can hold.
   */
  requestLimits: z.object({
    /** Appointments and lab tests may be booked this many days ahead of today, at most. */
    bookingDaysAhead: z.int().min(1).max(3660),
    /** Appointments, and lab bookings, one phone may hold open (each kind counted apart). */
    openBookingsPerPhone: z.int().min(1).max(100),
    /** Appointments, and lab bookings, one client address may make in an hour (each apart). */
    bookingsPerClientPerHour: z.int().min(1).max(10_000),
    /** Help requests of one phone the desk has not yet handled. */
    openHelpRequestsPerPhone: z.int().min(1).max(100),
    /** Help requests one client address may send in an hour. */
    helpRequestsPerClientPerHour: z.int().min(1).max(10_000),
    /** Messages to the town team one client address may send in an hour. */
    contactMessagesPerClientPerHour: z.int().min(1).max(10_000),
  }),
  /** The town's diagnostic lab, named with its address and phone on lab bookings. */
  lab: z
    .object({
      name: shortTextSchema,
      address: shortTextSchema,
      /** The name and address in Bengali, shown on Bengali pages (English where absent). */
      nameBn: shortTextSchema.optional(),
      addressBn: shortTextSchema.optional(),
      phone: dialNumberSchema,
      whatsapp: dialNumberSchema.optional(),
      pin: geoPointSchema.optional(),
      /**
       * When the lab takes samples, at the lab or at home: its hours each weekday, cut into
       * times `slotMinutes` apart that a booking chooses from. Absent: the lab calls with a time.
       */
      collection: z
        .object({
          hours: z.array(hoursSchema).min(1).max(28),
          slotMinutes: z.int().min(5).max(240),
        })
        .optional(),
    })
    .optional(),
  /** Where the town's buses leave from, with a phone for the timetable office. */
  busStand: z
    .object({
      name: shortTextSchema,
      address: shortTextSchema,
      nameBn: shortTextSchema.optional(),
      addressBn: shortTextSchema.optional(),
      phone: dialNumberSchema,
      pin: geoPointSchema.optional(),
    })
    .optional(),
  /**
   * Payment at the door by UPI, straight to this account: the courier shows a QR code for the
   * exact amount, with no gateway and no fee. A shop with its own UPI ID is paid there instead
   * for an order that is its alone. Absent: couriers collect cash only.
   */
  upi: upiPayeeSchema.optional(),
});
export type TownConfig = z.infer<typeof townConfigSchema>;
