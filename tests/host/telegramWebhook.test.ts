import type { OutboxEntry, TelegramUpdateRecord } from '@town/core';
import { botToken, chats } from '../support/alertingHost';
import { botUsername, webhookSecret } from '../support/botHosts';
import { eventually, type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { staffSessions } from '../support/staffFixtures';
import { townWithoutDaySummary } from '../support/testTown';

/**
 * The local host with TELEGRAM_WEBHOOK_URL set: it tells Telegram where to call (with the
 * secret token) instead of polling, and its /telegram/webhook route refuses calls without it.
 */
let fake: FakeTelegram;
let api: LocalDriver;
const user = { id: 7200001, first_name: 'Webhook Tester' };

beforeAll(async () => {
  fake = await startFakeTelegram({ token: botToken });
  api = await startLocalDriver({
    realClock: true,
    town: townWithoutDaySummary,
    telegram: {
      botToken,
      apiRoot: fake.apiRoot,
      chatIds: { ...chats },
      botUsername,
      webhookUrl: 'https://town.example/telegram/webhook',
      webhookSecret,
    },
    alertTuning: { perChatIntervalMs: 20 },
  });
});
afterAll(async () => {
  await api.stop();
  await fake.close();
});

const post = (body: unknown, secret?: string) =>
  api.send('/telegram/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
    },
    body: JSON.stringify(body),
  });

test('the host sets its webhook with the secret token and does not poll', async () => {
  await eventually(() => fake.webhook() !== null, 'setWebhook called');
  expect(fake.webhook()).toEqual({
    url: 'https://town.example/telegram/webhook',
    secret: webhookSecret,
  });
  expect(fake.methodCalls).not.toContain('getUpdates');
});

test('a forged call (no secret, or a wrong one) is refused and changes nothing', async () => {
  const before = api.dump();
  const forged = { update_id: 1, ...fake.userSays(user, '/start') };
  for (const secret of [undefined, 'wrong-secret-wrong-secret', `${webhookSecret}x`]) {
    const reply = await post(forged, secret);
    expect(reply.httpStatus).toBe(401);
  }
  expect(api.dump()).toBe(before);
});

test("Telegram's own call is handled once, and a retry of it does nothing more", async () => {
  const update = { update_id: 2, ...fake.userSays(user, '/start') };
  const first = await post(update, webhookSecret);
  expect(first.httpStatus).toBe(200);
  expect(first.body).toEqual({ ok: true, outcome: 'handled' });
  const again = await post(update, webhookSecret);
  expect(again.body).toEqual({ ok: true, outcome: 'duplicate' });
  await eventually(() => fake.messagesTo(String(user.id)).length === 1, 'the greeting sent');
  expect(fake.messagesTo(String(user.id))[0]?.text).toMatch(/Connect Telegram/);
  expect(
    api.documents<TelegramUpdateRecord>('telegramUpdates').filter((record) => record.id === 'u2'),
  ).toHaveLength(1);
  // The greeting reaches the fake before the host records it as sent: wait for that write,
  // or it can land between the two dumps on a busy machine.
  await eventually(
    () =>
      api
        .documents<OutboxEntry>('outbox')
        .filter((entry) => entry.channel !== 'email')
        .every((entry) => ['sent', 'failed', 'notConfigured'].includes(entry.status)),
    'the greeting recorded as sent',
  );
  // Not an update at all: answered so Telegram stops sending it, and nothing is stored.
  const before = api.dump();
  const junk = await post({ hello: 'world' }, webhookSecret);
  expect(junk.httpStatus).toBe(200);
  expect(junk.body).toEqual({ ok: false, error: 'Not a Telegram update' });
  expect(api.dump()).toBe(before);
});

test("with TELEGRAM_BOT_TOKEN set, the screen's token is refused and the screen says where it is", async () => {
  const admin = await staffSessions(api)('admin');
  const chats = await api.read('telegramChats', {}, admin);
  expect(chats.body.result).toMatchObject({
    botToken: true,
    botTokenFrom: 'settings',
    tokenOnScreen: false,
    savedBot: null,
  });
  const before = api.dump();
  const reply = await api.call('saveTelegramBot', { token: botToken }, admin);
  expect(reply.httpStatus).toBe(400);
  expect(reply.body.error?.message).toMatch(/settings set TELEGRAM_BOT_TOKEN/);
  expect(api.dump()).toBe(before);
});
