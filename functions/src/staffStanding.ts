import type { Store, TelegramLink } from '@town/core';
import type { Auth } from 'firebase-admin/auth';
import { uidOf } from './principal';

/**
 * Admins on this host are Firebase Auth accounts, disabled and reset there rather than by the
 * core's actions: a link made before the account was disabled, or before its sessions were
 * revoked (a password change revokes them), no longer acts. Other roles pass here; the core
 * checks them itself.
 */
export function adminStanding(auth: Pick<Auth, 'getUserByEmail' | 'getUser'>, store: Store) {
  return async (link: TelegramLink): Promise<boolean> => {
    if (link.role !== 'admin') return true;
    const admin = await store.get('admins', link.subjectId);
    if (!admin) return false;
    // Admins sign in with their email's Auth account; one signed in by the core's sign-in (the
    // emulator suite, a moved local admin) has the staff uid instead.
    const user =
      (await auth.getUserByEmail(admin.email).catch(() => null)) ??
      (await auth.getUser(uidOf({ role: 'admin', id: admin.id })).catch(() => null));
    if (!user || user.disabled) return false;
    const validSince = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
    // Auth keeps whole seconds: a link made in the same second as a revocation is kept.
    return validSince <= Date.parse(link.linkedAt) + 1000;
  };
}
