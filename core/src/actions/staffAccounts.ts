import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError, invalid, notFound } from '../app/errors';
import { admins } from '../app/principal';
import { linkIdOf } from '../botMessages/entries';
import { idSchema, mobileSchema, nameSchema, newPasswordSchema } from '../model/common';
import type { Credential, DeliveryPerson, StaffInvitation, Vendor } from '../model/people';
import type { StoreReader, Transaction } from '../ports';
import { staffPushRef } from '../push/staffFollowers';
import { refusal } from '../refusals';
import { isOpenLink, newOneTimeLink } from '../signIn/oneTimeLinks';
import { attemptsKey } from '../signIn/throttle';

/** The staff accounts an admin manages; admins themselves are seeded and reset by email. */
export const managedRoleSchema = z.enum(['vendor', 'delivery'], {
  error: 'Choose vendor or delivery',
});
export type ManagedRole = z.infer<typeof managedRoleSchema>;

/**
 * Where an account stands: `invited` until its holder sets a password with their link,
 * `active` once they may sign in, `disabled` when an admin turned it off.
 */
export type StaffAccountState = 'invited' | 'active' | 'disabled';

/** The admin-facing account facts beyond the profile: never a password, never a link's token. */
interface AccountFacts {
  disabled: boolean;
  state: StaffAccountState;
  /** When the account's open invitation (or new-password link) expires; none when none is open. */
  invitationExpiresAt?: string;
}

/** What admins see of a staff account: the profile and whether it may sign in. */
export type StaffAccount =
  | (Vendor & { role: 'vendor' } & AccountFacts)
  | (DeliveryPerson & { role: 'delivery' } & AccountFacts);

/** An invitation link works for a week: time to reach someone on WhatsApp and for them to open it. */
export const staffInvitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export function toStaffAccount(
  role: ManagedRole,
  profile: Vendor | DeliveryPerson,
  credential: Credential | undefined,
  invitation: StaffInvitation | null | undefined,
  now: Date,
): StaffAccount {
  const disabled = !profile.active || (credential?.disabled ?? true);
  const state: StaffAccountState = disabled
    ? 'disabled'
    : credential?.invited
      ? 'invited'
      : 'active';
  const open = !disabled && invitation && isOpenLink(invitation, now);
  return {
    ...profile,
    role,
    disabled,
    state,
    ...(open ? { invitationExpiresAt: invitation.expiresAt } : {}),
  } as StaffAccount;
}

/** A new invitation for a login, replacing any older one (same id): the token, given once. */
export async function newInvitation(
  ctx: Parameters<typeof newOneTimeLink>[0],
  login: { id: string; role: ManagedRole; subjectId: string },
) {
  const { token, link } = await newOneTimeLink(ctx, staffInvitationLifetimeMs);
  const { tokenHash, createdAt, expiresAt } = link;
  const invitation: StaffInvitation = { ...login, tokenHash, createdAt, expiresAt };
  return { token, invitation };
}

export async function credentialOf(
  store: StoreReader,
  role: ManagedRole,
  subjectId: string,
): Promise<Credential | undefined> {
  const [credential] = await store.query('credentials', {
    where: [
      ['role', role],
      ['subjectId', subjectId],
    ],
    limit: 1,
  });
  return credential;
}

export async function loadAccount(tx: Transaction, role: ManagedRole, id: string) {
  const profile = role === 'vendor' ? await tx.get('vendors', id) : await tx.get('delivery', id);
  const credential = await credentialOf(tx, role, id);
  if (!profile || !credential) throw notFound(`No ${role} account with id ${id}`);
  const invitation = await tx.get('staffInvitations', credential.id);
  return { profile, credential, invitation };
}

const newAccountInput = z.discriminatedUnion('role', [
  z.strictObject({
    role: z.literal('vendor'),
    name: nameSchema,
    phone: mobileSchema,
    shopId: idSchema,
    password: newPasswordSchema.optional(),
  }),
  z.strictObject({
    role: z.literal('delivery'),
    name: nameSchema,
    phone: mobileSchema,
    password: newPasswordSchema.optional(),
  }),
]);

/**
 * A new vendor (for a shop) or courier. Without a password the account is invited: it cannot
 * sign in, and the answer carries a one-time link's token (shown to the admin once) with which
 * its holder sets their own password. With one (the demo's loader, older clients) it is active.
 */
export const createStaffAccount = defineAction({
  name: 'createStaffAccount',
  summary:
    'Create a vendor (for a shop) or delivery account: invited with a link, or with a password',
  audience: admins,
  clientLimit: 'staff',
  input: newAccountInput,
  async run(ctx, input) {
    // An invited login's hash is of a secret nobody is told: no password signs it in.
    const passwordHash = await ctx.hasher.hash(input.password ?? ctx.ids.newSecret());
    const clockNow = ctx.clock.now();
    const now = clockNow.toISOString();
    const credentialId = ctx.ids.newId();
    const subjectId = ctx.ids.newId();
    const invited = input.password === undefined;
    const link = invited
      ? await newInvitation(ctx, { id: credentialId, role: input.role, subjectId })
      : null;
    const account = await ctx.store.transaction(async (tx) => {
      const [taken] = await tx.query('credentials', {
        where: [
          ['role', input.role],
          ['login', input.phone],
        ],
        limit: 1,
      });
      if (taken) {
        throw new DomainError(
          'already-exists',
          `A ${input.role} account with this phone exists`,
          refusal('invalid-fields', {
            issues: [{ path: 'phone', message: `A ${input.role} account with this phone exists` }],
          }),
        );
      }
      const base = { id: subjectId, name: input.name, phone: input.phone, active: true };
      let profile: Vendor | DeliveryPerson = base;
      if (input.role === 'vendor') {
        const shop = await tx.get('shops', input.shopId);
        if (!shop) {
          throw invalid(
            `shopId: No shop with id ${input.shopId}`,
            refusal('invalid-fields', {
              issues: [{ path: 'shopId', message: `No shop with id ${input.shopId}` }],
            }),
          );
        }
        profile = { ...base, shopId: shop.id, category: shop.type };
        tx.set('vendors', profile as Vendor);
      } else {
        tx.set('delivery', profile);
      }
      const credential: Credential = {
        id: credentialId,
        role: input.role,
        subjectId: profile.id,
        login: input.phone,
        passwordHash,
        disabled: false,
        createdAt: now,
        ...(invited ? { invited: true } : {}),
      };
      tx.set('credentials', credential);
      if (link) tx.set('staffInvitations', link.invitation);
      return toStaffAccount(input.role, profile, credential, link?.invitation, clockNow);
    });
    return link
      ? { account, invitation: { token: link.token, expiresAt: link.invitation.expiresAt } }
      : { account };
  },
});

const accountRef = { role: managedRoleSchema, id: idSchema };

export const resetStaffPassword = defineAction({
  name: 'resetStaffPassword',
  summary: "Set a new password on a vendor's or delivery person's account",
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ ...accountRef, password: newPasswordSchema }),
  async run(ctx, { role, id, password }) {
    const passwordHash = await ctx.hasher.hash(password);
    const account = await ctx.store.transaction(async (tx) => {
      const { profile, credential, invitation } = await loadAccount(tx, role, id);
      const { invited: _invited, ...rest } = credential;
      const updated = { ...rest, passwordHash };
      tx.set('credentials', updated);
      // The throttle counted failures against the old password; the new one starts clean.
      tx.delete('loginAttempts', attemptsKey(role, credential.login));
      // A Telegram account linked by whoever knew the old password acts for it no more.
      tx.delete('telegramLinks', linkIdOf(role, id));
      return toStaffAccount(role, profile, updated, invitation, ctx.clock.now());
    });
    return { account };
  },
  // Whoever knew the old password is signed out everywhere.
  endsSessionsOf: ({ account }) => [{ role: account.role, id: account.id }],
});

export const setStaffDisabled = defineAction({
  name: 'setStaffDisabled',
  summary: 'Disable a staff account (signed out at once) or enable it again',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ ...accountRef, disabled: z.boolean() }),
  async run(ctx, { role, id, disabled }) {
    const account = await ctx.store.transaction(async (tx) => {
      const { profile, credential, invitation } = await loadAccount(tx, role, id);
      const devices = await tx.query('pushSubscriptions', {
        where: [['ref', staffPushRef(role, id)]],
      });
      const updatedCredential = { ...credential, disabled };
      const updatedProfile = { ...profile, active: !disabled };
      tx.set('credentials', updatedCredential);
      if (role === 'vendor') tx.set('vendors', updatedProfile as Vendor);
      else tx.set('delivery', updatedProfile);
      // A disabled account's Telegram link ends with its sessions; enabling does not restore it.
      if (disabled) tx.delete('telegramLinks', linkIdOf(role, id));
      // Its devices stop hearing of new orders too; enabling does not restore them either.
      for (const device of disabled ? devices : []) tx.delete('pushSubscriptions', device.id);
      return toStaffAccount(role, updatedProfile, updatedCredential, invitation, ctx.clock.now());
    });
    return { account };
  },
  endsSessionsOf: ({ account }) =>
    account.disabled ? [{ role: account.role, id: account.id }] : [],
});
