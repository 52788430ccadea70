import type { OutboxEntry } from '@town/core';
import { type AlertingHost, chats, startAlertingHost } from '../support/alertingHost';

/**
 * A flood of contact messages through the public form, on the running local host with its
 * dispatcher and the fake Bot API: a real alert sent after the flood reaches the admin group
 * within a few messages, and every message is delivered, one by one or counted in a summary.
 */
let host: AlertingHost;
beforeAll(async () => {
  host = await startAlertingHost({
    perChatIntervalMs: 20,
    groupWindowMs: 2000,
    groupWindowMax: 20,
    maxSlotWaitMs: 1000,
  });
});
afterAll(() => host.stop());

test('30 contact messages then an order: the order alert is not held up behind them', async () => {
  // Telegram stalls on the first message, so the rest pile up behind it, as in a real flood;
  // how fast this machine submits them does not change what the sender finds waiting.
  const release = host.fake.holdAnswers();
  const replies = await Promise.all(
    Array.from({ length: 30 }, (_, n) =>
      host.api.call('sendContactMessage', {
        name: `Flooder ${n}`,
        phone: '9000000941',
        message: `flood message number ${n}`,
      }),
    ),
  );
  for (const reply of replies) expect(reply.httpStatus).toBe(200);
  const code = await host.placeOrder(7);
  release();
  const entries = await host.allSent(20_000);

  const admin = host.fake.messagesTo(chats.adminGroup).map((message) => message.text);
  const orderAt = admin.findIndex((text) => text.includes(code));
  expect(orderAt).toBeGreaterThanOrEqual(0);
  expect(orderAt).toBeLessThan(10);
  expect(admin.length).toBeLessThan(16);

  // Nothing lost: each message went alone, or is counted in a summary that went out.
  const contact = entries.filter((entry) => entry.event === 'contactMessageReceived');
  expect(contact).toHaveLength(30);
  const summaries = entries.filter((entry) => entry.event === 'alertsSummed');
  expect(summaries.length).toBeGreaterThanOrEqual(1);
  for (const entry of contact.filter((e) => !e.summedUpIn)) {
    expect(admin.filter((text) => text === entry.text)).toHaveLength(1);
  }
  const countedIn = (summary: OutboxEntry) =>
    contact.filter((entry) => entry.summedUpIn === summary.id).length;
  for (const summary of summaries) {
    expect(admin).toContain(summary.text);
    expect(summary.text).toContain(`<b>${countedIn(summary)} more contact messages</b>`);
  }
  expect(summaries.reduce((sum, summary) => sum + countedIn(summary), 0)).toBeGreaterThan(15);
});
