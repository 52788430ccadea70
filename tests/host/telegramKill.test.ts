import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, OutboxEntry } from '@town/core';
import Database from 'better-sqlite3';
import { demoStaff } from '../../demo';
import { botToken, chats, orderInput } from '../support/alertingHost';
import { botUsername } from '../support/botHosts';
import { eventually, type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';
import { cookieOf } from '../support/localDriver';

/**
 * The built local host (what `npm start` runs), polling the fake Bot API, killed with SIGKILL
 * after it handled a courier's press but before Telegram heard that it had: after a restart
 * Telegram sends the press again, and nothing happens twice (one claim, one answer, one edit,
 * one private message).
 */
const root = join(__dirname, '..', '..');
/** What `npm start` runs: the host with the demo loader (server/dist/main.js has no demo). */
const mainJs = join(root, 'server', 'dist', 'demo.js');
const dataDir = mkdtempSync(join(tmpdir(), 'town-bot-kill-'));
const children: ChildProcess[] = [];
const courier = { id: 7300001, first_name: 'Courier Kill' };
let fake: FakeTelegram;

beforeAll(async () => {
  fake = await startFakeTelegram({ token: botToken });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TELEGRAM_BOT_TOKEN: botToken,
      TELEGRAM_BOT_USERNAME: botUsername,
      TELEGRAM_ADMIN_CHAT_ID: chats.adminGroup,
      TELEGRAM_DELIVERY_CHAT_ID: chats.deliveryChat,
      TELEGRAM_LAB_CHAT_ID: chats.labClient,
      TELEGRAM_API_ROOT: fake.apiRoot,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No start within 90 s:\n${output}`)), 90_000);
    child.stdout?.on('data', () => {
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url && output.includes('Telegram alerts: on.')) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    });
    child.on('exit', (code) => reject(new Error(`Exited with ${code}:\n${output}`)));
  });
}

function rows<T>(table: string): T[] {
  const db = new Database(join(dataDir, 'town.db'), { readonly: true });
  try {
    return (db.prepare(`SELECT data FROM "${table}"`).all() as Array<{ data: string }>).map(
      (row) => JSON.parse(row.data) as T,
    );
  } finally {
    db.close();
  }
}

async function call(url: string, action: string, data: unknown, cookie?: string) {
  const response = await fetch(`${url}/api/call/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (!response.ok) throw new Error(`${action}: ${JSON.stringify(body)}`);
  return { result: body.result, cookie: response.headers.get('set-cookie') };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

test('SIGKILL after a press was handled, before Telegram knew: after a restart it acts once', async () => {
  expect(existsSync(mainJs)).toBe(true);
  const first = await startServer();
  const admin = demoStaff.admins[0]!;
  const adminCookie = cookieOf(
    (await call(first.url, 'adminSignIn', { email: admin.profile.email, password: admin.password }))
      .cookie,
  );
  const person = demoStaff.delivery[0]!;
  const courierCookie = cookieOf(
    (
      await call(first.url, 'deliveryLogin', {
        phone: person.profile.phone,
        password: person.password,
      })
    ).cookie,
  );
  const { link } = (await call(first.url, 'connectTelegram', {}, courierCookie)).result as {
    link: string;
  };
  fake.pushUpdate(fake.userSays(courier, `/start ${new URL(link).searchParams.get('start')}`));
  await eventually(
    () => fake.messagesTo(String(courier.id)).some((m) => m.text.startsWith('Connected')),
    'the courier is linked',
  );

  const { code } = (await call(first.url, 'createOrder', orderInput(1))).result as { code: string };
  const order = rows<Order>('orders').find((each) => each.code === code)!;
  for (const to of ['accepted', 'ready']) {
    await call(first.url, 'moveOrder', { orderId: order.id, to }, adminCookie);
  }
  // The offer with its button, not the new-order alert before it.
  const offerOf = () =>
    fake
      .messagesTo(chats.deliveryChat)
      .find((m) => m.text.startsWith('🛵') && m.text.includes(code));
  await eventually(() => offerOf()?.buttons.length === 1, 'the offer in the delivery chat');

  fake.holdConfirmations(true);
  const press = fake.pushUpdate(fake.userPresses(courier, offerOf()!, /take it/));
  const taskOf = () => fake.messagesTo(String(courier.id)).filter((m) => m.text.includes(code));
  await eventually(
    () =>
      fake.answers.length === 1 && taskOf().length === 1 && (offerOf()?.edits.length ?? 0) === 1,
    'the press handled and answered',
  );
  const killed = exited(first.child);
  first.child.kill('SIGKILL');
  await killed;
  expect(fake.confirmed(press.update_id)).toBe(false);
  const claimedAt = rows<Order>('orders').find((each) => each.id === order.id)!;
  expect(claimedAt.deliveryPersonId).toBe(person.profile.id);

  fake.holdConfirmations(false);
  const second = await startServer();
  await eventually(() => fake.confirmed(press.update_id), 'the press confirmed after the restart');
  await eventually(
    () =>
      rows<OutboxEntry>('outbox')
        .filter((entry) => entry.channel !== 'email')
        .every((entry) => entry.status === 'sent'),
    'the outbox settled',
  );
  expect(rows<Order>('orders').find((each) => each.id === order.id)).toEqual(claimedAt);
  expect(fake.answers).toHaveLength(1);
  expect(taskOf()).toHaveLength(1);
  expect(offerOf()?.edits).toHaveLength(1);
  expect(
    rows<{ id: string }>('telegramUpdates').filter((r) => r.id === `u${press.update_id}`),
  ).toHaveLength(1);

  const stopped = exited(second.child);
  second.child.kill('SIGTERM');
  expect(await stopped).toBe(0);
}, 240_000);
