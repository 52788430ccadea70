import type { Order, OutboxEntry, PrivateOrderView, Product } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  type OrderFixtures,
  orderFixtures,
  otherVendorShopId,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';
import { testTown } from '../support/testTown';

const minuteMs = 60 * 1000;
const acceptWithinMinutes = 120;
/** The demo town's time zone, India: UTC+5:30 all year. */
const townOffsetMinutes = 5 * 60 + 30;

/**
 * Stock held by orders nobody accepts: a shop's part not accepted within the town's
 * `acceptWithinMinutes` of its opening hours is cancelled by the app and its stock goes back on
 * sale. "vendor" is shop A (open 07:00–21:00), "otherVendor" shop B (06:30–22:00); the hosts'
 * clocks start on a Saturday at 10:00 town time.
 */
describeOnHosts(
  'parts no shop accepted in time',
  (api) => {
    let fixtures: OrderFixtures;
    let sessionOf: (who: DemoStaffMember) => Promise<string>;

    beforeAll(async () => {
      sessionOf = staffSessions(api);
      fixtures = orderFixtures(api, () => sessionOf('admin'));
      await fixtures.stockUp();
    });

    const move = async (who: DemoStaffMember, orderId: string, to: string) =>
      api.call('moveOrder', { orderId, to }, await sessionOf(who));
    const stored = async (id: string) =>
      (await api.documents<Order>('orders')).find((o) => o.id === id)!;
    const partsOf = async (id: string) =>
      (await stored(id)).parts.map((part) => [part.shopId, part.status]);
    const stockOfA = async () =>
      (await api.documents<Product>('products')).find((p) => p.id === vendorProduct.id)!.stock;
    /** Moves the clock forward to the next hh:mm in town time. */
    const advanceTo = (hours: number, minutes: number) => {
      const now = api.now().getTime();
      const townMinutes = Math.floor((now / minuteMs + townOffsetMinutes) % (24 * 60));
      const wanted = hours * 60 + minutes;
      const ahead = (wanted - townMinutes + 24 * 60) % (24 * 60) || 24 * 60;
      api.advanceClock(ahead * minuteMs - (now % minuteMs));
    };

    test('a part waiting longer than the town allows goes back on sale; the shop that accepted goes on', async () => {
      advanceTo(10, 0);
      const order = await fixtures.placeMixed();
      expect((await move('otherVendor', order.id, 'accepted')).httpStatus).toBe(200);
      const stock = await stockOfA();

      api.advanceClock((acceptWithinMinutes - 1) * minuteMs);
      await api.releaseUnacceptedParts();
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'placed'],
        [otherVendorShopId, 'accepted'],
      ]);

      api.advanceClock(2 * minuteMs);
      await api.releaseUnacceptedParts();
      const released = await stored(order.id);
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'cancelled'],
        [otherVendorShopId, 'accepted'],
      ]);
      expect(released.status).toBe('accepted');
      expect(released.parts[0]!.history.at(-1)).toMatchObject({
        status: 'cancelled',
        by: { role: 'system' },
        note: 'Not accepted in time',
      });
      expect(await stockOfA()).toBe(stock + 1);
      // The staff chats hear of it as of any part cancelled: nobody collects it.
      const alerts = (await api.documents<OutboxEntry>('outbox')).filter(
        (entry) => entry.ref === `orders/${order.id}` && entry.event === 'orderPartCancelled',
      );
      expect(alerts.map((entry) => entry.channel).sort()).toEqual(['adminGroup', 'deliveryChat']);
      expect(alerts[0]!.text).toContain('not accepted in time');

      // Nothing more to release: another run changes nothing.
      const before = await api.dump();
      await api.releaseUnacceptedParts();
      expect(await api.dump()).toBe(before);
    });

    test('an order placed at night waits for the shop to open; its customer sees it cancelled', async () => {
      advanceTo(20, 30);
      const order = await fixtures.place(vendorShopId);
      // 30 minutes before closing, then from 07:00: 119 open minutes at 08:29.
      advanceTo(8, 29);
      await api.releaseUnacceptedParts();
      expect((await stored(order.id)).status).toBe('placed');

      advanceTo(8, 31);
      await api.releaseUnacceptedParts();
      expect((await stored(order.id)).status).toBe('cancelled');
      const followed = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const view = (followed.body.result as { order: PrivateOrderView }).order;
      expect(view.status).toBe('cancelled');
      expect(view.cancellable).toBe(false);
    });

    test('a part the shop accepted in time is never released', async () => {
      advanceTo(9, 0);
      const order = await fixtures.place(vendorShopId);
      expect((await move('vendor', order.id, 'accepted')).httpStatus).toBe(200);
      api.advanceClock(10 * 60 * minuteMs);
      await api.releaseUnacceptedParts();
      expect((await stored(order.id)).status).toBe('accepted');
    });
  },
  {
    town: { ...testTown, orderLimits: { ...testTown.orderLimits, acceptWithinMinutes } },
    limits: { submit: 1000, lookup: 1000 },
  },
);
