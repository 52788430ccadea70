import type { OrderView } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  type OrderFixtures,
  orderFixtures,
  otherVendorProduct,
  otherVendorShopId,
  staffSessions,
  vendorShopId,
} from '../support/staffFixtures';

/**
 * The admin finds an order as a customer on the phone gives it: by the code they read out, in
 * any case and with spaces, or by their mobile number in any usual form.
 */
describeOnHosts('the admin finds orders by code or phone', (api) => {
  let fixtures: OrderFixtures;
  let sessionOf: (who: DemoStaffMember) => Promise<string>;

  beforeAll(async () => {
    sessionOf = staffSessions(api);
    fixtures = orderFixtures(api, () => sessionOf('admin'));
    await fixtures.stockUp();
  });

  const find = async (params: Record<string, string>, who: DemoStaffMember = 'admin') =>
    api.read('adminOrders', params, await sessionOf(who));
  const idsOf = (reply: { body: { result?: unknown } }) =>
    (reply.body.result as { items: OrderView[] }).items.map((order) => order.id);

  test('an order code finds that order, however it is typed', async () => {
    const order = await fixtures.place();
    await fixtures.place();
    const typed = ` ${order.code.toLowerCase()} `;
    expect(idsOf(await find({ find: order.code }))).toEqual([order.id]);
    expect(idsOf(await find({ find: typed }))).toEqual([order.id]);
  });

  test("a phone number finds that customer's orders, newest first, with the other filters", async () => {
    const first = await fixtures.place(vendorShopId);
    api.advanceClock(60_000);
    const phone = first.phone;
    // The same customer orders again from the other shop.
    const again = await api.call('createOrder', {
      customer: { name: 'Test Customer', phone },
      address: { line: '7 Fixture Lane, Sonapur' },
      items: [{ productId: otherVendorProduct.id, quantity: 1 }],
    });
    expect(again.httpStatus).toBe(200);
    const secondCode = (again.body.result as { code: string }).code;
    const found = idsOf(await find({ find: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }));
    expect(found).toHaveLength(2);
    expect(found[1]).toBe(first.id);
    const onlyOther = (await find({ find: phone, shopId: otherVendorShopId })).body.result as {
      items: OrderView[];
    };
    expect(onlyOther.items.map((order) => order.code)).toEqual([secondCode]);
    expect(idsOf(await find({ find: phone, status: 'delivered' }))).toEqual([]);
  });

  test('what is neither a code nor a phone is refused with what to type', async () => {
    const reply = await find({ find: 'rice' });
    expect(reply.httpStatus).toBe(400);
    expect(reply.text).toContain('Enter an order code, e.g. K7Q-4MX, or a 10-digit mobile number');
  });

  test('only the admin may search every order', async () => {
    const order = await fixtures.place();
    expect((await find({ find: order.code }, 'vendor')).httpStatus).toBe(403);
    expect((await api.read('adminOrders', { find: order.code })).httpStatus).toBe(401);
  });
});
