import type { StaffPrincipal } from '@town/core';

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
      return `vendor_${principal.vendorId}`;
    case 'delivery':
      return `delivery_${principal.deliveryId}`;
    case 'admin':
      return `admin_${principal.adminId}`;
  }
}
