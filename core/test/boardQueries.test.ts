import {
  boardQueries,
  boardSize,
  finishedShown,
  isDoneForShop,
  isFinal,
  orderStatuses,
  partStatuses,
  queryPlan,
} from '../src';

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

  test('a range is a `<` filter, sorted by its own field only, never paged by id', () => {
    expect(queryPlan({ below: ['lastAt', 5], limit: 200 })).toEqual({
      steps: [
        { kind: 'where', field: 'lastAt', op: '<', value: 5 },
        { kind: 'limit', count: 200 },
      ],
      skip: 0,
    });
    expect(() => queryPlan({ below: ['lastAt', 5], afterId: 'x' })).toThrow();
    expect(() => queryPlan({ below: ['lastAt', 5], orderBy: { field: 'id' } })).toThrow();
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

  test("a vendor's board reads only their shop's parts, by status; few of the finished ones", () => {
    const queries = boardQueries({ role: 'vendor', vendorId: 'v1', shopId: 'shop-a' });
    expect(queries.map((q) => q.collection)).toEqual(partStatuses.map(() => 'shopOrders'));
    expect(queries.map((q) => [q.query.where, q.query.limit])).toEqual(
      partStatuses.map((status) => [
        [
          ['shopId', 'shop-a'],
          ['partStatus', status],
        ],
        isDoneForShop(status) ? finishedShown : boardSize,
      ]),
    );
    for (const { query } of queries) {
      expect(query.orderBy).toEqual({ field: 'createdAt', direction: 'desc' });
    }
  });

  test("a courier's board: their own orders by status, and the open ones oldest first", () => {
    const queries = boardQueries({ role: 'delivery', deliveryId: 'courier-a' });
    expect(queries.map((q) => [q.query.where, q.query.orderBy?.direction, q.query.limit])).toEqual([
      ...orderStatuses.map((status) => [
        [
          ['deliveryPersonId', 'courier-a'],
          ['status', status],
        ],
        'desc',
        isFinal(status) ? finishedShown : boardSize,
      ]),
      ...(['accepted', 'ready'] as const).map((status) => [
        [
          ['deliveryPersonId', null],
          ['status', status],
        ],
        'asc',
        boardSize,
      ]),
    ]);
  });

  test('paging by document id is its own step, never beside a sort', () => {
    expect(queryPlan({ limit: 10, afterId: 'abc' })).toEqual({
      steps: [{ kind: 'limit', count: 10 }],
      skip: 0,
      afterId: 'abc',
    });
    expect(() => queryPlan({ afterId: 'abc', orderBy: { field: 'name' } })).toThrow(/not both/);
  });

  test('visitors have no board', () => {
    expect(boardQueries({ role: 'visitor' })).toEqual([]);
  });
});
