import { demoShops, demoTown } from '../../demo';
import {
  expectedArrival,
  expectedArrivalIfPlaced,
  type OrderPart,
  partWaitsUntil,
  type ShopDays,
} from '../src';

const town = {
  timeZone: demoTown.timeZone,
  delivery: { ...demoTown.delivery, expectedMinutes: { accept: 10, pack: 15, ride: 20 } },
};
const at = (iso: string) => ({
  status: 'placed' as const,
  at: iso,
  by: { role: 'customer' as const },
});

describe('the expected time of an order', () => {
  test('a placed order: every stage ahead from when it was placed', () => {
    const order = {
      status: 'placed' as const,
      createdAt: '2026-11-21T10:00:00.000Z',
      history: [at('2026-11-21T10:00:00.000Z')],
      parts: [],
    };
    expect(expectedArrival(town, order)).toBe('2026-11-21T10:45:00.000Z');
  });

  test('on its way: the ride from when it left, whatever happened before', () => {
    const order = {
      status: 'outForDelivery' as const,
      parts: [],
      createdAt: '2026-11-21T10:00:00.000Z',
      history: [
        at('2026-11-21T10:00:00.000Z'),
        {
          status: 'outForDelivery' as const,
          at: '2026-11-21T11:30:00.000Z',
          by: { role: 'delivery' as const, id: 'courier-a' },
        },
      ],
    };
    expect(expectedArrival(town, order)).toBe('2026-11-21T11:50:00.000Z');
  });

  test('none once the order is over, nor where the town sets no figures', () => {
    const delivered = {
      status: 'delivered' as const,
      parts: [],
      createdAt: '2026-11-21T10:00:00.000Z',
      history: [at('2026-11-21T10:00:00.000Z')],
    };
    expect(expectedArrival(town, delivered)).toBeUndefined();
    const { expectedMinutes: _none, ...plain } = town.delivery;
    expect(
      expectedArrival(
        { timeZone: town.timeZone, delivery: plain },
        { ...delivered, status: 'placed' as const },
      ),
    ).toBeUndefined();
  });
});

/** Town time in Sonapur (India, UTC+5:30 all year). */
const local = (time: string) => new Date(`${time}+05:30`).toISOString();
const shopHours = (id: string): ShopDays => demoShops.find((shop) => shop.id === id)!;
const fishStall = 'shop-ganga-fish-stall'; // 05:30 to 12:30 every day
const vegetables = 'shop-haripada-sabji-corner'; // 06:00 to 12:00 and 16:00 to 20:00
const shopOf = (id: string) => shopHours(id);

/** A shop's part with its history: [status, town time] in order. */
function part(shopId: string, ...changes: [OrderPart['status'], string][]): OrderPart {
  return {
    shopId,
    shopName: shopId,
    lines: [],
    subtotalPaise: 1000,
    status: changes.at(-1)![0],
    history: changes.map(([status, time]) => ({
      status,
      at: local(time),
      by: { role: status === 'placed' ? ('customer' as const) : ('vendor' as const) },
    })),
  };
}

describe("the expected time follows each shop's hours", () => {
  const placedAt = '2026-11-27T14:12';
  const orderOf = (status: 'placed' | 'accepted' | 'ready', parts: OrderPart[]) => ({
    status,
    createdAt: local(placedAt),
    history: [at(local(placedAt))],
    parts,
  });

  test('rohu from a stall closed until 5:30 tomorrow and vegetables from one closed until 4 pm: tomorrow morning', () => {
    const order = orderOf('placed', [
      part(fishStall, ['placed', placedAt]),
      part(vegetables, ['placed', placedAt]),
    ]);
    // The stall accepts and packs from 5:30 (25 minutes), then the ride (20 minutes).
    expect(expectedArrival(town, order, shopOf)).toBe(local('2026-11-28T06:15'));
  });

  test('a closed stall accepting early does not make its part ready before it opens', () => {
    const order = orderOf('placed', [
      part(fishStall, ['placed', placedAt], ['accepted', '2026-11-27T14:13']),
      part(vegetables, ['placed', placedAt]),
    ]);
    expect(expectedArrival(town, order, shopOf)).toBe(local('2026-11-28T06:05'));
  });

  test('the order arrives after its last part: the vegetables wait for 4 pm', () => {
    const order = orderOf('accepted', [
      part(fishStall, ['placed', '2026-11-27T09:00'], ['ready', '2026-11-27T09:20']),
      part(vegetables, ['placed', '2026-11-27T11:50']),
    ]);
    // 10 minutes before noon, 15 more from 4 pm, then the ride.
    expect(expectedArrival(town, order, shopOf)).toBe(local('2026-11-27T16:35'));
  });

  test('a cancelled part does not hold the order back', () => {
    const order = orderOf('placed', [
      part(fishStall, ['placed', placedAt], ['cancelled', '2026-11-27T14:20']),
      part(vegetables, ['placed', placedAt]),
    ]);
    expect(expectedArrival(town, order, shopOf)).toBe(local('2026-11-27T16:45'));
  });

  test('a packed part is collectable when the shop says so, whatever its hours', () => {
    const order = orderOf('ready', [
      part(
        fishStall,
        ['placed', placedAt],
        ['accepted', '2026-11-27T14:13'],
        ['ready', '2026-11-27T14:30'],
      ),
    ]);
    expect(expectedArrival(town, order, shopOf)).toBe(local('2026-11-27T14:50'));
  });

  test('a shop closed by its vendor counts from the day it reopens', () => {
    const closed = (id: string): ShopDays => ({
      hours: shopHours(id).hours,
      closure: { kind: 'holiday', reopensOn: '2026-11-30' },
    });
    const order = orderOf('placed', [part(vegetables, ['placed', '2026-11-27T10:00'])]);
    expect(expectedArrival(town, order, closed)).toBe(local('2026-11-30T06:45'));
  });

  test('which part waits for its shop to open, and until when', () => {
    expect(partWaitsUntil(town, part(fishStall, ['placed', placedAt]), shopOf)).toBe(
      local('2026-11-28T05:30'),
    );
    expect(partWaitsUntil(town, part(vegetables, ['placed', '2026-11-27T10:00']), shopOf)).toBe(
      undefined,
    );
    expect(
      partWaitsUntil(
        town,
        part(fishStall, ['placed', placedAt], ['ready', '2026-11-27T14:30']),
        shopOf,
      ),
    ).toBe(undefined);
  });

  test('a cart placed now: every shop accepts and packs in its own hours, then the ride', () => {
    const now = new Date(local(placedAt));
    expect(expectedArrivalIfPlaced(town, now, [shopHours(vegetables)])).toBe(
      local('2026-11-27T16:45'),
    );
    expect(expectedArrivalIfPlaced(town, now, [shopHours(vegetables), shopHours(fishStall)])).toBe(
      local('2026-11-28T06:15'),
    );
    expect(expectedArrivalIfPlaced(town, now, [])).toBeUndefined();
  });
});
