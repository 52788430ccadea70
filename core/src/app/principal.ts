import type { Role, StaffRole } from '../model/people';
import { denied } from './errors';

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
/** Anonymous callers who prove, in the input, that an order is theirs (its code and phone). */
export const customers: Audience = ['customer'];
export const admins: Audience = ['admin'];
export const vendors: Audience = ['vendor'];
export const deliveryStaff: Audience = ['delivery'];
/** Everyone who works on orders; each sees and moves only the orders that concern them. */
export const orderStaff: Audience = ['vendor', 'delivery', 'admin'];
/** Who records a courier's pickup at a shop: the courier, or an admin for them. */
export const pickupStaff: Audience = ['delivery', 'admin'];

/**
 * The roles a principal acts in. An anonymous caller is a visitor and may act as a customer:
 * being a customer is proven per request by an order's code and phone, never by a session, so
 * a signed-in staff member is not a customer.
 */
export function rolesOf(principal: Principal): readonly Role[] {
  return principal.role === 'visitor' ? ['visitor', 'customer'] : [principal.role];
}

export function isAllowed(audience: Audience, principal: Principal): boolean {
  return rolesOf(principal).some((role) => audience.includes(role));
}

/** A staff account: what sessions and custom tokens are issued for, and revoked by. */
export interface StaffSubject {
  role: StaffRole;
  id: string;
}

/**
 * The principal as the role an action's audience admits. The audience was checked before the
 * input; this narrows the type, and refuses anyway should the two ever disagree.
 */
export function asRole<R extends StaffPrincipal['role']>(
  principal: Principal,
  role: R,
): Extract<Principal, { role: R }> {
  if (principal.role !== role) throw denied(`Only ${role} accounts may do this`);
  return principal as Extract<Principal, { role: R }>;
}

export function asStaff(principal: Principal): StaffPrincipal {
  if (principal.role === 'visitor') throw denied('Only staff may do this');
  return principal;
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
