import { createHash } from 'node:crypto';
import { demoCatalog } from '../../demo';
import { demoTown } from '../../demo/town';
import {
  type ActionContext,
  fullViewEveryMs,
  type Order,
  openOrderLink,
  type PrivateOrderView,
  runAction,
  type Store,
  withParts,
} from '../src';

type Doc = { id: string } & Record<string, unknown>;

/**
 * A store in memory that counts the documents it reads as Firestore bills them (a query at
 * least one). Queries keep to equality filters, as `orderForLink`'s does.
 */
function countingStore() {
  const docs = new Map<string, Map<string, Doc>>();
  const table = (collection: string) => {
    const found = docs.get(collection) ?? new Map<string, Doc>();
    docs.set(collection, found);
    return found;
  };
  let reads = 0;
  const store = {
    async get(collection: string, id: string) {
      reads++;
      return structuredClone(table(collection).get(id) ?? null);
    },
    async query(collection: string, { where = [] }: { where?: [string, unknown][] }) {
      const found = [...table(collection).values()].filter((doc) =>
        where.every(([field, value]) => doc[field] === value),
      );
      reads += Math.max(found.length, 1);
      return found.map((doc) => structuredClone(doc));
    },
  } as unknown as Store;
  const put = (collection: string, doc: object) =>
    table(collection).set((doc as Doc).id, structuredClone(doc as Doc));
  return { store, put, reads: () => reads, resetReads: () => (reads = 0) };
}

const shop = demoCatalog.shops[0]!;
const placedAt = '2026-11-21T10:00:00.000+05:30';
const secret = 'Zr4v9Qm2Lx8Tb6Nc1Hw5Jy3Kp7Dg0Fs';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function placedOrder(): Order {
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
          shopId: shop.id,
          name: 'Rice',
          unit: '1 kg',
          unitPricePaise: 6000,
          quantity: 1,
          lineTotalPaise: 6000,
        },
      ],
      shopIds: [shop.id],
      requestId: 'checkout-0123456789abcdef',
      subtotalPaise: 6000,
      deliveryFeePaise: 2000,
      totalPaise: 8000,
      payment: 'cashOnDelivery',
      status: 'placed',
      history: [{ status: 'placed', at: placedAt, by: { role: 'customer' } }],
      deliveryPersonId: null,
      placedOn: '2026-11-21',
      createdAt: placedAt,
      updatedAt: placedAt,
    },
    () => shop.name,
  );
}

/** The order, its link's key, its shop and a courier, stored; a clock the test moves. */
function followedOrder() {
  const memory = countingStore();
  memory.put('orders', placedOrder());
  memory.put('orderKeys', { id: 'order-1', secretHashes: [sha256(secret)] });
  memory.put('shops', shop);
  memory.put('delivery', { id: 'courier-a', name: 'Rahim Uddin', phone: '9000000555' });
  let nowMs = Date.parse(placedAt) + 60_000;
  const ctx = {
    store: memory.store,
    clock: { now: () => new Date(nowMs) },
    town: demoTown,
    principal: { role: 'visitor' },
    hasher: { digest: async (text: string) => sha256(text) },
    ids: {},
  } as unknown as ActionContext;
  type Answer =
    | { order: PrivateOrderView; version: string }
    | { unchanged: true; telegramFollow?: string };
  /** Opens the link as the followed page does, and says how many documents it read. */
  const ask = async (input: Record<string, unknown> = {}) => {
    memory.resetReads();
    const answer = (await runAction(openOrderLink, ctx, {
      code: 'K7Q-4MX',
      secret,
      ...input,
    })) as Answer;
    return { answer, reads: memory.reads() };
  };
  const full = (answer: Answer) => {
    if ('unchanged' in answer) throw new Error('expected the order in full');
    return answer;
  };
  return {
    ask,
    full,
    change: (order: Order) => memory.put('orders', order),
    later: (ms: number) => (nowMs += ms),
    ctx,
  };
}

describe('a followed order page asks again: what an unchanged order costs', () => {
  test('an ask with the version last given reads the order and its key only, and says unchanged', async () => {
    const page = followedOrder();
    const first = await page.ask();
    // The order found by its code, its link's key, its one shop.
    expect(first.reads).toBe(3);
    const { version } = page.full(first.answer);
    expect(version).toMatch(/^[0-9a-f]{16}\.[0-9a-z]+$/);

    page.later(5_000);
    const again = await page.ask({ seen: version });
    expect(again.answer).toEqual({ unchanged: true });
    expect(again.reads).toBe(2);
  });

  test('a change to the order, and the courier taking it, give the order in full again', async () => {
    const page = followedOrder();
    const { version } = page.full((await page.ask()).answer);
    const accepted = placedOrder();
    const acceptedAt = '2026-11-21T10:05:00.000+05:30';
    page.change({
      ...accepted,
      status: 'outForDelivery',
      deliveryPersonId: 'courier-a',
      history: [...accepted.history, { status: 'outForDelivery', at: acceptedAt }],
      updatedAt: acceptedAt,
    } as Order);
    page.later(5_000);
    const moved = await page.ask({ seen: version });
    const { order, version: next } = page.full(moved.answer);
    expect(order.status).toBe('outForDelivery');
    expect(order.courier).toEqual({ firstName: 'Rahim', phone: '9000000555' });
    expect(next).not.toBe(version);
    // The order, its key, its shop and the courier.
    expect(moved.reads).toBe(4);
    expect((await page.ask({ seen: next })).answer).toEqual({ unchanged: true });
  });

  test(`the order in full at least every ${fullViewEveryMs / 60_000} minutes: a shop's new phone reaches the page`, async () => {
    const page = followedOrder();
    const { version } = page.full((await page.ask()).answer);
    page.later(fullViewEveryMs - 1);
    expect((await page.ask({ seen: version })).answer).toEqual({ unchanged: true });
    page.later(1);
    const late = await page.ask({ seen: version });
    expect(page.full(late.answer).version).not.toBe(version);
    expect(late.reads).toBe(3);
  });

  test('a version not given for this order, or given in the future, gets the order in full', async () => {
    const page = followedOrder();
    const { version } = page.full((await page.ask()).answer);
    const [digest, givenAt] = version.split('.') as [string, string];
    const otherDigest = `${digest.slice(0, 15)}${digest.endsWith('0') ? '1' : '0'}`;
    const future = (Number.parseInt(givenAt, 36) + 60_000).toString(36);
    for (const seen of [`${otherDigest}.${givenAt}`, `${digest}.${future}`]) {
      expect('order' in (await page.ask({ seen })).answer).toBe(true);
    }
  });

  test('the version opens nothing without the secret', async () => {
    const page = followedOrder();
    const { version } = page.full((await page.ask()).answer);
    await expect(
      page.ask({ secret: 'Wrong9Qm2Lx8Tb6Nc1Hw5Jy3Kp7Dg0Fs', seen: version }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});
