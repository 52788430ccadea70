import type { Principal, StaffPrincipal } from '@town/core';

/** The custom claims a staff sign-in puts in the Firebase ID token. */
export type StaffClaims =
  | { role: 'vendor'; vendorId: string; shopId: string }
  | { role: 'delivery'; deliveryId: string }
  | { role: 'admin'; adminId: string };

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Who is calling, from the verified ID token's claims. Only claims this codebase minted (custom
 * tokens from a staff sign-in, or the admin claim set by `admin:grant`) make a staff principal;
 * any other signed-in user is a visitor.
 */
export function principalFromClaims(claims: Record<string, unknown> | undefined): Principal {
  if (!claims) return { role: 'visitor' };
  if (claims.role === 'vendor' && text(claims.vendorId) && text(claims.shopId)) {
    return { role: 'vendor', vendorId: claims.vendorId, shopId: claims.shopId };
  }
  if (claims.role === 'delivery' && text(claims.deliveryId)) {
    return { role: 'delivery', deliveryId: claims.deliveryId };
  }
  if (claims.role === 'admin' && text(claims.adminId)) {
    return { role: 'admin', adminId: claims.adminId };
  }
  return { role: 'visitor' };
}

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
