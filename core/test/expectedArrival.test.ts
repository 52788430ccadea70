import { demoTown } from '../../demo';
import { expectedArrival } from '../src';

const town = {
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
    };
    expect(expectedArrival(town, order)).toBe('2026-11-21T10:45:00.000Z');
  });

  test('on its way: the ride from when it left, whatever happened before', () => {
    const order = {
      status: 'outForDelivery' as const,
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
      createdAt: '2026-11-21T10:00:00.000Z',
      history: [at('2026-11-21T10:00:00.000Z')],
    };
    expect(expectedArrival(town, delivered)).toBeUndefined();
    const { expectedMinutes: _none, ...plain } = town.delivery;
    expect(
      expectedArrival({ delivery: plain }, { ...delivered, status: 'placed' as const }),
    ).toBeUndefined();
  });
});
