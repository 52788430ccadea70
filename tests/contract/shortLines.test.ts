import type { Order, PrivateOrderView, Product, ShopOrderView } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  type OrderFixtures,
  orderFixtures,
  secondVendorProduct,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';

/**
 * A shop packing an order finds it has fewer of one line than ordered, or none: it says so for
 * that line alone. The order fixture is one `vendorProduct` and two `secondVendorProduct`, both
 * from the vendor's shop.
 */
describeOnHosts(
  'a shop short of one line of an order',
  (api) => {
    let fixtures: OrderFixtures;
    let sessionOf: (who: DemoStaffMember) => Promise<string>;

    beforeAll(async () => {
      sessionOf = staffSessions(api);
      fixtures = orderFixtures(api, () => sessionOf('admin'));
      await fixtures.stockUp();
    });

    const short = async (who: DemoStaffMember, data: Record<string, unknown>) =>
      api.call('markLineShort', data, await sessionOf(who));
    const stored = async (id: string) =>
      (await api.documents<Order>('orders')).find((o) => o.id === id)!;
    const stockOf = async (product: Product) =>
      (await api.documents<Product>('products')).find((p) => p.id === product.id)!.stock;
    const onePrice = vendorProduct.pricePaise;
    const secondPrice = secondVendorProduct.pricePaise;

    test('none of a line: it leaves the order, the totals fall, the customer is told why', async () => {
      const order = await fixtures.placeTwoLines();
      const before = await stored(order.id);
      const reply = await short('vendor', {
        orderId: order.id,
        productId: secondVendorProduct.id,
        note: 'Sold out this morning',
      });
      expect(reply.httpStatus).toBe(200);
      const view = (reply.body.result as { order: ShopOrderView }).order;
      expect(view.part.lines.map((line) => line.productId)).toEqual([vendorProduct.id]);
      expect(view.part.subtotalPaise).toBe(onePrice);

      const after = await stored(order.id);
      expect(after.items.map((line) => line.productId)).toEqual([vendorProduct.id]);
      expect(after.subtotalPaise).toBe(onePrice);
      expect(after.totalPaise).toBe(onePrice + before.deliveryFeePaise);
      expect(after.parts[0]!.status).toBe('placed');
      // The shop has none left: nobody else orders it until the shop restocks.
      expect(await stockOf(secondVendorProduct)).toBe(0);

      const link = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const page = (link.body.result as { order: PrivateOrderView }).order;
      expect(page.totalPaise).toBe(after.totalPaise);
      expect(page.parts[0]!.short).toEqual([
        expect.objectContaining({
          productId: secondVendorProduct.id,
          quantity: 2,
          lineTotalPaise: secondPrice * 2,
          note: 'Sold out this morning',
        }),
      ]);
      // The customer learns what and why, never which staff member said so.
      expect(JSON.stringify(page.parts[0]!.short)).not.toContain('"by"');
    });

    test('fewer of a line: it keeps what the shop can give, after the shop has accepted', async () => {
      const order = await fixtures.placeTwoLines();
      const cookie = await sessionOf('vendor');
      expect(
        (await api.call('moveOrder', { orderId: order.id, to: 'accepted' }, cookie)).httpStatus,
      ).toBe(200);
      const reply = await short('vendor', {
        orderId: order.id,
        productId: secondVendorProduct.id,
        available: 1,
      });
      expect(reply.httpStatus).toBe(200);
      const after = await stored(order.id);
      const line = after.parts[0]!.lines.find((each) => each.productId === secondVendorProduct.id);
      expect(line).toMatchObject({ quantity: 1, lineTotalPaise: secondPrice });
      expect(after.parts[0]!.short).toEqual([
        expect.objectContaining({ quantity: 1, lineTotalPaise: secondPrice }),
      ]);
      expect(after.subtotalPaise).toBe(onePrice + secondPrice);
      // The courier's "₹… collected?" asks for what the order comes to now.
      expect(await fixtures.totalOf(order.id)).toBe(after.totalPaise);
    });

    test('refused, changing nothing: packed parts, the only line, too many, another shop', async () => {
      const order = await fixtures.placeTwoLines();
      const packed = await fixtures.at('ready');
      const cases: Array<[DemoStaffMember, Record<string, unknown>, number, RegExp]> = [
        // Packed: what is in the bag goes.
        ['vendor', { orderId: packed.id, productId: vendorProduct.id }, 409, /cannot change now/],
        // The part's only line: that is cancelling the part, a step of its own.
        [
          'admin',
          {
            orderId: (await fixtures.place()).id,
            productId: vendorProduct.id,
            shopId: vendorShopId,
          },
          409,
          /cancel the shop's part/,
        ],
        [
          'vendor',
          { orderId: order.id, productId: secondVendorProduct.id, available: 2 },
          400,
          /fewer than that/,
        ],
        ['otherVendor', { orderId: order.id, productId: secondVendorProduct.id }, 403, /your shop/],
        ['admin', { orderId: order.id, productId: secondVendorProduct.id }, 400, /Name the shop/],
        ['delivery', { orderId: order.id, productId: secondVendorProduct.id }, 403, /./],
      ];
      for (const [who, data, status, message] of cases) {
        const cookie = await sessionOf(who);
        const mark = await api.changeMark();
        const reply = await api.call('markLineShort', data, cookie);
        expect([who, reply.httpStatus]).toEqual([who, status]);
        expect(reply.body.error?.message).toMatch(message);
        expect(await api.changeMark()).toBe(mark);
      }
    });
  },
  { limits: { submit: 1000, lookup: 1000, staff: 1000 } },
);
