import { addDays, type PrivateOrderView, townNow } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  type OrderFixtures,
  orderFixtures,
  staffSessions,
  vendorShopId,
} from '../support/staffFixtures';
import { testTown } from '../support/testTown';

const minuteMs = 60 * 1000;
/** The demo town's time zone, India: UTC+5:30 all year. */
const townOffsetMinutes = 5 * 60 + 30;

/**
 * When the customer's order page expects an order, on both hosts: each shop's part is accepted
 * and packed in that shop's own opening hours (the town's usual 10 + 15 minutes), and the ride
 * (20 minutes) starts after the last part. "vendor" is shop A (open 07:00–21:00), "otherVendor"
 * shop B (06:30–22:00); the hosts' clocks start on a Saturday at 10:00.
 */
describeOnHosts('the expected time of an order from two shops', (api) => {
  let fixtures: OrderFixtures;
  let sessionOf: (who: DemoStaffMember) => Promise<string>;

  beforeAll(async () => {
    sessionOf = staffSessions(api);
    fixtures = orderFixtures(api, () => sessionOf('admin'));
    await fixtures.stockUp();
  });

  /** Moves the clock forward to the next hh:mm in town time. */
  const advanceTo = (hours: number, minutes: number) => {
    const now = api.now().getTime();
    const townMinutes = Math.floor((now / minuteMs + townOffsetMinutes) % (24 * 60));
    const wanted = hours * 60 + minutes;
    const ahead = (wanted - townMinutes + 24 * 60) % (24 * 60) || 24 * 60;
    api.advanceClock(ahead * minuteMs - (now % minuteMs));
  };
  const today = () => townNow(api.now(), testTown.timeZone).date;
  /** An instant in town time on `date`, as the hosts write it. */
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
  const opened = async (order: { code: string; secret: string }) => {
    const reply = await api.call('openOrderLink', { code: order.code, secret: order.secret });
    expect(reply.httpStatus).toBe(200);
    return (reply.body.result as { order: PrivateOrderView }).order;
  };

  test('placed before shop A opens: expected after it opens, and the page says which shop waits', async () => {
    advanceTo(6, 40);
    const order = await fixtures.placeMixed();
    const view = await opened(order);
    // Shop B is open and would be ready at 7:05; shop A opens at 7:00, ready at 7:25; the ride.
    expect(view.expectedBy).toBe(at(today(), '07:45'));
    expect(view.parts.map((part) => part.opensAt)).toEqual([at(today(), '07:00'), undefined]);

    // Shop A accepting while closed does not make its part ready before it opens.
    api.advanceClock(minuteMs);
    const accepted = await api.call(
      'moveOrder',
      { orderId: order.id, to: 'accepted' },
      await sessionOf('vendor'),
    );
    expect(accepted.httpStatus).toBe(200);
    expect((await opened(order)).expectedBy).toBe(at(today(), '07:35'));
  });

  test('placed at night: expected tomorrow morning, after both shops open', async () => {
    advanceTo(22, 30);
    const order = await fixtures.placeMixed();
    const tomorrow = addDays(today(), 1);
    const view = await opened(order);
    // Shop B opens at 6:30 and is ready at 6:55; shop A opens at 7:00, ready at 7:25.
    expect(view.expectedBy).toBe(at(tomorrow, '07:45'));
    expect(view.parts.map((part) => part.opensAt)).toEqual([
      at(tomorrow, '07:00'),
      at(tomorrow, '06:30'),
    ]);
  });

  test("a one-shop order in its hours: the town's usual minutes, as before", async () => {
    advanceTo(10, 0);
    const order = await fixtures.place(vendorShopId);
    const view = await opened(order);
    expect(view.expectedBy).toBe(at(today(), '10:45'));
    expect(view.parts[0]).not.toHaveProperty('opensAt');
  });
});
