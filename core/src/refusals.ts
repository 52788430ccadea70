/**
 * Why an action was refused, as a stable reason code with typed details. A refused call carries
 * `{ reason, ...details }` as its error details on both hosts; callers tell refusals apart by
 * `reason`, never by the wording of the message or the shape of the details. Plain types and
 * values, no schema library: the web bundle imports this from `@town/core/refusals`.
 */
import type { OrderStatus } from './vocabulary';

export interface FieldIssue {
  /** The field, dotted for nested ones (`items.0.quantity`); '' for the whole input. */
  path: string;
  message: string;
}

/** A product the shop could not supply in the amount asked. */
export interface Shortage {
  productId: string;
  name: string;
  available: number;
  requested: number;
}

/** A shop whose vendor closed it: for the rest of today, or on holiday until `reopensOn`. */
export interface ClosedShop {
  shopId: string;
  name: string;
  kind: 'today' | 'holiday';
  /** The first day (YYYY-MM-DD, the town's) it takes orders again. */
  reopensOn: string;
}

export interface RefusalDetails {
  /** Input to correct, field by field. */
  'invalid-fields': { issues: FieldIssue[] };
  /** More of one product than the town allows in one order. */
  'too-many-of-item': { productId: string; max: number };
  /** Too little stock: what is left of each product short. */
  'out-of-stock': { shortages: Shortage[] };
  /** Parts of the order for shops their vendors closed. */
  'shop-closed': { closedShops: ClosedShop[] };
  /** A medicine that needs a prescription photo, ordered without one. */
  'prescription-needed': { productId: string };
  /** The order (or one shop's part, with `shopId`) moved on since the caller looked: where it is now and where it may go. */
  'status-moved': { status: OrderStatus; allowed: OrderStatus[]; shopId?: string };
  /** The order goes out for delivery only once a courier is assigned. */
  'courier-needed': { status: OrderStatus; allowed: OrderStatus[] };
  /** Another courier took the order first. */
  'taken-by-other': { status: OrderStatus };
  /** This phone already has as many open orders as the town allows. */
  'too-many-open-orders': { openOrders: number };
  /** Too many tries in a while (sign-ins, lookups, orders): when to try again. */
  'try-again-later': { retryAfterSeconds: number };
  /** A setup link that has expired, was used, or was never made: a new one is needed. */
  'setup-link-closed': Record<string, never>;
  /** The town is set up already: its admins sign in instead. */
  'town-set-up': Record<string, never>;
}

export type RefusalReason = keyof RefusalDetails;

export type Refusal<R extends RefusalReason = RefusalReason> = { reason: R } & RefusalDetails[R];

/** The details a refused action sends. */
export const refusal = <R extends RefusalReason>(
  reason: R,
  details: RefusalDetails[R],
): Refusal<R> => ({ reason, ...details });

/** The refusal in an error's details when it is the one asked for. */
export function refusalOf<R extends RefusalReason>(
  details: unknown,
  reason: R,
): Refusal<R> | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  return (details as { reason?: unknown }).reason === reason ? (details as Refusal<R>) : undefined;
}
