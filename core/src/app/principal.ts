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
