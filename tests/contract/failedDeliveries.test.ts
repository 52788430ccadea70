import type { Order, PrivateOrderView, Product } from '@town/core';
import { describeOnHosts } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  otherCourierId,
  staffSessions,
  vendorProduct,
} from '../support/staffFixtures';

/**
 * A courier could not hand an order over: it leaves their list, waits on the admin's board, and
 * the admin sends it out again or cancels it (the stock goes back).
 */
describeOnHosts(
  'could not deliver',
  (api) => {
    let fixtures: OrderFixtures;
    let sessionOf: (who: DemoStaffMember) => Promise<string>;

    beforeAll(async () => {
      sessionOf = staffSessions(api);
      fixtures = orderFixtures(api, () => sessionOf('admin'));
      await fixtures.stockUp();
    });

    const stored = async (id: string) =>
      (await api.documents<Order>('orders')).find((o) => o.id === id)!;
    const stockOf = async (product: Product) =>
      (await api.documents<Product>('products')).find((p) => p.id === product.id)!.stock;
    const report = async (who: DemoStaffMember, orderId: string, reason = 'nobodyHome') =>
      api.call(
        'reportFailedDelivery',
        { orderId, reason, note: 'Gate locked' },
        await sessionOf(who),
      );
    const privatePage = async (order: { code: string; secret: string }) =>
      (
        (await api.call('openOrderLink', { code: order.code, secret: order.secret })).body
          .result as { order: PrivateOrderView }
      ).order;
    const courierBoard = async () =>
      (await api.read('deliveryOrders', {}, await sessionOf('delivery'))).body.result as {
        open: { id: string }[];
        mine: { id: string }[];
      };

    test('the courier brings it back: off their list, not open to take, admin group told why', async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      expect((await privatePage(order)).upiLink).toBeDefined();
      const reply = await report('delivery', order.id);
      expect(reply.httpStatus).toBe(200);
      const after = await stored(order.id);
      expect(after.status).toBe('outForDelivery');
      expect(after.deliveryPersonId).toBeNull();
      expect(after.failedAttempt).toMatchObject({ reason: 'nobodyHome', note: 'Gate locked' });
      const board = await courierBoard();
      expect(board.mine.map((o) => o.id)).not.toContain(order.id);
      expect(board.open.map((o) => o.id)).not.toContain(order.id);
      const claim = await api.call(
        'claimOrder',
        { orderId: order.id },
        await sessionOf('delivery'),
      );
      expect(claim.httpStatus).toBe(409);
      const alerts = await api.documents<{ event: string; ref: string; text: unknown }>('outbox');
      const alert = alerts.find(
        (each) => each.event === 'orderNotDelivered' && each.ref === `orders/${order.id}`,
      );
      expect(JSON.stringify(alert?.text)).toContain('nobody was home');
      const page = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const view = (page.body.result as { order: PrivateOrderView }).order;
      expect(view.couldNotDeliver).toBe('nobodyHome');
      // No "Pay by UPI" while the admin decides: the order may yet be cancelled.
      expect(view.upiLink).toBeUndefined();
      expect(page.text).not.toContain('Gate locked');
    });

    test("refuses another courier's order, an order not out for delivery, and a second report", async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      expect((await report('otherDelivery', order.id)).httpStatus).toBe(403);
      const ready = await fixtures.at('ready', { courier: courierId });
      expect((await report('delivery', ready.id)).httpStatus).toBe(409);
      expect((await report('delivery', order.id)).httpStatus).toBe(200);
      expect((await report('admin', order.id)).httpStatus).toBe(409);
    });

    const waitingBroughtBack = async () =>
      (
        (await api.read('adminDashboard', {}, await sessionOf('admin'))).body.result as {
          waiting: { broughtBack: number };
        }
      ).waiting.broughtBack;
    const listedBroughtBack = async () =>
      (
        (await api.read('adminOrders', { broughtBack: 'true' }, await sessionOf('admin'))).body
          .result as { items: { id: string }[] }
      ).items.map((o) => o.id);

    test("the admin's dashboard counts brought-back orders, and its list shows only them", async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      const stillOut = await fixtures.at('outForDelivery', { courier: courierId });
      const before = await waitingBroughtBack();
      expect(await listedBroughtBack()).not.toContain(order.id);
      await report('delivery', order.id);
      expect(await waitingBroughtBack()).toBe(before + 1);
      const listed = await listedBroughtBack();
      expect(listed).toContain(order.id);
      expect(listed).not.toContain(stillOut.id);
      await api.call(
        'sendOutAgain',
        { orderId: order.id, deliveryPersonId: courierId },
        await sessionOf('admin'),
      );
      expect(await waitingBroughtBack()).toBe(before);
      expect(await listedBroughtBack()).not.toContain(order.id);
      const unclear = await api.read(
        'adminOrders',
        { broughtBack: 'yes' },
        await sessionOf('admin'),
      );
      expect(unclear.httpStatus).toBe(400);
      expect(unclear.text).toContain('Use true or false');
    });

    test('the admin sends it out again with another courier, who can deliver it', async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      await report('delivery', order.id, 'unreachable');
      const sent = await api.call(
        'sendOutAgain',
        { orderId: order.id, deliveryPersonId: otherCourierId },
        await sessionOf('admin'),
      );
      expect(sent.httpStatus).toBe(200);
      const after = await stored(order.id);
      expect(after.deliveryPersonId).toBe(otherCourierId);
      expect(after.failedAttempt).toBeUndefined();
      const page = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const sentView = (page.body.result as { order: PrivateOrderView }).order;
      expect(sentView.couldNotDeliver).toBeUndefined();
      expect(sentView.upiLink).toBeDefined();
      const again = await api.call(
        'sendOutAgain',
        { orderId: order.id, deliveryPersonId: courierId },
        await sessionOf('admin'),
      );
      expect(again.httpStatus).toBe(409);
      const collected = { method: 'cash', amountPaise: await fixtures.totalOf(order.id) };
      const delivered = await api.call(
        'moveOrder',
        { orderId: order.id, to: 'delivered', collected },
        await sessionOf('otherDelivery'),
      );
      expect(delivered.httpStatus).toBe(200);
    });

    test('the admin cancels it and its stock goes back; an order still with its courier cannot be', async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      const withCourier = await api.call(
        'moveOrder',
        { orderId: order.id, to: 'cancelled' },
        await sessionOf('admin'),
      );
      expect(withCourier.httpStatus).toBe(409);
      await report('delivery', order.id, 'refused');
      const before = await stockOf(vendorProduct);
      const cancelled = await api.call(
        'moveOrder',
        { orderId: order.id, to: 'cancelled', note: 'Customer refused' },
        await sessionOf('admin'),
      );
      expect(cancelled.httpStatus).toBe(200);
      expect((await stored(order.id)).status).toBe('cancelled');
      expect(await stockOf(vendorProduct)).toBe(before + 1);
    });
  },
  { limits: { submit: 1000, lookup: 1000, staff: 1000 } },
);
