import { z } from 'zod';
import { shopTypeSchema } from './catalog';
import { emailSchema, idSchema, isoDateTimeSchema, mobileSchema, nameSchema } from './common';

export const roleSchema = z.enum(['visitor', 'customer', 'vendor', 'delivery', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Public profile of a vendor: what the vendor, admins and their customers may see. */
export const vendorSchema = z.object({
  id: idSchema,
  name: nameSchema,
  phone: mobileSchema,
  shopId: idSchema,
  category: shopTypeSchema,
  active: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const deliveryPersonSchema = z.object({
  id: idSchema,
  name: nameSchema,
  phone: mobileSchema,
  active: z.boolean(),
});
export type DeliveryPerson = z.infer<typeof deliveryPersonSchema>;

export const adminSchema = z.object({
  id: idSchema,
  name: nameSchema,
  email: emailSchema,
});
export type Admin = z.infer<typeof adminSchema>;

export const staffRoleSchema = z.enum(['vendor', 'delivery', 'admin']);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * A staff login, kept apart from the public profile so that no read of a profile can ever
 * carry a password hash. Only the server reads this collection.
 */
export const credentialSchema = z.object({
  id: idSchema,
  role: staffRoleSchema,
  /** The profile this login signs in as (vendor, delivery person or admin id). */
  subjectId: idSchema,
  /** Phone for vendors and delivery staff, email for admins. */
  login: z.string().min(1).max(254),
  passwordHash: z.string().min(1),
  disabled: z.boolean(),
  /**
   * Hashes of the device tokens of browsers this login signed in on (newest last, a few): such
   * a device is not slowed down by strangers' failed guesses at the password.
   */
  knownDevices: z.array(z.string()).optional(),
  createdAt: z.string(),
  /**
   * The hash a loader wrote with a password printed for anyone to read (the demo town's
   * logins): while `passwordHash` is still this one, the login opens with that password.
   */
  publishedPasswordHash: z.string().optional(),
  /**
   * Made by an invitation and not yet taken up: the password hash is of a random secret nobody
   * knows, so the login cannot sign in until its holder sets a password with the link.
   */
  invited: z.boolean().optional(),
});
export type Credential = z.infer<typeof credentialSchema>;

/**
 * A vendor's or courier's one-time link to set their own password: at most one per login (its
 * id is the credential's id), so a new link replaces the older one. Only the token's SHA-256 is
 * stored; the admin is shown the link once.
 */
export const staffInvitationSchema = z.object({
  id: idSchema,
  role: z.enum(['vendor', 'delivery']),
  subjectId: idSchema,
  tokenHash: z.string().min(1),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  /** When the link was used: it never works again. */
  usedAt: isoDateTimeSchema.optional(),
  /** When an admin withdrew the link. */
  revokedAt: isoDateTimeSchema.optional(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** One failed sign-in: when, and which client ("device:…" or "address:…", a hash). */
export const loginFailureSchema = z.object({ at: z.number(), by: z.string() });
export type LoginFailure = z.infer<typeof loginFailureSchema>;

/**
 * Failed sign-ins within the last hour, for throttling: one document per login, and one per
 * client address. Bare times are rows from before failures named their client.
 */
export const loginAttemptsSchema = z.object({
  id: z.string(),
  failures: z.array(z.union([z.number(), loginFailureSchema])),
  /**
   * The latest failure's time (ms): the purge asks for rows whose `lastAt` is over an hour old
   * instead of reading every row. Absent on rows from before it was kept.
   */
  lastAt: z.number().optional(),
});
export type LoginAttempts = z.infer<typeof loginAttemptsSchema>;

export const passwordResetSchema = z.object({
  id: idSchema,
  credentialId: idSchema,
  /**
   * SHA-256 of the token in the emailed link, set when the email is sent (the token itself is
   * never stored): a leaked table or outbox does not let anyone reset. None until then.
   */
  tokenHash: z.string().optional(),
  /** When it was asked for (absent on resets from older versions). */
  createdAt: z.string().optional(),
  expiresAt: z.string(),
  /** Used, or closed because a newer link for the same account was used. */
  used: z.boolean(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;
