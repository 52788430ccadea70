import { type AlertingHost, chats, copiesOf, startAlertingHost } from '../support/alertingHost';
import { eventually } from '../support/fakeTelegram';
import { labCollection } from '../support/testTown';

/**
 * Telegram failing in every way it can, against the local host on real timers: the alerts of
 * each order arrive exactly once, and never before Telegram's retry_after.
 */
let host: AlertingHost;
beforeAll(async () => {
  // Pacing, backoff and timeout shrunk so the scenario runs in about two seconds; retry_after
  // is Telegram's, on real timers.
  host = await startAlertingHost({
    perChatIntervalMs: 100,
    backoffBaseMs: 50,
    sendTimeoutMs: 400,
    leaseMarginMs: 300,
  });
});
afterAll(() => host.stop());

test('a 429, two 500s and a timeout, then success: one message per alert, none before retry_after', async () => {
  const { fake } = host;
  for (const chat of [chats.adminGroup, chats.deliveryChat]) {
    fake.script(chat, [
      { kind: '429', retryAfter: 1 },
      { kind: '500' },
      { kind: '500' },
      { kind: 'hang' },
    ]);
  }
  const code = await host.placeOrder(1);
  const entries = (await host.allSent()).filter((entry) => entry.text.includes(code));

  expect(entries.map((entry) => entry.channel).sort()).toEqual(['adminGroup', 'deliveryChat']);
  for (const chat of [chats.adminGroup, chats.deliveryChat]) {
    expect(copiesOf(fake, chat, code)).toBe(1);
    const seen = fake.requests.filter((request) => request.chatId === chat);
    expect(seen.map((request) => request.answer)).toEqual(['429', '500', '500', 'hang', 'ok']);
    // Nothing, not even a request that failed, went to the chat within retry_after.
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(1000);
  }
  for (const entry of entries) {
    expect(entry.attempts).toBe(5);
    expect(entry.lastError).toBeUndefined();
    expect(entry.lease).toBeUndefined();
    const message = fake.messages.find(
      (m) => m.text.includes(code) && m.messageId === entry.telegramMessageId,
    );
    expect(message?.parseMode).toBe('HTML');
  }
});

test('each alert goes to its chat: lab bookings to the lab client, requests to the admin group', async () => {
  const { api, fake } = host;
  const patient = { name: 'Rina <Das>', phone: '9000000951' };
  const lab = await api.call('bookLabTest', {
    testIds: ['lab-cbc'],
    patient,
    ...labCollection(),
    homeCollection: false,
  });
  expect(lab.httpStatus).toBe(200);
  const help = await api.call('requestMedicalAssistance', {
    requester: patient,
    address: { line: 'Ward 7, behind the post office' },
    need: 'Fall, cannot stand up',
    urgent: true,
  });
  expect(help.httpStatus).toBe(200);
  await host.allSent();
  const labCode = (lab.body.result as { code: string }).code;
  const helpCode = (help.body.result as { code: string }).code;
  expect(copiesOf(fake, chats.labClient, labCode)).toBe(1);
  expect(copiesOf(fake, chats.adminGroup, helpCode)).toBe(1);
  expect(fake.messagesTo(chats.adminGroup).find((m) => m.text.includes(helpCode))?.text).toContain(
    'URGENT',
  );
  // Escaped on the way in, shown as typed by Telegram.
  expect(fake.messagesTo(chats.labClient).at(-1)?.text).toContain('Rina &lt;Das&gt;');
});

test('a message Telegram refuses for good is failed at once, with the reason for the admins', async () => {
  const { api, fake } = host;
  fake.script(chats.labClient, [
    { kind: 'reject', code: 400, description: 'Bad Request: chat not found' },
  ]);
  const reply = await api.call('bookLabTest', {
    testIds: ['lab-hba1c'],
    patient: { name: 'Mina', phone: '9000000952' },
    ...labCollection(),
    homeCollection: false,
  });
  const code = (reply.body.result as { code: string }).code;
  const entry = () => host.outbox().find((e) => e.text.includes(code))!;
  await eventually(() => entry().status === 'failed', 'the lab alert is failed');
  expect(entry().lastError).toBe('Telegram 400: Bad Request: chat not found');
  expect(entry().failedAt).toEqual(expect.any(String));
  expect(copiesOf(fake, chats.labClient, code)).toBe(0);
});
