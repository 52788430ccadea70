/**
 * Why an action was refused, as a stable reason code with typed details. A refused call carries
 * `{ reason, ...details }` as its error details on both hosts; callers tell refusals apart by
 * `reason`, never by the wording of the message or the shape of the details. Plain types and
 * values, no schema library: the web bundle imports this from `@town/core/refusals`.
 */
import type { BookingStep, OrderStatus, PartStatus } from './vocabulary';

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
  'status-moved': {
    status: OrderStatus | PartStatus;
    allowed: (OrderStatus | PartStatus)[];
    shopId?: string;
  };
  /** The order goes out for delivery only once a courier is assigned. */
  'courier-needed': { status: OrderStatus; allowed: OrderStatus[] };
  /** Another courier took the order first. */
  'taken-by-other': { status: OrderStatus };
  /** The phone's open orders would hold more of one product than the town allows one phone. */
  'too-much-of-product': { productId: string; name: string; max: number; held: number };
  /**
   * The phone's open orders would come to more cash on delivery than the town allows: less
   * before any order of the phone was delivered (`firstOrder`); larger orders go by phone.
   */
  'cash-on-delivery-cap': {
    maxPaise: number;
    heldPaise: number;
    firstOrder: boolean;
    /** The help desk's phone; absent while the town has published none. */
    townPhone?: string;
  };
  /**
   * The town lists the localities it delivers to, and the order named none of them (or one no
   * longer listed): the customer calls the town to ask.
   */
  'outside-delivery-area': { areaId?: string; townPhone?: string };
  /**
   * The delivery slot chosen is no longer offered: full, past, beyond tomorrow, after a shop's
   * cut-off, or a shop does not serve that day. `offered` lists what may be chosen now.
   */
  'slot-not-offered': { date: string; window: string; offered: { date: string; window: string }[] };
  /** The goods cost less than the locality's minimum order: how much more is needed. */
  'below-minimum-order': { areaId: string; minOrderPaise: number; toMinimumPaise: number };
  /** This phone already has as many open orders as the town allows. */
  'too-many-open-orders': { openOrders: number };
  /** This phone already holds as many open bookings (or unhandled help requests) as the town allows. */
  'too-many-open-bookings': { kind: RequestKind; openBookings: number; townPhone?: string };
  /** A booking for a day past the town's horizon: the last day that may be booked. */
  'too-far-ahead': { lastDate: string; daysAhead: number };
  /** Too many tries in a while (sign-ins, lookups, orders): when to try again. */
  'try-again-later': { retryAfterSeconds: number };
  /** A spreadsheet file that cannot be imported at all (its rows are not looked at). */
  'csv-file': { problem: CsvFileProblem; columns?: string[] };
  /** The file or the catalog changed since the preview the import was confirmed from. */
  'import-changed': Record<string, never>;
  /** A booking moved on since the caller looked: the step it is at and the steps it may take. */
  'booking-moved': { status: BookingStep; allowed: BookingStep[] };
  /** A setup link that has expired, was used, or was never made: a new one is needed. */
  'setup-link-closed': Record<string, never>;
  /** A staff invitation that expired, was used, was withdrawn or never made: ask for a new one. */
  'invitation-closed': Record<string, never>;
  /** The town is set up already: its admins sign in instead. */
  'town-set-up': Record<string, never>;
}

/** What a phone asks for: an appointment, a lab test, or medical help at an address. */
export type RequestKind = 'appointment' | 'labTest' | 'assistance';

/** What is wrong with a whole import file; the message says it in full. */
export type CsvFileProblem =
  | 'too-large'
  | 'too-many-rows'
  | 'not-text'
  | 'empty'
  | 'open-quote'
  | 'columns';

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

/** A refusal's wait in words: "1 minute", "40 minutes". */
export const minutesText = (minutes: number) =>
  `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
