import { z } from 'zod';
import { orderKinds, orderStatuses } from '../vocabulary';
import {
  addressSchema,
  contactPersonSchema,
  idSchema,
  imageRefSchema,
  isoDateSchema,
  isoDateTimeSchema,
  longTextSchema,
  nameSchema,
  paiseSchema,
  shortTextSchema,
} from './common';
import { roleSchema } from './people';

export { orderKinds, orderStatuses };
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The short code on an order, as a customer types it: case and spaces do not matter. */
export const orderCodeSchema = z
  .string({ error: 'Expected an order code' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/, 'Enter the order code, e.g. K7Q-4MX');

/** shop: from the cart; pharmacy: medicines and/or a prescription photo; fordo: a written or photographed list. */
export const orderKindSchema = z.enum(orderKinds);
export type OrderKind = z.infer<typeof orderKindSchema>;

export const orderItemSchema = z.object({
  productId: idSchema,
  shopId: idSchema,
  name: nameSchema,
  unit: z.string(),
  unitPricePaise: paiseSchema,
  quantity: z.int().min(1),
  lineTotalPaise: paiseSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const actorSchema = z.object({
  role: roleSchema,
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
  shoppingList: z
    .object({ text: longTextSchema.optional(), photo: imageRefSchema.optional() })
    .optional(),
  prescriptionPhoto: imageRefSchema.optional(),
  note: shortTextSchema.optional(),
  /** The client's retry key: the same checkout sent twice makes one order. */
  requestId: z.string().optional(),
  subtotalPaise: paiseSchema,
  deliveryFeePaise: paiseSchema,
  totalPaise: paiseSchema,
  payment: z.literal('cashOnDelivery'),
  status: orderStatusSchema,
  history: z.array(statusChangeSchema).min(1),
  deliveryPersonId: idSchema.nullable(),
  /** The town's calendar date when it was placed: "today's orders" is one equality filter. */
  placedOn: isoDateSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** What a customer sees when tracking by phone: nothing about other people or staff. */
export type OrderSummary = Pick<
  Order,
  'code' | 'kind' | 'items' | 'totalPaise' | 'status' | 'createdAt'
> & { history: Pick<StatusChange, 'status' | 'at'>[] };
