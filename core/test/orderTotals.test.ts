import { orderTotals } from '../src/vocabulary';

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
