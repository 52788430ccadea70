import {
  applyMove,
  applyPickup,
  assertAssignable,
  assertClaimable,
  canSeeOrder,
  DomainError,
  nextStatuses,
  type Order,
  type OrderActor,
  type OrderStatus,
  orderStatuses,
  partAsItStands,
  shopOrderRecords,
  staffOrderView,
  statusFromParts,
  withParts,
} from '../src';

/** The specification of issue 4, written out independently of the module under test. */
const legalMoves: Record<string, string[]> = {
  'placed>accepted': ['vendor', 'admin'],
  'accepted>ready': ['vendor', 'admin'],
  'ready>outForDelivery': ['delivery', 'admin'],
  'outForDelivery>delivered': ['delivery', 'admin'],
  'placed>cancelled': ['customer', 'vendor', 'admin'],
  'accepted>cancelled': ['vendor', 'admin'],
  'ready>cancelled': ['vendor', 'admin'],
};

const at = '2026-11-21T10:00:00.000+05:30';

const shopNames: Record<string, string> = { 'shop-a': 'Annapurna', 'shop-b': 'Banerjee' };

/** A two-shop order in `status`, both shops' parts where the order stands. */
function orderIn(status: OrderStatus, deliveryPersonId: string | null = 'courier-a'): Order {
  return withParts(legacyOrderIn(status, deliveryPersonId), (id) => shopNames[id]);
}

/** The same order as stored before orders had parts. */
function legacyOrderIn(status: OrderStatus, deliveryPersonId: string | null): Omit<Order, 'parts'> {
  return {
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
      {
        productId: 'sweets',
        shopId: 'shop-b',
        name: 'Sandesh',
        unit: '4 pcs',
        unitPricePaise: 8000,
        quantity: 1,
        lineTotalPaise: 8000,
      },
    ],
    shopIds: ['shop-a', 'shop-b'],
    requestId: 'checkout-0123456789abcdef',
    subtotalPaise: 14000,
    deliveryFeePaise: 2000,
    totalPaise: 16000,
    payment: 'cashOnDelivery',
    status,
    history: [{ status: 'placed', at, by: { role: 'customer' } }],
    deliveryPersonId,
    placedOn: '2026-11-21',
    createdAt: at,
    updatedAt: at,
  };
}

/** Each kind of caller, by how they stand to the order above. */
const actors: Record<string, OrderActor> = {
  customer: { role: 'customer' },
  vendor: { role: 'vendor', id: 'vendor-a', shopId: 'shop-a' },
  otherVendor: { role: 'vendor', id: 'vendor-c', shopId: 'shop-c' },
  delivery: { role: 'delivery', id: 'courier-a' },
  otherDelivery: { role: 'delivery', id: 'courier-b' },
  admin: { role: 'admin', id: 'admin-1' },
};

function outcome(run: () => unknown): 'ok' | 403 | 409 | string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'permission-denied') return 403;
    if (error.code === 'aborted') return 409;
    return error.code;
  }
}

function expected(from: OrderStatus, to: OrderStatus, actorName: string): 'ok' | 403 | 409 {
  const role = actors[actorName]!.role;
  if (actorName === 'otherVendor' || actorName === 'otherDelivery') return 403;
  const everMakes = Object.entries(legalMoves).some(
    ([move, roles]) => move.endsWith(`>${to}`) && roles.includes(role),
  );
  if (!everMakes) return 403;
  return legalMoves[`${from}>${to}`]?.includes(role) ? 'ok' : 409;
}

const cases = orderStatuses.flatMap((from) =>
  orderStatuses.flatMap((to) =>
    Object.keys(actors).map((actor) => [from, to, actor, expected(from, to, actor)] as const),
  ),
);

describe('the order status machine, every status x status x caller', () => {
  test.each(cases)('%s -> %s by %s: %s', (from, to, actor, result) => {
    const order = orderIn(from);
    expect(outcome(() => applyMove(order, { to, actor: actors[actor]!, at }))).toBe(result);
  });

  test('the table covers 6 x 6 statuses for 6 kinds of caller', () => {
    expect(cases).toHaveLength(216);
    expect(cases.filter(([, , , result]) => result === 'ok')).toHaveLength(15);
  });
});

describe('a move', () => {
  test('appends who, when and why to the history and leaves the original untouched', () => {
    const order = orderIn('placed');
    const moved = applyMove(order, {
      to: 'cancelled',
      actor: actors.admin!,
      at: '2026-11-21T10:05:00.000Z',
      note: 'Customer called',
    });
    expect(moved.status).toBe('cancelled');
    expect(moved.updatedAt).toBe('2026-11-21T10:05:00.000Z');
    expect(moved.history).toEqual([
      order.history[0],
      {
        status: 'cancelled',
        at: '2026-11-21T10:05:00.000Z',
        by: { role: 'admin', id: 'admin-1' },
        note: 'Customer called',
      },
    ]);
    expect(moved.parts.map((part) => part.status)).toEqual(['cancelled', 'cancelled']);
    expect(order.status).toBe('placed');
    expect(order.history).toHaveLength(1);
  });

  test("a customer's move records no id: customers have no account", () => {
    const moved = applyMove(orderIn('placed'), { to: 'cancelled', actor: actors.customer!, at });
    expect(moved.history.at(-1)?.by).toEqual({ role: 'customer' });
  });

  test('an illegal move says where the order is and what is possible', () => {
    try {
      applyMove(orderIn('ready'), { to: 'accepted', actor: actors.admin!, at });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe(
        'Order K7Q-4MX is ready; it cannot be marked accepted now',
      );
      expect((error as DomainError).details).toEqual({
        reason: 'status-moved',
        status: 'ready',
        allowed: ['outForDelivery', 'cancelled'],
      });
    }
  });

  test('a customer who is too late is told so, not that customers may never cancel', () => {
    expect(() =>
      applyMove(orderIn('accepted'), { to: 'cancelled', actor: actors.customer!, at }),
    ).toThrow('Order K7Q-4MX is accepted; it cannot be marked cancelled now');
  });

  test('nobody sends an order out for delivery without a delivery person', () => {
    const unassigned = orderIn('ready', null);
    expect(
      outcome(() => applyMove(unassigned, { to: 'outForDelivery', actor: actors.admin!, at })),
    ).toBe(409);
    expect(
      outcome(() => applyMove(unassigned, { to: 'outForDelivery', actor: actors.delivery!, at })),
    ).toBe(403);
  });

  test('next statuses per role follow the table', () => {
    expect(nextStatuses('placed', 'vendor')).toEqual(['accepted', 'cancelled']);
    expect(nextStatuses('placed', 'customer')).toEqual(['cancelled']);
    expect(nextStatuses('ready', 'delivery')).toEqual(['outForDelivery']);
    expect(nextStatuses('delivered', 'admin')).toEqual([]);
  });
});

describe('taking and assigning orders', () => {
  test.each([
    ['placed', null, 409],
    ['accepted', null, 'ok'],
    ['ready', null, 'ok'],
    ['outForDelivery', null, 409],
    ['ready', 'courier-a', 'ok'],
    ['ready', 'courier-b', 409],
  ] as const)('a %s order held by %s: claim is %s', (status, holder, result) => {
    expect(outcome(() => assertClaimable(orderIn(status, holder), 'courier-a'))).toBe(result);
  });

  test.each([
    ['placed', 'ok'],
    ['accepted', 'ok'],
    ['ready', 'ok'],
    ['outForDelivery', 409],
    ['delivered', 409],
    ['cancelled', 409],
  ] as const)('an admin may assign a %s order: %s', (status, result) => {
    expect(outcome(() => assertAssignable(orderIn(status)))).toBe(result);
  });
});

describe('who sees an order', () => {
  const vendorA = { role: 'vendor', vendorId: 'vendor-a', shopId: 'shop-a' } as const;
  const vendorC = { role: 'vendor', vendorId: 'vendor-c', shopId: 'shop-c' } as const;
  const courierA = { role: 'delivery', deliveryId: 'courier-a' } as const;
  const courierB = { role: 'delivery', deliveryId: 'courier-b' } as const;

  test("vendors see orders with their products, and only their own part: never another shop's lines or the total", () => {
    const order = orderIn('placed');
    expect(canSeeOrder(vendorC, order)).toBe(false);
    expect(staffOrderView(vendorC, order)).toBeNull();
    const view = staffOrderView(vendorA, order);
    expect(view).toMatchObject({
      code: 'K7Q-4MX',
      part: { shopId: 'shop-a', subtotalPaise: 6000, lines: [{ name: 'Rice' }] },
      shopCount: 2,
    });
    const json = JSON.stringify(view);
    expect(json).not.toContain('Sandesh');
    expect(json).not.toContain('shop-b');
    expect(json).not.toContain('16000');
    expect(json).not.toContain('14000');
  });

  test('delivery staff see open orders and their own, never a colleague’s', () => {
    expect(canSeeOrder(courierB, orderIn('accepted', null))).toBe(true);
    expect(canSeeOrder(courierB, orderIn('placed', null))).toBe(false);
    expect(canSeeOrder(courierA, orderIn('outForDelivery'))).toBe(true);
    expect(canSeeOrder(courierB, orderIn('outForDelivery'))).toBe(false);
    expect(canSeeOrder(courierA, orderIn('delivered'))).toBe(true);
  });

  test('staff views carry the phone and address but never the retry key', () => {
    const view = staffOrderView({ role: 'admin', adminId: 'a' }, orderIn('ready'));
    expect(view).toMatchObject({
      customer: { phone: '9000000901' },
      address: { line: '12 Station Road' },
    });
    expect(view).not.toHaveProperty('requestId');
    expect(canSeeOrder({ role: 'visitor' }, orderIn('ready'))).toBe(false);
  });
});

describe('an order from two shops', () => {
  const vendorA = actors.vendor!;
  const vendorB: OrderActor = { role: 'vendor', id: 'vendor-b', shopId: 'shop-b' };
  const move = (order: Order, to: OrderStatus, actor: OrderActor, shopId?: string) =>
    applyMove(order, { to, actor, at, ...(shopId ? { shopId } : {}) });
  const partStatuses = (order: Order) => order.parts.map((part) => [part.shopId, part.status]);

  test('each shop moves only its own part; the order is ready only when both are', () => {
    let order = orderIn('placed', null);
    order = move(order, 'accepted', vendorA);
    expect(partStatuses(order)).toEqual([
      ['shop-a', 'accepted'],
      ['shop-b', 'placed'],
    ]);
    // Still waiting for shop B to accept: no courier may take it yet.
    expect(order.status).toBe('placed');
    expect(outcome(() => assertClaimable(order, 'courier-a'))).toBe(409);
    order = move(order, 'ready', vendorA);
    expect(order.status).toBe('placed');
    order = move(order, 'accepted', vendorB);
    expect(order.status).toBe('accepted');
    expect(outcome(() => assertClaimable(order, 'courier-a'))).toBe('ok');
    order = move(order, 'ready', vendorB);
    expect(order.status).toBe('ready');
    expect(order.history.map((change) => [change.status, change.by.id])).toEqual([
      ['placed', undefined],
      ['accepted', 'vendor-b'],
      ['ready', 'vendor-b'],
    ]);
    expect(order.parts[0]!.history.map((change) => change.status)).toEqual([
      'placed',
      'accepted',
      'ready',
    ]);
  });

  test("a shop packing twice, or packing before accepting, is refused with its part's status", () => {
    const order = move(orderIn('placed'), 'accepted', vendorA);
    expect(outcome(() => move(order, 'accepted', vendorA))).toBe(409);
    expect(() => move(order, 'ready', vendorB)).toThrow(
      "Banerjee's part of order K7Q-4MX is placed; it cannot be marked ready now",
    );
  });

  test('a shop cancelling its part leaves the other part, and the total drops by its lines', () => {
    const order = move(orderIn('accepted'), 'cancelled', vendorA);
    expect(partStatuses(order)).toEqual([
      ['shop-a', 'cancelled'],
      ['shop-b', 'accepted'],
    ]);
    expect(order.status).toBe('accepted');
    expect(order.subtotalPaise).toBe(8000);
    expect(order.totalPaise).toBe(10000);
    // With shop A out, shop B packing makes the order ready.
    expect(move(order, 'ready', vendorB).status).toBe('ready');
  });

  test('the order is cancelled when every part is; it keeps the total it last had', () => {
    const order = move(move(orderIn('placed'), 'cancelled', vendorA), 'cancelled', vendorB);
    expect(order.status).toBe('cancelled');
    expect(order.history.at(-1)).toMatchObject({ status: 'cancelled', by: { id: 'vendor-b' } });
    expect(order.totalPaise).toBe(10000);
  });

  test('the customer cancels every part at once, only while no shop has accepted', () => {
    expect(
      move(orderIn('placed'), 'cancelled', actors.customer!).parts.map((p) => p.status),
    ).toEqual(['cancelled', 'cancelled']);
    const started = move(orderIn('placed'), 'accepted', vendorA);
    expect(started.status).toBe('placed');
    expect(() => move(started, 'cancelled', actors.customer!)).toThrow(
      'Order K7Q-4MX is accepted at Annapurna; it cannot be marked cancelled now',
    );
  });

  test('an admin moves one part by naming its shop, or the whole order', () => {
    const admin = actors.admin!;
    const one = move(orderIn('placed'), 'accepted', admin, 'shop-b');
    expect(partStatuses(one)).toEqual([
      ['shop-a', 'placed'],
      ['shop-b', 'accepted'],
    ]);
    const all = move(one, 'accepted', admin);
    expect(partStatuses(all)).toEqual([
      ['shop-a', 'accepted'],
      ['shop-b', 'accepted'],
    ]);
    expect(outcome(() => move(orderIn('placed'), 'accepted', admin, 'shop-c'))).toBe('not-found');
  });

  test("nobody changes a shop's part once the courier has the order", () => {
    expect(outcome(() => move(orderIn('outForDelivery'), 'cancelled', vendorA))).toBe(409);
    expect(
      outcome(() => move(orderIn('outForDelivery'), 'cancelled', actors.admin!, 'shop-a')),
    ).toBe(409);
  });

  test("each shop's record carries only its part", () => {
    const records = shopOrderRecords(move(orderIn('placed'), 'accepted', vendorA));
    expect(records.map((r) => [r.id, r.shopId, r.partStatus])).toEqual([
      ['order-1_shop-a', 'shop-a', 'accepted'],
      ['order-1_shop-b', 'shop-b', 'placed'],
    ]);
    expect(JSON.stringify(records[1])).not.toContain('Rice');
    expect(records[1]!.view).not.toHaveProperty('totalPaise');
  });
});

describe('an order stored before orders had parts', () => {
  test.each([
    ['placed', 'placed'],
    ['accepted', 'accepted'],
    ['outForDelivery', 'pickedUp'],
    ['delivered', 'delivered'],
    ['cancelled', 'cancelled'],
  ] as const)('read when %s: one part per shop, each %s', (status, partStatus) => {
    const order = withParts(legacyOrderIn(status, null), (id) => shopNames[id]);
    expect(order.parts.map((part) => [part.shopName, part.status, part.subtotalPaise])).toEqual([
      ['Annapurna', partStatus, 6000],
      ['Banerjee', partStatus, 8000],
    ]);
    expect(order.status).toBe(status);
  });
});

describe("the courier picks up each shop's part", () => {
  const vendorA = actors.vendor!;
  const vendorB: OrderActor = { role: 'vendor', id: 'vendor-b', shopId: 'shop-b' };
  const courier = actors.delivery!;
  const admin = actors.admin!;
  const move = (order: Order, to: OrderStatus, actor: OrderActor, shopId?: string) =>
    applyMove(order, { to, actor, at, ...(shopId ? { shopId } : {}) });
  const pickUp = (order: Order, shopId: string, actor: OrderActor = courier) =>
    applyPickup(order, { shopId, actor, at });
  const partStatuses = (order: Order) => order.parts.map((part) => [part.shopId, part.status]);
  /** Both shops accepted, shop A packed, shop B still packing; courier-a holds the order. */
  const halfPacked = () =>
    move(move(move(orderIn('placed'), 'accepted', vendorA), 'ready', vendorA), 'accepted', vendorB);

  test('from one shop while the other packs; the last pickup takes the order out', () => {
    let order = halfPacked();
    expect(order.status).toBe('accepted');
    order = pickUp(order, 'shop-a');
    expect(partStatuses(order)).toEqual([
      ['shop-a', 'pickedUp'],
      ['shop-b', 'accepted'],
    ]);
    expect(order.status).toBe('accepted');
    expect(order.parts[0]!.history.at(-1)).toEqual({
      status: 'pickedUp',
      at,
      by: { role: 'delivery', id: 'courier-a' },
    });
    order = move(order, 'ready', vendorB);
    expect(order.status).toBe('ready');
    order = pickUp(order, 'shop-b');
    expect(order.status).toBe('outForDelivery');
    expect(order.history.at(-1)).toMatchObject({
      status: 'outForDelivery',
      by: { role: 'delivery', id: 'courier-a' },
    });
  });

  test('delivery closes every part still in the order; a cancelled part stays cancelled', () => {
    let order = move(halfPacked(), 'cancelled', vendorB);
    order = pickUp(order, 'shop-a');
    expect(order.status).toBe('outForDelivery');
    order = move(order, 'delivered', courier);
    expect(partStatuses(order)).toEqual([
      ['shop-a', 'delivered'],
      ['shop-b', 'cancelled'],
    ]);
    expect(statusFromParts(order.parts)).toBe('delivered');
  });

  test('"picked up" on the whole order collects every packed part at once', () => {
    const order = move(
      pickUp(move(halfPacked(), 'ready', vendorB), 'shop-a'),
      'outForDelivery',
      courier,
    );
    expect(partStatuses(order)).toEqual([
      ['shop-a', 'pickedUp'],
      ['shop-b', 'pickedUp'],
    ]);
    expect(order.parts[1]!.history.map((change) => change.status)).toEqual([
      'placed',
      'accepted',
      'ready',
      'pickedUp',
    ]);
  });

  test.each([
    ['a part still packing', () => pickUp(halfPacked(), 'shop-b'), 409],
    ['a part picked up already', () => pickUp(pickUp(halfPacked(), 'shop-a'), 'shop-a'), 409],
    ['another courier', () => pickUp(halfPacked(), 'shop-a', actors.otherDelivery!), 403],
    ['a vendor', () => pickUp(halfPacked(), 'shop-a', vendorA), 403],
    ['the customer', () => pickUp(halfPacked(), 'shop-a', actors.customer!), 403],
    ['a shop not in the order', () => pickUp(halfPacked(), 'shop-c'), 'not-found'],
    ['an order out for delivery', () => pickUp(orderIn('outForDelivery'), 'shop-a'), 409],
    [
      'an order nobody has taken, by an admin',
      () => pickUp(halfPackedFor(null), 'shop-a', admin),
      409,
    ],
  ] as const)('refused: %s (%s)', (_what, run, result) => {
    expect(outcome(run)).toBe(result);
  });

  function halfPackedFor(deliveryPersonId: string | null): Order {
    return { ...halfPacked(), deliveryPersonId };
  }

  test('an admin records a pickup for the courier', () => {
    expect(pickUp(halfPacked(), 'shop-a', admin).parts[0]!.status).toBe('pickedUp');
  });

  test('a shop cannot cancel a part the courier has; an admin can (the courier takes it back)', () => {
    const order = pickUp(halfPacked(), 'shop-a');
    expect(outcome(() => move(order, 'cancelled', vendorA))).toBe(409);
    const back = move(order, 'cancelled', admin, 'shop-a');
    expect(partStatuses(back)).toEqual([
      ['shop-a', 'cancelled'],
      ['shop-b', 'accepted'],
    ]);
    expect(back.totalPaise).toBe(8000 + back.deliveryFeePaise);
  });

  test('nobody changes the courier once a part is with them', () => {
    expect(outcome(() => assertAssignable(halfPacked()))).toBe('ok');
    expect(outcome(() => assertAssignable(pickUp(halfPacked(), 'shop-a')))).toBe(409);
  });

  test('parts of orders that left before pickups read as picked up, then delivered', () => {
    expect(partAsItStands('outForDelivery', 'ready')).toBe('pickedUp');
    expect(partAsItStands('delivered', 'ready')).toBe('delivered');
    expect(partAsItStands('delivered', 'cancelled')).toBe('cancelled');
    expect(partAsItStands('accepted', 'ready')).toBe('ready');
  });
});

describe("the order's status always follows from its parts", () => {
  /** Every move anyone could try next, pickups included. */
  const tries: Array<(order: Order) => Order> = [
    ...(['accepted', 'ready', 'cancelled'] as const).flatMap((to) => [
      (order: Order) => applyMove(order, { to, actor: actors.vendor!, at }),
      (order: Order) =>
        applyMove(order, { to, actor: { role: 'vendor', id: 'vendor-b', shopId: 'shop-b' }, at }),
    ]),
    (order) => applyMove(order, { to: 'cancelled', actor: actors.customer!, at }),
    (order) => applyMove(order, { to: 'cancelled', actor: actors.admin!, at, shopId: 'shop-a' }),
    (order) => applyMove(order, { to: 'outForDelivery', actor: actors.delivery!, at }),
    (order) =>
      applyMove(order, {
        to: 'delivered',
        actor: actors.delivery!,
        at,
      }),
    (order) => applyPickup(order, { shopId: 'shop-a', actor: actors.delivery!, at }),
    (order) => applyPickup(order, { shopId: 'shop-b', actor: actors.delivery!, at }),
  ];

  /** A small deterministic generator: the same walks on every run. */
  function* walks(count: number, length: number): Generator<number[]> {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < count; i++) {
      yield Array.from({ length }, () => Math.floor(next() / 2 ** 16) % tries.length);
    }
  }

  test('after every legal move, along 400 walks of 20 tries', () => {
    let legalMoves = 0;
    const reached = new Set<string>();
    for (const walk of walks(400, 20)) {
      let order = orderIn('placed');
      for (const index of walk) {
        try {
          order = tries[index]!(order);
          legalMoves++;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          continue;
        }
        expect(statusFromParts(order.parts)).toBe(order.status);
        expect(order.history.at(-1)?.status).toBe(order.status);
        reached.add(order.status);
        for (const part of order.parts) reached.add(`part ${part.status}`);
      }
    }
    expect(legalMoves).toBeGreaterThan(500);
    // The walks went everywhere: every order status and every part status.
    expect([...reached].sort()).toEqual(
      [
        ...orderStatuses,
        ...['placed', 'accepted', 'ready', 'pickedUp', 'delivered', 'cancelled'].map(
          (status) => `part ${status}`,
        ),
      ].sort(),
    );
  });
});
