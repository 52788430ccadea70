import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import { everyone, type Principal } from '../app/principal';
import { emailSchema, mobileSchema, passwordSchema } from '../model/common';
import type { Admin, Credential, DeliveryPerson, StaffRole, Vendor } from '../model/people';
import { attemptsKey, claimAttempt, clearFailures } from './throttle';

export type StaffProfile = Vendor | DeliveryPerson | Admin;

export interface SignInResult {
  principal: Principal;
  profile: StaffProfile;
}

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

async function loadProfile(ctx: ActionContext, credential: Credential): Promise<SignInResult> {
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

async function signIn(
  ctx: ActionContext,
  role: StaffRole,
  login: string,
  password: string,
  failureMessage: string,
): Promise<SignInResult> {
  const key = attemptsKey(role, login);
  await claimAttempt(ctx.store, ctx.clock, key);
  const credential = await findCredential(ctx, role, login);
  const matches = await checkPassword(ctx, credential, password);
  if (!credential || !matches) {
    throw new DomainError('unauthenticated', failureMessage);
  }
  if (credential.disabled) {
    throw accountDisabled();
  }
  await clearFailures(ctx.store, key);
  return loadProfile(ctx, credential);
}

const phoneLoginInput = z.strictObject({ phone: mobileSchema, password: passwordSchema });

export const vendorLogin = defineAction({
  name: 'vendorLogin',
  summary: 'Vendor sign-in with phone and password',
  audience: everyone,
  input: phoneLoginInput,
  signsIn: true,
  clientLimit: 'signIn',
  run: (ctx, { phone, password }) => signIn(ctx, 'vendor', phone, password, badCredentialsMessage),
});

export const deliveryLogin = defineAction({
  name: 'deliveryLogin',
  summary: 'Delivery staff sign-in with phone and password',
  audience: everyone,
  input: phoneLoginInput,
  signsIn: true,
  clientLimit: 'signIn',
  run: (ctx, { phone, password }) =>
    signIn(ctx, 'delivery', phone, password, badCredentialsMessage),
});

export const adminSignIn = defineAction({
  name: 'adminSignIn',
  summary: 'Admin sign-in with email and password',
  audience: everyone,
  input: z.strictObject({ email: emailSchema, password: passwordSchema }),
  signsIn: true,
  clientLimit: 'signIn',
  run: (ctx, { email, password }) =>
    signIn(ctx, 'admin', email, password, badAdminCredentialsMessage),
});
