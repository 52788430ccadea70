import { z } from 'zod';
import { asciiDigits } from '../digits';
import { textLimits as limits } from '../vocabulary';
import { oneLine } from './invisibleText';

/** Document ids: short, URL-safe, usable as Firestore document ids and SQLite keys. */
export const idSchema = z
  .string({ error: 'Expected an id' })
  .min(1, 'Id is required')
  .max(64, 'Id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may contain only letters, digits, _ and -');

export const nameSchema = z
  .string({ error: 'Expected a name' })
  .trim()
  .min(1, 'Name is required')
  .max(limits.name, `Name is too long (${limits.name} characters at most)`);

export const shortTextSchema = z
  .string()
  .trim()
  .max(limits.shortText, `Too long (${limits.shortText} characters at most)`);
export const longTextSchema = z
  .string()
  .trim()
  .max(limits.longText, `Too long (${limits.longText} characters at most)`);

/**
 * A customer's or staff member's mobile number: 10 digits starting 6-9 (India), optionally
 * written with +91, 0, spaces or dashes. Normalised to the bare 10 digits so that the same
 * phone always finds the same orders and the same login.
 */
export const mobileSchema = z
  .string({ error: 'Expected a phone number' })
  .max(limits.phone, 'Phone number is too long')
  .transform((raw) =>
    asciiDigits(raw)
      .replace(/[\s-]/g, '')
      .replace(/^(\+91|0091|0)/, ''),
  )
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number'));

/**
 * The last digits of a UPI payment's reference (its 12-digit UTR) as the payer's app shows it:
 * what an admin matches against the town's UPI statement.
 */
export const upiReferenceSchema = z
  .string({ error: 'Enter the last digits of the UPI reference (UTR)' })
  .trim()
  .transform(asciiDigits)
  .pipe(z.string().regex(/^\d{4,12}$/, 'Enter the last 4 to 12 digits of the UPI reference (UTR)'));

/** Any dialable number: short public codes (100, 112, 1912), landlines and mobiles. */
export const dialNumberSchema = z
  .string()
  .trim()
  .transform(asciiDigits)
  .pipe(
    z
      .string()
      .min(3, 'Number is too short')
      .max(20, 'Number is too long')
      .regex(/^\+?[0-9][0-9 -]*$/, 'Only digits, spaces, dashes and a leading +'),
  );

export const emailSchema = z
  .string({ error: 'Expected an email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Email address is too long')
  .pipe(z.email('Enter a valid email address'));

export const passwordSchema = z
  .string({ error: 'Expected a password' })
  .min(1, 'Password is required')
  .max(limits.password, `Password is too long (${limits.password} characters at most)`);

/** Passwords staff choose or admins set: long enough to resist guessing. */
export const newPasswordSchema = z
  .string({ error: 'Expected a password' })
  .min(limits.newPasswordMin, `Password must have at least ${limits.newPasswordMin} characters`)
  .max(limits.password, `Password is too long (${limits.password} characters at most)`);

/** Money is kept in paise (1/100 rupee) as integers so sums are exact. */
export const paiseSchema = z
  .int('Amount must be a whole number of paise')
  .min(0, 'Amount cannot be negative')
  .max(100_000_000, 'Amount is too large');

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const isoDateSchema = z.iso.date('Use the date format YYYY-MM-DD');
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the time format HH:MM (24 hours)');

/**
 * An image the app shows: one of the web app's own pictures (/images/shops/x.svg) or an
 * uploaded photo (uploads/<id>). Nothing else: an image address is fetched by every visitor's
 * browser with their cookies, so it must never reach the API (/api/events/orders would hold a
 * live stream open), another site (a tracker) or a file outside those two places.
 */
export const imageRefSchema = z
  .string()
  .max(300)
  .regex(
    /^(\/images(\/[A-Za-z0-9_-]+)+\.(svg|png|jpe?g|webp|avif)|uploads\/[A-Za-z0-9_-]{1,64})$/,
    'Use one of the app’s images (/images/…) or an uploaded photo (uploads/…)',
  );

export const geoPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/**
 * What a customer types about themselves: one line each, with the invisible controls that would
 * disguise it in a staff chat or a log taken out (see invisibleText.ts).
 */
export const personNameSchema = z
  .string({ error: 'Expected a name' })
  .overwrite(oneLine)
  .trim()
  .min(1, 'Name is required')
  .max(limits.name, `Name is too long (${limits.name} characters at most)`);

export const addressSchema = z.object({
  line: z
    .string({ error: 'Expected an address' })
    .overwrite(oneLine)
    .trim()
    .min(limits.addressLineMin, 'Address is too short')
    .max(limits.addressLine, `Address is too long (${limits.addressLine} characters at most)`),
  landmark: z
    .string()
    .overwrite(oneLine)
    .trim()
    .max(limits.landmark, 'Landmark is too long')
    .optional(),
  pin: geoPointSchema.optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** Someone who asked for something: an order, a booking, a request. */
export const contactPersonSchema = z.object({
  name: personNameSchema,
  phone: mobileSchema,
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

export const hoursSchema = z
  .object({
    day: z.int().min(0).max(6),
    from: timeOfDaySchema,
    to: timeOfDaySchema,
  })
  .refine((h) => h.from < h.to, 'Opening time must be before closing time');
export type Hours = z.infer<typeof hoursSchema>;
