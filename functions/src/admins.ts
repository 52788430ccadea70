import { emailSchema, type IdSource, type Store } from '@town/core';
import type { Auth } from 'firebase-admin/auth';

export interface GrantedAdmin {
  uid: string;
  adminId: string;
  /** True when the Auth user did not exist and was created without a password. */
  createdUser: boolean;
  /** For a new user: the link where they set their password. */
  passwordLink?: string;
}

async function findOrCreateUser(auth: Auth, email: string) {
  try {
    return { user: await auth.getUserByEmail(email), created: false };
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    return { user: await auth.createUser({ email, emailVerified: false }), created: true };
  }
}

/**
 * Makes the Firebase Auth user with this email an admin: an `admins` profile (kept if one with
 * the email exists, e.g. moved from the local host) and the admin role claim on the user. The
 * claim reaches the user's ID token at the next refresh (sign out and in again).
 */
export async function grantAdmin(
  deps: { auth: Auth; store: Store; ids: IdSource },
  rawEmail: string,
): Promise<GrantedAdmin> {
  const email = emailSchema.parse(rawEmail);
  const { user, created } = await findOrCreateUser(deps.auth, email);
  const adminId = await deps.store.transaction(async (tx) => {
    const [existing] = await tx.query('admins', { where: [['email', email]], limit: 1 });
    if (existing) return existing.id;
    const id = deps.ids.newId();
    tx.set('admins', { id, email, name: user.displayName || email.split('@')[0] || email });
    return id;
  });
  await deps.auth.setCustomUserClaims(user.uid, { role: 'admin', adminId });
  return {
    uid: user.uid,
    adminId,
    createdUser: created,
    ...(created ? { passwordLink: await deps.auth.generatePasswordResetLink(email) } : {}),
  };
}
