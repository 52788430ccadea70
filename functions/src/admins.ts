import { randomBytes } from 'node:crypto';
import {
  type AdminAccounts,
  DomainError,
  emailSchema,
  type IdSource,
  refusal,
  type Store,
} from '@town/core';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { uidOf } from './principal';

export interface GrantedAdmin {
  uid: string;
  adminId: string;
  /** True when no account had the address and this grant created it. */
  createdUser: boolean;
  /** For a new account: the password it was created with (shown once to the operator). */
  password?: string;
  /** For a new account: a link where the admin chooses a password of their own. */
  passwordLink?: string;
}

/** 144 random bits, readable enough to type once. */
export const randomPassword = () => randomBytes(18).toString('base64url');

/** Why an existing account may not become an admin, or null when it may. */
function grantRefusal(user: UserRecord, email: string): string | null {
  if (user.disabled) {
    return `The account of ${email} is disabled. Enable it (Firebase console, Authentication, Users) and run this again.`;
  }
  // Granted before (by this command, which creates accounts with the claim): a re-run is fine.
  if (user.customClaims?.role === 'admin') return null;
  if (user.emailVerified) return null;
  return [
    `Refused: ${email} already has an account, and its address is not verified.`,
    'Anyone can register an address they do not own, so an unverified account could be a',
    "stranger's. Either delete that account (Firebase console, Authentication, Users) and run",
    'this again, which creates the account itself, or have its owner verify the address first.',
  ].join('\n');
}

/**
 * Makes the Firebase Auth account with this email an admin: an `admins` profile (kept if one with
 * the email exists, e.g. moved from the local host) and the admin role claim on the account.
 * An address without an account gets one, created here with `newPassword`. An existing account
 * must have a verified address (or be an admin already): pre-registering someone's address
 * must not make a stranger admin. The claim reaches a signed-in user at their next sign-in.
 */
export async function grantAdmin(
  deps: { auth: Auth; store: Store; ids: IdSource },
  rawEmail: string,
  newPassword: () => string = randomPassword,
): Promise<GrantedAdmin> {
  const email = emailSchema.parse(rawEmail);
  const existing = await deps.auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (existing) {
    const refused = grantRefusal(existing, email);
    if (refused) throw new Error(refused);
  }
  const adminId = await deps.store.transaction(async (tx) => {
    const [profile] = await tx.query('admins', { where: [['email', email]], limit: 1 });
    if (profile) return profile.id;
    const id = deps.ids.newId();
    const name = existing?.displayName || email.split('@')[0] || email;
    tx.set('admins', { id, email, name });
    return id;
  });
  const claims = { role: 'admin', adminId };
  if (existing) {
    await deps.auth.setCustomUserClaims(existing.uid, claims);
    return { uid: existing.uid, adminId, createdUser: false };
  }
  const password = newPassword();
  const created = await deps.auth.createUser({ email, password, emailVerified: false });
  await deps.auth.setCustomUserClaims(created.uid, claims);
  return {
    uid: created.uid,
    adminId,
    createdUser: true,
    password,
    passwordLink: await deps.auth.generatePasswordResetLink(email),
  };
}

/**
 * The town's admin accounts in Firebase Auth, for the setup link's first admin: an account with
 * the email and password given, the uid its staff sign-ins use (`admin_<adminId>`, so the
 * custom token the setup answers signs in to this very account) and the admin claim. An email
 * that has an account already is refused: anyone can register an address with the public web
 * API key, so that account may be a stranger's.
 */
export function firebaseAdminAccounts(
  auth: Pick<Auth, 'createUser' | 'setCustomUserClaims' | 'deleteUser'>,
): AdminAccounts {
  return {
    async create({ adminId, email, name, password }) {
      const uid = uidOf({ role: 'admin', id: adminId });
      try {
        await auth.createUser({ uid, email, password, displayName: name, emailVerified: false });
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/email-already-exists') {
          throw new DomainError(
            'already-exists',
            'This email already has an account in Firebase Authentication. Use another one, or delete that account (Firebase console, Authentication, Users) first.',
            refusal('invalid-fields', {
              issues: [{ path: 'email', message: 'This email already has an account' }],
            }),
          );
        }
        throw error;
      }
      await auth.setCustomUserClaims(uid, { role: 'admin', adminId });
    },
    async remove(adminId) {
      await auth.deleteUser(uidOf({ role: 'admin', id: adminId }));
    },
  };
}
