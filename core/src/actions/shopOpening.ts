import { z } from 'zod';
import { defineAction } from '../app/define';
import { denied, invalid, notFound } from '../app/errors';
import type { Audience } from '../app/principal';
import type { Shop } from '../model/catalog';
import { hoursSchema, idSchema, isoDateSchema } from '../model/common';
import { addDays, overlappingHours } from '../orders/shopDays';
import { refusal } from '../refusals';
import { townNow } from '../time/townClock';

/** A holiday is set for weeks, not years: a date further out is a typing slip. */
const longestHolidayDays = 366;

const vendorsAndAdmins: Audience = ['vendor', 'admin'];

export const setShopOpeningInput = z
  .strictObject({
    shopId: idSchema,
    /** open: keeps its weekly hours; closedToday: reopens tomorrow; holiday: reopens on `reopensOn`. */
    status: z
      .enum(['open', 'closedToday', 'holiday'], {
        error: 'Choose one of: open, closedToday, holiday',
      })
      .optional(),
    /** The first day the shop is open again after a holiday (town date). */
    reopensOn: isoDateSchema.optional(),
    /** The shop's weekly opening hours, replacing the ones it had. */
    hours: z.array(hoursSchema).max(14, 'At most 14 opening times (two a day)').optional(),
  })
  .refine((input) => input.status !== undefined || input.hours !== undefined, {
    message: 'Change the status or the opening hours',
    path: ['status'],
  })
  .refine((input) => input.status !== 'holiday' || input.reopensOn !== undefined, {
    message: 'Say on which day the shop opens again',
    path: ['reopensOn'],
  })
  .refine((input) => input.reopensOn === undefined || input.status === 'holiday', {
    message: 'Only a holiday takes a day to open again',
    path: ['reopensOn'],
  })
  .refine((input) => input.hours === undefined || overlappingHours(input.hours) === undefined, {
    message: 'Two opening times on the same day overlap',
    path: ['hours'],
  });

const fieldError = (path: string, message: string) =>
  invalid(`${path}: ${message}`, refusal('invalid-fields', { issues: [{ path, message }] }));

/**
 * A vendor opens or closes their own shop (closed for today, on holiday until a date) and edits
 * its weekly hours; an admin may do so for any shop. Public pages and createOrder read the same
 * shop document, so the change shows and counts at once.
 */
export const setShopOpening = defineAction({
  name: 'setShopOpening',
  summary: 'Open or close a shop (for today or a holiday) and set its opening hours',
  audience: vendorsAndAdmins,
  clientLimit: 'staff',
  input: setShopOpeningInput,
  async run(ctx, { shopId, status, reopensOn, hours }) {
    const { principal } = ctx;
    if (principal.role === 'vendor' && principal.shopId !== shopId) {
      throw denied('You may change only your own shop');
    }
    const today = townNow(ctx.clock.now(), ctx.town.timeZone).date;
    if (reopensOn !== undefined) {
      if (reopensOn <= today) {
        throw fieldError('reopensOn', 'The day the shop opens again must be after today');
      }
      if (reopensOn > addDays(today, longestHolidayDays)) {
        throw fieldError('reopensOn', 'A holiday can last a year at most');
      }
    }
    const shop = await ctx.store.transaction(async (tx) => {
      const current = await tx.get('shops', shopId);
      if (!current) throw notFound(`No shop with id ${shopId}`);
      const { closure: _previous, ...rest } = current;
      const closure: Shop['closure'] =
        status === undefined
          ? current.closure
          : status === 'closedToday'
            ? { kind: 'today', reopensOn: addDays(today, 1) }
            : status === 'holiday' && reopensOn
              ? { kind: 'holiday', reopensOn }
              : undefined;
      const updated: Shop = {
        ...rest,
        ...(hours ? { hours: sortedHours(hours) } : {}),
        ...(closure ? { closure } : {}),
      };
      tx.set('shops', updated);
      return updated;
    });
    return { shop };
  },
});

const sortedHours = (hours: Shop['hours']) =>
  [...hours].sort((a, b) => a.day - b.day || (a.from < b.from ? -1 : 1));
