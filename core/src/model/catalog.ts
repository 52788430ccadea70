import { z } from 'zod';
import { shopTypes } from '../vocabulary';
import {
  dialNumberSchema,
  geoPointSchema,
  hoursSchema,
  idSchema,
  imageRefSchema,
  isoDateSchema,
  nameSchema,
  paiseSchema,
  shortTextSchema,
} from './common';
import { upiIdSchema } from './town';

export { shopTypes };
export const shopTypeSchema = z.enum(shopTypes);
export type ShopType = z.infer<typeof shopTypeSchema>;

/** closed for today / on holiday: the shop takes no orders before `reopensOn` (a town date). */
export const shopClosureKinds = ['today', 'holiday'] as const;
export const shopClosureSchema = z.strictObject({
  kind: z.enum(shopClosureKinds),
  reopensOn: isoDateSchema,
});

export const shopSchema = z.object({
  id: idSchema,
  type: shopTypeSchema,
  name: nameSchema,
  description: shortTextSchema,
  address: shortTextSchema,
  /** Bengali versions, shown when the page is in Bengali; English stands in for a missing one. */
  nameBn: nameSchema.optional(),
  descriptionBn: shortTextSchema.optional(),
  /** Where the shop is on the map, for the courier who collects from it. */
  pin: geoPointSchema.optional(),
  /** The shop's own UPI ID: a customer of this shop alone pays it at the door. */
  upiId: upiIdSchema.optional(),
  phone: dialNumberSchema,
  hours: z.array(hoursSchema).max(14),
  image: imageRefSchema.optional(),
  active: z.boolean(),
  /** Set by the vendor (or an admin); absent while the shop keeps its weekly hours. */
  closure: shopClosureSchema.optional(),
  /** Minutes before a delivery window starts that the shop stops taking orders for it; absent: the town's. */
  slotCutoffMinutes: z.int().min(0).max(1440).optional(),
});
export type Shop = z.infer<typeof shopSchema>;

export const productSchema = z.object({
  id: idSchema,
  shopId: idSchema,
  /** Copied from the shop so that "all grocery products" is one indexed query. */
  shopType: shopTypeSchema,
  name: nameSchema,
  /** The name in Bengali, shown when the page is in Bengali; the English name stands in without it. */
  nameBn: nameSchema.optional(),
  description: shortTextSchema,
  category: z.string().trim().max(40),
  /** How one unit is sold: "1 kg", "500 g", "strip of 10". */
  unit: z.string().trim().min(1).max(30),
  /** Bengali versions of the description, category and unit ("১ কেজি"), like `nameBn`. */
  descriptionBn: shortTextSchema.optional(),
  categoryBn: z.string().trim().max(40).optional(),
  unitBn: z.string().trim().min(1).max(30).optional(),
  /** The price of one unit; for goods sold by weight, of one step (`stepGrams`): an estimate. */
  pricePaise: paiseSchema.min(1, 'Price must be above zero'),
  /** Stock counts units; for goods sold by weight, steps. */
  stock: z.int().min(0, 'Stock cannot be negative').max(1_000_000),
  /**
   * Fish, meat, vegetables: the customer asks for steps of `stepGrams` at an estimated price and
   * the shop weighs what it packs (docs/decisions/2050-goods-sold-by-weight.md). Absent: by unit.
   */
  soldBy: z.enum(['unit', 'weight']).optional(),
  /** Goods sold by weight: the grams one unit (one step of the quantity) stands for. */
  stepGrams: z
    .int('Give whole grams')
    .min(10, 'At least 10 g')
    .max(10_000, 'At most 10 kg')
    .optional(),
  available: z.boolean(),
  image: imageRefSchema.optional(),
  /** Medicines that a pharmacist may only hand over against a prescription. */
  prescriptionRequired: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;
