import { z } from 'zod';
import { defineAction } from '../app/define';
import { conflict } from '../app/errors';
import { admins, asRole } from '../app/principal';
import { idSchema, isoDateSchema } from '../model/common';

/**
 * An admin takes a courier's cash of one day: every cash payment of that day the courier still
 * held is marked handed over, in one transaction. Nothing held is a conflict, so a second tap
 * (or a second admin) is told the cash was already taken rather than told "0 handed over".
 */
export const markCashHandedOver = defineAction({
  name: 'markCashHandedOver',
  summary: "Mark a courier's cash of one day as handed over to the town",
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ deliveryPersonId: idSchema, day: isoDateSchema }),
  async run(ctx, { deliveryPersonId, day }) {
    const { adminId } = asRole(ctx.principal, 'admin');
    const at = ctx.clock.now().toISOString();
    return ctx.store.transaction(async (tx) => {
      const held = (
        await tx.query('doorPayments', {
          where: [
            ['deliveryPersonId', deliveryPersonId],
            ['cashHeld', true],
          ],
        })
      ).filter((payment) => payment.deliveredOn === day);
      if (held.length === 0) {
        throw conflict(`No cash of ${day} is waiting to be handed over by this courier`);
      }
      for (const payment of held) {
        tx.set('doorPayments', { ...payment, cashHeld: false, handedOver: { at, adminId } });
      }
      const amountPaise = held.reduce((sum, payment) => sum + payment.amountPaise, 0);
      return { deliveries: held.length, amountPaise, handedOverAt: at };
    });
  },
});
