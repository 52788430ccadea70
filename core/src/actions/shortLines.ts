import { z } from 'zod';
import { defineAction } from '../app/define';
import { denied, invalid, notFound } from '../app/errors';
import { asStaff } from '../app/principal';
import { idSchema, shortTextSchema } from '../model/common';
import { orderActorOf, staffOrderView } from '../orders/access';
import { applyShortfall } from '../orders/shortLines';
import { refusal } from '../refusals';
import { commitChange } from './orderMoves';

/**
 * A shop packing an order finds it has none (or fewer) of one line: it says so in one tap
 * instead of cancelling its whole part. The customer's total drops by what is missing, the
 * customer is told what and why, and the product is marked out of stock so nobody else orders
 * what the shop does not have (see docs/decisions/1900-goods-a-shop-does-not-have.md).
 */
export const markLineShort = defineAction({
  name: 'markLineShort',
  summary: 'Say a shop cannot supply all of one line of its part of an order (vendor or admin)',
  audience: ['vendor', 'admin'],
  clientLimit: 'staff',
  input: z.strictObject({
    orderId: idSchema,
    productId: idSchema,
    /** How many the shop can still give: 0 when it has none. */
    available: z.int('Give a whole number').min(0, 'Give 0 or more').max(10_000).default(0),
    note: shortTextSchema.optional(),
    /** An admin names the shop; a vendor always speaks for their own. */
    shopId: idSchema.optional(),
  }),
  async run(ctx, { orderId, productId, available, note, shopId }) {
    const principal = asStaff(ctx.principal);
    const actor = orderActorOf(principal);
    if (actor.role === 'vendor' && shopId !== undefined && shopId !== actor.shopId) {
      throw denied('A vendor speaks for their own shop only');
    }
    const shop = actor.role === 'vendor' ? actor.shopId : shopId;
    if (shop === undefined) {
      const message = 'Name the shop whose line is short';
      throw invalid(message, refusal('invalid-fields', { issues: [{ path: 'shopId', message }] }));
    }
    const at = ctx.clock.now().toISOString();
    const moved = await ctx.store.transaction(async (tx) => {
      const order = await tx.get('orders', orderId);
      if (!order) throw notFound(`No order with id ${orderId}`);
      const after = applyShortfall(order, { shopId: shop, productId, available, actor, at, note });
      // Read before the change's writes: the shop has no more of it, so the app stops selling it.
      const product = await tx.get('products', productId);
      await commitChange(ctx, tx, order, after);
      if (product && product.stock > 0) tx.set('products', { ...product, stock: 0 });
      return after;
    });
    return { order: staffOrderView(principal, moved) };
  },
});
