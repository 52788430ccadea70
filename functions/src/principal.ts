import type { StaffPrincipal, StaffSubject } from '@town/core';

/** The custom claims a staff sign-in puts in the Firebase ID token. */
export type StaffClaims =
  | { role: 'vendor'; vendorId: string; shopId: string }
  | { role: 'delivery'; deliveryId: string }
  | { role: 'admin'; adminId: string };

/** Who is calling, from the verified ID token's claims (shared with the web adapter). */
export { principalFromClaims } from '@town/core';

export function claimsFor(principal: StaffPrincipal): StaffClaims {
  return { ...principal };
}

/** One Firebase Auth user per staff profile: signing in again reuses it. */
export function uidFor(principal: StaffPrincipal): string {
  switch (principal.role) {
    case 'vendor':
      return uidOf({ role: 'vendor', id: principal.vendorId });
    case 'delivery':
      return uidOf({ role: 'delivery', id: principal.deliveryId });
    case 'admin':
      return uidOf({ role: 'admin', id: principal.adminId });
  }
}

/** The Firebase Auth user of a staff account (what revoking its sessions acts on). */
export const uidOf = (subject: StaffSubject): string => `${subject.role}_${subject.id}`;
