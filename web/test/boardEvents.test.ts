import { type Order, type Principal, type StaffOrderView, staffOrderView } from '@town/core';
import { createBoardEvents } from '../src/backend/firebase/liveOrders';
import type { OrderEvent } from '../src/backend/types';

const admin: Principal = { role: 'admin', adminId: 'admin-1' };
const at = '2026-11-21T10:00:00.000+05:30';

const rice = {
  productId: 'rice',
  shopId: 'shop-a',
  name: 'Rice',
  unit: '1 kg',
  unitPricePaise: 6000,
  quantity: 1,
  lineTotalPaise: 6000,
};

function fullOrder(id: string, status: Order['status'] = 'placed'): Order {
  return {
    id,
    code: `K7Q-${id.slice(-3).toUpperCase()}`,
    kind: 'shop',
    customer: { name: 'Mitali', phone: '9000000901' },
    address: { line: '12 Station Road' },
    items: [rice],
    shopIds: ['shop-a'],
    parts: [
      {
        shopId: 'shop-a',
        shopName: 'Shop A',
        lines: [rice],
        subtotalPaise: 6000,
        status: 'placed',
        history: [{ status: 'placed', at, by: { role: 'customer' } }],
      },
    ],
    requestId: `checkout-${id.padEnd(16, '0')}`,
    subtotalPaise: 6000,
    deliveryFeePaise: 2000,
    totalPaise: 8000,
    payment: 'cashOnDelivery',
    status,
    history: [{ status: 'placed', at, by: { role: 'customer' } }],
    deliveryPersonId: null,
    placedOn: '2026-11-21',
    createdAt: at,
    updatedAt: at,
  };
}

const graceMs = 3000;

/** An order as the admin's board shows it. */
const order = (id: string): StaffOrderView =>
  staffOrderView(admin, fullOrder(id)) as StaffOrderView;

/** A board of two queries, as a courier's is made of several; the events it heard so far. */
function board() {
  const events: OrderEvent[] = [];
  const { update, stop } = createBoardEvents(2, (event) => events.push(event), graceMs);
  const kinds = () => events.map((event) => event.type);
  return { update, stop, events, kinds };
}

describe("a Firebase staff board's events", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the board is live only once every query has answered from the server', () => {
    const { update, kinds, events } = board();
    update(0, [order('o-1')]);
    expect(kinds()).toEqual([]);
    update(1, []);
    expect(kinds()).toEqual(['snapshot']);
    expect(events[0]).toMatchObject({ orders: [{ id: 'o-1' }] });
    update(1, [order('o-2')]);
    expect(events.at(-1)).toMatchObject({ type: 'order', order: { id: 'o-2' } });
  });

  test('answers from the cache alone (Firestore out of reach) say offline, never a live empty board', () => {
    const { update, kinds } = board();
    update(0, [], true);
    update(1, [], true);
    expect(kinds()).toEqual([]);
    jest.advanceTimersByTime(graceMs);
    expect(kinds()).toEqual(['offline']);
    // More cached answers change nothing the staff member sees.
    update(0, [order('o-1')], true);
    jest.advanceTimersByTime(graceMs);
    expect(kinds()).toEqual(['offline']);
    // One query in step with the server is not enough.
    update(0, [order('o-1')], false);
    expect(kinds()).toEqual(['offline']);
    update(1, [order('o-2')], false);
    expect(kinds()).toEqual(['offline', 'snapshot']);
  });

  test('a live board that stays on the cache says offline, then starts over with a fresh snapshot', () => {
    const { update, kinds, events } = board();
    update(0, [order('o-1')]);
    update(1, []);
    update(1, [], true);
    jest.advanceTimersByTime(graceMs);
    expect(kinds()).toEqual(['snapshot', 'offline']);
    update(0, [order('o-1'), order('o-3')], true);
    update(0, [order('o-3')], false);
    update(1, [], false);
    expect(kinds()).toEqual(['snapshot', 'offline', 'snapshot']);
    expect(events.at(-1)).toMatchObject({ type: 'snapshot', orders: [{ id: 'o-3' }] });
    // Back to following changes.
    update(0, [], false);
    expect(events.at(-1)).toEqual({ type: 'gone', id: 'o-3' });
  });

  test('a moment on the cache while connected (Firestore checking an order that left) is no lost connection', () => {
    const { update, kinds } = board();
    update(0, [order('o-1')]);
    update(1, []);
    update(0, [], true);
    jest.advanceTimersByTime(graceMs - 1);
    update(0, [], false);
    jest.advanceTimersByTime(graceMs);
    expect(kinds()).toEqual(['snapshot', 'gone']);
  });

  test('a stopped board says nothing more', () => {
    const { update, stop, kinds } = board();
    update(0, [], true);
    update(1, [], true);
    stop();
    jest.advanceTimersByTime(graceMs);
    expect(kinds()).toEqual([]);
  });
});
