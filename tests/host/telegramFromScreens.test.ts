import type { OutboxEntry } from '@town/core';
import { botToken } from '../support/alertingHost';
import { eventually, type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { orderFixtures, staffSessions } from '../support/staffFixtures';

/**
 * A town whose host was started with no Telegram setting at all: the admin gives the bot token
 * on the admin screen (checked with Telegram's getMe), links their own Telegram account, and
 * binds the delivery group from inside it with /here delivery. The alerts that waited go out
 * and the next order reaches that group, with no setting edited and no restart.
 */
let fake: FakeTelegram;
let api: LocalDriver;
let admin: string;
const adminUser = { id: 7300001, first_name: 'Admin Asha' };
const deliveryGroup = '-1002002';

beforeAll(async () => {
  fake = await startFakeTelegram({ token: botToken });
  api = await startLocalDriver({
    realClock: true,
    // Only where the Bot API is (the fake); no token, no chat.
    telegram: { apiRoot: fake.apiRoot, chatIds: {} },
    alertTuning: { perChatIntervalMs: 20, groupWindowMax: 1000 },
    telegramPollSeconds: 1,
  });
  admin = await staffSessions(api)('admin');
}, 120_000);
afterAll(async () => {
  await api.stop();
  await fake.close();
});

const chatsRead = async () => {
  const reply = await api.read('telegramChats', {}, admin);
  expect(reply.httpStatus).toBe(200);
  return reply.body.result as {
    botToken: boolean;
    botTokenFrom: string | null;
    tokenOnScreen: boolean;
    savedBot: { username: string } | null;
    chats: { channel: string; source: string | null; title?: string }[];
  };
};
const groupMessages = () => fake.messagesTo(deliveryGroup);
const outbox = () => api.documents<OutboxEntry>('outbox');

/** The statuses of an order's alerts once the sender has looked at them (none still pending). */
async function settledAlertsOf(orderId: string): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const statuses = (await outbox())
      .filter((entry) => entry.ref === `orders/${orderId}`)
      .map((entry) => entry.status)
      .sort();
    if (!statuses.includes('pending') || Date.now() > deadline) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('with no token the screen offers the token field and alerts are kept, not lost', async () => {
  expect(await chatsRead()).toMatchObject({
    botToken: false,
    botTokenFrom: null,
    tokenOnScreen: true,
    savedBot: null,
  });
  const order = await orderFixtures(api, async () => admin).place();
  expect(await settledAlertsOf(order.id)).toEqual(['notConfigured', 'notConfigured']);
});

test('a token Telegram refuses gets a clear answer and is not kept', async () => {
  const reply = await api.call(
    'saveTelegramBot',
    { token: '1234567:WRONG-token_abcdefghijklmnop' },
    admin,
  );
  expect(reply.httpStatus).toBe(400);
  expect(reply.body.error?.message).toMatch(/Telegram does not accept this token/);
  expect(await api.documents('telegramBot')).toEqual([]);
  const vendor = await staffSessions(api)('vendor');
  const refused = await api.call('saveTelegramBot', { token: botToken }, vendor);
  expect(refused.httpStatus).toBe(403);
});

test('the right token is checked, kept server-side, and the bot starts at once', async () => {
  const reply = await api.call('saveTelegramBot', { token: botToken }, admin);
  expect(reply.httpStatus).toBe(200);
  expect(reply.body.result).toEqual({ username: 'TownTestBot', name: 'Town Test' });
  expect(fake.methodCalls).toContain('getMe');
  expect(await chatsRead()).toMatchObject({
    botToken: true,
    botTokenFrom: 'app',
    savedBot: { username: 'TownTestBot' },
  });
  // No reply of the host ever carried the token back.
  expect(api.replies.join('\n')).not.toContain(botToken);
  await eventually(() => fake.methodCalls.includes('getUpdates'), 'the host polls Telegram');
});

test('the admin links Telegram and binds the delivery group from inside it', async () => {
  const connect = await api.call('connectTelegram', {}, admin);
  const { link } = connect.body.result as { link: string };
  expect(link).toMatch(/^https:\/\/t\.me\/TownTestBot\?start=/);
  const code = new URL(link).searchParams.get('start');
  fake.pushUpdate(fake.userSays(adminUser, `/start ${code}`));
  await eventually(
    () => fake.messagesTo(String(adminUser.id)).some((m) => m.text.startsWith('Connected')),
    'the link is confirmed',
  );
  fake.pushUpdate(fake.userSaysIn(adminUser, deliveryGroup, '/here delivery'));
  await eventually(
    () => groupMessages().some((m) => m.text.startsWith('This chat now gets')),
    'the group is told it is bound',
  );
  expect((await chatsRead()).chats).toContainEqual(
    expect.objectContaining({ channel: 'deliveryChat', source: 'chat', title: 'Staff' }),
  );
  // The first order's alert, kept while there was no chat, now reaches the group.
  await eventually(
    () => groupMessages().some((m) => m.text.includes('New order')),
    'the waiting alert goes out',
  );
});

test("the next order reaches the bound group; the admins' group is still unbound", async () => {
  const before = groupMessages().length;
  const order = await orderFixtures(api, async () => admin).place();
  await eventually(
    () => groupMessages().some((m) => m.text.includes(`New order ${order.code}`)),
    'the new order reaches the delivery group',
  );
  expect(groupMessages().length).toBeGreaterThan(before);
  const adminAlert = (await outbox()).find(
    (entry) => entry.ref === `orders/${order.id}` && entry.channel === 'adminGroup',
  );
  expect(adminAlert?.status).toBe('notConfigured');
});

test('removing the token stops the bot; alerts are kept again', async () => {
  const reply = await api.call('removeTelegramBot', {}, admin);
  expect(reply.body.result).toEqual({ removed: true });
  expect(await chatsRead()).toMatchObject({ botToken: false, savedBot: null });
  const order = await orderFixtures(api, async () => admin).place();
  expect(await settledAlertsOf(order.id)).toEqual(['notConfigured', 'notConfigured']);
});
