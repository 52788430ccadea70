import { z } from 'zod';
import { defineAction } from '../app/define';
import { notFound } from '../app/errors';
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
