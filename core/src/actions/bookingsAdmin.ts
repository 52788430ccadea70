import { z } from 'zod';
import { defineAction } from '../app/define';
import { conflict, notFound } from '../app/errors';
import { admins } from '../app/principal';
import { idSchema } from '../model/common';
import { requestCollections } from '../vocabulary';

/**
 * Requests staff mark handled or not. Fordo orders are listed beside them but are orders:
 * they are handled by moving them (accept, cancel), not by this flag.
 */
export { requestCollections };
export const requestCollectionSchema = z.enum(requestCollections, {
  error: `Choose one of: ${requestCollections.join(', ')}`,
});
export type RequestCollection = z.infer<typeof requestCollectionSchema>;

export const setBookingHandled = defineAction({
  name: 'setBookingHandled',
  summary: 'Mark an appointment, lab booking, assistance request or message handled or not',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ kind: requestCollectionSchema, id: idSchema, handled: z.boolean() }),
  async run(ctx, { kind, id, handled }) {
    const booking = await ctx.store.transaction(async (tx) => {
      const current = await tx.get(kind, id);
      if (!current) throw notFound(`No ${kind} entry with id ${id}`);
      const updated = { ...current, handled };
      tx.set(kind, updated as never);
      return updated;
    });
    return { booking };
  },
});

/** The lab (as an admin) confirms it can take a lab booking: once; a handled one is done. */
export const confirmLabBooking = defineAction({
  name: 'confirmLabBooking',
  summary: 'Confirm a lab test booking (admins)',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ id: idSchema }),
  async run(ctx, { id }) {
    const booking = await ctx.store.transaction(async (tx) => {
      const current = await tx.get('labBookings', id);
      if (!current) throw notFound(`No lab booking with id ${id}`);
      if (current.confirmedAt) throw conflict(`Lab booking ${current.code} is confirmed already`);
      if (current.handled) throw conflict(`Lab booking ${current.code} is handled already`);
      if (current.cancelledAt) throw conflict(`Lab booking ${current.code} was cancelled`);
      const updated = { ...current, confirmedAt: ctx.clock.now().toISOString() };
      tx.set('labBookings', updated);
      return updated;
    });
    return { booking };
  },
});
