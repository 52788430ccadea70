import type { DeliveryAreaSettings, Order, Product, TownConfig } from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts, type Reply, signInAsDemo } from '../support/hosts';
import { savableSettings, testTown } from '../support/testTown';

const bazaar: DeliveryAreaSettings = {
  id: 'bazaar-para',
  name: 'Bazaar Para',
  nameBn: 'বাজার পাড়া',
  pinCode: '731101',
  feePaise: 1000,
  minOrderPaise: 0,
};
const kalipur: DeliveryAreaSettings = {
  id: 'kalipur',
  name: 'Kalipur',
  pinCode: '731102',
  feePaise: 4500,
  minOrderPaise: 30000,
};
const townPhone = '9000000999';

/** A town that lists two localities: a near para with a small fee, a far village with a minimum. */
const areaTown: TownConfig = {
  ...testTown,
  contact: { ...testTown.contact, phone: townPhone },
  delivery: { ...testTown.delivery, freeAbovePaise: 100_000, areas: [bazaar, kalipur] },
};

const customer = { name: 'Mitali Saha', phone: '9000000951' };
const address = { line: '12 Station Road, near the water tank' };
const product = demoCatalog.products.find(
  (p: Product) => p.available && p.stock >= 10 && p.pricePaise < 10_000 && !p.prescriptionRequired,
)!;
const items = (quantity: number) => [{ productId: product.id, quantity }];

/**
 * The localities a town delivers to, on both hosts: the fee follows the locality the order
 * names, an address outside the list or goods under its minimum are refused before anything is
 * written, and an order keeps its locality and fee after the admin removes the area.
 */
describeOnHosts(
  'delivery areas: the fee and minimum order follow the locality',
  (api) => {
    const reasonOf = (reply: Reply) =>
      (reply.body.error?.details as { reason?: string } | undefined)?.reason;

    async function refusedUnchanged(send: () => Promise<Reply>, reason: string) {
      const before = await api.changeMark();
      const reply = await send();
      expect(reply.httpStatus).toBeGreaterThanOrEqual(400);
      expect(reply.httpStatus).toBeLessThan(500);
      expect(reasonOf(reply)).toBe(reason);
      expect(await api.changeMark()).toBe(before);
      return reply;
    }

    const orderOf = async (code: string) =>
      (await api.documents<Order>('orders')).find((order) => order.code === code)!;

    test('the order is charged its locality’s fee and keeps the locality', async () => {
      const reply = await api.call('createOrder', {
        customer,
        address,
        items: items(2),
        areaId: 'bazaar-para',
      });
      expect(reply.httpStatus).toBe(200);
      const { code, totalPaise } = reply.body.result as { code: string; totalPaise: number };
      expect(totalPaise).toBe(product.pricePaise * 2 + bazaar.feePaise);
      expect(await orderOf(code)).toMatchObject({
        deliveryFeePaise: bazaar.feePaise,
        area: { id: 'bazaar-para', name: 'Bazaar Para', nameBn: 'বাজার পাড়া', pinCode: '731101' },
      });
    });

    test('an order naming no locality, or one not listed, is told the town’s phone', async () => {
      for (const areaId of [undefined, 'elsewhere']) {
        const reply = await refusedUnchanged(
          () =>
            api.call('createOrder', {
              customer,
              address,
              items: items(1),
              ...(areaId ? { areaId } : {}),
            }),
          'outside-delivery-area',
        );
        expect(reply.body.error?.details).toMatchObject({ townPhone });
        expect(reply.body.error?.message).toContain(townPhone);
      }
    });

    test('goods under the locality’s minimum are refused with what is missing', async () => {
      const reply = await refusedUnchanged(
        () => api.call('createOrder', { customer, address, items: items(1), areaId: 'kalipur' }),
        'below-minimum-order',
      );
      expect(reply.body.error?.details).toMatchObject({
        areaId: 'kalipur',
        minOrderPaise: 30000,
        toMinimumPaise: 30000 - product.pricePaise,
      });
    });

    test('the browser’s fee is never asked for: a made-up fee field is refused', async () => {
      await refusedUnchanged(
        () =>
          api.call('createOrder', {
            customer,
            address,
            items: items(2),
            areaId: 'bazaar-para',
            deliveryFeePaise: 0,
          }),
        'invalid-fields',
      );
    });

    test('an area the admin removes leaves its orders as they were placed', async () => {
      const quantity = Math.ceil(kalipur.minOrderPaise / product.pricePaise);
      const placed = await api.call('createOrder', {
        customer,
        address,
        items: items(quantity),
        areaId: 'kalipur',
      });
      expect(placed.httpStatus).toBe(200);
      const { code } = placed.body.result as { code: string };

      const admin = await signInAsDemo(api, 'admin');
      const settings = savableSettings(areaTown);
      const saved = await api.call(
        'saveTownSettings',
        { ...settings, delivery: { ...settings.delivery, areas: [bazaar] } },
        admin,
      );
      expect(saved.httpStatus).toBe(200);
      const town = (await api.read('town')).body.result as TownConfig;
      expect(town.delivery.areas).toEqual([bazaar]);

      expect(await orderOf(code)).toMatchObject({
        deliveryFeePaise: kalipur.feePaise,
        area: { id: 'kalipur', name: 'Kalipur', pinCode: '731102' },
      });
      // A browser still showing the old list is told, not charged another area's fee.
      await refusedUnchanged(
        () =>
          api.call('createOrder', { customer, address, items: items(quantity), areaId: 'kalipur' }),
        'outside-delivery-area',
      );
    });

    test('bad lists of localities are refused field by field and change nothing', async () => {
      const admin = await signInAsDemo(api, 'admin');
      const settings = savableSettings(areaTown);
      const withAreas = (areas: unknown) => ({
        ...settings,
        delivery: { ...settings.delivery, areas },
      });
      const bad: Array<[string, unknown]> = [
        ['a PIN code of five digits', [{ ...bazaar, pinCode: '73110' }]],
        ['a negative fee', [{ ...bazaar, feePaise: -100 }]],
        ['a minimum in rupees with paise after a point', [{ ...bazaar, minOrderPaise: 10.5 }]],
        ['no name', [{ ...bazaar, name: ' ' }]],
        ['an id with a slash', [{ ...bazaar, id: '../orders' }]],
        ['one id twice', [bazaar, { ...kalipur, id: bazaar.id }]],
        ['one locality twice', [bazaar, { ...bazaar, id: 'bazaar-para-2' }]],
        ['not a list', { bazaar }],
      ];
      for (const [, areas] of bad) {
        const reply = await refusedUnchanged(
          () => api.call('saveTownSettings', withAreas(areas), admin),
          'invalid-fields',
        );
        const details = reply.body.error?.details as
          | { issues?: Array<{ path: string }> }
          | undefined;
        const issues = details?.issues ?? [];
        expect(issues.length).toBeGreaterThan(0);
        expect(issues.every((issue) => issue.path.startsWith('delivery.areas'))).toBe(true);
      }
    });

    test('with no localities listed the town delivers anywhere at its flat fee again', async () => {
      const admin = await signInAsDemo(api, 'admin');
      const settings = savableSettings(areaTown);
      const { areas: _areas, ...delivery } = settings.delivery;
      expect(
        (await api.call('saveTownSettings', { ...settings, delivery }, admin)).httpStatus,
      ).toBe(200);
      const reply = await api.call('createOrder', { customer, address, items: items(1) });
      expect(reply.httpStatus).toBe(200);
      const { code } = reply.body.result as { code: string };
      const order = await orderOf(code);
      expect(order.deliveryFeePaise).toBe(testTown.delivery.feePaise);
      expect(order.area).toBeUndefined();
      // A locality is not asked for, so one sent is a mistake, not a fee to apply.
      await refusedUnchanged(
        () =>
          api.call('createOrder', { customer, address, items: items(1), areaId: 'bazaar-para' }),
        'invalid-fields',
      );
    });
  },
  { town: areaTown },
);
