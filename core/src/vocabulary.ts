/**
 * The app's fixed lists, text limits and the delivery-fee rule as plain values, with no schema
 * library: the web bundle imports them from `@town/core/vocabulary` to label, filter and check
 * forms without carrying zod. The core schemas are built from these same values, so a list or a
 * limit has one source.
 */

export const orderStatuses = [
  'placed',
  'accepted',
  'ready',
  'outForDelivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where one shop's part of an order stands; the order's status is derived from its parts. The
 * courier picks each packed part up at its shop, and every part still in the order is delivered
 * with it.
 */
export const partStatuses = [
  'placed',
  'accepted',
  'ready',
  'pickedUp',
  'delivered',
  'cancelled',
] as const;
export type PartStatus = (typeof partStatuses)[number];

/** shop: from the cart; pharmacy: medicines and/or a prescription photo; fordo: a written or photographed list. */
export const orderKinds = ['shop', 'pharmacy', 'fordo'] as const;
export type OrderKind = (typeof orderKinds)[number];

export const shopTypes = ['grocery', 'bazaar', 'food', 'onlineShop', 'pharmacy'] as const;
/**
 * The catalog collections whose documents show a picture the admin takes or chooses (an
 * `image`, set with `setCatalogPhoto`): shops, doctors and news posts.
 */
export const catalogPhotoCollections = ['shops', 'doctors', 'feeds'] as const;
export type CatalogPhotoCollection = (typeof catalogPhotoCollections)[number];
export const doctorKinds = ['specialist', 'general'] as const;
/**
 * The medical screen's choice between specialists and general practitioners. It opens on
 * general physicians: most visits start with one (decision 1752). Kept here, not beside the
 * doctor schema, so the home page's first load does not carry zod (decision 1360).
 */
export const defaultDoctorKind: (typeof doctorKinds)[number] = 'general';
export const emergencyTypes = [
  'police',
  'fire',
  'ambulance',
  'transport',
  'hospital',
  'wbsedcl',
  'municipality',
] as const;
/**
 * India's national helplines, built into the app (not the town's data): the emergency pages show
 * them with their first paint, offline too, and search finds them ("ambulance" finds 108). The
 * emergency pages' labels are translations (`emergency:national.<key>`); search names them too.
 */
export const nationalHelplines = [
  { key: 'all', phone: '112', types: ['police', 'fire', 'ambulance'] },
  { key: 'police', phone: '100', types: ['police'] },
  { key: 'fire', phone: '101', types: ['fire'] },
  { key: 'ambulance', phone: '108', types: ['ambulance'] },
  { key: 'motherChild', phone: '102', types: ['ambulance'] },
  { key: 'women', phone: '1091', types: ['police'] },
  { key: 'womenAbuse', phone: '181', types: ['police'] },
  { key: 'child', phone: '1098', types: ['police'] },
  { key: 'cyber', phone: '1930', types: ['police'] },
  { key: 'rail', phone: '139', types: ['transport'] },
  { key: 'highway', phone: '1033', types: ['transport'] },
] as const satisfies readonly {
  key: string;
  phone: string;
  types: readonly (typeof emergencyTypes)[number][];
}[];
export const transportKinds = ['toto', 'car', 'bus'] as const;
export const teacherModes = ['home', 'centre', 'both'] as const;
export const feedTypes = ['news', 'events', 'offers', 'jobs'] as const;
export const serviceTypes = [
  'electrician',
  'plumber',
  'carpenter',
  'tailor',
  'mechanic',
  'cleaning',
] as const;

/** Requests people send that the help desk handles, one collection each. */
export const requestCollections = [
  'appointments',
  'labBookings',
  'medicalAssistance',
  'contactMessages',
] as const;
/** The lists of the admin's bookings screen: the requests, and fordo lists (which are orders). */
export const bookingKinds = [...requestCollections, 'fordo'] as const;

/** Bookings that move by their steps (below); the other requests are only marked handled. */
export const steppedCollections = ['appointments', 'labBookings'] as const;
/** Requests staff mark handled or not: they have no steps of their own. */
export const handledCollections = ['medicalAssistance', 'contactMessages'] as const;

/**
 * The steps of an appointment: the patient asks, the desk confirms a time with the chamber, the
 * doctor sees the patient. It may end cancelled (by the patient or the desk) or as a no-show.
 */
export const appointmentStatuses = [
  'requested',
  'confirmed',
  'seen',
  'cancelled',
  'noShow',
] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** The steps of a lab booking: asked, confirmed with a collection time, sample taken, report ready. */
export const labBookingStatuses = [
  'requested',
  'confirmed',
  'sampleCollected',
  'reportReady',
  'cancelled',
  'noShow',
] as const;
export type LabBookingStatus = (typeof labBookingStatuses)[number];

/** Every step a booking can stand at, either kind. */
export type BookingStep = AppointmentStatus | LabBookingStatus;

/** Steps a booking never leaves: the patient's page and /my stop asking about them. */
export const finalBookingSteps: readonly BookingStep[] = [
  'seen',
  'reportReady',
  'cancelled',
  'noShow',
];

/** Longest text each field takes, in characters (after trimming). */
export const textLimits = {
  name: 80,
  addressLine: 300,
  addressLineMin: 5,
  landmark: 120,
  shortText: 200,
  longText: 2000,
  phone: 20,
  password: 128,
  newPasswordMin: 8,
} as const;

/**
 * How much of a search query is looked at. Each word is matched by spelling, sound, prefix and
 * near spellings across the whole index, so the work grows with every word: a pasted page of
 * text once held the host for seconds. A resident's search is a few words ("potol 500 g",
 * "dr roy child"); what lies past these bounds is ignored, never refused. Search boxes take
 * no more than `maxLength` characters.
 */
export const searchQueryBounds = {
  maxLength: 80,
  /** Words looked for. */
  maxWords: 6,
  /** Letters of one word: longer runs are no word anyone types, and cost the fuzzy match most. */
  maxWordLength: 24,
} as const;

/**
 * The most documents one catalog list query from a browser may ask for: firestore.rules refuse
 * a list without a limit or with a larger one, and the browser's reader asks for this many when
 * a read names no limit. Larger lists (the whole catalog for search) come from the host.
 */
export const catalogListLimit = 500;

/** The town's own texts and what a new town starts with (see core/src/town/defaults.ts). */
export const townLimits = {
  /** The town's name, as the top bar shows it beside "Town Services". */
  name: 60,
} as const;

/**
 * Days an ended order's private photos (prescription, shopping list, proof at the door) are
 * kept when the town sets nothing: long enough for a complaint or a refill about last month's
 * order, short enough that a prescription is not kept for years.
 */
export const defaultPhotoRetentionDays = 90;
/** The days a town may choose: a week at least (a complaint), ten years at most. */
export const photoRetentionDaysRange = { min: 7, max: 3650 } as const;

export interface DeliveryRule {
  feePaise: number;
  /** An order whose goods cost at least this much is delivered free. */
  freeAbovePaise: number;
}

/**
 * A locality the town delivers to (a para, ward or village), with its own fee and minimum
 * order. A town that lists none delivers anywhere at its flat fee.
 */
export interface DeliveryArea {
  /** Stable while the area is listed: what the checkout sends and the order keeps. */
  id: string;
  name: string;
  /** The name in Bengali, for Bengali pages (the English name where absent). */
  nameBn?: string | undefined;
  /** The area's six-digit PIN code, shown beside its name so customers find theirs. */
  pinCode: string;
  feePaise: number;
  /** The goods of an order to this area must cost at least this much (0: no minimum). */
  minOrderPaise: number;
}

/** The town's delivery rule with the localities it lists (none: it delivers anywhere). */
export interface TownDelivery extends DeliveryRule {
  areas?: readonly DeliveryArea[] | undefined;
}

/** How many localities a town may list: a block's villages and a town's wards fit. */
export const maxDeliveryAreas = 200;

/** Whether the town asks for a locality at checkout: only when it lists some. */
export const listsDeliveryAreas = (delivery: TownDelivery): boolean =>
  (delivery.areas?.length ?? 0) > 0;

export interface OrderTotals {
  subtotalPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  /** How much more to spend for free delivery; 0 when it is already free. */
  toFreeDeliveryPaise: number;
}

/** The town's delivery rule: a flat fee, free from a threshold. Nothing to deliver costs nothing. */
export function orderTotals(subtotalPaise: number, rule: DeliveryRule): OrderTotals {
  const free = subtotalPaise === 0 || subtotalPaise >= rule.freeAbovePaise;
  const deliveryFeePaise = free ? 0 : rule.feePaise;
  return {
    subtotalPaise,
    deliveryFeePaise,
    totalPaise: subtotalPaise + deliveryFeePaise,
    toFreeDeliveryPaise: free ? 0 : rule.freeAbovePaise - subtotalPaise,
  };
}

export interface DeliveryTotals extends OrderTotals {
  /** The listed locality the order goes to; absent when the town lists none or none matched. */
  area?: DeliveryArea;
  /** The town lists localities and the order names none of them: it cannot be delivered. */
  areaMissing: boolean;
  /** How much more the goods must cost for the locality's minimum order; 0 when met. */
  toMinimumPaise: number;
}

/**
 * An order's totals where it is delivered: the one computation the cart, the checkout and both
 * hosts' order placing share, so the fee a customer sees is the fee the order keeps. A listed
 * locality replaces the town's flat fee with its own (the free-delivery threshold still holds)
 * and may ask for a minimum order; an order with no goods priced yet (a prescription alone) has
 * no minimum to meet. Without a locality where the town lists some, nothing is charged for
 * delivery: the order cannot be placed until one is chosen.
 */
export function deliveryTotals(
  subtotalPaise: number,
  delivery: TownDelivery,
  areaId: string | undefined,
): DeliveryTotals {
  if (!listsDeliveryAreas(delivery)) {
    return { ...orderTotals(subtotalPaise, delivery), areaMissing: false, toMinimumPaise: 0 };
  }
  const area = delivery.areas?.find((each) => each.id === areaId);
  if (!area) {
    const free = { feePaise: 0, freeAbovePaise: 0 };
    return { ...orderTotals(subtotalPaise, free), areaMissing: true, toMinimumPaise: 0 };
  }
  const totals = orderTotals(subtotalPaise, { ...delivery, feePaise: area.feePaise });
  const short = subtotalPaise === 0 ? 0 : Math.max(0, area.minOrderPaise - subtotalPaise);
  return { ...totals, area, areaMissing: false, toMinimumPaise: short };
}

/**
 * Where an outbox entry (a staff alert or email) stands; the model says what each one means
 * (`core/src/model/outbox.ts`).
 */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'notConfigured'] as const;
