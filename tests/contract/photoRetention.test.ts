import type { Order, Photo, PrivateOrderView, ShopOrderView } from '@town/core';
import { describeOnHosts, type HostDriver, type Reply } from '../support/hosts';
import type { DemoStaffMember } from '../support/localDriver';
import { cameraPhoto } from '../support/photos';
import {
  courierId,
  type OrderFixtures,
  orderFixtures,
  staffSessions,
} from '../support/staffFixtures';
import { testTown } from '../support/testTown';

const dayMs = 24 * 60 * 60 * 1000;
/** The town's setting here: shorter than the default, so the test shows the setting counts. */
const retentionDays = 30;

/**
 * An ended order's private photos on both hosts: kept for the town's retention period after
 * the order ends, then deleted by the photo sweep with their bytes (a file, a bucket object),
 * while the order's pages say the photo was removed. An open order's photos stay.
 */
describeOnHosts(
  'photos of ended orders are deleted after the town retention period',
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

    const driver = (): Required<
      Pick<HostDriver, 'uploadPhoto' | 'sweepPhotos' | 'photoObjects'>
    > => {
      if (!api.uploadPhoto || !api.sweepPhotos || !api.photoObjects) {
        throw new Error(`${host.name} cannot send photos`);
      }
      return api as Required<Pick<HostDriver, 'uploadPhoto' | 'sweepPhotos' | 'photoObjects'>>;
    };
    const refOf = (reply: Reply) => {
      expect([reply.httpStatus, reply.text]).toEqual([200, expect.any(String)]);
      return (reply.body.result as { ref: string }).ref;
    };
    const photoOf = async (ref: string) =>
      (await api.documents<Photo>('photos')).find((p) => `uploads/${p.id}` === ref);
    const stored = async (id: string) =>
      (await api.documents<Order>('orders')).find((o) => o.id === id)!;
    const objects = async () => (await driver().photoObjects()).join('\n');
    const idOf = (ref: string) => ref.split('/')[1]!;
    const proofFor = async (orderId: string) =>
      refOf(
        await driver().uploadPhoto(
          'deliveryProof',
          jpeg,
          'image/jpeg',
          await sessionOf('delivery'),
          undefined,
          orderId,
        ),
      );

    test('a delivered order keeps its proof until the period ends, then only says it was removed', async () => {
      const order = await fixtures.at('outForDelivery', { courier: courierId });
      const proof = await proofFor(order.id);
      const delivered = await api.call(
        'moveOrder',
        {
          orderId: order.id,
          to: 'delivered',
          collected: { method: 'cash', amountPaise: await fixtures.totalOf(order.id) },
          photo: proof,
        },
        await sessionOf('delivery'),
      );
      expect([delivered.httpStatus, delivered.text]).toEqual([200, expect.any(String)]);

      api.advanceClock(retentionDays * dayMs - 60 * 60_000);
      await driver().sweepPhotos();
      expect(await photoOf(proof)).toMatchObject({ orderId: order.id });
      expect(await objects()).toContain(idOf(proof));

      api.advanceClock(2 * 60 * 60_000);
      await driver().sweepPhotos();
      expect(await photoOf(proof)).toBeUndefined();
      expect(await objects()).not.toContain(idOf(proof));
      expect((await stored(order.id)).photosRemoved).toEqual({
        at: expect.any(String),
        afterDays: retentionDays,
      });
      const seen = await api.read('staffOrder', { id: order.id }, await sessionOf('admin'));
      expect((seen.body.result as ShopOrderView).photosRemoved?.afterDays).toBe(retentionDays);
      const page = await api.call('openOrderLink', { code: order.code, secret: order.secret });
      const view = (page.body.result as { order: PrivateOrderView }).order;
      expect(view.photosRemovedAfterDays).toBe(retentionDays);
    });

    test('a prescription order cancelled stays whole for the period, however old its photo', async () => {
      const prescription = refOf(
        await driver().uploadPhoto('prescription', jpeg, 'image/jpeg', undefined, '198.51.100.9'),
      );
      const placed = await api.call('createOrder', {
        kind: 'pharmacy',
        customer: { name: 'Rupa Mondal', phone: '9000000912' },
        address: { line: '4 Hospital Para, Sonapur' },
        items: [],
        prescriptionPhoto: prescription,
      });
      expect([placed.httpStatus, placed.text]).toEqual([200, expect.any(String)]);
      const { code } = placed.body.result as { code: string };
      const id = (await api.documents<Order>('orders')).find((o) => o.code === code)!.id;
      api.advanceClock(retentionDays * dayMs * 2);
      await driver().sweepPhotos();
      // Open all along: the period counts from the end.
      expect(await photoOf(prescription)).toMatchObject({ orderId: id });
      const cancelled = await api.call(
        'moveOrder',
        { orderId: id, to: 'cancelled' },
        await sessionOf('admin'),
      );
      expect([cancelled.httpStatus, cancelled.text]).toEqual([200, expect.any(String)]);
      api.advanceClock(retentionDays * dayMs - 60 * 60_000);
      await driver().sweepPhotos();
      expect(await objects()).toContain(idOf(prescription));
      api.advanceClock(2 * 60 * 60_000);
      await driver().sweepPhotos();
      expect(await photoOf(prescription)).toBeUndefined();
      expect(await objects()).not.toContain(idOf(prescription));
    });
  },
  {
    town: { ...testTown, photoRetentionDays: retentionDays },
    limits: { submit: 1000, lookup: 1000, staff: 1000 },
  },
);
