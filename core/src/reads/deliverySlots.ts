import { z } from 'zod';
import { defineRead } from '../app/define';
import { everyone } from '../app/principal';
import { countersOf, settingsOf, slotsNow } from '../limits/slotPlaces';
import type { Shop } from '../model/catalog';
import { idSchema } from '../model/common';
import { townDate } from '../time/townClock';

export const deliverySlotsInput = z.strictObject({
  /**
   * The shops of the cart, ids joined by commas (a read's input is a URL's query): every one
   * must be before its cut-off and serve that day. Empty: a cart of no shop.
   */
  shops: z
    .string()
    .max(2000, 'Too many shops')
    .transform((text) => (text === '' ? [] : text.split(',')))
    .pipe(z.array(idSchema).max(50, 'A cart has 50 shops at most')),
});

/** The slots the checkout may offer for a cart now, with the places left in each. */
export const deliverySlots = defineRead({
  name: 'deliverySlots',
  summary:
    'The delivery slots a cart may choose now, with places left (empty: as soon as possible only)',
  audience: everyone,
  input: deliverySlotsInput,
  async run(ctx, { shops: shopIds }) {
    // The town's date by the host's clock: the page names a slot "today" or "tomorrow" by it, not
    // by the phone's clock nor by the first slot offered (after today's last window, that is
    // tomorrow's).
    const today = townDate(ctx.clock.now(), ctx.town.timeZone);
    if (!settingsOf(ctx)) return { slots: [], today };
    const shops: Shop[] = [];
    for (const shopId of new Set(shopIds)) {
      const shop = await ctx.store.get('shops', shopId);
      if (shop) shops.push(shop);
    }
    return { slots: slotsNow(ctx, shops, await countersOf(ctx, ctx.store)), today };
  },
});
