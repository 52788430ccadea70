import {
  type Clock,
  type DeliveryDeps,
  type DeliveryTuning,
  type OutboxEntry,
  realWait,
  type Store,
} from '@town/core';
import { createRandomIds, createTelegramSender, systemClock } from '@town/core/node';
import { botToken, chats } from '../support/alertingHost';
import {
  alertStores,
  type Deliver,
  firestoreStoreSkipReason,
  type Sweep,
} from '../support/alertStores';
import { eventually, type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';

/**
 * `deliverOutboxEntry` as a Firestore trigger calls it: once per event, with the entry id, and
 * possibly more than once for the same entry (events are delivered at least once). Run over
 * each store in `alertStores` (on Firestore through the deployed trigger function) with the
 * real node-telegram-bot-api sender against the fake.
 */
describe.each(alertStores)('the trigger path on %s', (_name, openStore) => {
  let fake: FakeTelegram;
  let store: Store;
  let closeStore: () => Promise<void>;
  /** `deliverOutboxEntry` as the host's trigger path runs it. */
  let deliverOutboxEntry: Deliver;
  /** One sweep of due entries, as the local dispatcher or the Firebase scheduled retry runs it. */
  let sweep: Sweep;
  const ids = createRandomIds();

  beforeAll(async () => {
    fake = await startFakeTelegram({ token: botToken });
    ({ store, deliver: deliverOutboxEntry, sweep, close: closeStore } = await openStore());
  });
  afterAll(async () => {
    await fake.close();
    await closeStore();
  });
  afterEach(() => {
    fake.setMode('up');
    fake.setAnswerDelay(0);
  });

  function deps(overrides: Partial<DeliveryDeps> = {}, tuning: Partial<DeliveryTuning> = {}) {
    return {
      store,
      clock: systemClock,
      ids,
      sender: createTelegramSender({ botToken, apiRoot: fake.apiRoot }),
      chatIds: { ...chats },
      tuning: { perChatIntervalMs: 50, ...tuning },
      ...overrides,
    } satisfies DeliveryDeps;
  }

  /** An outbox entry as an action writes it, with text that names it. */
  async function newEntry(clock: Clock = systemClock): Promise<OutboxEntry> {
    const id = ids.newId();
    const entry: OutboxEntry = {
      id,
      channel: 'adminGroup',
      event: 'orderPlaced',
      ref: `orders/${id}`,
      text: `<b>New order</b> entry-${id}`,
      parseMode: 'HTML',
      status: 'pending',
      attempts: 0,
      createdAt: clock.now().toISOString(),
    };
    await store.transaction(async (tx) => tx.set('outbox', entry));
    return entry;
  }

  const copies = (entry: OutboxEntry) =>
    fake.messages.filter((message) => message.text.includes(`entry-${entry.id}`)).length;
  const stored = async (entry: OutboxEntry) => (await store.get('outbox', entry.id))!;

  test('the same event delivered five times at once sends one message', async () => {
    fake.setAnswerDelay(200);
    const entry = await newEntry();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => deliverOutboxEntry(deps(), entry.id)),
    );
    expect(outcomes.filter((o) => o.outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'skipped')).toHaveLength(4);
    expect(copies(entry)).toBe(1);
    expect(await stored(entry)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('the same event delivered again while the first delivery is sending sends nothing', async () => {
    fake.setAnswerDelay(300);
    const entry = await newEntry();
    const first = deliverOutboxEntry(deps(), entry.id);
    await eventually(
      () => fake.requests.some((r) => r.text.includes(`entry-${entry.id}`)),
      'the first delivery reached Telegram',
    );
    const again = await Promise.all(
      Array.from({ length: 4 }, () => deliverOutboxEntry(deps(), entry.id)),
    );
    expect(again.map((o) => o.outcome)).toEqual(['skipped', 'skipped', 'skipped', 'skipped']);
    expect((await first).outcome).toBe('sent');
    expect(copies(entry)).toBe(1);
    expect(await stored(entry)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('an event delivered again after the entry was sent sends nothing', async () => {
    const entry = await newEntry();
    expect((await deliverOutboxEntry(deps(), entry.id)).outcome).toBe('sent');
    expect(await deliverOutboxEntry(deps(), entry.id)).toEqual({
      outcome: 'skipped',
      reason: 'finished',
    });
    expect(copies(entry)).toBe(1);
  });

  test('a trigger rides out a short 429 itself: it waits retry_after, then sends once', async () => {
    const entry = await newEntry();
    fake.script(chats.adminGroup, [{ kind: '429', retryAfter: 1 }]);
    // What it chose to wait, waited for real: unlike the time it took, a busy machine adds
    // nothing to it. Each wait with when it began: a wait for the chat's turn before the first
    // send (the previous test's message to the same chat) is not the 429's.
    const waits: { ms: number; from: number }[] = [];
    const wait = (ms: number, signal?: AbortSignal) => {
      waits.push({ ms, from: Date.now() });
      return realWait(ms, signal);
    };
    const outcome = await deliverOutboxEntry(deps({ wait }), entry.id, { keepTryingForMs: 5000 });
    expect(outcome.outcome).toBe('sent');
    expect(copies(entry)).toBe(1);
    const [limited, accepted] = fake.requests.filter((r) => r.text.includes(`entry-${entry.id}`));
    expect(limited?.answer).toBe('429');
    expect(accepted!.at - limited!.at).toBeGreaterThanOrEqual(1000);
    // It waited for Telegram's second, not for more (its backoff, the rest of its 5 s).
    const afterLimit = waits.filter((w) => w.from >= limited!.at);
    expect(afterLimit.reduce((sum, w) => sum + w.ms, 0)).toBeLessThanOrEqual(1000);
  });

  test('a retry due later than the trigger may wait is left pending for the sweep', async () => {
    const entry = await newEntry();
    fake.script(chats.adminGroup, [{ kind: '429', retryAfter: 30 }]);
    const outcome = await deliverOutboxEntry(deps(), entry.id, { keepTryingForMs: 1000 });
    expect(outcome).toMatchObject({ outcome: 'retryLater' });
    const now = await stored(entry);
    expect(now.status).toBe('pending');
    expect(Date.parse(now.nextAttemptAt!) - Date.now()).toBeGreaterThan(28_000);
    expect(now.lastError).toMatch(/^Telegram 429: Too Many Requests/);
    // The chat is blocked for everyone, not only for this entry.
    const other = await newEntry();
    expect(await deliverOutboxEntry(deps(), other.id)).toMatchObject({
      outcome: 'retryLater',
      reason: 'chat pacing',
    });
    expect(copies(other)).toBe(0);
    await store.transaction(async (tx) => tx.delete('chatPacing', `chat${chats.adminGroup}`));
  });

  test('5xx for 24 hours (virtual clock): backed off exponentially, then failed for the admins', async () => {
    let now = Date.parse('2026-11-21T04:30:00Z');
    const clock: Clock = { now: () => new Date(now) };
    const advance = async (ms: number) => {
      now += ms;
      return true;
    };
    const hour = 3_600_000;
    const entry = await newEntry(clock);
    fake.setMode('error500');
    // A chat of its own: the virtual day's pacing record must not hold up the other tests.
    const chatIds = { adminGroup: '-1009999' };
    const outcome = await deliverOutboxEntry(
      deps({ clock, wait: advance, chatIds }, { backoffBaseMs: hour, backoffMaxMs: 4 * hour }),
      entry.id,
      { keepTryingForMs: 30 * hour },
    );
    expect(outcome).toMatchObject({ outcome: 'failed' });
    const failed = await stored(entry);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toBe(
      'Not delivered within 24 hours: Telegram 500: Internal Server Error',
    );
    // Attempts at 0, 1, 3, 7, 11, 15, 19 and 23 hours: doubling, capped at 4 hours, inside 24.
    expect(failed.attempts).toBe(8);
    expect(fake.requests.filter((r) => r.text.includes(`entry-${entry.id}`))).toHaveLength(8);
    expect(Date.parse(failed.failedAt!) - Date.parse(entry.createdAt)).toBe(24 * hour);
    expect(copies(entry)).toBe(0);
  });

  test('without a bot token or a chat id the entry is kept as not configured, and sent once they exist', async () => {
    const entry = await newEntry();
    expect(await deliverOutboxEntry(deps({ sender: null }), entry.id)).toEqual({
      outcome: 'notConfigured',
      error: 'No Telegram bot token is configured',
    });
    expect(await deliverOutboxEntry(deps({ chatIds: {} }), entry.id)).toEqual({
      outcome: 'notConfigured',
      error: 'No Telegram chat id is configured for adminGroup',
    });
    expect((await stored(entry)).status).toBe('notConfigured');
    expect(fake.requests.some((r) => r.text.includes(`entry-${entry.id}`))).toBe(false);
    expect((await deliverOutboxEntry(deps(), entry.id)).outcome).toBe('sent');
    expect(copies(entry)).toBe(1);
  });

  test('a sweep asks the outbox one query for every status that may be due, and none more for emails', async () => {
    const queried: string[] = [];
    const counting: Store = {
      ...store,
      query: (collection, query) => {
        queried.push(collection);
        return store.query(collection, query);
      },
    };
    // An idle minute on Firebase: one outbox query bills one read, where one per status billed
    // one each (pending, sending, not configured, and the emails the host closes).
    await sweep(deps({ store: counting }));
    expect(queried.filter((collection) => collection === 'outbox')).toEqual(['outbox']);
  });

  test('the bot token never reaches the stored error', async () => {
    const entry = await newEntry();
    const sender = createTelegramSender({ botToken, apiRoot: 'http://127.0.0.1:1' });
    await deliverOutboxEntry(deps({ sender }), entry.id);
    const after = await stored(entry);
    expect(after.status).toBe('pending');
    expect(after.lastError).toMatch(/^Could not reach Telegram/);
    expect(JSON.stringify(after)).not.toContain(botToken.split(':')[1]);
  });

  test('a flood is summed up and sent after the alerts before it; an order behind it goes early', async () => {
    const base = Date.now() - 60_000;
    const write = async (event: string, n: number, text: string) => {
      const id = ids.newId();
      const entry: OutboxEntry = {
        id,
        channel: 'adminGroup',
        event,
        ref: `${event}/${id}`,
        text,
        parseMode: 'HTML',
        status: 'pending',
        attempts: 0,
        createdAt: new Date(base + n * 10).toISOString(),
      };
      await store.transaction(async (tx) => tx.set('outbox', entry));
      return entry;
    };
    const flood: OutboxEntry[] = [];
    for (let n = 0; n < 25; n++) {
      flood.push(await write('contactMessageReceived', n, `Message flood-${n}-${ids.newId()}`));
    }
    const order = await write(
      'orderPlaced',
      30,
      `<b>New order</b> behind-the-flood-${ids.newId()}`,
    );
    const before = fake.messagesTo(chats.adminGroup).length;

    await sweep(deps({}, { perChatIntervalMs: 20, maxSlotWaitMs: 2000 }));

    const texts = fake
      .messagesTo(chats.adminGroup)
      .slice(before)
      .map((message) => message.text);
    // Oldest first: three contact messages, the order, then one summary for the other 22.
    expect(texts).toEqual([
      flood[0]!.text,
      flood[1]!.text,
      flood[2]!.text,
      order.text,
      expect.stringContaining('<b>22 more contact messages</b> in the last'),
    ]);
    const stored = await Promise.all(flood.map((entry) => store.get('outbox', entry.id)));
    const summaryId = stored[3]!.summedUpIn;
    expect(summaryId).toEqual(expect.any(String));
    // Nothing is lost: each summed-up entry is marked as delivered in that summary.
    expect(stored.slice(3).every((e) => e?.status === 'sent' && e.summedUpIn === summaryId)).toBe(
      true,
    );
    expect(await store.get('outbox', summaryId!)).toMatchObject({
      status: 'sent',
      event: 'alertsSummed',
      channel: 'adminGroup',
    });
  });
});

const firestoreSkip = firestoreStoreSkipReason();
if (firestoreSkip) {
  describe.skip(`the trigger path on Firestore [skipped: ${firestoreSkip}]`, () => {
    test('needs the Firebase emulators', () => undefined);
  });
}
