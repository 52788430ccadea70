import { setStaffDisabled } from '../src/actions/staffAccounts';
import { followBoardByPush, stopBoardPush } from '../src/actions/staffPush';
import type { Principal } from '../src/app/principal';
import { vendorOfferEvent } from '../src/botMessages/entries';
import type { OutboxEntry } from '../src/model/outbox';
import { createScryptHasher } from '../src/node/passwords';
import type { Store } from '../src/ports';
import { courierOfferPushEvent } from '../src/push/staffFollowers';
import { contextOf } from '../src/telegram/context';
import { claim } from '../src/telegram/lease';

type Doc = { id: string } & Record<string, unknown>;

/** A store in memory whose queries match equality filters: enough for the expansion's reads. */
function memoryStore(): Store & { docs: Map<string, Doc> } {
  const docs = new Map<string, Doc>();
  const get = async (collection: string, id: string) =>
    structuredClone(docs.get(`${collection}/${id}`) ?? null);
  const query = async (collection: string, q: { where?: Array<[string, unknown]> } = {}) =>
    [...docs.entries()]
      .filter(([key]) => key.startsWith(`${collection}/`))
      .map(([, doc]) => structuredClone(doc))
      .filter((doc) => (q.where ?? []).every(([field, value]) => doc[field] === value));
  const store = {
    docs,
    get,
    query,
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      const writes: Array<[string, Doc | undefined]> = [];
      const result = await work({
        get,
        query,
        set: (collection: string, doc: Doc) => writes.push([`${collection}/${doc.id}`, doc]),
        delete: (collection: string, id: string) => writes.push([`${collection}/${id}`, undefined]),
      });
      for (const [key, doc] of writes) {
        if (doc === undefined) docs.delete(key);
        else docs.set(key, doc);
      }
      return result;
    },
  };
  return store as unknown as Store & { docs: Map<string, Doc> };
}

const put = (store: { docs: Map<string, Doc> }, collection: string, doc: Doc) =>
  store.docs.set(`${collection}/${doc.id}`, doc);
const inCollection = (store: { docs: Map<string, Doc> }, collection: string) =>
  [...store.docs.entries()].filter(([key]) => key.startsWith(`${collection}/`)).map(([, d]) => d);

let next = 0;
const clock = { now: () => new Date('2026-11-29T08:00:00Z') };
const ids = { newId: () => `id${++next}`, newCode: () => 'K7Q-4MX', newSecret: () => 's' };
const actionCtx = (store: Store, principal: Principal) =>
  ({
    store,
    clock,
    ids,
    hasher: createScryptHasher(),
    principal,
    town: { defaultLanguage: 'en' },
    webPush: { publicKey: async () => 'key' },
  }) as unknown as Parameters<typeof followBoardByPush.run>[0];

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: `${'A'.repeat(21)}A` };
const device = (n: number) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${n}`, keys });
const rasheda: Principal = { role: 'vendor', vendorId: 'v1', shopId: 'shop1' };
const karim: Principal = { role: 'delivery', deliveryId: 'd1' };

function town() {
  const store = memoryStore();
  put(store, 'vendors', { id: 'v1', shopId: 'shop1', category: 'grocery', active: true });
  put(store, 'vendors', { id: 'v2', shopId: 'shop1', category: 'grocery', active: true });
  put(store, 'vendors', { id: 'v3', shopId: 'shop2', category: 'pharmacy', active: true });
  put(store, 'delivery', { id: 'd1', active: true });
  put(store, 'delivery', { id: 'd2', active: true });
  put(store, 'orders', {
    id: 'o1',
    code: 'ABC-123',
    status: 'ready',
    deliveryPersonId: null,
    parts: [{ shopId: 'shop1', status: 'placed' }],
  });
  return store;
}

const standIn = (id: string, event: string, channel: OutboxEntry['channel']) =>
  ({
    id,
    channel,
    event,
    ref: 'orders/o1',
    text: 'stand-in',
    language: 'en',
    status: 'pending',
    attempts: 0,
    createdAt: clock.now().toISOString(),
  }) as Doc;

/** Expands one stand-in as the outbox sender does, here without a bot or a push sender. */
async function expand(store: Store & { docs: Map<string, Doc> }, entry: Doc) {
  put(store, 'outbox', entry);
  const ctx = contextOf({ store, clock, ids, sender: null, chatIds: {} });
  return claim(ctx, entry.id);
}

const pushes = (store: { docs: Map<string, Doc> }) =>
  inCollection(store, 'outbox').filter((each) => each.push) as unknown as OutboxEntry[];

describe("staff boards' browsers (core)", () => {
  test("a new order reaches its shop's vendors' devices, each in its language, opening the board", async () => {
    const store = town();
    await followBoardByPush.run(actionCtx(store, rasheda), {
      subscription: device(1),
      language: 'bn',
    });
    await followBoardByPush.run(
      actionCtx(store, { role: 'vendor', vendorId: 'v3', shopId: 'shop2' }),
      {
        subscription: device(3),
        language: 'en',
      },
    );
    expect(await expand(store, standIn('s1', vendorOfferEvent, 'telegramChat'))).toEqual({
      kind: 'done',
      outcome: { outcome: 'expanded', entries: 1 },
    });
    const [sent, ...more] = pushes(store);
    expect(more).toEqual([]);
    expect(sent?.push).toMatchObject({
      endpoint: device(1).endpoint,
      title: 'নতুন অর্ডার',
      url: '/vendor/grocery',
      tag: 'newOrder/ABC-123',
    });
    expect(sent?.text).toBe('অর্ডার ABC-123 আপনার দোকানের জন্য অপেক্ষা করছে।');
    expect(store.docs.has('outbox/s1')).toBe(false);
  });

  test('the same device subscribing again is one subscription; stopping ends it', async () => {
    const store = town();
    for (const language of ['en', 'bn'] as const) {
      await followBoardByPush.run(actionCtx(store, rasheda), { subscription: device(1), language });
    }
    expect(inCollection(store, 'pushSubscriptions')).toMatchObject([
      { language: 'bn', ref: 'vendors/v1' },
    ]);
    await stopBoardPush.run(actionCtx(store, rasheda), { endpoint: device(1).endpoint });
    expect(inCollection(store, 'pushSubscriptions')).toEqual([]);
  });

  test("an order ready to take reaches the couriers' devices, while it is nobody's", async () => {
    const store = town();
    await followBoardByPush.run(actionCtx(store, karim), {
      subscription: device(7),
      language: 'en',
    });
    await expand(store, standIn('c1', courierOfferPushEvent, 'push'));
    expect(pushes(store)).toMatchObject([
      {
        text: 'Order ABC-123 is ready to take.',
        push: { title: 'Order to deliver', url: '/delivery', tag: 'courierOffer/ABC-123' },
      },
    ]);
    put(store, 'orders', { ...(store.docs.get('orders/o1') as Doc), deliveryPersonId: 'd2' });
    await expand(store, standIn('c2', courierOfferPushEvent, 'push'));
    expect(pushes(store)).toHaveLength(1);
    expect(store.docs.has('outbox/c2')).toBe(false);
  });

  test("a disabled account's devices end and hear nothing; it cannot subscribe again", async () => {
    const store = town();
    await followBoardByPush.run(actionCtx(store, karim), {
      subscription: device(7),
      language: 'en',
    });
    put(store, 'delivery', { id: 'd1', active: false });
    await expand(store, standIn('c1', courierOfferPushEvent, 'push'));
    expect(pushes(store)).toEqual([]);
    expect(inCollection(store, 'pushSubscriptions')).toEqual([]);
    await expect(
      followBoardByPush.run(actionCtx(store, karim), { subscription: device(7), language: 'en' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  test('an admin disabling a vendor ends its devices at once', async () => {
    const store = town();
    put(store, 'credentials', {
      id: 'vendor:v1',
      role: 'vendor',
      subjectId: 'v1',
      disabled: false,
    });
    await followBoardByPush.run(actionCtx(store, rasheda), {
      subscription: device(1),
      language: 'en',
    });
    const admin: Principal = { role: 'admin', adminId: 'a1' };
    await setStaffDisabled.run(actionCtx(store, admin), {
      role: 'vendor',
      id: 'v1',
      disabled: true,
    });
    expect(inCollection(store, 'pushSubscriptions')).toEqual([]);
  });
});
