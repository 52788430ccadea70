import { z } from 'zod';
import { defineAction } from '../app/define';
import { denied, invalid, notFound } from '../app/errors';
import { asStaff, customers } from '../app/principal';
import { idSchema } from '../model/common';
import { privateLinkInput } from '../model/orders';
import { orderActorOf, staffOrderView } from '../orders/access';
import {
  applyWeighedAnswer,
  applyWeighing,
  defaultWeighedTolerancePercent,
  type Weighing,
} from '../orders/weighedLines';
import { refusal } from '../refusals';
import { orderForLink, privateOrderView } from './orderLinks';
import { commitChange } from './orderMoves';

/** The grams weighed or the price quoted: exactly one, or the shop is asked which it meant. */
function measuredOf(grams: number | undefined, paise: number | undefined): Weighing['measured'] {
  if (grams !== undefined && paise === undefined) return { grams };
  if (paise !== undefined && grams === undefined) return { paise };
  const message =
    grams === undefined
      ? 'Give the grams weighed or the price of the line'
      : 'Give the grams weighed or the price, not both';
  throw invalid(message, refusal('invalid-fields', { issues: [{ path: 'actualGrams', message }] }));
}

/**
 * A shop packing goods sold by weight says what it weighed: the line's price follows, and the
 * customer is asked only when it strays beyond the town's tolerance (see
 * docs/decisions/2050-goods-sold-by-weight.md).
 */
export const weighLine = defineAction({
  name: 'weighLine',
  summary: 'Enter what one weighed line of an order actually weighed (vendor or admin)',
  audience: ['vendor', 'admin'],
  clientLimit: 'staff',
  input: z.strictObject({
    orderId: idSchema,
    productId: idSchema,
    /** Exactly one of the grams weighed and the price quoted (a fish sold whole). */
    actualGrams: z
      .int('Give whole grams')
      .min(1, 'Give the weight in grams, above 0')
      .max(100_000, 'At most 100 kg')
      .optional(),
    actualPaise: z
      .int('Give the price in whole paise')
      .min(1, 'Give the price, above ₹0')
      .max(10_000_000, 'At most ₹1,00,000')
      .optional(),
    /** An admin names the shop; a vendor always weighs for their own. */
    shopId: idSchema.optional(),
  }),
  async run(ctx, { orderId, productId, actualGrams, actualPaise, shopId }) {
    const measured = measuredOf(actualGrams, actualPaise);
    const principal = asStaff(ctx.principal);
    const actor = orderActorOf(principal);
    if (actor.role === 'vendor' && shopId !== undefined && shopId !== actor.shopId) {
      throw denied('A vendor weighs for their own shop only');
    }
    const shop = actor.role === 'vendor' ? actor.shopId : shopId;
    if (shop === undefined) {
      const message = 'Name the shop whose line is weighed';
      throw invalid(message, refusal('invalid-fields', { issues: [{ path: 'shopId', message }] }));
    }
    const tolerancePercent = ctx.town.weighedTolerancePercent ?? defaultWeighedTolerancePercent;
    const at = ctx.clock.now().toISOString();
    const moved = await ctx.store.transaction(async (tx) => {
      const order = await tx.get('orders', orderId);
      if (!order) throw notFound(`No order with id ${orderId}`);
      const weighing = { shopId: shop, productId, measured, tolerancePercent, actor, at };
      return commitChange(ctx, tx, order, applyWeighing(order, weighing));
    });
    return { order: staffOrderView(principal, moved) };
  },
});

/**
 * The customer answers a weighed line whose price strayed beyond the town's tolerance: take it
 * at the weighed price, or drop it (its stock goes back on the shelf). The private link is the
 * proof, as for cancelling.
 */
export const answerWeighedLine = defineAction({
  name: 'answerWeighedLine',
  summary: "Accept or drop a weighed line whose price changed, from the order's private link",
  audience: customers,
  clientLimit: 'lookup',
  input: privateLinkInput.extend({
    shopId: idSchema,
    productId: idSchema,
    accept: z.boolean({ error: 'Say whether you accept the weighed price' }),
  }),
  async run(ctx, { code, secret, shopId, productId, accept }) {
    const secretHash = await ctx.hasher.digest(secret);
    const at = ctx.clock.now().toISOString();
    const moved = await ctx.store.transaction(async (tx) => {
      const order = await orderForLink(tx, code, secretHash);
      const after = applyWeighedAnswer(order, { shopId, productId, accept, at });
      const stillThere = after.items.some(
        (line) => line.shopId === shopId && line.productId === productId,
      );
      // A whole part dropped is restocked as a cancelled part; one line dropped is put back here.
      const dropped = stillThere
        ? undefined
        : order.items.find((line) => line.productId === productId && line.shopId === shopId);
      const product = dropped ? await tx.get('products', productId) : undefined;
      await commitChange(ctx, tx, order, after);
      if (dropped && product) {
        tx.set('products', { ...product, stock: product.stock + dropped.quantity });
      }
      return after;
    });
    return { order: await privateOrderView(ctx.store, moved, ctx.town) };
  },
});
