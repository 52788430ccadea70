import { z } from 'zod';
import { daySummarySettingSchema } from '../daySummary/schedule';
import { maxDeliveryAreas, photoRetentionDaysRange, townLimits } from '../vocabulary';
import {
  dialNumberSchema,
  emailSchema,
  geoPointSchema,
  hoursSchema,
  isoDateTimeSchema,
  paiseSchema,
  shortTextSchema,
  timeOfDaySchema,
} from './common';

/** A UPI virtual payment address, e.g. "sonapur@upi". */
export const upiIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, 'Enter a UPI ID such as name@bank');

/** Whom a UPI payment goes to: the ID and the name the payer's app shows. */
export const upiPayeeSchema = z.object({
  id: upiIdSchema,
  name: z
    .string()
    .trim()
    .min(1, 'Enter the name the payer’s app shows')
    .max(60, 'Name is too long (60 characters at most)'),
});
export type UpiPayee = z.infer<typeof upiPayeeSchema>;

export const languageSchema = z.enum(['en', 'bn'], 'Choose English (en) or Bengali (bn)');
export type Language = z.infer<typeof languageSchema>;

export const townNameSchema = z
  .string({ error: "Enter the town's name" })
  .trim()
  .min(1, "Enter the town's name")
  .max(townLimits.name, `Name is too long (${townLimits.name} characters at most)`);

/** Whether the runtime knows an IANA time zone such as "Asia/Kolkata". */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The town's logo: a photo uploaded through the product photo path (kept in the same two 4:3
 * widths, re-encoded on the server). Absent: the app's own logo.
 */
export const townLogoSchema = z
  .string()
  .regex(/^uploads\/[A-Za-z0-9_-]{1,64}$/, 'Send the reference the photo upload answered');

/** The help desk: every part optional, so a town can go live with what it has. */
export const townContactSchema = z.object({
  phone: dialNumberSchema.optional(),
  whatsapp: dialNumberSchema.optional(),
  email: emailSchema.optional(),
  address: shortTextSchema.min(1, 'Enter the address, or leave it out').optional(),
  /** Where the help desk is on a map. */
  pin: geoPointSchema.optional(),
});
export type TownContact = z.infer<typeof townContactSchema>;

/**
 * A locality the town delivers to. Its id is made by the admin screen when the row is added and
 * kept while the row is listed: orders name it, and keep a copy of the area as it was.
 */
export const deliveryAreaSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use up to 40 lower-case letters, digits and -'),
  name: shortTextSchema
    .min(1, 'Enter the locality’s name')
    .max(60, 'Name is too long (60 characters at most)'),
  nameBn: shortTextSchema.max(60, 'Name is too long (60 characters at most)').optional(),
  pinCode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter the 6-digit PIN code'),
  feePaise: paiseSchema,
  minOrderPaise: paiseSchema,
});
export type DeliveryAreaSettings = z.infer<typeof deliveryAreaSchema>;

/** The town's localities: each named once, so a customer never has to choose between twins. */
export const deliveryAreasSchema = z
  .array(deliveryAreaSchema)
  .max(maxDeliveryAreas, `List ${maxDeliveryAreas} localities at most`)
  .refine(
    (areas) => new Set(areas.map((area) => area.id)).size === areas.length,
    'Each locality needs its own id',
  )
  .refine(
    (areas) =>
      new Set(areas.map((area) => `${area.name.toLowerCase()} ${area.pinCode}`)).size ===
      areas.length,
    'A locality is listed twice with the same name and PIN code',
  );

/** A delivery window of the day with the orders the town takes in it. */
export const slotWindowSchema = z
  .strictObject({
    from: timeOfDaySchema,
    to: timeOfDaySchema,
    capacity: z.int('Use a whole number').min(1, 'At least 1').max(10_000, 'At most 10000'),
  })
  .refine((window) => window.from < window.to, 'The window must start before it ends');

/** Minutes before a window starts that a shop stops taking orders for it. */
export const slotCutoffSchema = z
  .int('Use a whole number of minutes')
  .min(0, 'At least 0')
  .max(1440, 'At most 1440 minutes (a day)');

/** The town's delivery slots: windows that do not overlap, and the shops' default cut-off. */
export const deliverySlotsSchema = z.strictObject({
  windows: z
    .array(slotWindowSchema)
    .min(1, 'List at least one window')
    .max(12, 'List 12 windows at most')
    .refine(
      (windows) =>
        windows.every((a, i) =>
          windows.every((b, j) => i === j || a.to <= b.from || b.to <= a.from),
        ),
      'Windows must not overlap',
    ),
  cutoffMinutes: slotCutoffSchema,
});

const placeNameSchema = shortTextSchema.min(1, 'Enter the name');
const placeAddressSchema = shortTextSchema.min(1, 'Enter the address');

/**
 * Everything that makes the app one town's. Stored as one document (`town`), edited by admins
 * at /admin/town and read by both hosts at run time: no town's name is built into the app.
 */
const townFields = {
  name: townNameSchema,
  /** The town's name and tagline in Bengali, for Bengali pages (English where absent). */
  nameBn: townNameSchema.optional(),
  /**
   * Used as the prefix of browser storage keys, so two towns on one domain never mix carts.
   * Made from the name when the town is set up, and never changed after (carts would be lost).
   */
  slug: z.string().regex(/^[a-z][a-z0-9-]{1,30}$/, 'Use 2 to 31 lower-case letters, digits and -'),
  tagline: shortTextSchema,
  taglineBn: shortTextSchema.optional(),
  logo: townLogoSchema.optional(),
  languages: z
    .array(languageSchema)
    .min(1, 'Choose at least one language')
    .refine((list) => new Set(list).size === list.length, 'Name each language once'),
  defaultLanguage: languageSchema,
  themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #0f766e'),
  timeZone: z
    .string()
    .trim()
    .min(1, 'Enter a time zone such as Asia/Kolkata')
    .max(60, 'Time zone is too long')
    .refine(isTimeZone, 'Unknown time zone: use one such as Asia/Kolkata'),
  contact: townContactSchema,
  delivery: z.object({
    feePaise: paiseSchema,
    freeAbovePaise: paiseSchema,
    /** Largest quantity of one product a single order may ask for. */
    maxQuantityPerItem: z.int('Use a whole number').min(1, 'At least 1').max(1000, 'At most 1000'),
    /** A shop should accept a new order within this many minutes; the bot's /waiting lists later ones (20 if unset). */
    acceptWithinMinutes: z
      .int('Use a whole number of minutes')
      .min(1, 'At least 1 minute')
      .max(1440, 'At most 1440 minutes (a day)')
      .optional(),
    /**
     * What the customer's order page promises: usual minutes for a shop to accept an order, to
     * pack it, and for the courier's ride. Absent: the page shows no expected time.
     */
    expectedMinutes: z
      .object({
        accept: z
          .int('Use a whole number of minutes')
          .min(0, 'At least 0')
          .max(1440, 'At most 1440'),
        pack: z.int('Use a whole number of minutes').min(0, 'At least 0').max(1440, 'At most 1440'),
        ride: z.int('Use a whole number of minutes').min(1, 'At least 1').max(1440, 'At most 1440'),
      })
      .optional(),
    /**
     * The localities the town delivers to, each with its fee and minimum order. Absent or
     * empty: the town delivers anywhere at `feePaise`, and the checkout asks for no locality.
     */
    areas: deliveryAreasSchema.optional(),
    /**
     * Delivery windows a customer may choose for today or tomorrow instead of "as soon as
     * possible". Absent: checkout is "as soon as possible" only.
     */
    slots: deliverySlotsSchema.optional(),
  }),
  /**
   * Cash-on-delivery orders cost nothing to place, so fake ones could hold a shop's whole stock:
   * these bound how many one phone or one connection can have.
   */
  orderLimits: z.object({
    /** Orders one phone may have open (not yet delivered or cancelled) at once. */
    openPerPhone: z.int('Use a whole number').min(1, 'At least 1').max(100, 'At most 100'),
    /** Orders one client address may place in an hour; generous: carriers share addresses. */
    perClientPerHour: z.int('Use a whole number').min(1, 'At least 1').max(10_000, 'At most 10000'),
    /** Units of one product one phone may hold in its open orders together. */
    openUnitsPerProduct: z
      .int('Use a whole number')
      .min(1, 'At least 1')
      .max(100_000, 'At most 100000'),
    /**
     * Cash-on-delivery value one phone may hold in open orders before any order of it was
     * delivered; more is ordered through the town's help desk.
     */
    newPhoneOpenPaise: paiseSchema,
    /** Cash-on-delivery value one phone with a delivered order may hold in open orders. */
    openPaisePerPhone: paiseSchema,
    /** Cash-on-delivery value one client address may order in an hour (paise). */
    paisePerClientPerHour: z
      .int('Amount must be a whole number of paise')
      .min(1, 'At least 1 paisa'),
    /**
     * A shop's part that the shop has not accepted within this many minutes of its opening
     * hours is cancelled and its stock goes back on sale; absent: parts wait for the shop.
     */
    acceptWithinMinutes: z
      .int('Use a whole number of minutes')
      .min(10, 'At least 10 minutes')
      .max(7 * 24 * 60, 'At most a week (10080 minutes)')
      .optional(),
  }),
  /**
   * Bookings, help requests and messages cost nothing to send either, so one connection could
   * hoard a doctor's day or bury the desk: these bound what one phone or one connection can hold.
   */
  requestLimits: z.object({
    /** Appointments and lab tests may be booked this many days ahead of today, at most. */
    bookingDaysAhead: z
      .int('Use a whole number of days')
      .min(1, 'At least 1')
      .max(3660, 'At most 3660'),
    /** Appointments, and lab bookings, one phone may hold open (each kind counted apart). */
    openBookingsPerPhone: z.int('Use a whole number').min(1, 'At least 1').max(100, 'At most 100'),
    /** Appointments, and lab bookings, one client address may make in an hour (each apart). */
    bookingsPerClientPerHour: z
      .int('Use a whole number')
      .min(1, 'At least 1')
      .max(10_000, 'At most 10000'),
    /** Help requests of one phone the desk has not yet handled. */
    openHelpRequestsPerPhone: z
      .int('Use a whole number')
      .min(1, 'At least 1')
      .max(100, 'At most 100'),
    /** Help requests one client address may send in an hour. */
    helpRequestsPerClientPerHour: z
      .int('Use a whole number')
      .min(1, 'At least 1')
      .max(10_000, 'At most 10000'),
    /** Messages to the town team one client address may send in an hour. */
    contactMessagesPerClientPerHour: z
      .int('Use a whole number')
      .min(1, 'At least 1')
      .max(10_000, 'At most 10000'),
  }),
  /** The town's diagnostic lab, named with its address and phone on lab bookings. */
  lab: z
    .object({
      name: placeNameSchema,
      address: placeAddressSchema,
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
      name: placeNameSchema,
      address: placeAddressSchema,
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
  /**
   * How far (percent, either way) the weighed price of a line may stray from its estimate and
   * the total simply follow; beyond it the customer is asked. Absent: 20.
   */
  weighedTolerancePercent: z
    .int('Use a whole number')
    .min(0, 'At least 0')
    .max(100, 'At most 100')
    .optional(),
  /**
   * Days an order's private photos are kept once the order is delivered or cancelled, then
   * deleted (decision 2090). Absent: `defaultPhotoRetentionDays`.
   */
  photoRetentionDays: z
    .int('Use a whole number of days')
    .min(photoRetentionDaysRange.min, `At least ${photoRetentionDaysRange.min}`)
    .max(photoRetentionDaysRange.max, `At most ${photoRetentionDaysRange.max}`)
    .optional(),
  /** When the day's summary goes to the admin group's Telegram chat; absent: 21:00, on. */
  daySummary: daySummarySettingSchema.optional(),
};

/**
 * The default language must be one the town speaks: said at the field that is wrong, and checked
 * even while other fields are wrong too, so a form shows every message at once.
 */
const speaksItsDefault = {
  path: ['defaultLanguage'],
  message: 'The default language must be one of the languages',
  when: (payload: { value: unknown }) => {
    const value = payload.value as { languages?: unknown; defaultLanguage?: unknown } | null;
    return Array.isArray(value?.languages) && typeof value?.defaultLanguage === 'string';
  },
};
const defaultIsSpoken = (town: { languages: readonly Language[]; defaultLanguage: Language }) =>
  town.languages.includes(town.defaultLanguage);

export const townConfigSchema = z.object(townFields).refine(defaultIsSpoken, speaksItsDefault);
export type TownConfig = z.infer<typeof townConfigSchema>;

/**
 * What an admin sends from the town settings: everything but the slug, which the setup made and
 * nothing changes. Unknown fields are refused, so a misspelt one is not silently dropped.
 */
const { slug: _slug, ...settingsFields } = townFields;
export const townSettingsSchema = z
  .strictObject(settingsFields)
  .refine(defaultIsSpoken, speaksItsDefault);
export type TownSettings = z.infer<typeof townSettingsSchema>;

/** The one stored town document's id: `town/town` in Firestore, the `town` table in SQLite. */
export const townDocumentId = 'town';

/** The stored town: the settings, and when they last changed (pages and the manifest key on it). */
export type TownDocument = TownConfig & { id: typeof townDocumentId; updatedAt: string };

/** The one-time link that makes the first admin of an empty town (`townSetup/setup`). */
export const townSetupId = 'setup';
export const townSetupSchema = z.object({
  id: z.literal(townSetupId),
  /** SHA-256 of the link's token: the token itself is only ever printed, never stored. */
  tokenHash: z.string().min(1),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  /** When the link was used; a used link never works again. */
  usedAt: isoDateTimeSchema.optional(),
});
export type TownSetup = z.infer<typeof townSetupSchema>;
