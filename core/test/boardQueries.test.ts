import { boardQueries, boardSize, isFinal, orderStatuses, queryPlan } from '../src';

describe('one translation of a store query into Firestore steps', () => {
  test('filters, then order, then a limit; offset becomes a larger limit and a skip', () => {
    expect(
      queryPlan({
        where: [
          ['status', 'ready'],
          ['deliveryPersonId', null],
        ],
        arrayContains: ['shopIds', 'shop-a'],
        orderBy: { field: 'createdAt', direction: 'desc' },
        limit: 20,
        offset: 40,
      }),
    ).toEqual({
      steps: [
        { kind: 'where', field: 'status', op: '==', value: 'ready' },
        { kind: 'where', field: 'deliveryPersonId', op: '==', value: null },
        { kind: 'where', field: 'shopIds', op: 'array-contains', value: 'shop-a' },
        { kind: 'orderBy', field: 'createdAt', direction: 'desc' },
        { kind: 'limit', count: 60 },
      ],
      skip: 40,
    });
  });

  test('order is ascending unless asked, and no limit means every match', () => {
    expect(queryPlan({ orderBy: { field: 'name' } })).toEqual({
      steps: [{ kind: 'orderBy', field: 'name', direction: 'asc' }],
      skip: 0,
    });
    expect(queryPlan()).toEqual({ steps: [], skip: 0 });
  });
});

describe('what each staff board selects, on both hosts', () => {
  test('the admin board asks for every active status on its own, so old active orders stay', () => {
    const queries = boardQueries({ role: 'admin', adminId: 'a1' });
    const active = orderStatuses.filter((status) => !isFinal(status));
    expect(queries.map((q) => q.collection)).toEqual(active.map(() => 'orders'));
    expect(queries.map((q) => q.query.where)).toEqual(active.map((status) => [['status', status]]));
    for (const { query } of queries) {
      expect(query.orderBy).toEqual({ field: 'createdAt', direction: 'desc' });
      expect(query.limit).toBe(boardSize);
    }
  });

  test("a vendor's board reads only their shop's parts, never the orders", () => {
    expect(boardQueries({ role: 'vendor', vendorId: 'v1', shopId: 'shop-a' })).toEqual([
      {
        collection: 'shopOrders',
        query: {
          where: [['shopId', 'shop-a']],
          orderBy: { field: 'createdAt', direction: 'desc' },
          limit: boardSize,
        },
      },
    ]);
  });

  test("a courier's board: their own orders, and the open ones oldest first", () => {
    const queries = boardQueries({ role: 'delivery', deliveryId: 'courier-a' });
    expect(queries.map((q) => [q.query.where, q.query.orderBy?.direction])).toEqual([
      [[['deliveryPersonId', 'courier-a']], 'desc'],
      [
        [
          ['deliveryPersonId', null],
          ['status', 'accepted'],
        ],
        'asc',
      ],
      [
        [
          ['deliveryPersonId', null],
          ['status', 'ready'],
        ],
        'asc',
      ],
    ]);
  });

  test('visitors have no board', () => {
    expect(boardQueries({ role: 'visitor' })).toEqual([]);
  });
});
