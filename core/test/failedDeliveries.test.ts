import {
  applyFailedAttempt,
  applyMove,
  applyRetry,
  awaitsRetry,
  DomainError,
  type Order,
  type OrderActor,
  type OrderStatus,
  withParts,
} from '../src';

const at = '2026-11-21T10:00:00.000+05:30';
const later = '2026-11-21T11:00:00.000+05:30';

/** A one-shop order in `status`, assigned to courier-a. */
function orderIn(status: OrderStatus, deliveryPersonId: string | null = 'courier-a'): Order {
  return withParts(
    {
      id: 'order-1',
      code: 'K7Q-4MX',
      kind: 'shop',
      customer: { name: 'Mitali', phone: '9000000901' },
      address: { line: '12 Station Road' },
      items: [
        {
          productId: 'rice',
          shopId: 'shop-a',
          name: 'Rice',
          unit: '1 kg',
          unitPricePaise: 6000,
          quantity: 1,
          lineTotalPaise: 6000,
        },
      ],
      shopIds: ['shop-a'],
      requestId: 'checkout-0123456789abcdef',
      subtotalPaise: 6000,
      deliveryFeePaise: 2000,
      totalPaise: 8000,
      payment: 'cashOnDelivery',
      status,
      history: [{ status: 'placed', at, by: { role: 'customer' } }],
      deliveryPersonId,
      placedOn: '2026-11-21',
      createdAt: at,
      updatedAt: at,
    },
    () => 'Annapurna',
  );
}

const courier: OrderActor = { role: 'delivery', id: 'courier-a' };
const otherCourier: OrderActor = { role: 'delivery', id: 'courier-b' };
const admin: OrderActor = { role: 'admin', id: 'admin-1' };
const vendor: OrderActor = { role: 'vendor', id: 'vendor-a', shopId: 'shop-a' };

function refusalCode(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code;
  }
}

describe('a courier reports an order could not be delivered', () => {
  it('keeps the order out for delivery, takes it off the courier and records why', () => {
    const after = applyFailedAttempt(orderIn('outForDelivery'), {
      reason: 'nobodyHome',
      note: '  Gate locked  ',
      actor: courier,
      at: later,
    });
    expect(after.status).toBe('outForDelivery');
    expect(after.deliveryPersonId).toBeNull();
    expect(after.failedAttempt).toEqual({
      reason: 'nobodyHome',
      note: 'Gate locked',
      at: later,
      by: { role: 'delivery', id: 'courier-a' },
    });
    expect(after.history.at(-1)).toEqual({
      status: 'outForDelivery',
      at: later,
      by: { role: 'delivery', id: 'courier-a' },
      note: 'Could not deliver: nobody was home',
    });
    expect(awaitsRetry(after)).toBe(true);
  });

  it('leaves out an empty note', () => {
    const after = applyFailedAttempt(orderIn('outForDelivery'), {
      reason: 'refused',
      note: '   ',
      actor: courier,
      at: later,
    });
    expect(after.failedAttempt).not.toHaveProperty('note');
  });

  it('lets an admin report it too', () => {
    const after = applyFailedAttempt(orderIn('outForDelivery'), {
      reason: 'unreachable',
      actor: admin,
      at: later,
    });
    expect(after.failedAttempt?.by).toEqual({ role: 'admin', id: 'admin-1' });
  });

  it("refuses another courier's order, a shop, and the customer", () => {
    const order = orderIn('outForDelivery');
    for (const actor of [otherCourier, vendor, { role: 'customer' } as OrderActor]) {
      expect(
        refusalCode(() => applyFailedAttempt(order, { reason: 'refused', actor, at: later })),
      ).toBe('permission-denied');
    }
  });

  it('refuses an order that is not out for delivery, or already brought back', () => {
    for (const status of ['placed', 'accepted', 'ready', 'delivered', 'cancelled'] as const) {
      expect(
        refusalCode(() =>
          applyFailedAttempt(orderIn(status), { reason: 'refused', actor: admin, at: later }),
        ),
      ).toBe('aborted');
    }
    const broughtBack = applyFailedAttempt(orderIn('outForDelivery'), {
      reason: 'refused',
      actor: courier,
      at: later,
    });
    expect(
      refusalCode(() =>
        applyFailedAttempt(broughtBack, { reason: 'refused', actor: admin, at: later }),
      ),
    ).toBe('aborted');
  });

  it('no longer lets the courier mark it delivered once brought back', () => {
    const broughtBack = applyFailedAttempt(orderIn('outForDelivery'), {
      reason: 'wrongAddress',
      actor: courier,
      at: later,
    });
    expect(
      refusalCode(() => applyMove(broughtBack, { to: 'delivered', actor: courier, at: later })),
    ).toBe('permission-denied');
  });
});

describe('an admin sends a brought-back order out again', () => {
  const broughtBack = () =>
    applyFailedAttempt(orderIn('outForDelivery'), {
      reason: 'nobodyHome',
      actor: courier,
      at: later,
    });

  it('gives it to a courier, clears the attempt and keeps the reason in the history', () => {
    const after = applyRetry(broughtBack(), { deliveryPersonId: 'courier-b', actor: admin, at });
    expect(after.status).toBe('outForDelivery');
    expect(after.deliveryPersonId).toBe('courier-b');
    expect(after).not.toHaveProperty('failedAttempt');
    expect(awaitsRetry(after)).toBe(false);
    expect(after.history.map((change) => change.note).slice(-2)).toEqual([
      'Could not deliver: nobody was home',
      'Sent out again',
    ]);
  });

  it('refuses a courier sending it out again alone', () => {
    expect(
      refusalCode(() =>
        applyRetry(broughtBack(), { deliveryPersonId: 'courier-a', actor: courier, at }),
      ),
    ).toBe('permission-denied');
  });

  it('refuses an order that is not waiting to be sent again', () => {
    expect(
      refusalCode(() =>
        applyRetry(orderIn('outForDelivery'), { deliveryPersonId: 'courier-b', actor: admin, at }),
      ),
    ).toBe('aborted');
  });
});

describe('an admin cancels a brought-back order', () => {
  const broughtBack = () =>
    applyFailedAttempt(orderIn('outForDelivery'), { reason: 'refused', actor: courier, at: later });

  it("cancels every shop's part, so their stock can go back", () => {
    const after = applyMove(broughtBack(), { to: 'cancelled', actor: admin, at, note: 'Refused' });
    expect(after.status).toBe('cancelled');
    expect(after.parts.map((part) => part.status)).toEqual(['cancelled']);
    expect(after.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Refused' });
    expect(awaitsRetry(after)).toBe(false);
  });

  it('refuses a shop or a courier cancelling it', () => {
    for (const actor of [vendor, courier]) {
      expect(refusalCode(() => applyMove(broughtBack(), { to: 'cancelled', actor, at }))).toBe(
        'permission-denied',
      );
    }
  });

  it('refuses marking it delivered before it is sent out again', () => {
    for (const actor of [admin, courier]) {
      expect(refusalCode(() => applyMove(broughtBack(), { to: 'delivered', actor, at }))).not.toBe(
        'ok',
      );
    }
    expect(refusalCode(() => applyMove(broughtBack(), { to: 'delivered', actor: admin, at }))).toBe(
      'aborted',
    );
  });

  it('still refuses cancelling an order that is with its courier', () => {
    expect(
      refusalCode(() =>
        applyMove(orderIn('outForDelivery'), { to: 'cancelled', actor: admin, at }),
      ),
    ).toBe('aborted');
  });
});
