import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import { admins, everyone } from '../app/principal';
import { linkIdOf } from '../botMessages/entries';
import { idSchema, newPasswordSchema } from '../model/common';
import type { Credential, StaffInvitation, Vendor } from '../model/people';
import type { StoreReader } from '../ports';
import { refusal } from '../refusals';
import { isOpenLink, oneTimeLinkOf, tokenInputBounds } from '../signIn/oneTimeLinks';
import { attemptsKey } from '../signIn/throttle';
import { loadProfile, type SignInResult } from './auth';
import { loadAccount, managedRoleSchema, newInvitation, toStaffAccount } from './staffAccounts';

/**
 * The page an invitation opens, `/invite#<token>`: the web app builds the link from its own
 * origin and the token the admin was given once.
 */
export const invitePath = '/invite';
export const inviteLinkOf = (origin: string, token: string) =>
  oneTimeLinkOf(origin, invitePath, token);

/** The same answer for a wrong, used, expired or withdrawn link, and for a disabled account. */
const closedInvitation = () =>
  new DomainError(
    'failed-precondition',
    'This invitation link has expired, was used or was withdrawn. Ask the town admin for a new link.',
    refusal('invitation-closed', {}),
  );

const invalidLinkMessage = 'The invitation link is not valid';
const tokenSchema = z
  .string()
  .min(tokenInputBounds.min, invalidLinkMessage)
  .max(tokenInputBounds.max, invalidLinkMessage);

/** The open invitation a token belongs to, with its login and profile; else refused. */
async function openInvitation(store: StoreReader, tokenHash: string, now: Date) {
  const [invitation] = await store.query('staffInvitations', {
    where: [['tokenHash', tokenHash]],
    limit: 1,
  });
  if (!invitation || !isOpenLink(invitation, now)) throw closedInvitation();
  const credential = await store.get('credentials', invitation.id);
  const profile =
    invitation.role === 'vendor'
      ? await store.get('vendors', invitation.subjectId)
      : await store.get('delivery', invitation.subjectId);
  if (!credential || credential.disabled || !profile?.active) throw closedInvitation();
  return { invitation, credential, profile };
}

/**
 * Whom a link is for, for its page: name, role and (a vendor's) shop. Nothing else about the
 * account, and nothing at all for a link that does not work. An action, not a read: the token
 * travels in a request body, never in a URL a log keeps.
 */
export const viewStaffInvitation = defineAction({
  name: 'viewStaffInvitation',
  summary: 'Whom an invitation link is for (name, role, shop) while it works',
  audience: everyone,
  clientLimit: 'signIn',
  input: z.strictObject({ token: tokenSchema }),
  async run(ctx, { token }) {
    const tokenHash = await ctx.hasher.digest(token);
    const { invitation, profile } = await openInvitation(ctx.store, tokenHash, ctx.clock.now());
    const shopId = invitation.role === 'vendor' ? (profile as Vendor).shopId : undefined;
    const shop = shopId ? await ctx.store.get('shops', shopId) : null;
    return {
      role: invitation.role,
      name: profile.name,
      ...(shop ? { shopName: shop.name } : {}),
      expiresAt: invitation.expiresAt,
    };
  },
});

/**
 * The invited person's own password, with the link: sets it, closes the link and signs them in.
 * A link sent to an account that had a password (a reset) also ends the sessions and Telegram
 * link of whoever knew the old one, as resetStaffPassword does.
 */
export const acceptStaffInvitation = defineAction({
  name: 'acceptStaffInvitation',
  summary: 'Set your own password with an invitation link, and sign in',
  audience: everyone,
  clientLimit: 'signIn',
  signsIn: true,
  input: z.strictObject({ token: tokenSchema, password: newPasswordSchema }),
  async run(ctx, { token, password }): Promise<SignInResult> {
    const now = ctx.clock.now();
    const tokenHash = await ctx.hasher.digest(token);
    // Checked before the password's costly hash; checked again in the transaction.
    await openInvitation(ctx.store, tokenHash, now);
    const device = ctx.ids.newSecret();
    const [passwordHash, deviceHash] = await Promise.all([
      ctx.hasher.hash(password),
      ctx.hasher.digest(device),
    ]);
    const credential = await ctx.store.transaction(async (tx) => {
      const { invitation, credential } = await openInvitation(tx, tokenHash, now);
      const { invited, ...rest } = credential;
      const updated: Credential = { ...rest, passwordHash, knownDevices: [deviceHash] };
      tx.set('credentials', updated);
      tx.set('staffInvitations', { ...invitation, usedAt: now.toISOString() });
      tx.delete('loginAttempts', attemptsKey(credential.role, credential.login));
      if (!invited) tx.delete('telegramLinks', linkIdOf(invitation.role, invitation.subjectId));
      return updated;
    });
    return { ...(await loadProfile(ctx, credential)), device };
  },
  // Sessions from before the link (an old password's) end; the new one starts after.
  endsSessionsOf: ({ principal, profile }) =>
    principal.role === 'vendor' || principal.role === 'delivery'
      ? [{ role: principal.role, id: profile.id }]
      : [],
});

const accountRef = z.strictObject({ role: managedRoleSchema, id: idSchema });

/**
 * A new link for an account: its invitation again, or a new password. It replaces any older
 * link; the old password (if any) works until the new link is used. Refused for a disabled
 * account, which no link may sign in.
 */
export const sendStaffInvitation = defineAction({
  name: 'sendStaffInvitation',
  summary: "A new one-time link for a vendor's or courier's password, replacing older ones",
  audience: admins,
  clientLimit: 'staff',
  input: accountRef,
  async run(ctx, { role, id }) {
    return ctx.store.transaction(async (tx) => {
      const { profile, credential } = await loadAccount(tx, role, id);
      if (credential.disabled || !profile.active) {
        throw new DomainError(
          'failed-precondition',
          'This account is disabled: enable it before sending a link',
        );
      }
      const { token, invitation } = await newInvitation(ctx, {
        id: credential.id,
        role,
        subjectId: id,
      });
      tx.set('staffInvitations', invitation);
      const account = toStaffAccount(role, profile, credential, invitation, ctx.clock.now());
      return { account, invitation: { token, expiresAt: invitation.expiresAt } };
    });
  },
});

/** Withdraws an account's open link: it stops working at once. No open link: nothing changes. */
export const revokeStaffInvitation = defineAction({
  name: 'revokeStaffInvitation',
  summary: "Withdraw a vendor's or courier's open invitation link",
  audience: admins,
  clientLimit: 'staff',
  input: accountRef,
  async run(ctx, { role, id }) {
    const now = ctx.clock.now();
    const account = await ctx.store.transaction(async (tx) => {
      const { profile, credential, invitation } = await loadAccount(tx, role, id);
      let kept: StaffInvitation | null = invitation;
      if (invitation && isOpenLink(invitation, now)) {
        kept = { ...invitation, revokedAt: now.toISOString() };
        tx.set('staffInvitations', kept);
      }
      return toStaffAccount(role, profile, credential, kept, now);
    });
    return { account };
  },
});
