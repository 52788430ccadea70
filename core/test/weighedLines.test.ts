import { followerUpdateText } from '../src/botMessages/orderFollowers';
import type { Product } from '../src/model/catalog';
import type { Order } from '../src/model/orders';
import { orderLineOf } from '../src/orders/lines';
import { partsFor } from '../src/orders/parts';
import { applyMove, type OrderActor } from '../src/orders/statusMachine';
import { applyWeighedAnswer, applyWeighing } from '../src/orders/weighedLines';

const at = '2026-11-29T10:00:00.000+05:30';

/** Rohu at ₹300 a kg, sold in steps of 500 g: ₹150 a step. */
const rohu: Product = {
  id: 'rohu',
  shopId: 'fish',
  shopType: 'grocery',
  name: 'Rohu',
  description: 'Fresh river fish',
  category: 'Fish',
  unit: '500 g',
  pricePaise: 15000,
  stock: 20,
  available: true,
  soldBy: 'weight',
  stepGrams: 500,
};

const onion: Product = { ...rohu, id: 'onion', name: 'Onion', pricePaise: 2000 };
delete onion.soldBy;
delete onion.stepGrams;

const fishVendor: OrderActor = { role: 'vendor', id: 'v-fish', shopId: 'fish' };
const otherVendor: OrderActor = { role: 'vendor', id: 'v-other', shopId: 'veg' };

/** An order of 1 kg of rohu (two steps) and 3 onions from the fish shop, packing; ₹30 delivery. */
function packingOrder(withOnions = true): Order {
  const items = [orderLineOf(rohu, 2), ...(withOnions ? [orderLineOf(onion, 3)] : [])];
  const placed = { status: 'placed' as const, at, by: { role: 'customer' as const } };
  const accepted = {
    status: 'accepted' as const,
    at,
    by: { role: 'vendor' as const, id: 'v-fish' },
  };
  const parts = partsFor(items, ['fish'], () => 'Fish Corner', placed).map((part) => ({
    ...part,
    status: 'accepted' as const,
    history: [placed, accepted],
  }));
  const subtotal = items.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  return {
    id: 'order-1',
    code: 'K7Q-4MX',
    kind: 'shop',
    customer: { name: 'Mitali', phone: '9000000901' },
    address: { line: '12 Station Road' },
    items,
    shopIds: ['fish'],
    parts,
    subtotalPaise: subtotal,
    deliveryFeePaise: 3000,
    totalPaise: subtotal + 3000,
    payment: 'cashOnDelivery',
    status: 'accepted',
    history: [placed, { ...accepted }],
    deliveryPersonId: null,
    placedOn: '2026-11-29',
    createdAt: at,
    updatedAt: at,
  };
}

const weigh = (order: Order, actualGrams: number, actor: OrderActor = fishVendor) =>
  applyWeighing(order, {
    shopId: 'fish',
    productId: 'rohu',
    measured: { grams: actualGrams },
    tolerancePercent: 20,
    actor,
    at,
  });

/** The shop quotes a price for the line instead of a weight (a fish sold whole). */
const price = (order: Order, paise: number) =>
  applyWeighing(order, {
    shopId: 'fish',
    productId: 'rohu',
    measured: { paise },
    tolerancePercent: 20,
    actor: fishVendor,
    at,
  });

describe('a weighed product ordered', () => {
  test('keeps the weight asked and its estimated price on the line', () => {
    expect(orderLineOf(rohu, 2)).toMatchObject({
      unitPricePaise: 15000,
      quantity: 2,
      lineTotalPaise: 30000,
      weighed: { stepGrams: 500, askedGrams: 1000, estimatedPaise: 30000 },
    });
    expect(orderLineOf(onion, 3)).not.toHaveProperty('weighed');
  });
});

describe('the shop weighs a line while packing', () => {
  test('within tolerance the line costs what it weighed and the total follows at once', () => {
    const after = weigh(packingOrder(), 1100);
    const line = after.parts[0]?.lines.find((each) => each.productId === 'rohu');
    expect(line).toMatchObject({
      lineTotalPaise: 33000,
      weighed: { actualGrams: 1100, finalPaise: 33000 },
    });
    expect(line?.weighed?.awaitsCustomer).toBeUndefined();
    expect(after.parts[0]?.subtotalPaise).toBe(33000 + 6000);
    expect(after.items.find((each) => each.productId === 'rohu')?.lineTotalPaise).toBe(33000);
    expect(after.totalPaise).toBe(33000 + 6000 + 3000);
  });

  test('exactly at the tolerance the total still follows; lighter counts the same as heavier', () => {
    expect(weigh(packingOrder(), 1200).totalPaise).toBe(36000 + 6000 + 3000);
    expect(weigh(packingOrder(), 800).totalPaise).toBe(24000 + 6000 + 3000);
  });

  test('beyond tolerance the line waits for the customer and the order keeps the estimate', () => {
    const after = weigh(packingOrder(), 1300);
    const line = after.items.find((each) => each.productId === 'rohu');
    expect(line).toMatchObject({
      lineTotalPaise: 30000,
      weighed: { actualGrams: 1300, finalPaise: 39000, awaitsCustomer: true },
    });
    expect(after.totalPaise).toBe(30000 + 6000 + 3000);
  });

  test('a part with a line waiting cannot be marked ready; after the answer it can', () => {
    const waiting = weigh(packingOrder(), 1300);
    expect(() => applyMove(waiting, { to: 'ready', actor: fishVendor, at })).toThrow(
      /waits for the customer/,
    );
    const answered = applyWeighedAnswer(waiting, {
      shopId: 'fish',
      productId: 'rohu',
      accept: true,
      at,
    });
    expect(applyMove(answered, { to: 'ready', actor: fishVendor, at }).status).toBe('ready');
  });

  test('weighing again within tolerance ends the wait', () => {
    const again = weigh(weigh(packingOrder(), 1300), 1050);
    expect(again.items[0]?.weighed?.awaitsCustomer).toBeUndefined();
    expect(again.totalPaise).toBe(31500 + 6000 + 3000);
  });

  test("refused: another shop's vendor, a line not weighed, a part not being packed", () => {
    expect(() => weigh(packingOrder(), 1000, otherVendor)).toThrow(/not for your shop/);
    expect(() =>
      applyWeighing(packingOrder(), {
        shopId: 'fish',
        productId: 'onion',
        measured: { grams: 1000 },
        tolerancePercent: 20,
        actor: fishVendor,
        at,
      }),
    ).toThrow(/sold by the unit/);
    const ready = applyMove(packingOrder(), { to: 'ready', actor: fishVendor, at });
    expect(() => weigh(ready, 1000)).toThrow(/weigh its goods while packing/);
  });
});

describe('the shop quotes a price for a line instead of weighing it', () => {
  test('within tolerance the line costs the price quoted and the total follows', () => {
    const after = price(packingOrder(), 34000);
    const line = after.items.find((each) => each.productId === 'rohu');
    expect(line).toMatchObject({ lineTotalPaise: 34000, weighed: { finalPaise: 34000 } });
    expect(line?.weighed?.awaitsCustomer).toBeUndefined();
    expect(after.totalPaise).toBe(34000 + 6000 + 3000);
  });

  test('the same tolerance: beyond it the line waits, and accepting charges the price', () => {
    expect(price(packingOrder(), 36000).totalPaise).toBe(36000 + 6000 + 3000);
    const waiting = price(packingOrder(), 36001);
    expect(waiting.items[0]?.weighed).toMatchObject({ finalPaise: 36001, awaitsCustomer: true });
    expect(waiting.totalPaise).toBe(30000 + 6000 + 3000);
    const accepted = applyWeighedAnswer(waiting, {
      shopId: 'fish',
      productId: 'rohu',
      accept: true,
      at,
    });
    expect(accepted.totalPaise).toBe(36001 + 6000 + 3000);
  });

  test('a price after a weight replaces it: the line no longer claims the grams', () => {
    const after = price(weigh(packingOrder(), 1300), 31000);
    expect(after.items[0]?.weighed).not.toHaveProperty('actualGrams');
    expect(after.items[0]?.weighed?.awaitsCustomer).toBeUndefined();
    expect(after.totalPaise).toBe(31000 + 6000 + 3000);
  });
});

describe('the customer answers a line that waits', () => {
  const answer = (order: Order, accept: boolean) =>
    applyWeighedAnswer(order, { shopId: 'fish', productId: 'rohu', accept, at });

  test('accepting charges the weighed price', () => {
    const after = answer(weigh(packingOrder(), 1300), true);
    expect(after.items[0]).toMatchObject({ lineTotalPaise: 39000 });
    expect(after.items[0]?.weighed?.awaitsCustomer).toBeUndefined();
    expect(after.totalPaise).toBe(39000 + 6000 + 3000);
  });

  test('dropping takes the line out of the order and its total', () => {
    const after = answer(weigh(packingOrder(), 1300), false);
    expect(after.items.map((line) => line.productId)).toEqual(['onion']);
    expect(after.parts[0]?.lines.map((line) => line.productId)).toEqual(['onion']);
    expect(after.totalPaise).toBe(6000 + 3000);
  });

  test("dropping a part's only line cancels that part", () => {
    const after = answer(weigh(packingOrder(false), 1300), false);
    expect(after.parts[0]?.status).toBe('cancelled');
    expect(after.status).toBe('cancelled');
  });

  test('a line that does not wait cannot be answered', () => {
    expect(() => answer(packingOrder(), true)).toThrow(/does not wait/);
    expect(() => answer(weigh(packingOrder(), 1100), false)).toThrow(/does not wait/);
  });
});

describe('a customer following the order in Telegram', () => {
  test('is told when a weighed line waits for them, and not when the total simply follows', () => {
    const before = packingOrder();
    const text = followerUpdateText(before, weigh(before, 1300));
    expect(text?.en).toContain('Order K7Q-4MX:');
    expect(text?.en).toContain('Fish Corner weighed Rohu: 1,300 g for ₹390');
    expect(text?.en).toContain('you asked for 1,000 g');
    expect(text?.bn).toContain('অর্ডারের পাতায় নিন বা বাদ দিন');
    expect(followerUpdateText(before, weigh(before, 1100))).toBeNull();
  });

  test('is told the price quoted when the shop priced the line rather than weighed it', () => {
    const before = packingOrder();
    const text = followerUpdateText(before, price(before, 40000));
    expect(text?.en).toContain('Fish Corner priced Rohu at ₹400 (you asked for 1,000 g)');
    expect(text?.bn).toContain('দাম হয়েছে');
    const waiting = price(before, 40000);
    expect(followerUpdateText(waiting, price(waiting, 41000))?.en).toContain('₹410');
  });
});
