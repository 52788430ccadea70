import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import { everyone, type Principal } from '../app/principal';
import { emailSchema, mobileSchema, newPasswordSchema, passwordSchema } from '../model/common';
import type { Admin, Credential, DeliveryPerson, StaffRole, Vendor } from '../model/people';
import { passwordResetText } from '../notifications/texts';
import { queueAlert } from './records';
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

async function findCredential(ctx: ActionContext, role: StaffRole, login: string) {
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

const resetValidityMs = 60 * 60 * 1000;

/**
 * Starts a password reset. The answer is the same whether or not the email belongs to an admin,
 * so the form cannot be used to find admin addresses. The link goes out through the outbox.
 */
export const requestPasswordReset = defineAction({
  name: 'requestPasswordReset',
  summary: 'Email a password reset link to an admin',
  audience: everyone,
  clientLimit: 'signIn',
  input: z.strictObject({ email: emailSchema }),
  async run(ctx, { email }) {
    const credential = await findCredential(ctx, 'admin', email);
    if (credential && !credential.disabled) {
      const token = ctx.ids.newSecret();
      const tokenHash = await ctx.hasher.digest(token);
      const now = ctx.clock.now();
      await ctx.store.transaction(async (tx) => {
        tx.set('passwordResets', {
          id: ctx.ids.newId(),
          credentialId: credential.id,
          tokenHash,
          expiresAt: new Date(now.getTime() + resetValidityMs).toISOString(),
          used: false,
        });
        queueAlert(ctx, tx, {
          channel: 'email',
          to: email,
          event: 'passwordResetRequested',
          ref: `credentials/${credential.id}`,
          text: passwordResetText(ctx.town, `/forgetPassword?token=${token}`),
        });
      });
    }
    return { sent: true as const };
  },
});

/** Completes a reset: a token works once, within the hour. */
export const resetPassword = defineAction({
  name: 'resetPassword',
  summary: 'Set a new password with the token from a reset link',
  audience: everyone,
  clientLimit: 'signIn',
  input: z.strictObject({
    token: z
      .string()
      .min(16, 'The reset link is not valid')
      .max(200, 'The reset link is not valid'),
    password: newPasswordSchema,
  }),
  async run(ctx, { token, password }) {
    const tokenHash = await ctx.hasher.digest(token);
    const passwordHash = await ctx.hasher.hash(password);
    const now = ctx.clock.now().toISOString();
    await ctx.store.transaction(async (tx) => {
      const [reset] = await tx.query('passwordResets', {
        where: [['tokenHash', tokenHash]],
        limit: 1,
      });
      if (!reset || reset.used || reset.expiresAt < now) {
        throw new DomainError(
          'failed-precondition',
          'This reset link has expired or was used. Ask for a new one.',
        );
      }
      const credential = await tx.get('credentials', reset.credentialId);
      if (!credential) throw new DomainError('not-found', 'The account no longer exists.');
      tx.set('credentials', { ...credential, passwordHash });
      tx.set('passwordResets', { ...reset, used: true });
    });
    return { reset: true as const };
  },
});
