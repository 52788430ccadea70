import { z } from 'zod';
import { defineAction } from '../app/define';
import { invalid, notFound } from '../app/errors';
import { everyone } from '../app/principal';
import {
  addressSchema,
  contactPersonSchema,
  idSchema,
  imageRefSchema,
  longTextSchema,
  shortTextSchema,
} from '../model/common';
import { type OrderDraft, placeOrder, requestIdSchema, type ShopsRead } from './orders';
import { attachPhoto, photoForOrder } from './photos';

/** Shops that fill a written shopping list: the grocer and the market. */
const listShopTypes = new Set(['grocery', 'bazaar']);

export const sendFordoListInput = z
  .strictObject({
    customer: contactPersonSchema,
    address: addressSchema,
    /** The shop to fill the list; left out, the town's staff choose one. */
    shopId: idSchema.optional(),
    list: z.strictObject({
      text: longTextSchema.optional(),
      /** The reference answered by the photo upload. */
      photo: imageRefSchema.optional(),
    }),
    note: shortTextSchema.optional(),
    requestId: requestIdSchema.optional(),
  })
  .refine((input) => Boolean(input.list.text?.trim()) || input.list.photo !== undefined, {
    message: 'Write the list or add a photo of it',
    path: ['list'],
  });

/**
 * The "fordo": a shopping list, written or photographed, sent as an order. The shop prices it
 * when it packs it, so the order starts with no items and a total of zero; the customer pays
 * cash on delivery for what was packed.
 */
export const sendFordoList = defineAction({
  name: 'sendFordoList',
  summary: 'Send a written or photographed shopping list as an order',
  audience: everyone,
  input: sendFordoListInput,
  run: (ctx, input) =>
    placeOrder(ctx, input.requestId, input.customer.phone, async (tx) => {
      const shops: ShopsRead = new Map();
      if (input.shopId) {
        const shop = await tx.get('shops', input.shopId);
        if (!shop) throw notFound(`Shop ${input.shopId} does not exist`);
        shops.set(input.shopId, shop);
        if (!listShopTypes.has(shop.type)) {
          throw invalid(
            `${shop.name} does not take shopping lists; choose a grocery or bazaar shop`,
          );
        }
      }
      const photo = input.list.photo
        ? await photoForOrder(tx, input.list.photo, 'shoppingList')
        : undefined;
      const text = input.list.text?.trim();
      const draft: OrderDraft = {
        kind: 'fordo',
        customer: input.customer,
        address: input.address,
        items: [],
        shopIds: input.shopId ? [input.shopId] : [],
        shoppingList: {
          ...(text ? { text } : {}),
          ...(input.list.photo ? { photo: input.list.photo } : {}),
        },
        ...(input.note ? { note: input.note } : {}),
        subtotalPaise: 0,
        deliveryFeePaise: 0,
        totalPaise: 0,
        payment: 'cashOnDelivery',
      };
      return {
        draft,
        shops,
        write(tx, orderId) {
          if (photo) attachPhoto(tx, photo, orderId);
        },
      };
    }),
});
