import {
  type DoorPayment,
  type Order,
  type OrderView,
  type PrivateOrderView,
  type Product,
  upiPayeeFor,
  upiPayLink,
} from '@town/core';
import { demoTown } from '../../demo';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  secondVendorProduct,
  staffSessions,
  vendorProduct,
  vendorShopId,
} from '../support/staffFixtures';

/**
 * Goods sold by weight: the order fixture is one `vendorProduct` and two 500 g steps of
 * `secondVendorProduct` (1 kg asked), accepted by the shop. The town keeps the default 20%.
 */
describeOnHosts(
  'a shop weighs goods sold by weight, the customer answers a price beyond tolerance',
  (api) => {
    let fixtures: OrderFixtures;
    let sessionOf: (who: DemoStaffMember) => Promise<string>;

    beforeAll(async () => {
      sessionOf = staffSessions(api);
      fixtures = orderFixtures(api, () => sessionOf('admin'));
      await fixtures.stockUp();
    });

    const weigh = async (orderId: string, actualGrams: unknown, who: DemoStaffMember = 'vendor') =>
      api.call(
        'weighLine',
        { orderId, productId: secondVendorProduct.id, actualGrams },
        await sessionOf(who),
      );
    const answer = (order: { code: string; secret: string }, accept: boolean) =>
      api.call('answerWeighedLine', {
        code: order.code,
        secret: order.secret,
        shopId: vendorShopId,
        productId: secondVendorProduct.id,
        accept,
      });
    const stored = async (id: string) =>
      (await api.documents<Order>('orders')).find((o) => o.id === id)!;
    const stockOf = async (product: Product) =>
      (await api.documents<Product>('products')).find((p) => p.id === product.id)!.stock;
    const weighedLine = (order: Order) =>
      order.items.find((line) => line.productId === secondVendorProduct.id);
    const onePrice = vendorProduct.pricePaise;
    const stepPrice = secondVendorProduct.pricePaise;
    const priceOf = (grams: number) => Math.round((stepPrice * grams) / 500);

    test('the order keeps the weight asked; within tolerance the total follows at once', async () => {
      const order = await fixtures.placeWeighed();
      const before = await stored(order.id);
      expect(weighedLine(before)?.weighed).toEqual({
        stepGrams: 500,
        askedGrams: 1000,
        estimatedPaise: stepPrice * 2,
      });
      expect((await weigh(order.id, 1100)).httpStatus).toBe(200);
      const after = await stored(order.id);
      expect(weighedLine(after)).toMatchObject({ lineTotalPaise: priceOf(1100) });
      expect(after.totalPaise).toBe(onePrice + priceOf(1100) + before.deliveryFeePaise);
      // The courier's "₹… collected?" and the customer's page read the final total.
      expect(await fixtures.totalOf(order.id)).toBe(after.totalPaise);
      const link = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      expect((link.body.result as { order: PrivateOrderView }).order.totalPaise).toBe(
        after.totalPaise,
      );
    });

    test('beyond tolerance the line waits: not ready until the customer accepts', async () => {
      const order = await fixtures.placeWeighed();
      expect((await weigh(order.id, 1500)).httpStatus).toBe(200);
      const waiting = await stored(order.id);
      expect(weighedLine(waiting)?.weighed).toMatchObject({
        actualGrams: 1500,
        finalPaise: priceOf(1500),
        awaitsCustomer: true,
      });
      expect(waiting.totalPaise).toBe(onePrice + stepPrice * 2 + waiting.deliveryFeePaise);
      const vendor = await sessionOf('vendor');
      const early = await api.call('moveOrder', { orderId: order.id, to: 'ready' }, vendor);
      expect(early.httpStatus).toBe(409);
      expect(early.body.error?.message).toMatch(/waits for the customer/);

      const reply = await answer(order, true);
      expect(reply.httpStatus).toBe(200);
      const page = (reply.body.result as { order: PrivateOrderView }).order;
      expect(page.totalPaise).toBe(onePrice + priceOf(1500) + waiting.deliveryFeePaise);
      expect(await fixtures.totalOf(order.id)).toBe(page.totalPaise);
      const ready = await api.call('moveOrder', { orderId: order.id, to: 'ready' }, vendor);
      expect(ready.httpStatus).toBe(200);
    });

    test('a price quoted instead of a weight: the same tolerance, the total follows', async () => {
      const vendor = await sessionOf('vendor');
      const price = (orderId: string, actualPaise: number) =>
        api.call('weighLine', { orderId, productId: secondVendorProduct.id, actualPaise }, vendor);
      const order = await fixtures.placeWeighed();
      const before = await stored(order.id);
      const within = Math.round(stepPrice * 2 * 1.15);
      expect((await price(order.id, within)).httpStatus).toBe(200);
      const after = await stored(order.id);
      expect(weighedLine(after)).toMatchObject({ lineTotalPaise: within });
      expect(weighedLine(after)?.weighed).not.toHaveProperty('actualGrams');
      expect(after.totalPaise).toBe(onePrice + within + before.deliveryFeePaise);

      const beyond = stepPrice * 3;
      expect((await price(order.id, beyond)).httpStatus).toBe(200);
      const waiting = await stored(order.id);
      expect(weighedLine(waiting)?.weighed).toMatchObject({
        finalPaise: beyond,
        awaitsCustomer: true,
      });
      expect(waiting.totalPaise).toBe(onePrice + stepPrice * 2 + before.deliveryFeePaise);
      expect((await answer(order, true)).httpStatus).toBe(200);
      expect(await fixtures.totalOf(order.id)).toBe(onePrice + beyond + before.deliveryFeePaise);
    });

    /** The admin sends the order out with the demo courier, as the door sees it next. */
    const sendOut = async (orderId: string) => {
      const admin = await sessionOf('admin');
      const steps: Array<[string, Record<string, string>]> = [
        ['assignOrder', { orderId, deliveryPersonId: courierId }],
        ['moveOrder', { orderId, to: 'ready' }],
        ['moveOrder', { orderId, to: 'outForDelivery' }],
      ];
      for (const [action, input] of steps) {
        expect((await api.call(action, input, admin)).httpStatus).toBe(200);
      }
    };

    /**
     * At the door the order comes to `total` everywhere: the courier's "₹… collected?" (their
     * board), the QR on their phone and the customer's UPI link, "Delivered" and its record.
     */
    async function expectDoorToCharge(
      order: { id: string; code: string; secret: string },
      total: number,
      estimate: number,
    ) {
      const courier = await sessionOf('delivery');
      const board = await api.read('deliveryOrders', {}, courier);
      const mine = (board.body.result as { mine: OrderView[] }).mine.find(
        (o) => o.id === order.id,
      )!;
      expect(mine.totalPaise).toBe(total);
      const payee = upiPayeeFor(demoTown, mine)!;
      const opened = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const page = (opened.body.result as { order: PrivateOrderView }).order;
      expect(page.upiLink).toBe(upiPayLink(payee, total, order.code));
      expect(upiPayLink(payee, mine.totalPaise, order.code)).toBe(page.upiLink);

      const deliver = (amountPaise: number) =>
        api.call(
          'moveOrder',
          { orderId: order.id, to: 'delivered', collected: { method: 'upi', amountPaise } },
          courier,
        );
      expect((await deliver(estimate)).httpStatus).toBe(409);
      expect((await deliver(total)).httpStatus).toBe(200);
      const record = (await api.documents<DoorPayment>('doorPayments')).find(
        (payment) => payment.orderId === order.id,
      );
      const fee = (await stored(order.id)).deliveryFeePaise;
      expect(record).toMatchObject({
        amountPaise: total,
        shares: [{ shopId: vendorShopId, amountPaise: total - fee }],
      });
    }

    test("the door charges the weighed total: courier's amount, UPI link and payment record", async () => {
      const within = await fixtures.placeWeighed(1100);
      const fee = (await stored(within.id)).deliveryFeePaise;
      const estimate = onePrice + stepPrice * 2 + fee;
      await sendOut(within.id);
      await expectDoorToCharge(within, onePrice + priceOf(1100) + fee, estimate);

      const beyond = await fixtures.placeWeighed(1500);
      expect((await answer(beyond, true)).httpStatus).toBe(200);
      await sendOut(beyond.id);
      await expectDoorToCharge(beyond, onePrice + priceOf(1500) + fee, estimate);
    });

    test('dropping the line takes it out of the total and puts its stock back', async () => {
      const order = await fixtures.placeWeighed(1500);
      const stock = await stockOf(secondVendorProduct);
      const reply = await answer(order, false);
      expect(reply.httpStatus).toBe(200);
      const after = await stored(order.id);
      expect(after.items.map((line) => line.productId)).toEqual([vendorProduct.id]);
      expect(after.totalPaise).toBe(onePrice + after.deliveryFeePaise);
      expect(await stockOf(secondVendorProduct)).toBe(stock + 2);
    });

    test('refused, changing nothing: bad weights, lines not weighed, other shops, wrong secrets', async () => {
      const order = await fixtures.placeWeighed();
      const waiting = await fixtures.placeWeighed(1500);
      const packed = await fixtures.placeWeighed();
      const admin = await sessionOf('admin');
      await api.call('moveOrder', { orderId: packed.id, to: 'ready' }, admin);
      const cases: Array<[() => ReturnType<typeof weigh>, number, RegExp]> = [
        [() => weigh(order.id, 0), 400, /above 0/],
        [() => weigh(order.id, -250), 400, /above 0/],
        [() => weigh(order.id, 'a kilo'), 400, /./],
        [() => weigh(order.id, undefined), 400, /grams weighed or the price/],
        [
          async () =>
            api.call(
              'weighLine',
              {
                orderId: order.id,
                productId: secondVendorProduct.id,
                actualGrams: 1000,
                actualPaise: 30000,
              },
              await sessionOf('vendor'),
            ),
          400,
          /not both/,
        ],
        [() => weigh(order.id, 1000, 'otherVendor'), 403, /your shop/],
        [() => weigh(order.id, 1000, 'delivery'), 403, /./],
        // Not weighed: sold by the unit.
        [
          async () =>
            api.call(
              'weighLine',
              { orderId: order.id, productId: vendorProduct.id, actualGrams: 900 },
              await sessionOf('vendor'),
            ),
          400,
          /sold by the unit/,
        ],
        // Packed: what is in the bag goes.
        [() => weigh(packed.id, 1000), 409, /while packing/],
        [() => answer({ code: waiting.code, secret: 'W'.repeat(43) }, true), 404, /./],
        // A line that does not wait for the customer.
        [() => answer(order, true), 409, /does not wait/],
      ];
      // Signed in before counting: a first sign-in writes the device it came from.
      for (const who of ['vendor', 'otherVendor', 'delivery'] as const) await sessionOf(who);
      for (const [call, status, message] of cases) {
        const mark = await api.changeMark();
        const reply = await call();
        expect([reply.httpStatus, reply.body.error?.message]).toEqual([
          status,
          expect.stringMatching(message),
        ]);
        expect(await api.changeMark()).toBe(mark);
      }
    });
  },
  { limits: { submit: 1000, lookup: 1000, staff: 1000 } },
);
