import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import { everyone, type Principal } from '../app/principal';
import { emailSchema, mobileSchema, passwordSchema } from '../model/common';
import type { Admin, Credential, DeliveryPerson, StaffRole, Vendor } from '../model/people';
import {
  addressAttemptsKey,
  attemptsKey,
  claimAttempt,
  forgetFailuresOf,
  type Guesser,
  unknownClient,
} from '../signIn/throttle';

export type StaffProfile = Vendor | DeliveryPerson | Admin;

export interface SignInResult {
  principal: Principal;
  profile: StaffProfile;
  /**
   * This browser's device token for the login: sent with the next sign-in, it shows the browser
   * signed in here before, so strangers' failed guesses do not slow it down. Kept by the browser.
   */
  device: string;
}

/** Device tokens a login remembers (the newest): a phone, a shop computer, a spare. */
const knownDevicesKept = 5;

/** One message for an unknown login and a wrong password: a failed sign-in tells nothing. */
export const badCredentialsMessage = 'Phone number or password is incorrect';
export const badAdminCredentialsMessage = 'Email or password is incorrect';

const accountDisabled = () =>
  new DomainError('permission-denied', 'This account is disabled. Ask the town admin.');

/**
 * A valid scrypt hash of a random password: verifying against it when the login is unknown
 * costs the same time as a real check, so response times do not reveal which phones exist.
 */
let decoyHash: Promise<string> | undefined;

export async function findCredential(ctx: ActionContext, role: StaffRole, login: string) {
  const [first] = await ctx.store.query('credentials', {
    where: [
      ['role', role],
      ['login', login],
    ],
    limit: 1,
  });
  return first;
}

async function checkPassword(
  ctx: ActionContext,
  credential: Credential | undefined,
  password: string,
): Promise<boolean> {
  if (!credential) {
    decoyHash ??= ctx.hasher.hash(ctx.ids.newSecret());
    await ctx.hasher.verify(password, await decoyHash);
    return false;
  }
  return ctx.hasher.verify(password, credential.passwordHash);
}

/** The signed-in principal and profile of a login whose account is active; else refused. */
export async function loadProfile(
  ctx: ActionContext,
  credential: Credential,
): Promise<Omit<SignInResult, 'device'>> {
  const { role, subjectId } = credential;
  if (role === 'vendor') {
    const profile = await ctx.store.get('vendors', subjectId);
    if (profile?.active) {
      return { principal: { role, vendorId: profile.id, shopId: profile.shopId }, profile };
    }
  } else if (role === 'delivery') {
    const profile = await ctx.store.get('delivery', subjectId);
    if (profile?.active) return { principal: { role, deliveryId: profile.id }, profile };
  } else {
    const profile = await ctx.store.get('admins', subjectId);
    if (profile) return { principal: { role, adminId: profile.id }, profile };
  }
  throw accountDisabled();
}

/** Which client is guessing: an own device of this login (by token), else its address. */
async function guesserOf(
  ctx: ActionContext,
  credential: Credential | undefined,
  deviceHash: string | undefined,
): Promise<Guesser> {
  if (deviceHash && credential?.knownDevices?.includes(deviceHash)) {
    return { tag: `device:${deviceHash}`, ownDevice: true };
  }
  const address = ctx.client?.address;
  if (!address) return { tag: unknownClient, ownDevice: false };
  const addressHash = await ctx.hasher.digest(`address:${address}`);
  return {
    tag: `address:${addressHash}`,
    ownDevice: false,
    addressKey: addressAttemptsKey(addressHash),
  };
}

/** Remembers this browser for the login, with a new token unless it already had a known one. */
async function rememberDevice(
  ctx: ActionContext,
  credential: Credential,
  guesser: Guesser,
  device: string | undefined,
): Promise<string> {
  if (guesser.ownDevice && device) return device;
  const token = ctx.ids.newSecret();
  const tokenHash = await ctx.hasher.digest(token);
  await ctx.store.transaction(async (tx) => {
    const current = await tx.get('credentials', credential.id);
    if (!current) return;
    const knownDevices = [...(current.knownDevices ?? []), tokenHash].slice(-knownDevicesKept);
    tx.set('credentials', { ...current, knownDevices });
  });
  return token;
}

async function signIn(
  ctx: ActionContext,
  role: StaffRole,
  login: string,
  password: string,
  device: string | undefined,
  failureMessage: string,
): Promise<SignInResult> {
  const key = attemptsKey(role, login);
  const credential = await findCredential(ctx, role, login);
  const guesser = await guesserOf(ctx, credential, device && (await ctx.hasher.digest(device)));
  await claimAttempt(ctx.store, ctx.clock, key, guesser);
  const matches = await checkPassword(ctx, credential, password);
  if (!credential || !matches) {
    throw new DomainError('unauthenticated', failureMessage);
  }
  if (credential.disabled) {
    throw accountDisabled();
  }
  await forgetFailuresOf(ctx.store, ctx.clock, key, guesser);
  const signedIn = await loadProfile(ctx, credential);
  return { ...signedIn, device: await rememberDevice(ctx, credential, guesser, device) };
}

/** A device token from an earlier sign-in; anything else is ignored, not refused. */
const deviceSchema = z.string().max(100).optional();

const phoneLoginInput = z.strictObject({
  phone: mobileSchema,
  password: passwordSchema,
  device: deviceSchema,
});

export const vendorLogin = defineAction({
  name: 'vendorLogin',
  summary: 'Vendor sign-in with phone and password',
  audience: everyone,
  input: phoneLoginInput,
  signsIn: true,
  clientLimit: 'signIn',
  run: (ctx, { phone, password, device }) =>
    signIn(ctx, 'vendor', phone, password, device, badCredentialsMessage),
});

export const deliveryLogin = defineAction({
  name: 'deliveryLogin',
  summary: 'Delivery staff sign-in with phone and password',
  audience: everyone,
  input: phoneLoginInput,
  signsIn: true,
  clientLimit: 'signIn',
  run: (ctx, { phone, password, device }) =>
    signIn(ctx, 'delivery', phone, password, device, badCredentialsMessage),
});

export const adminSignIn = defineAction({
  name: 'adminSignIn',
  summary: 'Admin sign-in with email and password',
  audience: everyone,
  input: z.strictObject({ email: emailSchema, password: passwordSchema, device: deviceSchema }),
  signsIn: true,
  clientLimit: 'signIn',
  run: (ctx, { email, password, device }) =>
    signIn(ctx, 'admin', email, password, device, badAdminCredentialsMessage),
});
