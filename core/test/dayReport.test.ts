import { demoTown } from '../../demo';
import { dayReportCsv, dayReportOf, type Order, type OrderPart, type OrderStatus } from '../src';

/** Expected minutes in the town: 10 to accept, 15 to pack, 20 to ride; every shop always open. */
const town = {
  timeZone: demoTown.timeZone,
  delivery: { ...demoTown.delivery, expectedMinutes: { accept: 10, pack: 15, ride: 20 } },
};
const context = { town, shopOf: () => ({ hours: [] }), now: new Date('2026-11-28T18:00:00Z') };

const line = (productId: string, name: string, quantity: number, unitPricePaise: number) => ({
  productId,
  shopId: 'unused',
  name,
  unit: '1 kg',
  unitPricePaise,
  quantity,
  lineTotalPaise: quantity * unitPricePaise,
});

type Change = {
  status: string;
  at: string;
  by: { role: 'customer' | 'vendor' | 'admin' | 'delivery' };
  note?: string;
};

function part(
  shopId: string,
  status: OrderPart['status'],
  lines: OrderPart['lines'],
  cancelled?: Change,
): OrderPart {
  return {
    shopId,
    shopName: `Shop ${shopId}`,
    lines,
    subtotalPaise: lines.reduce((sum, each) => sum + each.lineTotalPaise, 0),
    status,
    history: [
      { status: 'placed', at: '2026-11-28T10:00:00.000Z', by: { role: 'customer' } },
      ...(cancelled ? [cancelled as OrderPart['history'][number]] : []),
    ],
  };
}

function order(
  code: string,
  createdAt: string,
  status: OrderStatus,
  parts: OrderPart[],
  moves: Change[] = [],
): Order {
  const subtotal = parts.reduce((sum, each) => sum + each.subtotalPaise, 0);
  return {
    id: code,
    code,
    kind: 'shop',
    customer: { name: 'Asha', phone: '9000000001' },
    address: { line: 'Kalibari Road' },
    items: parts.flatMap((each) => each.lines),
    shopIds: parts.map((each) => each.shopId),
    parts,
    subtotalPaise: subtotal,
    deliveryFeePaise: 2000,
    totalPaise: subtotal + 2000,
    payment: 'cashOnDelivery',
    status,
    history: [
      { status: 'placed', at: createdAt, by: { role: 'customer' } },
      ...(moves as Order['history']),
    ],
    deliveryPersonId: null,
    placedOn: '2026-11-28',
    createdAt,
    updatedAt: createdAt,
  } as Order;
}

const rice = line('p-rice', 'Rice', 2, 6000);
const fish = line('p-fish', 'Rui fish', 1, 30000);
const sweets = line('p-sweets', 'Rosogolla', 10, 1500);

/** Placed 10:00, delivered 10:40: within the 45 minutes promised. */
const onTime = order(
  'AAA-111',
  '2026-11-28T10:00:00.000Z',
  'delivered',
  [part('a', 'ready', [rice, fish])],
  [{ status: 'delivered', at: '2026-11-28T10:40:00.000Z', by: { role: 'delivery' } }],
);
/** Placed 11:00, delivered 12:30: late. */
const deliveredLate = order(
  'BBB-222',
  '2026-11-28T11:00:00.000Z',
  'delivered',
  [part('b', 'ready', [sweets])],
  [{ status: 'delivered', at: '2026-11-28T12:30:00.000Z', by: { role: 'delivery' } }],
);
/** Placed 17:00, still packing at 18:00, past its 17:45: late. */
const stillOpen = order('CCC-333', '2026-11-28T17:00:00.000Z', 'accepted', [
  part('a', 'accepted', [rice]),
]);
/** Cancelled by its customer with a reason: never late. */
const cancelled = order(
  'DDD-444',
  '2026-11-28T09:00:00.000Z',
  'cancelled',
  [part('b', 'cancelled', [sweets])],
  [
    {
      status: 'cancelled',
      at: '2026-11-28T09:05:00.000Z',
      by: { role: 'customer' },
      note: 'Ordered twice',
    },
  ],
);
/** Two shops: shop b cancelled its part (out of stock), shop a's part was delivered. */
const mixed = order(
  'EEE-555',
  '2026-11-28T12:00:00.000Z',
  'delivered',
  [
    part('a', 'ready', [fish]),
    part('b', 'cancelled', [sweets], {
      status: 'cancelled',
      at: '2026-11-28T12:05:00.000Z',
      by: { role: 'vendor' },
      note: 'No rosogolla left',
    }),
  ],
  [{ status: 'delivered', at: '2026-11-28T12:40:00.000Z', by: { role: 'delivery' } }],
);
const day = [onTime, deliveredLate, stillOpen, cancelled, mixed];

describe("a day's report", () => {
  test('for the admin: counts by status and shop, late and cancelled orders, top products', () => {
    const report = dayReportOf('2026-11-28', day, context);
    expect(report.orderCount).toBe(5);
    expect(report.byStatus).toMatchObject({ delivered: 3, accepted: 1, cancelled: 1, placed: 0 });
    expect(report.late.map((row) => row.code)).toEqual(['CCC-333', 'BBB-222']);
    expect(report.cancelled).toEqual([
      expect.objectContaining({
        code: 'DDD-444',
        late: false,
        cancelled: { by: 'customer', at: '2026-11-28T09:05:00.000Z', reason: 'Ordered twice' },
      }),
    ]);
    expect(report.shops).toEqual([
      {
        shopId: 'a',
        shopName: 'Shop a',
        orders: 3,
        delivered: 2,
        cancelled: 0,
        deliveredGoodsPaise: 72_000,
      },
      {
        shopId: 'b',
        shopName: 'Shop b',
        orders: 3,
        delivered: 1,
        cancelled: 2,
        deliveredGoodsPaise: 15_000,
      },
    ]);
    // Goods of cancelled orders and parts are not sold; the open order's rice is on its way.
    expect(report.topProducts).toEqual([
      { productId: 'p-fish', name: 'Rui fish', quantity: 2, amountPaise: 60_000 },
      { productId: 'p-rice', name: 'Rice', quantity: 4, amountPaise: 24_000 },
      { productId: 'p-sweets', name: 'Rosogolla', quantity: 10, amountPaise: 15_000 },
    ]);
    // Newest first, as the CSV lists them.
    expect(report.orders.map((row) => row.code)).toEqual([
      'CCC-333',
      'EEE-555',
      'BBB-222',
      'AAA-111',
      'DDD-444',
    ]);
    expect(report.orders[3]).toMatchObject({
      expectedBy: '2026-11-28T10:45:00.000Z',
      deliveredAt: '2026-11-28T10:40:00.000Z',
      late: false,
    });
  });

  test("for a shop: its own parts alone, cancelled where its part was, with the shop's reason", () => {
    const report = dayReportOf('2026-11-28', [deliveredLate, cancelled, mixed], {
      ...context,
      shopId: 'b',
    });
    expect(report.orderCount).toBe(3);
    expect(report.byStatus).toMatchObject({ delivered: 1, cancelled: 2 });
    const ofMixed = report.orders.find((row) => row.code === 'EEE-555');
    expect(ofMixed).toMatchObject({
      status: 'cancelled',
      shops: ['Shop b'],
      totalPaise: 15_000,
      cancelled: { by: 'shop', reason: 'No rosogolla left' },
    });
    expect(ofMixed?.paidBy).toBeUndefined();
    expect(report.shops.map((shop) => shop.shopId)).toEqual(['b']);
    expect(report.topProducts).toEqual([
      { productId: 'p-sweets', name: 'Rosogolla', quantity: 10, amountPaise: 15_000 },
    ]);
  });

  test('no figures from the town: nothing is late, and no expected time is claimed', () => {
    const { expectedMinutes: _none, ...plain } = town.delivery;
    const report = dayReportOf('2026-11-28', day, {
      ...context,
      town: { ...town, delivery: plain },
    });
    expect(report.late).toEqual([]);
    expect(report.orders.every((row) => row.expectedBy === undefined)).toBe(true);
  });

  test('an empty day', () => {
    const report = dayReportOf('2026-11-28', [], context);
    expect(report).toMatchObject({
      orderCount: 0,
      late: [],
      cancelled: [],
      topProducts: [],
      orders: [],
    });
  });
});

describe("a day's CSV", () => {
  test("one row an order in the town's clock and rupees; a reason that looks like a formula stays text", () => {
    const sneaky = order(
      'FFF-666',
      '2026-11-28T11:30:00.000Z',
      'cancelled',
      [part('a', 'cancelled', [rice])],
      [
        {
          status: 'cancelled',
          at: '2026-11-28T11:31:00.000Z',
          by: { role: 'customer' },
          note: '=HYPERLINK("x")',
        },
      ],
    );
    const csv = dayReportCsv(dayReportOf('2026-11-28', [onTime, sneaky], context), town.timeZone);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'code,placed,kind,status,shops,total_rupees,expected_by,delivered,late,paid_by,cancelled_by,cancel_reason',
      'FFF-666,2026-11-28 17:00,shop,cancelled,Shop a,140.00,2026-11-28 17:45,,no,,customer,"\'=HYPERLINK(""x"")"',
      'AAA-111,2026-11-28 15:30,shop,delivered,Shop a,440.00,2026-11-28 16:15,2026-11-28 16:10,no,,,',
    ]);
  });
});
