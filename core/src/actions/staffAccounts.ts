import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError, invalid, notFound } from '../app/errors';
import { admins } from '../app/principal';
import { linkIdOf } from '../botMessages/entries';
import { idSchema, mobileSchema, nameSchema, newPasswordSchema } from '../model/common';
import type { Credential, DeliveryPerson, Vendor } from '../model/people';
import type { StoreReader, Transaction } from '../ports';
import { refusal } from '../refusals';
import { attemptsKey } from './throttle';

/** The staff accounts an admin manages; admins themselves are seeded and reset by email. */
export const managedRoleSchema = z.enum(['vendor', 'delivery'], {
  error: 'Choose vendor or delivery',
});
export type ManagedRole = z.infer<typeof managedRoleSchema>;

/** What admins see of a staff account: the profile and whether it may sign in. Never the password. */
export type StaffAccount =
  | (Vendor & { role: 'vendor'; disabled: boolean })
  | (DeliveryPerson & { role: 'delivery'; disabled: boolean });

export function toStaffAccount(
  role: ManagedRole,
  profile: Vendor | DeliveryPerson,
  credential: Credential | undefined,
): StaffAccount {
  const disabled = !profile.active || (credential?.disabled ?? true);
  return { ...profile, role, disabled } as StaffAccount;
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

async function loadAccount(tx: Transaction, role: ManagedRole, id: string) {
  const profile = role === 'vendor' ? await tx.get('vendors', id) : await tx.get('delivery', id);
  const credential = await credentialOf(tx, role, id);
  if (!profile || !credential) throw notFound(`No ${role} account with id ${id}`);
  return { profile, credential };
}

const newAccountInput = z.discriminatedUnion('role', [
  z.strictObject({
    role: z.literal('vendor'),
    name: nameSchema,
    phone: mobileSchema,
    shopId: idSchema,
    password: newPasswordSchema,
  }),
  z.strictObject({
    role: z.literal('delivery'),
    name: nameSchema,
    phone: mobileSchema,
    password: newPasswordSchema,
  }),
]);

export const createStaffAccount = defineAction({
  name: 'createStaffAccount',
  summary: 'Create a vendor (for a shop) or delivery account with an initial password',
  audience: admins,
  clientLimit: 'staff',
  input: newAccountInput,
  async run(ctx, input) {
    const passwordHash = await ctx.hasher.hash(input.password);
    const now = ctx.clock.now().toISOString();
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
      const base = { id: ctx.ids.newId(), name: input.name, phone: input.phone, active: true };
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
        id: ctx.ids.newId(),
        role: input.role,
        subjectId: profile.id,
        login: input.phone,
        passwordHash,
        disabled: false,
        createdAt: now,
      };
      tx.set('credentials', credential);
      return toStaffAccount(input.role, profile, credential);
    });
    return { account };
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
      const { profile, credential } = await loadAccount(tx, role, id);
      const updated = { ...credential, passwordHash };
      tx.set('credentials', updated);
      // The throttle counted failures against the old password; the new one starts clean.
      tx.delete('loginAttempts', attemptsKey(role, credential.login));
      // A Telegram account linked by whoever knew the old password acts for it no more.
      tx.delete('telegramLinks', linkIdOf(role, id));
      return toStaffAccount(role, profile, updated);
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
      const { profile, credential } = await loadAccount(tx, role, id);
      const updatedCredential = { ...credential, disabled };
      const updatedProfile = { ...profile, active: !disabled };
      tx.set('credentials', updatedCredential);
      if (role === 'vendor') tx.set('vendors', updatedProfile as Vendor);
      else tx.set('delivery', updatedProfile);
      // A disabled account's Telegram link ends with its sessions; enabling does not restore it.
      if (disabled) tx.delete('telegramLinks', linkIdOf(role, id));
      return toStaffAccount(role, updatedProfile, updatedCredential);
    });
    return { account };
  },
  endsSessionsOf: ({ account }) =>
    account.disabled ? [{ role: account.role, id: account.id }] : [],
});
