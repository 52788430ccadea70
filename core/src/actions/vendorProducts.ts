import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError, denied, notFound } from '../app/errors';
import { asRole, vendors } from '../app/principal';
import { type Product, productSchema } from '../model/catalog';
import { idSchema } from '../model/common';

/** A vendor adds to their own shop: the shop comes from the session, never from the input. */
export const vendorAddProduct = defineAction({
  name: 'vendorAddProduct',
  summary: "Add a product to the vendor's own shop",
  audience: vendors,
  clientLimit: 'staff',
  input: z.strictObject(productSchema.omit({ id: true, shopId: true, shopType: true }).shape),
  async run(ctx, input) {
    const { shopId } = asRole(ctx.principal, 'vendor');
    const product = await ctx.store.transaction(async (tx) => {
      const shop = await tx.get('shops', shopId);
      if (!shop) throw new DomainError('failed-precondition', 'Your shop is no longer listed');
      const added: Product = { ...input, id: ctx.ids.newId(), shopId, shopType: shop.type };
      tx.set('products', added);
      return added;
    });
    return { product };
  },
});

const { pricePaise, stock, available } = productSchema.shape;

/** Price, stock and availability: what changes day to day at a shop counter. */
export const vendorUpdateProduct = defineAction({
  name: 'vendorUpdateProduct',
  summary: "Change the price, stock or availability of one of the vendor's products",
  audience: vendors,
  clientLimit: 'staff',
  input: z
    .strictObject({
      productId: idSchema,
      pricePaise: pricePaise.optional(),
      stock: stock.optional(),
      available: available.optional(),
    })
    .refine(
      (input) =>
        input.pricePaise !== undefined ||
        input.stock !== undefined ||
        input.available !== undefined,
      { message: 'Change at least one of pricePaise, stock or available', path: ['productId'] },
    ),
  async run(ctx, { productId, ...changes }) {
    const { shopId } = asRole(ctx.principal, 'vendor');
    const product = await ctx.store.transaction(async (tx) => {
      const current = await tx.get('products', productId);
      if (!current) throw notFound(`No product with id ${productId}`);
      if (current.shopId !== shopId) throw denied('This product belongs to another shop');
      const updated: Product = {
        ...current,
        ...(changes.pricePaise === undefined ? {} : { pricePaise: changes.pricePaise }),
        ...(changes.stock === undefined ? {} : { stock: changes.stock }),
        ...(changes.available === undefined ? {} : { available: changes.available }),
      };
      tx.set('products', updated);
      return updated;
    });
    return { product };
  },
});
