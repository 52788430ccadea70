import type { Role } from '../model/people';

/**
 * Who is calling. Visitors and customers are anonymous (a customer is known only by the phone
 * on an order); staff carry the claims their sign-in granted.
 */
export type Principal =
  | { role: 'visitor' }
  | { role: 'vendor'; vendorId: string; shopId: string }
  | { role: 'delivery'; deliveryId: string }
  | { role: 'admin'; adminId: string };

export const visitor: Principal = { role: 'visitor' };

export type StaffPrincipal = Exclude<Principal, { role: 'visitor' }>;

/** Who may run an action or a read: a list of roles, checked on the server before any input. */
export type Audience = readonly Role[];

export const everyone: Audience = ['visitor', 'customer', 'vendor', 'delivery', 'admin'];

export function isAllowed(audience: Audience, principal: Principal): boolean {
  return audience.includes(principal.role);
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Who is calling, from the claims of a verified Firebase ID token. Only the claims a staff
 * sign-in minted (or `admin:grant` set) make a staff principal; any other user is a visitor.
 */
export function principalFromClaims(claims: Record<string, unknown> | undefined): Principal {
  if (!claims) return visitor;
  if (claims.role === 'vendor' && nonEmpty(claims.vendorId) && nonEmpty(claims.shopId)) {
    return { role: 'vendor', vendorId: claims.vendorId, shopId: claims.shopId };
  }
  if (claims.role === 'delivery' && nonEmpty(claims.deliveryId)) {
    return { role: 'delivery', deliveryId: claims.deliveryId };
  }
  if (claims.role === 'admin' && nonEmpty(claims.adminId)) {
    return { role: 'admin', adminId: claims.adminId };
  }
  return visitor;
}
