import { type AlertDeliveryDeps, alertDelivery, type OutboxEntry } from '@town/core';
import firebaseFunctionsTest from 'firebase-functions-test';
import { createTelegramSender } from '../../functions/src/telegramSender';
import { outboxRetrySweep, outboxTrigger } from '../../functions/src/triggers';
import { startFakeTelegram } from '../support/fakeTelegram';
import {
  describeWithFirebase,
  type FirebaseTestbed,
  startFirebaseTestbed,
} from '../support/firebaseTestbed';

const chats = { adminGroup: '-1001', deliveryChat: '-1002', labClient: '-1003' };

describeWithFirebase('Firebase host: the outbox trigger sends staff alerts', () => {
  const fft = firebaseFunctionsTest();
  let bed: FirebaseTestbed;
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  let deps: AlertDeliveryDeps;
  let entries = 0;

  beforeAll(async () => {
    bed = await startFirebaseTestbed({ seed: false });
    telegram = await startFakeTelegram();
    deps = {
      store: bed.deps.context.store,
      clock: bed.time.clock,
      sender: createTelegramSender({ token: 'test-token', chats, apiRoot: telegram.apiRoot }),
    };
  });
  afterAll(async () => {
    fft.cleanup();
    await telegram.stop();
    await bed.stop();
  });

  const trigger = () => fft.wrap(outboxTrigger(() => deps));
  // The sweep is a scheduled function: it takes no event data.
  const sweep = () =>
    fft.wrap(outboxRetrySweep(() => deps) as never) as (event: never) => Promise<void>;

  /** Writes a new pending entry, as an action's transaction does, and fires the trigger on it. */
  async function queue(fields: Partial<OutboxEntry> = {}): Promise<OutboxEntry> {
    const entry: OutboxEntry = {
      id: `entry-${++entries}`,
      channel: 'adminGroup',
      event: 'orderPlaced',
      ref: 'orders/o1',
      text: `New order number ${entries}`,
      status: 'pending',
      attempts: 0,
      createdAt: bed.time.clock.now().toISOString(),
      ...fields,
    };
    await bed.deps.context.store.transaction(async (tx) => tx.set('outbox', entry));
    return entry;
  }

  const fire = (entry: OutboxEntry) =>
    trigger()({
      data: fft.firestore.makeDocumentSnapshot(entry, `outbox/${entry.id}`),
      params: { entryId: entry.id },
    } as never);

  const stored = (id: string) =>
    bed.firestore.documents<OutboxEntry>('outbox').find((entry) => entry.id === id)!;

  test('a new entry goes to its chat once and is marked sent', async () => {
    const entry = await queue({ channel: 'deliveryChat' });
    await fire(entry);
    expect(telegram.sent).toContainEqual({
      token: 'test-token',
      chatId: chats.deliveryChat,
      text: entry.text,
    });
    expect(stored(entry.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stored(entry.id).sentAt).toBe(bed.time.clock.now().toISOString());
    expect(stored(entry.id).leaseUntil).toBeUndefined();
    // Cloud Functions may deliver an event twice: the second run sends nothing.
    const before = telegram.sent.length;
    await fire(entry);
    expect(telegram.sent.length).toBe(before);
  });

  test("Telegram's 429 retry_after is honoured: the entry waits, then the sweep sends it", async () => {
    telegram.answerNext(telegram.tooManyRequests(7));
    const entry = await queue();
    await fire(entry);
    const waiting = stored(entry.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('429');
    expect(Date.parse(waiting.leaseUntil!) - bed.time.clock.now().getTime()).toBe(7000);

    const before = telegram.sent.length;
    await sweep()({} as never);
    expect(telegram.sent.length).toBe(before);
    bed.time.advance(7001);
    await sweep()({} as never);
    expect(telegram.sent.slice(before).map((m) => m.text)).toEqual([entry.text]);
    expect(stored(entry.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test(`after ${alertDelivery.maxAttempts} failed attempts the entry is marked failed`, async () => {
    const entry = await queue({ channel: 'labClient' });
    for (let attempt = 1; attempt <= alertDelivery.maxAttempts; attempt++) {
      telegram.answerNext(telegram.serverError);
      if (attempt === 1) await fire(entry);
      else await sweep()({} as never);
      bed.time.advance(alertDelivery.backoffMs(attempt) + 1);
    }
    expect(stored(entry.id)).toMatchObject({
      status: 'failed',
      attempts: alertDelivery.maxAttempts,
      lastError: expect.stringContaining('500'),
    });
    const before = telegram.sent.length;
    await sweep()({} as never);
    expect(telegram.sent.length).toBe(before);
  });

  test('with no bot token, entries are kept pending and nothing is sent', async () => {
    const entry = await queue();
    const before = telegram.sent.length;
    const withoutToken = fft.wrap(outboxTrigger(() => ({ ...deps, sender: null })));
    await withoutToken({
      data: fft.firestore.makeDocumentSnapshot(entry, `outbox/${entry.id}`),
      params: { entryId: entry.id },
    } as never);
    expect(telegram.sent.length).toBe(before);
    expect(stored(entry.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  test('an email entry is left for a mail sender, not sent to a chat', async () => {
    const entry = await queue({ channel: 'email', to: 'admin@sonapur.example' });
    const before = telegram.sent.length;
    await fire(entry);
    expect(telegram.sent.length).toBe(before);
    expect(stored(entry.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
