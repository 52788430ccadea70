import { type OutboxEntry, resetLinkSlot } from '@town/core';
import { demoStaff } from '../../demo';
import {
  type AlertingHost,
  botToken,
  chats,
  copiesOf,
  startAlertingHost,
} from '../support/alertingHost';
import { eventually } from '../support/fakeTelegram';
import { cookieOf, type LocalDriver, startLocalDriver } from '../support/localDriver';
import { labCollection } from '../support/testTown';

/** The admin's view of staff alerts: the outbox by state, counts, configuration, and retry. */
let host: AlertingHost;
let admin: string;
let vendor: string;

async function signIn(api: LocalDriver, action: string, data: object): Promise<string> {
  const reply = await api.call(action, data);
  return cookieOf(reply.setCookie);
}

beforeAll(async () => {
  host = await startAlertingHost({ perChatIntervalMs: 50 });
  const adminAccount = demoStaff.admins[0]!;
  admin = await signIn(host.api, 'adminSignIn', {
    email: adminAccount.profile.email,
    password: adminAccount.password,
  });
  const vendorAccount = demoStaff.vendors[0]!;
  vendor = await signIn(host.api, 'vendorLogin', {
    phone: vendorAccount.profile.phone,
    password: vendorAccount.password,
  });
});
afterAll(() => host.stop());

async function failedLabAlert(): Promise<OutboxEntry> {
  host.fake.script(chats.labClient, [
    { kind: 'reject', code: 403, description: 'Forbidden: bot was kicked from the group chat' },
  ]);
  const reply = await host.api.call('bookLabTest', {
    testIds: ['lab-cbc'],
    patient: { name: 'Bina', phone: '9000000961' },
    ...labCollection(),
    homeCollection: false,
  });
  const code = (reply.body.result as { code: string }).code;
  const find = () => host.outbox().find((entry) => entry.text.includes(code))!;
  await eventually(() => find()?.status === 'failed', 'the lab alert fails');
  return find();
}

describe('who may see and retry alerts', () => {
  test.each([
    ['a visitor', 401, undefined],
    ['a vendor', 403, () => vendor],
  ])('%s gets HTTP %i from every alert read and action', async (_who, status, cookie) => {
    const as = cookie?.();
    expect((await host.api.read('alertOutbox', {}, as)).httpStatus).toBe(status);
    expect((await host.api.read('alertSummary', {}, as)).httpStatus).toBe(status);
    const entry = host.outbox()[0];
    const before = host.api.dump();
    expect((await host.api.call('retryAlert', { id: entry?.id ?? 'x' }, as)).httpStatus).toBe(
      status,
    );
    expect(host.api.dump()).toBe(before);
  });
});

describe('admin alert views', () => {
  test('the dashboard counts alerts by state and says which Telegram settings exist', async () => {
    await host.placeOrder(300);
    await host.allSent();
    await failedLabAlert();
    const reply = await host.api.read('alertSummary', {}, admin);
    expect(reply.httpStatus).toBe(200);
    const summary = reply.body.result as {
      counts: Record<string, number>;
      notSent: number;
      telegram: unknown;
    };
    const entries = host.outbox();
    for (const state of ['pending', 'sending', 'sent', 'failed', 'notConfigured']) {
      expect(summary.counts[state]).toBe(entries.filter((e) => e.status === state).length);
    }
    expect(summary.counts.failed).toBeGreaterThanOrEqual(1);
    expect(summary.notSent).toBe(entries.filter((e) => e.status !== 'sent').length);
    expect(summary.telegram).toEqual({
      botToken: true,
      botTokenFrom: 'settings',
      tokenOnScreen: false,
      chats: { adminGroup: true, deliveryChat: true, labClient: true },
      complete: true,
    });
    // Whether settings exist, never what they are.
    expect(reply.text).not.toContain(botToken.split(':')[1]);
    for (const chat of Object.values(chats)) expect(reply.text).not.toContain(chat);
  });

  test('the outbox list filters by state, newest first, with the reason an alert failed', async () => {
    const failed = await failedLabAlert();
    const reply = await host.api.read('alertOutbox', { state: 'failed' }, admin);
    const list = reply.body.result as OutboxEntry[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.every((entry) => entry.status === 'failed')).toBe(true);
    expect(list[0]).toMatchObject({
      id: failed.id,
      channel: 'labClient',
      lastError: 'Telegram 403: Forbidden: bot was kicked from the group chat',
    });
    const all = (await host.api.read('alertOutbox', { limit: '5' }, admin)).body
      .result as OutboxEntry[];
    expect(all.length).toBeLessThanOrEqual(5);
    const times = all.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('a state that does not exist is refused clearly', async () => {
    const reply = await host.api.read('alertOutbox', { state: 'lost' }, admin);
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.message).toMatch(/^state: /);
  });

  test('the outbox never holds a reset link: it is made when the email is sent', async () => {
    const account = demoStaff.admins[0]!;
    await host.api.call('requestPasswordReset', { email: account.profile.email });
    await eventually(
      () => host.api.logLines.some((line) => line.includes('/forgetPassword?token=')),
      'the reset email is logged',
    );
    // The email is logged, then marked sent in a transaction committed with its group after.
    await host.api.settled();
    const token = /token=([\w-]+)/.exec(host.api.logLines.join('\n'))![1]!;
    const reply = await host.api.read('alertOutbox', {}, admin);
    const email = (reply.body.result as OutboxEntry[]).find((entry) => entry.channel === 'email');
    expect(email?.text).toContain(resetLinkSlot);
    expect(email?.status).toBe('sent');
    expect(reply.text).not.toContain(token);
    expect(reply.text).not.toContain('token=');
    expect(host.api.dump()).not.toContain(token);
  });

  test('words that look like secret links in messages are hidden; long words cost one pass', async () => {
    // Twenty messages of 2,000 quotes once took seconds to list (a quadratic pattern).
    for (let i = 0; i < 20; i++) {
      const reply = await host.api.call('sendContactMessage', {
        name: `Quote ${i}`,
        phone: `97000000${String(i).padStart(2, '0')}`,
        message: '"'.repeat(2000),
      });
      expect(reply.httpStatus).toBe(200);
    }
    await host.api.call('sendContactMessage', {
      name: 'Link',
      phone: '9700000099',
      message: 'see https://evil.example/x?token=abcdef and call me',
    });
    const reply = await host.api.read('alertOutbox', { limit: '40' }, admin);
    const texts = (reply.body.result as OutboxEntry[]).map((entry) => entry.text);
    // Telegram HTML: each quote is stored escaped, 12,000 characters without a space.
    expect(texts.filter((text) => text.includes('&quot;'.repeat(2000)))).toHaveLength(20);
    expect(texts.some((text) => text.includes('see [link hidden] and call me'))).toBe(true);
  });
});

describe('retrying a failed alert', () => {
  test('an admin retry sends it again, once, and the list shows it sent', async () => {
    const failed = await failedLabAlert();
    const reply = await host.api.call('retryAlert', { id: failed.id }, admin);
    expect(reply.httpStatus).toBe(200);
    expect(reply.body.result).toMatchObject({ id: failed.id, status: 'pending' });
    const find = () => host.outbox().find((entry) => entry.id === failed.id)!;
    await eventually(() => find().status === 'sent', 'the retried alert is sent');
    expect(find().attempts).toBe(2);
    expect(find().retriedAt).toEqual(expect.any(String));
    const code = /[2-9A-HJKMNP-TV-Z]{3}-[2-9A-HJKMNP-TV-Z]{3}/.exec(find().text)![0];
    expect(copiesOf(host.fake, chats.labClient, code)).toBe(1);
  });

  test('only failed or not configured alerts can be retried; others are left as they are', async () => {
    const sent = host.outbox().find((entry) => entry.status === 'sent')!;
    const reply = await host.api.call('retryAlert', { id: sent.id }, admin);
    expect(reply.httpStatus).toBe(400);
    expect(reply.body.error?.message).toBe(
      'Only a failed or not configured alert can be retried; this one is sent',
    );
    expect(host.outbox().find((entry) => entry.id === sent.id)).toEqual(sent);
    const missing = await host.api.call('retryAlert', { id: 'no-such-alert' }, admin);
    expect(missing.httpStatus).toBe(404);
  });
});

test('a host without a bot says so on the dashboard and keeps alerts as not configured', async () => {
  const bare = await startLocalDriver();
  try {
    const account = demoStaff.admins[0]!;
    const cookie = await signIn(bare, 'adminSignIn', {
      email: account.profile.email,
      password: account.password,
    });
    await bare.call('sendContactMessage', { name: 'Asha', phone: '9000000971', message: 'Hello!' });
    const summary = (await bare.read('alertSummary', {}, cookie)).body.result as {
      counts: Record<string, number>;
      telegram: { botToken: boolean; complete: boolean };
    };
    expect(summary.telegram).toMatchObject({ botToken: false, complete: false });
    expect(summary.counts.notConfigured).toBe(1);
  } finally {
    await bare.stop();
  }
});
