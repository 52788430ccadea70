import { z } from 'zod';
import { orderKinds, orderStatuses, partStatuses } from '../vocabulary';
import {
  addressSchema,
  contactPersonSchema,
  dialNumberSchema,
  geoPointSchema,
  idSchema,
  imageRefSchema,
  isoDateSchema,
  isoDateTimeSchema,
  longTextSchema,
  mobileSchema,
  nameSchema,
  paiseSchema,
  shortTextSchema,
  upiReferenceSchema,
} from './common';
import { roleSchema } from './people';
import { upiIdSchema } from './town';

export { orderKinds, orderStatuses };
export const orderStatusSchema = z.enum(orderStatuses);

/** How a customer paid at the door: cash in hand, or UPI to the town's (or shop's) account. */
export const paymentMethods = ['cash', 'upi'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The short code on an order, as a customer types it: case and spaces do not matter. */
export const orderCodeSchema = z
  .string({ error: 'Expected an order code' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/, 'Enter the order code, e.g. K7Q-4MX');

/**
 * What staff type to find an order: its code (as a customer reads it out) or the customer's
 * mobile number, told apart by their shapes. Gives the order field to match and its value.
 */
export const orderFindSchema = z
  .string({ error: 'Expected an order code or a phone number' })
  .max(30, 'Enter an order code, e.g. K7Q-4MX, or a 10-digit mobile number')
  .transform((raw, ctx) => {
    const code = orderCodeSchema.safeParse(raw);
    if (code.success) return { field: 'code', value: code.data } as const;
    const phone = mobileSchema.safeParse(raw);
    if (phone.success) return { field: 'customer.phone', value: phone.data } as const;
    ctx.addIssue({
      code: 'custom',
      message: 'Enter an order code, e.g. K7Q-4MX, or a 10-digit mobile number',
    });
    return z.NEVER;
  });
export type OrderFind = z.output<typeof orderFindSchema>;

/** shop: from the cart; pharmacy: medicines and/or a prescription photo; fordo: a written or photographed list. */
export const orderKindSchema = z.enum(orderKinds);
export type OrderKind = z.infer<typeof orderKindSchema>;

/**
 * What a line of goods sold by weight adds: the weight asked and its estimated price, then what
 * the shop weighed and the price that follows (docs/decisions/2050-goods-sold-by-weight.md).
 */
export const weighedLineSchema = z.object({
  /** The grams one unit of the product stood for when the order was placed. */
  stepGrams: z.int().min(1),
  askedGrams: z.int().min(1),
  estimatedPaise: paiseSchema,
  /** What the shop weighed while packing, and the price of that weight. */
  actualGrams: z.int().min(1).optional(),
  finalPaise: paiseSchema.optional(),
  /** The final price is beyond the town's tolerance: the customer accepts or drops the line. */
  awaitsCustomer: z.boolean().optional(),
});
export type WeighedLine = z.infer<typeof weighedLineSchema>;

export const orderItemSchema = z.object({
  productId: idSchema,
  shopId: idSchema,
  name: nameSchema,
  unit: z.string(),
  /**
   * The product's Bengali name and unit when the order was accepted, copied like the English;
   * absent when the product had none (and on older orders): pages show the English then.
   */
  nameBn: nameSchema.optional(),
  unitBn: z.string().optional(),
  unitPricePaise: paiseSchema,
  quantity: z.int().min(1),
  /** What the line costs: for goods sold by weight, the estimate until the weight is agreed. */
  lineTotalPaise: paiseSchema,
  weighed: weighedLineSchema.optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Who moved an order: a person by their role, or the town app itself (a timed release). */
export const actorSchema = z.object({
  role: z.enum([...roleSchema.options, 'system']),
  id: z.string().optional(),
});
export type Actor = z.infer<typeof actorSchema>;

export const statusChangeSchema = z.object({
  status: orderStatusSchema,
  at: isoDateTimeSchema,
  by: actorSchema,
  note: shortTextSchema.optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Where one shop's part of an order stands; the courier's moves belong to the whole order. */
export { partStatuses };
export const partStatusSchema = z.enum(partStatuses);
export type PartStatus = z.infer<typeof partStatusSchema>;

export const partChangeSchema = statusChangeSchema.extend({ status: partStatusSchema });
export type PartChange = z.infer<typeof partChangeSchema>;

/**
 * What a shop found it could not supply of a line while packing: the line as ordered, with the
 * quantity missing and what it would have cost, who said so, when and why. The line itself keeps
 * what the shop can give (or leaves the part when nothing).
 */
export const shortLineSchema = orderItemSchema.extend({
  at: isoDateTimeSchema,
  by: actorSchema,
  note: shortTextSchema.optional(),
});
export type ShortLine = z.infer<typeof shortLineSchema>;

/**
/**
 * Where the courier collects a shop's part, as the shop was when the order was placed: copied
 * into the order like its name, so every way staff read an order carries it (see
 * docs/decisions/1701-pickup-details-in-the-order.md).
 */
export const pickupSchema = z.object({
  address: shortTextSchema,
  phone: dialNumberSchema,
  pin: geoPointSchema.optional(),
  /** The shop's own UPI ID, when it has one. */
  upiId: upiIdSchema.optional(),
});
export type Pickup = z.infer<typeof pickupSchema>;

/**
 * One shop's share of an order: its lines, their sum, and how far it has got. Each shop accepts,
 * packs and cancels only its own part; the courier picks each part up at its shop, and delivers
 * every part still in the order at once.
 */
export const orderPartSchema = z.object({
  shopId: idSchema,
  /** The shop's name when the order was placed: what the courier and customer are told. */
  shopName: nameSchema,
  /** The shop's Bengali name when the order was placed, when it had one. */
  shopNameBn: nameSchema.optional(),
  /** Absent on orders placed before shops' pickup details were kept. */
  pickup: pickupSchema.optional(),
  lines: z.array(orderItemSchema),
  subtotalPaise: paiseSchema,
  status: partStatusSchema,
  history: z.array(partChangeSchema).min(1),
  /** The customer's note for this shop alone ("cut the fish in curry pieces"). */
  note: shortTextSchema.optional(),
  /** Goods the shop found it did not have, taken out of `lines` and no longer charged. */
  short: z.array(shortLineSchema).optional(),
});
export type OrderPart = z.infer<typeof orderPartSchema>;

/** Why the courier could not hand an order over: a fixed list, so both languages can say it. */
export const failedDeliveryReasons = [
  'nobodyHome',
  'refused',
  'wrongAddress',
  'unreachable',
] as const;
export const failedDeliveryReasonSchema = z.enum(failedDeliveryReasons, {
  error: 'Choose why the order could not be delivered',
});
export type FailedDeliveryReason = z.infer<typeof failedDeliveryReasonSchema>;

export const failedAttemptSchema = z.object({
  reason: failedDeliveryReasonSchema,
  note: shortTextSchema.optional(),
  at: isoDateTimeSchema,
  by: actorSchema,
});
export type FailedAttempt = z.infer<typeof failedAttemptSchema>;

/**
 * A photo the courier took at the door (docs/decisions/2080-proof-of-delivery-photos.md): when
 * the order was delivered, or when it could not be. Staff of the order see it; the customer
 * does not (their page says what happened).
 */
export const proofPhotoSchema = z.object({
  photo: imageRefSchema,
  outcome: z.enum(['delivered', 'notDelivered']),
  at: isoDateTimeSchema,
  by: actorSchema,
});
export type ProofPhoto = z.infer<typeof proofPhotoSchema>;

/**
 * A courier's tap sent later than it was made (no signal at the door): the phone's id for it,
 * its retry key, and when it was tapped. The host keeps both that time and when it arrived.
 */
export const courierTapSchema = z.strictObject({
  id: z.uuid(),
  /** Sent only by a tap that waited: one sent at once arrived when it was tapped. */
  at: isoDateTimeSchema.optional(),
});
export type CourierTap = z.infer<typeof courierTapSchema>;

/** A tap the order took: a replay of its id moves nothing. */
export const tapReceiptSchema = z.object({
  id: z.string(),
  /** "pickedUp" (a shop's part, or the whole order out for delivery) or "delivered". */
  move: z.string(),
  tappedAt: isoDateTimeSchema,
  arrivedAt: isoDateTimeSchema,
  /** Who tapped: the same id from anyone else is no replay. */
  by: actorSchema,
});
export type TapReceipt = z.infer<typeof tapReceiptSchema>;

export const orderSchema = z.object({
  id: idSchema,
  /** Short code a customer can read out on the phone, e.g. "K7Q-4MX". */
  code: z.string(),
  kind: orderKindSchema,
  customer: contactPersonSchema,
  address: addressSchema,
  items: z.array(orderItemSchema),
  /** Shops whose products are in the order: lets a vendor list their orders with one query. */
  shopIds: z.array(idSchema),
  /**
   * One part per shop in `shopIds`, in the same order. Empty when no shop is chosen yet (a
   * prescription alone, a shopping list for the town's staff to place): staff move the whole
   * order. With parts, the order's status up to "ready" follows from theirs.
   */
  parts: z.array(orderPartSchema),
  shoppingList: z
    .object({ text: longTextSchema.optional(), photo: imageRefSchema.optional() })
    .optional(),
  prescriptionPhoto: imageRefSchema.optional(),
  note: shortTextSchema.optional(),
  /**
   * The listed locality it goes to, as the town listed it when the order was placed: the
   * courier reads it, and an area removed or renamed later leaves the order as it was.
   */
  area: z
    .object({
      id: z.string(),
      name: z.string(),
      nameBn: z.string().optional(),
      pinCode: z.string(),
    })
    .optional(),
  /** The delivery slot chosen at checkout (town date, window "10:00-12:00"); absent: as soon as possible. */
  slot: z.object({ date: isoDateSchema, window: z.string() }).optional(),
  /** The client's retry key: the same checkout sent twice makes one order. */
  requestId: z.string().optional(),
  /** The sum of the parts not cancelled (of every part, once all are cancelled). */
  subtotalPaise: paiseSchema,
  /**
   * The town's delivery rule applied once, at checkout, to the goods ordered: a shop cancelling
   * its part changes neither way (docs/decisions/1731-money-and-notice-after-a-shop-cancels.md).
   */
  deliveryFeePaise: paiseSchema,
  totalPaise: paiseSchema,
  payment: z.literal('cashOnDelivery'),
  /** How the money was taken at the door; set when the order is delivered. */
  collected: z
    .object({
      method: paymentMethodSchema,
      amountPaise: paiseSchema,
      /** UPI only: the reference digits the courier read off the payer's phone. */
      upiReference: upiReferenceSchema.optional(),
      at: isoDateTimeSchema,
      by: actorSchema,
    })
    .optional(),
  status: orderStatusSchema,
  history: z.array(statusChangeSchema).min(1),
  /** The courier's taps the order took, newest last, the last few only. */
  taps: z.array(tapReceiptSchema).optional(),
  deliveryPersonId: idSchema.nullable(),
  /**
   * The courier's last try at the door, while the order waits for an admin to send it out
   * again or cancel it (docs/decisions/2020-could-not-deliver.md). Gone once it is sent again.
   */
  failedAttempt: failedAttemptSchema.optional(),
  /** The photos taken at the door, oldest first: kept after the order is sent out again. */
  proofPhotos: z.array(proofPhotoSchema).optional(),
  /**
   * When the order ended (delivered or cancelled) holding private photos: their retention
   * counts from here (decision 2090). Only ended orders whose photos are still kept have it, so
   * the purge reads what is due by this one field; removed with the photos.
   */
  photosKeptSince: isoDateTimeSchema.optional(),
  /** The order's photos were deleted after the town's retention period: screens say so. */
  photosRemoved: z.object({ at: isoDateTimeSchema, afterDays: z.int().min(1) }).optional(),
  /** The town's calendar date when it was placed: "today's orders" is one equality filter. */
  placedOn: isoDateSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The buyer's proof of an order: SHA-256 digests of the secrets of its private links, kept
 * apart from the order because staff read orders straight from Firestore and no hash may be
 * readable by a client. Several digests: a retried checkout whose reply was lost gets a new
 * link without breaking one already shared.
 */
export const orderKeysSchema = z.object({
  /** The order's id. */
  id: idSchema,
  secretHashes: z.array(z.string()).min(1),
});
export type OrderKeys = z.infer<typeof orderKeysSchema>;

/**
 * Orders taken per delivery window on one town date (`slotCounts/<date>`), written in the
 * transaction that places or cancels an order: a transaction reads one document instead of
 * querying the day's orders, which a Firestore transaction cannot do.
 */
export const slotCountSchema = z.object({
  /** The town date. */
  id: isoDateSchema,
  /** Open orders per window id ("10:00-12:00"). */
  counts: z.record(z.string(), z.int().min(0)),
});
export type SlotCount = z.infer<typeof slotCountSchema>;

/** The secret of a private order link, as the link carries it (base64url, 256 random bits). */
export const orderSecretSchema = z
  .string({ error: 'Expected the secret of the order link' })
  .regex(/^[A-Za-z0-9_-]{22,64}$/, 'This order link is not complete');

/**
 * What a private link carries, for an order or a booking alike (both get a code and a secret
 * from the same minting): the input of every action that opens or acts on one.
 */
export const privateLinkInput = z.strictObject({
  code: orderCodeSchema,
  secret: orderSecretSchema,
});

/**
 * The version of an order's private view that a followed order page last got (`version` in
 * `openOrderLink`'s answer), sent back as `seen`: 16 hex digits of a digest, a dot, and when the
 * view was given (ms, base 36). Not a secret: it only saves reading what has not changed.
 */
export const orderViewVersionSchema = z
  .string({ error: 'Expected the version of the order the page last saw' })
  .max(40, 'This order version is too long')
  .regex(/^[0-9a-f]{16}\.[0-9a-z]{1,11}$/, 'This is not an order version this app gave');

/**
 * Recent requests counted per key (lookups per phone and per client address, orders per client
 * address), for the limits kept in the store.
 */
export const lookupCountSchema = z.object({
  id: z.string(),
  /** Times of the lookups inside the window, in ms. */
  at: z.array(z.number()),
  /** What each request at the same place in `at` weighed, for counters of amounts (paise). */
  weights: z.array(z.number()).optional(),
  /**
   * The latest request's time (ms): the purge asks for counters whose `lastAt` is past its
   * cutoff instead of reading every counter. Absent on counters from before it was kept.
   */
  lastAt: z.number().optional(),
});
export type LookupCount = z.infer<typeof lookupCountSchema>;

/** A shop as the customer's order page shows it: who packs the order and how to call them. */
export interface OrderShop {
  id: string;
  name: string;
  /** The shop's Bengali name, when it has one. */
  nameBn?: string;
  phone: string;
}

/** Who cancelled a shop's part, as the customer is told: never which staff member. */
export interface PartCancellation {
  /** The customer; the shop; the town's staff; the app (the shop did not accept in time). */
  by: 'customer' | 'shop' | 'staff' | 'app';
  at: string;
  /** The reason they gave, when they gave one. */
  reason?: string;
}

/** What a customer is told of each shop's part: its progress, not who moved it. */
export type PartSummary = Pick<
  OrderPart,
  'shopId' | 'shopName' | 'shopNameBn' | 'subtotalPaise' | 'status' | 'note'
> & {
  /** A cancelled part: by whom (in general), when and why. Its lines are no longer charged. */
  cancelled?: PartCancellation;
  /** A part whose shop was closed when its work was due: when the shop opens (ISO). */
  opensAt?: string;
  /** Goods the shop did not have: the customer is told what and why, never by whom. */
  short?: Omit<ShortLine, 'by'>[];
};

/**
 * What the holder of an order's private link sees: everything about their own order, nothing
 * about staff (who moved it stays staff business).
 */
export type PrivateOrderView = Pick<
  Order,
  | 'code'
  | 'kind'
  | 'customer'
  | 'address'
  | 'area'
  | 'items'
  | 'note'
  | 'subtotalPaise'
  | 'deliveryFeePaise'
  | 'totalPaise'
  | 'status'
  | 'createdAt'
> & {
  history: Pick<StatusChange, 'status' | 'at'>[];
  shops: OrderShop[];
  /** Each shop's part and how far it got: a mixed cart is packed by several shops. */
  parts: PartSummary[];
  shoppingListText?: string;
  /** A prescription or list photo went with the order (the photo itself stays with staff). */
  hasPhoto: boolean;
  /** The photos were deleted this many days after the order ended (the town's retention). */
  photosRemovedAfterDays?: number;
  /** The customer may still cancel (no shop has accepted its part). */
  cancellable: boolean;
  /** Who brings it, while the order is on its way: a first name to greet and a number to call. */
  courier?: { firstName: string; phone: string };
  /**
   * When it should arrive (ISO): each shop's remaining work in its own opening hours, then the
   * ride, in the town's usual minutes; absent once it is over.
   */
  expectedBy?: string;
  /** The delivery slot chosen at checkout (town date and times), in place of `expectedBy`. */
  slot?: { date: string; from: string; to: string };
  /** Pay by UPI: a `upi://pay` link for the exact amount, while the courier is on the way. */
  upiLink?: string;
  /** How the order was paid at the door, once delivered. */
  paidBy?: PaymentMethod;
  /** Why the courier could not deliver it, while it waits for the shop to send it again. */
  couldNotDeliver?: FailedDeliveryReason;
};

/**
 * What a lookup by phone alone shows: that orders exist, when, how far they got and which
 * shop has them. No code, items, address or total: nothing to read or act on.
 */
export interface PhoneLookupEntry {
  placedAt: string;
  status: OrderStatus;
  /** Shop names; empty for pharmacy orders, whose shop would tell of the buyer's health. */
  shops: string[];
  /** The same shops' names in Bengali, item for item, when any of them has one. */
  shopsBn?: string[];
}

/**
 * What a shop sees of an order: the customer and address it packs for, the order's own status
 * (so it knows when the courier has it), and its own part. Never another shop's lines, nor the
 * order's total: a shop is owed its part's subtotal.
 */
export type ShopOrderView = Pick<
  Order,
  | 'id'
  | 'code'
  | 'kind'
  | 'customer'
  | 'address'
  | 'shoppingList'
  | 'prescriptionPhoto'
  | 'proofPhotos'
  | 'photosRemoved'
  | 'note'
  | 'payment'
  | 'status'
  | 'deliveryPersonId'
  | 'placedOn'
  | 'createdAt'
  | 'updatedAt'
  | 'slot'
> & {
  part: OrderPart;
  /** How many shops share the order: the courier collects from each before coming. */
  shopCount: number;
};

/**
 * One shop's view of one order, kept beside the order and written in the same transaction.
 * On Firebase it is the only order document a vendor's browser may read (rules cannot hide
 * fields of a document); both hosts list a shop's orders from it.
 */
export interface ShopOrderRecord {
  /** `<orderId>_<shopId>`. */
  id: string;
  orderId: string;
  shopId: string;
  /** The part's status, for listing a shop's orders by where its part stands. */
  partStatus: PartStatus;
  createdAt: string;
  view: ShopOrderView;
}
