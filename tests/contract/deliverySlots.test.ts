import type { Order, Product, Shop, TownConfig } from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts, type Reply, signInAsDemo } from '../support/hosts';
import { testTown } from '../support/testTown';

/** The hosts' clock starts on Saturday 2026-11-21 at 10:00 in the town. */
const today = '2026-11-21';
const tomorrow = '2026-11-22';

/** A lunch window of one place and an evening window of five; shops stop an hour before. */
const slotTown: TownConfig = {
  ...testTown,
  delivery: {
    ...testTown.delivery,
    slots: {
      windows: [
        { from: '12:00', to: '14:00', capacity: 1 },
        { from: '18:00', to: '20:00', capacity: 5 },
      ],
      cutoffMinutes: 60,
    },
  },
};

const customer = { name: 'Mitali Saha', phone: '9000000952' };
const address = { line: '12 Station Road, near the water tank' };
const product = demoCatalog.products.find(
  (p: Product) => p.available && p.stock >= 10 && !p.prescriptionRequired,
)!;
const shop = demoCatalog.shops.find((s: Shop) => s.id === product.shopId)!;
const items = [{ productId: product.id, quantity: 1 }];

/**
 * Delivery slots on both hosts: the checkout is offered today's and tomorrow's windows with their
 * places left; an order takes a place in its transaction, a slot that turned full (or past, or
 * beyond a shop's cut-off) is refused with nothing written, and a cancelled order gives it back.
 */
describeOnHosts(
  'delivery slots: offered, taken, full and given back',
  (api) => {
    const reasonOf = (reply: Reply) =>
      (reply.body.error?.details as { reason?: string } | undefined)?.reason;
    const offered = async () => {
      const reply = await api.read('deliverySlots', { shops: shop.id });
      expect(reply.httpStatus).toBe(200);
      const { slots } = reply.body.result as {
        slots: { date: string; window: string; placesLeft: number }[];
      };
      return slots.map((slot) => `${slot.date} ${slot.window} ${slot.placesLeft}`);
    };
    const order = (slot: unknown) => api.call('createOrder', { customer, address, items, slot });
    async function refusedUnchanged(send: () => Promise<Reply>, reason: string) {
      const before = await api.changeMark();
      const reply = await send();
      expect(reply.httpStatus).toBeGreaterThanOrEqual(400);
      expect(reply.httpStatus).toBeLessThan(500);
      expect(reasonOf(reply)).toBe(reason);
      expect(await api.changeMark()).toBe(before);
      return reply;
    }

    let lunch: { code: string; secret: string };

    test('the checkout is offered today and tomorrow with the places left', async () => {
      expect(await offered()).toEqual([
        `${today} 12:00-14:00 1`,
        `${today} 18:00-20:00 5`,
        `${tomorrow} 12:00-14:00 1`,
        `${tomorrow} 18:00-20:00 5`,
      ]);
    });

    test('an order takes its slot; the full slot is no longer offered', async () => {
      const reply = await order({ date: today, window: '12:00-14:00' });
      expect(reply.httpStatus).toBe(200);
      lunch = reply.body.result as { code: string; secret: string };
      const stored = (await api.documents<Order>('orders')).find((o) => o.code === lunch.code);
      expect(stored?.slot).toEqual({ date: today, window: '12:00-14:00' });
      expect(await offered()).toEqual([
        `${today} 18:00-20:00 5`,
        `${tomorrow} 12:00-14:00 1`,
        `${tomorrow} 18:00-20:00 5`,
      ]);
    });

    test('a slot that turned full since the checkout listed it is refused, nothing written', async () => {
      const reply = await refusedUnchanged(
        () => order({ date: today, window: '12:00-14:00' }),
        'slot-not-offered',
      );
      expect(reply.body.error?.details).toMatchObject({
        date: today,
        window: '12:00-14:00',
        offered: [
          { date: today, window: '18:00-20:00' },
          { date: tomorrow, window: '12:00-14:00' },
          { date: tomorrow, window: '18:00-20:00' },
        ],
      });
    });

    test('a cancelled order gives its place back', async () => {
      const cancelled = await api.call('cancelOrder', { code: lunch.code, secret: lunch.secret });
      expect(cancelled.httpStatus).toBe(200);
      expect(await offered()).toContain(`${today} 12:00-14:00 1`);
    });

    test('a past day, a day after tomorrow and a window not listed are refused', async () => {
      await refusedUnchanged(
        () => order({ date: '2026-11-20', window: '18:00-20:00' }),
        'slot-not-offered',
      );
      await refusedUnchanged(
        () => order({ date: '2026-11-23', window: '18:00-20:00' }),
        'slot-not-offered',
      );
      await refusedUnchanged(() => order({ date: today, window: '09:00-10:00' }), 'invalid-fields');
      await refusedUnchanged(
        () => order({ date: 'tomorrow', window: '18:00-20:00' }),
        'invalid-fields',
      );
    });

    test("a shop's own cut-off: three hours before, today's lunch is no longer offered", async () => {
      const admin = await signInAsDemo(api, 'admin');
      const stored = (await api.documents<Shop>('shops')).find((s) => s.id === shop.id)!;
      const saved = await api.call(
        'adminUpdateItem',
        { collection: 'shops', doc: { ...stored, slotCutoffMinutes: 180 } },
        admin,
      );
      expect(saved.httpStatus).toBe(200);
      expect(await offered()).toEqual([
        `${today} 18:00-20:00 5`,
        `${tomorrow} 12:00-14:00 1`,
        `${tomorrow} 18:00-20:00 5`,
      ]);
      await refusedUnchanged(
        () => order({ date: today, window: '12:00-14:00' }),
        'slot-not-offered',
      );
    });

    test('after the window starts it is past: the evening window is offered until 17:00', async () => {
      api.advanceClock(7 * 60 * 60 * 1000 + 60_000); // 17:01
      // Only tomorrow's windows are left, and the read still names today's date: the checkout
      // calls them "Tomorrow" (it once called the first slot offered "Today").
      const reply = await api.read('deliverySlots', { shops: shop.id });
      const { slots, today: named } = reply.body.result as {
        slots: { date: string }[];
        today: string;
      };
      expect(named).toBe(today);
      expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set([tomorrow]));
      await refusedUnchanged(
        () => order({ date: today, window: '18:00-20:00' }),
        'slot-not-offered',
      );
      const placed = await order({ date: tomorrow, window: '18:00-20:00' });
      expect(placed.httpStatus).toBe(200);
      const { code, secret } = placed.body.result as { code: string; secret: string };
      // The private page promises the slot, not an estimate from the shops' usual minutes.
      const view = await api.call('openOrderLink', { code, secret });
      expect(view.body.result).toMatchObject({
        order: { slot: { date: tomorrow, from: '18:00', to: '20:00' } },
      });
      expect((view.body.result as { order: { expectedBy?: string } }).order.expectedBy).toBe(
        undefined,
      );
    });
  },
  { town: slotTown },
);

/** The read's bad input on both hosts: refused field by field, with nothing read for it. */
describeOnHosts('delivery slots: bad input to the read', (api) => {
  test('no shops, an id with a slash, an extra field and too many shops are refused', async () => {
    const bad: Record<string, string>[] = [
      {},
      { shops: '../credentials' },
      { shops: shop.id, date: today },
      { shops: Array.from({ length: 51 }, (_, i) => `shop-${i}`).join(',') },
    ];
    for (const params of bad) {
      const reply = await api.read('deliverySlots', params);
      expect(reply.httpStatus).toBe(400);
    }
  });
});

/** A town without slots takes no slot: checkout is "as soon as possible" as before. */
describeOnHosts('delivery slots: a town that lists none', (api) => {
  test('offers none and refuses a slot sent', async () => {
    const reply = await api.read('deliverySlots', { shops: shop.id });
    expect((reply.body.result as { slots: unknown[] }).slots).toEqual([]);
    const refused = await api.call('createOrder', {
      customer,
      address,
      items,
      slot: { date: today, window: '12:00-14:00' },
    });
    expect(refused.httpStatus).toBe(400);
  });
});
