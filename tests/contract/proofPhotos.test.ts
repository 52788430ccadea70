import {
  type Order,
  type Photo,
  type ShopOrderRecord,
  type ShopOrderView,
  shopOrderId,
  unattachedPhotoLifetimeMs,
} from '@town/core';
import { describeOnHosts, type HostDriver, type Reply } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import { cameraPhoto } from '../support/photos';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  staffSessions,
  vendorShopId,
} from '../support/staffFixtures';

/**
 * A photo at the door, on both hosts: only the courier holding the order (or an admin) sends
 * one, a move takes only a photo taken for its own order, the shop and the admin see it, and a
 * photo no move took goes with the photo sweep.
 */
describeOnHosts(
  'proof of delivery photos',
  (api, host) => {
    let fixtures: OrderFixtures;
    let sessionOf: (who: DemoStaffMember) => Promise<string>;
    let jpeg: Buffer;

    beforeAll(async () => {
      sessionOf = staffSessions(api);
      fixtures = orderFixtures(api, () => sessionOf('admin'));
      await fixtures.stockUp();
      jpeg = await cameraPhoto('jpeg');
    });

    const driver = (): Required<Pick<HostDriver, 'uploadPhoto' | 'sweepPhotos'>> => {
      if (!api.uploadPhoto || !api.sweepPhotos) throw new Error(`${host.name} cannot send photos`);
      return { uploadPhoto: api.uploadPhoto, sweepPhotos: api.sweepPhotos };
    };
    const sendProof = async (who: DemoStaffMember | 'visitor', orderId?: string) =>
      driver().uploadPhoto(
        'deliveryProof',
        jpeg,
        'image/jpeg',
        who === 'visitor' ? undefined : await sessionOf(who),
        undefined,
        orderId,
      );
    const refOf = (reply: Reply) => {
      expect([reply.httpStatus, reply.text]).toEqual([200, expect.any(String)]);
      return (reply.body.result as { ref: string }).ref;
    };
    const stored = async (id: string) =>
      (await api.documents<Order>('orders')).find((o) => o.id === id)!;
    const photoOf = async (ref: string) =>
      (await api.documents<Photo>('photos')).find((p) => `uploads/${p.id}` === ref);
    const deliver = async (orderId: string, photo: string, who: DemoStaffMember = 'delivery') =>
      api.call(
        'moveOrder',
        {
          orderId,
          to: 'delivered',
          collected: { method: 'cash', amountPaise: await fixtures.totalOf(orderId) },
          photo,
        },
        await sessionOf(who),
      );

    test("the courier's photo goes with the delivery; the shop and the admin see it", async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      const ref = refOf(await sendProof('delivery', order.id));
      expect(await photoOf(ref)).toMatchObject({
        purpose: 'deliveryProof',
        proofOf: order.id,
        orderId: null,
        contentType: 'image/jpeg',
      });
      const delivered = await deliver(order.id, ref);
      expect([delivered.httpStatus, delivered.text]).toEqual([200, expect.any(String)]);
      const after = await stored(order.id);
      expect(after.status).toBe('delivered');
      expect(after.proofPhotos).toEqual([
        { photo: ref, outcome: 'delivered', at: expect.any(String), by: expect.anything() },
      ]);
      expect((await photoOf(ref))?.orderId).toBe(order.id);
      for (const who of ['vendor', 'admin'] as const) {
        const seen = await api.read('staffOrder', { id: order.id }, await sessionOf(who));
        expect((seen.body.result as ShopOrderView).proofPhotos?.[0]?.photo).toBe(ref);
      }
      // What a vendor's board reads on Firebase: the shop's record of the order.
      const shopRecord = (await api.documents<ShopOrderRecord>('shopOrders')).find(
        (each) => each.id === shopOrderId(order.id, vendorShopId),
      );
      expect(shopRecord?.view.proofPhotos?.[0]?.photo).toBe(ref);
    });

    test('could not deliver takes a photo too, and the order keeps it after it is sent again', async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      const ref = refOf(await sendProof('delivery', order.id));
      const reported = await api.call(
        'reportFailedDelivery',
        { orderId: order.id, reason: 'nobodyHome', photo: ref },
        await sessionOf('delivery'),
      );
      expect([reported.httpStatus, reported.text]).toEqual([200, expect.any(String)]);
      await api.call(
        'sendOutAgain',
        { orderId: order.id, deliveryPersonId: courierId },
        await sessionOf('admin'),
      );
      const after = await stored(order.id);
      expect(after.proofPhotos).toEqual([
        expect.objectContaining({ photo: ref, outcome: 'notDelivered' }),
      ]);
      const page = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      expect(page.text).not.toContain(ref);
    });

    test('another courier, a vendor or a visitor cannot send one; an order not named is refused', async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      const before = (await api.documents<Photo>('photos')).length;
      expect((await sendProof('otherDelivery', order.id)).httpStatus).toBe(403);
      expect((await sendProof('vendor', order.id)).httpStatus).toBe(403);
      expect([401, 403]).toContain((await sendProof('visitor', order.id)).httpStatus);
      expect((await sendProof('delivery')).httpStatus).toBe(400);
      expect((await sendProof('delivery', 'no-such-order')).httpStatus).toBe(404);
      const ready = await fixtures.at('ready', { courier: courierId });
      expect((await sendProof('delivery', ready.id)).httpStatus).toBe(409);
      expect((await api.documents<Photo>('photos')).length).toBe(before);
      // An admin may send one for any order out for delivery.
      refOf(await sendProof('admin', order.id));
    });

    test("a move takes only its own order's proof, never another kind of photo", async () => {
      const first = await fixtures.at('outForDelivery', { courier: courierId });
      const second = await fixtures.at('outForDelivery', { courier: courierId });
      const ofFirst = refOf(await sendProof('delivery', first.id));
      const wrongOrder = await deliver(second.id, ofFirst);
      expect(wrongOrder.httpStatus).toBe(404);
      expect((await stored(second.id)).status).toBe('outForDelivery');
      const prescription = refOf(
        await driver().uploadPhoto('prescription', jpeg, 'image/jpeg', undefined, '198.51.100.7'),
      );
      expect((await deliver(second.id, prescription)).httpStatus).toBe(404);
      const withPickup = await api.call(
        'moveOrder',
        { orderId: second.id, to: 'cancelled', photo: ofFirst },
        await sessionOf('admin'),
      );
      expect(withPickup.httpStatus).toBe(400);
      expect((await deliver(first.id, ofFirst)).httpStatus).toBe(200);
      const again = await api.call(
        'reportFailedDelivery',
        { orderId: second.id, reason: 'refused', photo: ofFirst },
        await sessionOf('delivery'),
      );
      expect(again.httpStatus).toBe(404);
      expect((await stored(second.id)).failedAttempt).toBeUndefined();
    });

    test('a proof no move took is deleted by the photo sweep after its time; a taken one stays', async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      const dropped = refOf(await sendProof('delivery', order.id));
      const kept = refOf(await sendProof('delivery', order.id));
      expect((await deliver(order.id, kept)).httpStatus).toBe(200);
      const idOf = (ref: string) => ref.split('/')[1]!;
      const objects = async () => (await api.photoObjects!()).join('\n');
      expect(await objects()).toContain(idOf(dropped));
      api.advanceClock(unattachedPhotoLifetimeMs - 60_000);
      await driver().sweepPhotos();
      expect(await photoOf(dropped)).toBeDefined();
      api.advanceClock(2 * 60_000);
      await driver().sweepPhotos();
      expect(await photoOf(dropped)).toBeUndefined();
      expect(await objects()).not.toContain(idOf(dropped));
      expect(await photoOf(kept)).toMatchObject({ orderId: order.id });
      expect(await objects()).toContain(idOf(kept));
    });
  },
  { limits: { submit: 1000, lookup: 1000, staff: 1000 } },
);
