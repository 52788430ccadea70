import { deliveryTotals, orderTotals } from '../src/vocabulary';

const rule = { feePaise: 2000, freeAbovePaise: 50000 };

describe("the town's delivery rule", () => {
  test('below the threshold the fee is charged and the shortfall to free delivery is told', () => {
    expect(orderTotals(30000, rule)).toEqual({
      subtotalPaise: 30000,
      deliveryFeePaise: 2000,
      totalPaise: 32000,
      toFreeDeliveryPaise: 20000,
    });
  });

  test('from the threshold delivery is free', () => {
    expect(orderTotals(50000, rule)).toMatchObject({ deliveryFeePaise: 0, totalPaise: 50000 });
  });

  test('nothing priced yet (a prescription photo, a written list) costs nothing now', () => {
    expect(orderTotals(0, rule)).toEqual({
      subtotalPaise: 0,
      deliveryFeePaise: 0,
      totalPaise: 0,
      toFreeDeliveryPaise: 0,
    });
  });
});

describe('the fee where the order goes (the town’s listed localities)', () => {
  const near = {
    id: 'bazaar-para',
    name: 'Bazaar Para',
    pinCode: '731101',
    feePaise: 1000,
    minOrderPaise: 0,
  };
  const far = {
    id: 'kalipur',
    name: 'Kalipur',
    pinCode: '731102',
    feePaise: 4000,
    minOrderPaise: 20000,
  };
  const listing = { ...rule, areas: [near, far] };

  test('a town that lists no localities keeps its flat fee and asks for none', () => {
    for (const town of [rule, { ...rule, areas: [] }]) {
      expect(deliveryTotals(30000, town, undefined)).toEqual({
        ...orderTotals(30000, rule),
        areaMissing: false,
        toMinimumPaise: 0,
      });
    }
  });

  test('each locality charges its own fee, free above the town’s threshold all the same', () => {
    expect(deliveryTotals(30000, listing, 'bazaar-para')).toMatchObject({
      deliveryFeePaise: 1000,
      totalPaise: 31000,
      area: near,
      areaMissing: false,
    });
    expect(deliveryTotals(30000, listing, 'kalipur')).toMatchObject({
      deliveryFeePaise: 4000,
      totalPaise: 34000,
      toMinimumPaise: 0,
    });
    expect(deliveryTotals(50000, listing, 'kalipur')).toMatchObject({ deliveryFeePaise: 0 });
  });

  test('goods under the locality’s minimum say how much more is needed', () => {
    expect(deliveryTotals(15000, listing, 'kalipur')).toMatchObject({ toMinimumPaise: 5000 });
    // A prescription alone is priced by the pharmacist: no minimum to meet yet.
    expect(deliveryTotals(0, listing, 'kalipur')).toMatchObject({ toMinimumPaise: 0 });
  });

  test('no locality, or one no longer listed, is missing and charges nothing yet', () => {
    for (const areaId of [undefined, 'gone-para']) {
      expect(deliveryTotals(30000, listing, areaId)).toEqual({
        subtotalPaise: 30000,
        deliveryFeePaise: 0,
        totalPaise: 30000,
        toFreeDeliveryPaise: 0,
        areaMissing: true,
        toMinimumPaise: 0,
      });
    }
  });
});
