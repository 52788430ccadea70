import type { Order, OrderView, PrivateOrderView, Product, ShopOrderView } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import { type DemoStaffMember, demoStaffMembers } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherVendorProduct,
  otherVendorShopId,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';
import { testTown } from '../support/testTown';

/**
 * One checkout with two shops' goods: "vendor" is shop A (one of vendorProduct), "otherVendor"
 * shop B (two of otherVendorProduct). Each shop accepts, packs and cancels only its own part;
 * the courier collects from both; the customer follows one order shop by shop.
 */
describeOnHosts(
  'an order from two shops',
  (api) => {
    let fixtures: OrderFixtures;
    let sessionOf: (who: DemoStaffMember) => Promise<string>;

    beforeAll(async () => {
      sessionOf = staffSessions(api);
      fixtures = orderFixtures(api, () => sessionOf('admin'));
      await fixtures.stockUp();
    });

    const move = async (who: DemoStaffMember, orderId: string, to: string, extra = {}) =>
      api.call('moveOrder', { orderId, to, ...extra }, await sessionOf(who));
    const stored = async (id: string) =>
      (await api.documents<Order>('orders')).find((o) => o.id === id)!;
    const stockOf = async (product: Product) =>
      (await api.documents<Product>('products')).find((p) => p.id === product.id)!.stock;
    const partsOf = async (id: string) =>
      (await stored(id)).parts.map((part) => [part.shopId, part.status]);
    const aPart = () => vendorProduct.pricePaise;
    const bPart = () => otherVendorProduct.pricePaise * 2;

    test("each vendor reads only their own part: never the other shop's lines or the total", async () => {
      const order = await fixtures.placeMixed();
      for (const [who, mine, theirs, subtotal] of [
        ['vendor', vendorProduct, otherVendorProduct, aPart()],
        ['otherVendor', otherVendorProduct, vendorProduct, bPart()],
      ] as const) {
        const reply = await api.read('staffOrder', { id: order.id }, await sessionOf(who));
        expect(reply.httpStatus).toBe(200);
        const view = reply.body.result as ShopOrderView;
        expect(view.part.lines.map((line) => line.productId)).toEqual([mine.id]);
        expect(view.part.subtotalPaise).toBe(subtotal);
        expect(view.shopCount).toBe(2);
        expect(reply.text).not.toContain(theirs.id);
        expect(reply.text).not.toContain(theirs.name);
        expect(reply.text).not.toContain('"totalPaise"');
        expect(reply.text).not.toContain(String((await stored(order.id)).totalPaise));

        const list = await api.read('vendorOrders', { pageSize: '50' }, await sessionOf(who));
        const listed = (list.body.result as { items: ShopOrderView[] }).items;
        expect(listed.find((o) => o.id === order.id)?.part.subtotalPaise).toBe(subtotal);
        expect(list.text).not.toContain(theirs.name);
      }
      // Each shop has its own record of its part, beside the order.
      expect(
        (await api.documents<{ orderId: string; shopId: string }>('shopOrders'))
          .filter((record) => record.orderId === order.id)
          .map((record) => record.shopId),
      ).toEqual([vendorShopId, otherVendorShopId]);
    });

    test("each shop is shown only its own note; the order's note is the delivery's", async () => {
      const placed = await api.call('createOrder', {
        customer: { name: 'Two Notes', phone: '9812345671' },
        address: { line: '9 Two Shop Road, Sonapur' },
        items: [
          { productId: vendorProduct.id, quantity: 1 },
          { productId: otherVendorProduct.id, quantity: 1 },
        ],
        note: 'Ring the bell twice',
        shopNotes: { [vendorShopId]: 'Cut in curry pieces', [otherVendorShopId]: '  ' },
      });
      expect(placed.httpStatus).toBe(200);
      const { code, secret } = placed.body.result as { code: string; secret: string };
      const order = (await api.documents<Order>('orders')).find((o) => o.code === code)!;
      const mine = await api.read('staffOrder', { id: order.id }, await sessionOf('vendor'));
      expect((mine.body.result as ShopOrderView).part.note).toBe('Cut in curry pieces');
      expect(mine.text).not.toContain('Ring the bell twice');
      const theirs = await api.read('staffOrder', { id: order.id }, await sessionOf('otherVendor'));
      expect(theirs.text).not.toContain('Cut in curry pieces');
      expect(theirs.text).not.toContain('Ring the bell twice');
      const admin = await api.read('staffOrder', { id: order.id }, await sessionOf('admin'));
      expect((admin.body.result as OrderView).note).toBe('Ring the bell twice');
      const opened = await api.call('openOrderLink', { code, secret });
      const view = (opened.body.result as { order: PrivateOrderView }).order;
      expect(view.parts.map((part) => part.note)).toEqual(
        [vendorShopId, otherVendorShopId].map((id) =>
          id === vendorShopId ? 'Cut in curry pieces' : undefined,
        ),
      );
    });

    test('a note for a shop with nothing in the order is refused, and nothing is ordered', async () => {
      const before = await api.changeMark();
      const refused = await api.call('createOrder', {
        customer: { name: 'Wrong Shop', phone: '9812345672' },
        address: { line: '9 Two Shop Road, Sonapur' },
        items: [{ productId: vendorProduct.id, quantity: 1 }],
        shopNotes: { [otherVendorShopId]: 'Fresh ones please' },
      });
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.error?.details).toMatchObject({
        issues: [{ path: `shopNotes.${otherVendorShopId}` }],
      });
      expect(await api.changeMark()).toBe(before);
    });

    test('the order is ready only when both shops have packed; then the courier collects from both', async () => {
      const order = await fixtures.placeMixed();
      expect((await move('vendor', order.id, 'accepted')).httpStatus).toBe(200);
      expect((await move('vendor', order.id, 'ready')).httpStatus).toBe(200);
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'ready'],
        [otherVendorShopId, 'placed'],
      ]);
      // Shop B has not accepted yet: not open to couriers.
      expect((await stored(order.id)).status).toBe('placed');
      const early = await api.read('deliveryOrders', {}, await sessionOf('delivery'));
      expect((early.body.result as { open: OrderView[] }).open.map((o) => o.id)).not.toContain(
        order.id,
      );

      expect((await move('otherVendor', order.id, 'accepted')).httpStatus).toBe(200);
      expect((await stored(order.id)).status).toBe('accepted');
      const board = await api.read('deliveryOrders', {}, await sessionOf('delivery'));
      const offered = (board.body.result as { open: OrderView[] }).open.find(
        (o) => o.id === order.id,
      )!;
      // Two pickups, each with what to collect there and whether that shop has packed it.
      expect(
        offered.parts.map((part) => [
          part.shopId,
          part.status,
          part.lines.map((line) => [line.productId, line.quantity]),
        ]),
      ).toEqual([
        [vendorShopId, 'ready', [[vendorProduct.id, 1]]],
        [otherVendorShopId, 'accepted', [[otherVendorProduct.id, 2]]],
      ]);
      expect(
        (await api.call('claimOrder', { orderId: order.id }, await sessionOf('delivery')))
          .httpStatus,
      ).toBe(200);
      // Not out for delivery while shop B is still packing.
      expect((await move('delivery', order.id, 'outForDelivery')).httpStatus).toBe(409);

      const packed = await move('otherVendor', order.id, 'ready');
      expect(packed.body.result).toMatchObject({
        order: { status: 'ready', part: { shopId: otherVendorShopId, status: 'ready' } },
      });
      expect(
        (await stored(order.id)).history.map((change) => [change.status, change.by.role]),
      ).toEqual([
        ['placed', 'customer'],
        ['accepted', 'vendor'],
        ['ready', 'vendor'],
      ]);
      expect((await move('delivery', order.id, 'outForDelivery')).httpStatus).toBe(200);
      const collected = { method: 'cash', amountPaise: (await stored(order.id)).totalPaise };
      expect((await move('delivery', order.id, 'delivered', { collected })).httpStatus).toBe(200);
      // Once the courier has it, no shop changes its part.
      expect((await move('vendor', order.id, 'cancelled')).httpStatus).toBe(409);
      expect((await stored(order.id)).deliveryPersonId).toBe(courierId);

      // The customer follows it by its private link: each shop's part, not who moved it.
      const followed = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const { order: view } = followed.body.result as { order: PrivateOrderView };
      expect(view.status).toBe('delivered');
      // Delivered with the order: no part still reads "ready for pickup".
      expect(view.parts).toEqual([
        expect.objectContaining({ shopId: vendorShopId, status: 'delivered' }),
        expect.objectContaining({ shopId: otherVendorShopId, status: 'delivered' }),
      ]);
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'delivered'],
        [otherVendorShopId, 'delivered'],
      ]);
      for (const part of view.parts) {
        expect(Object.keys(part).sort()).toEqual([
          'shopId',
          'shopName',
          'shopNameBn',
          'status',
          'subtotalPaise',
        ]);
      }
    });

    test('the courier picks up the packed fish while the vegetables are packed; each part shows where it stands', async () => {
      const order = await fixtures.placeMixed();
      await move('vendor', order.id, 'accepted');
      await move('vendor', order.id, 'ready');
      await move('otherVendor', order.id, 'accepted');
      const courier = await sessionOf('delivery');
      expect((await api.call('claimOrder', { orderId: order.id }, courier)).httpStatus).toBe(200);

      // Shop B is still packing: its part cannot be picked up, and nothing changes.
      const before = await api.dump();
      const early = await api.call(
        'pickUpPart',
        { orderId: order.id, shopId: otherVendorShopId },
        courier,
      );
      expect(early.httpStatus).toBe(409);
      expect(early.body.error?.details).toMatchObject({
        reason: 'status-moved',
        status: 'accepted',
        shopId: otherVendorShopId,
      });
      expect(await api.dump()).toBe(before);

      // Shop A's part is packed: the courier collects it now.
      const picked = await api.call(
        'pickUpPart',
        { orderId: order.id, shopId: vendorShopId },
        courier,
      );
      expect(picked.httpStatus).toBe(200);
      expect((picked.body.result as { order: OrderView }).order.parts.map((p) => p.status)).toEqual(
        ['pickedUp', 'accepted'],
      );
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'pickedUp'],
        [otherVendorShopId, 'accepted'],
      ]);
      expect((await stored(order.id)).status).toBe('accepted');
      // Picked up twice is refused, as is an admin handing the order to another courier now.
      expect(
        (await api.call('pickUpPart', { orderId: order.id, shopId: vendorShopId }, courier))
          .httpStatus,
      ).toBe(409);
      expect(
        (
          await api.call(
            'assignOrder',
            { orderId: order.id, deliveryPersonId: null },
            await sessionOf('admin'),
          )
        ).httpStatus,
      ).toBe(409);

      // Each shop, the admin and the customer see each part as it stands.
      const shopA = await api.read('staffOrder', { id: order.id }, await sessionOf('vendor'));
      expect((shopA.body.result as ShopOrderView).part.status).toBe('pickedUp');
      const shopB = await api.read('staffOrder', { id: order.id }, await sessionOf('otherVendor'));
      expect((shopB.body.result as ShopOrderView).part.status).toBe('accepted');
      const listed = await api.read(
        'vendorOrders',
        { status: 'pickedUp', pageSize: '50' },
        await sessionOf('vendor'),
      );
      expect((listed.body.result as { items: ShopOrderView[] }).items.map((o) => o.id)).toContain(
        order.id,
      );
      const admin = await api.read('staffOrder', { id: order.id }, await sessionOf('admin'));
      expect((admin.body.result as OrderView).parts.map((p) => p.status)).toEqual([
        'pickedUp',
        'accepted',
      ]);
      const link = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      expect(
        (link.body.result as { order: PrivateOrderView }).order.parts.map((p) => p.status),
      ).toEqual(['pickedUp', 'accepted']);

      // Shop B packs; the last pickup takes the order out for delivery.
      await move('otherVendor', order.id, 'ready');
      expect((await stored(order.id)).status).toBe('ready');
      const last = await api.call(
        'pickUpPart',
        { orderId: order.id, shopId: otherVendorShopId },
        courier,
      );
      expect(last.httpStatus).toBe(200);
      const out = await stored(order.id);
      expect(out.status).toBe('outForDelivery');
      expect(out.history.at(-1)).toMatchObject({
        status: 'outForDelivery',
        by: { role: 'delivery', id: courierId },
      });
      const collected = { method: 'cash', amountPaise: out.totalPaise };
      expect((await move('delivery', order.id, 'delivered', { collected })).httpStatus).toBe(200);
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'delivered'],
        [otherVendorShopId, 'delivered'],
      ]);
      const records = (
        await api.documents<{ orderId: string; partStatus: string }>('shopOrders')
      ).filter((record) => record.orderId === order.id);
      expect(records.map((record) => record.partStatus)).toEqual(['delivered', 'delivered']);
    });

    // What Telegram followers hear of it: tests/contract/telegramBot.test.ts.
    test("a shop's cancelled part: the customer sees it cancelled with the shop's reason and the new total with the delivery fee", async () => {
      const order = await fixtures.placeMixed();
      const placed = await stored(order.id);
      expect(placed.deliveryFeePaise).toBeGreaterThan(0);
      const reply = await move('vendor', order.id, 'cancelled', { note: 'No rohu today' });
      expect(reply.httpStatus).toBe(200);

      const opened = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const { order: view } = opened.body.result as { order: PrivateOrderView };
      expect(view.status).toBe('placed');
      expect(view.parts).toEqual([
        expect.objectContaining({
          shopId: vendorShopId,
          status: 'cancelled',
          cancelled: { by: 'shop', at: expect.any(String), reason: 'No rohu today' },
        }),
        expect.objectContaining({ shopId: otherVendorShopId, status: 'placed' }),
      ]);
      expect(view.parts[1]).not.toHaveProperty('cancelled');
      // Items, delivery and total add up, the fee as agreed at checkout.
      expect(view.subtotalPaise).toBe(bPart());
      expect(view.deliveryFeePaise).toBe(placed.deliveryFeePaise);
      expect(view.totalPaise).toBe(view.subtotalPaise + view.deliveryFeePaise);
      // Nothing in the customer's view names who at the shop cancelled.
      expect(opened.text).not.toContain(demoStaffMembers.vendor.profile.id);
    });

    test('free delivery agreed at checkout stays free when a shop drops out below the threshold', async () => {
      // Enough of shop B's goods for free delivery, and one of shop A's.
      const freeFrom = testTown.delivery.freeAbovePaise;
      const quantity = Math.ceil(freeFrom / otherVendorProduct.pricePaise);
      expect(quantity).toBeLessThanOrEqual(testTown.delivery.maxQuantityPerItem);
      expect(vendorProduct.pricePaise).toBeLessThan(freeFrom);
      const placed = await api.call('createOrder', {
        customer: { name: 'Free Delivery', phone: '9812345670' },
        address: { line: '9 Two Shop Road, Sonapur' },
        items: [
          { productId: vendorProduct.id, quantity: 1 },
          { productId: otherVendorProduct.id, quantity },
        ],
      });
      expect(placed.httpStatus).toBe(200);
      const code = (placed.body.result as { code: string }).code;
      const order = (await api.documents<Order>('orders')).find((o) => o.code === code)!;
      expect(order.deliveryFeePaise).toBe(0);
      // Shop B drops out: what is left is under the threshold, and delivery stays free.
      expect((await move('otherVendor', order.id, 'cancelled')).httpStatus).toBe(200);
      const after = await stored(order.id);
      expect(after.subtotalPaise).toBe(vendorProduct.pricePaise);
      expect(after.subtotalPaise).toBeLessThan(freeFrom);
      expect(after.deliveryFeePaise).toBe(0);
      expect(after.totalPaise).toBe(vendorProduct.pricePaise);
    });

    test("a vendor cannot move the other shop's part, and cancelling returns only their own stock", async () => {
      const order = await fixtures.placeMixed();
      const before = await api.dump();
      // A vendor names no shop: only an admin moves a part by its shop.
      const named = await move('vendor', order.id, 'accepted', { shopId: otherVendorShopId });
      expect(named.httpStatus).toBe(403);
      expect(await api.dump()).toBe(before);

      const stockA = await stockOf(vendorProduct);
      const stockB = await stockOf(otherVendorProduct);
      const cancelled = await move('vendor', order.id, 'cancelled', { note: 'Out of stock' });
      expect(cancelled.httpStatus).toBe(200);
      expect(await stockOf(vendorProduct)).toBe(stockA + 1);
      expect(await stockOf(otherVendorProduct)).toBe(stockB);
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'cancelled'],
        [otherVendorShopId, 'placed'],
      ]);
      const after = await stored(order.id);
      expect(after.status).toBe('placed');
      expect(after.subtotalPaise).toBe(bPart());
      expect(after.totalPaise).toBe(bPart() + after.deliveryFeePaise);
      // The staff chats hear that shop A is out, so nobody collects there.
      const alerts = (
        await api.documents<{ ref: string; channel: string; event: string }>('outbox')
      ).filter(
        (entry) => entry.ref === `orders/${order.id}` && entry.event === 'orderPartCancelled',
      );
      expect(alerts.map((entry) => entry.channel).sort()).toEqual(['adminGroup', 'deliveryChat']);

      // Shop B carries on; shop B cancelling too cancels the order, returning B's stock once.
      expect((await move('otherVendor', order.id, 'cancelled')).httpStatus).toBe(200);
      expect((await stored(order.id)).status).toBe('cancelled');
      expect(await stockOf(vendorProduct)).toBe(stockA + 1);
      expect(await stockOf(otherVendorProduct)).toBe(stockB + 2);
    });

    test('the customer cancels the whole order while no shop has accepted, and not after', async () => {
      const open = await fixtures.placeMixed();
      const stockA = await stockOf(vendorProduct);
      const stockB = await stockOf(otherVendorProduct);
      const cancelled = await api.call('cancelOrder', { code: open.code, secret: open.secret });
      expect(cancelled.httpStatus).toBe(200);
      expect(await partsOf(open.id)).toEqual([
        [vendorShopId, 'cancelled'],
        [otherVendorShopId, 'cancelled'],
      ]);
      expect([await stockOf(vendorProduct), await stockOf(otherVendorProduct)]).toEqual([
        stockA + 1,
        stockB + 2,
      ]);

      const started = await fixtures.placeMixed();
      await move('otherVendor', started.id, 'accepted');
      const before = await api.dump();
      const late = await api.call('cancelOrder', { code: started.code, secret: started.secret });
      expect(late.httpStatus).toBe(409);
      expect(await api.dump()).toBe(before);
    });

    test("an admin moves one shop's part by naming it, or the whole order", async () => {
      const order = await fixtures.placeMixed();
      const one = await move('admin', order.id, 'accepted', { shopId: otherVendorShopId });
      expect(one.httpStatus).toBe(200);
      expect(await partsOf(order.id)).toEqual([
        [vendorShopId, 'placed'],
        [otherVendorShopId, 'accepted'],
      ]);
      expect((await move('admin', order.id, 'accepted')).httpStatus).toBe(200);
      expect((await move('admin', order.id, 'ready')).httpStatus).toBe(200);
      expect((await stored(order.id)).status).toBe('ready');
      const list = await api.read('adminOrders', { status: 'ready' }, await sessionOf('admin'));
      const seen = (list.body.result as { items: OrderView[] }).items.find(
        (o) => o.id === order.id,
      );
      expect(seen?.parts.map((part) => part.status)).toEqual(['ready', 'ready']);
    });
  },
  { limits: { submit: 1000, lookup: 1000, staff: 1000 } },
);
