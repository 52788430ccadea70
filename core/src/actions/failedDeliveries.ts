import { z } from 'zod';
import { defineAction } from '../app/define';
import { DomainError } from '../app/errors';
import { admins, asRole, asStaff, pickupStaff } from '../app/principal';
import { queueAlert } from '../botMessages/alerts';
import { queueOrderFollowersUpdate } from '../botMessages/orderFollowers';
import { idSchema, shortTextSchema } from '../model/common';
import { failedDeliveryReasonSchema } from '../model/orders';
import {
  failedDeliveryText,
  followerFailedDeliveryText,
} from '../notifications/failedDeliveryTexts';
import { orderActorOf, orderView, staffOrderView } from '../orders/access';
import { applyFailedAttempt, applyRetry } from '../orders/failedDeliveries';
import { attachProof, proofPhotoFor, proofPhotoRefSchema } from '../orders/proofPhotos';
import { saveOrder } from '../orders/saveOrder';
import { loadOrder } from './orderMoves';

/**
 * The courier (or an admin) could not hand an order over. It stays out for delivery, leaves the
 * courier and waits on the admin's board; the admin group is told why, and the customer
 * following it on Telegram hears it, in one transaction with the order.
 */
export const reportFailedDelivery = defineAction({
  name: 'reportFailedDelivery',
  summary: 'Mark an order out for delivery "could not deliver", with a reason',
  audience: pickupStaff,
  clientLimit: 'staff',
  input: z.strictObject({
    orderId: idSchema,
    reason: failedDeliveryReasonSchema,
    note: shortTextSchema.optional(),
    /** The photo taken at the door (a delivery proof): asked for, not required. */
    photo: proofPhotoRefSchema.optional(),
  }),
  async run(ctx, { orderId, reason, note, photo }) {
    const principal = asStaff(ctx.principal);
    const at = ctx.clock.now().toISOString();
    const reported = await ctx.store.transaction(async (tx) => {
      const order = await loadOrder(tx, orderId);
      const proof = photo ? await proofPhotoFor(tx, photo, order) : undefined;
      const actor = orderActorOf(principal);
      const attempted = applyFailedAttempt(order, { reason, note, actor, at });
      const after = proof
        ? attachProof(tx, attempted, proof, { outcome: 'notDelivered', actor, at })
        : attempted;
      saveOrder(tx, after);
      queueAlert(ctx, tx, {
        channel: 'adminGroup',
        event: 'orderNotDelivered',
        ref: `orders/${order.id}`,
        text: failedDeliveryText(after),
      });
      // The status stays "out for delivery", so the move's follower update would say nothing:
      // a customer following on Telegram gets the private page's line instead, once.
      queueOrderFollowersUpdate(ctx, tx, after, followerFailedDeliveryText(order.code, reason));
      return after;
    });
    return { order: staffOrderView(principal, reported) };
  },
});

/** An admin sends a brought-back order out again with a courier (the same or another). */
export const sendOutAgain = defineAction({
  name: 'sendOutAgain',
  summary: 'Send an order the courier brought back out again, with a courier',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ orderId: idSchema, deliveryPersonId: idSchema }),
  async run(ctx, { orderId, deliveryPersonId }) {
    const principal = asRole(ctx.principal, 'admin');
    const at = ctx.clock.now().toISOString();
    const sent = await ctx.store.transaction(async (tx) => {
      const order = await loadOrder(tx, orderId);
      const person = await tx.get('delivery', deliveryPersonId);
      if (!person?.active) {
        throw new DomainError(
          'failed-precondition',
          `No active delivery person with id ${deliveryPersonId}`,
        );
      }
      const after = applyRetry(order, { deliveryPersonId, actor: orderActorOf(principal), at });
      saveOrder(tx, after);
      return after;
    });
    return { order: orderView(principal, sent) };
  },
});
