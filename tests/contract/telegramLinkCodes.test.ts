import {
  type BotContext,
  connectTelegram,
  handleTelegramUpdate,
  type OutboxEntry,
  purgeStaleSignInRecords,
  runAction,
  type TelegramLink,
} from '@town/core';
import { createRandomIds, createScryptHasher } from '@town/core/node';
import { demoTown } from '../../demo';
import { alertStores } from '../support/alertStores';
import { manualClock } from '../support/localDriver';

/**
 * Link codes on each host's store with a clock moved by hand: a code works for ten minutes and
 * once, a newer code replaces older ones, and one Telegram user acts for one account.
 */
describe.each(alertStores)('Connect Telegram codes on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  let ctx: BotContext;
  let time: ReturnType<typeof manualClock>;
  let updateId = 1;

  beforeAll(async () => {
    opened = await open();
    time = manualClock();
    ctx = {
      store: opened.store,
      clock: time.clock,
      ids: createRandomIds(),
      hasher: createScryptHasher(),
      town: demoTown,
      chatIds: {},
      botUsername: 'TownTestBot',
    };
    await opened.store.transaction(async (tx) => {
      for (const id of ['courier-a', 'courier-b']) {
        tx.set('delivery', { id, name: `Courier ${id}`, phone: '9000000990', active: true });
      }
    });
  }, 60_000);
  afterAll(() => opened.close());

  const codeFor = async (deliveryId: string) => {
    const { link } = await runAction(
      connectTelegram,
      { ...ctx, principal: { role: 'delivery', deliveryId } },
      {},
    );
    return new URL(link).searchParams.get('start')!;
  };
  const start = (userId: number, code: string) =>
    handleTelegramUpdate(ctx, {
      update_id: updateId++,
      message: {
        message_id: updateId,
        chat: { id: userId, type: 'private' },
        from: { id: userId, is_bot: false, first_name: `User ${userId}` },
        text: `/start ${code}`,
      },
    });
  const replyTo = async (userId: number) =>
    (await opened.store.query('outbox', { where: [['to', String(userId)]] }))
      .sort((a: OutboxEntry, b: OutboxEntry) => a.createdAt.localeCompare(b.createdAt))
      .at(-1)?.text;
  const links = () => opened.store.query('telegramLinks', {});

  test('a code older than ten minutes links nobody', async () => {
    const code = await codeFor('courier-a');
    time.advance(10 * 60_000 + 1000);
    await start(501, code);
    expect(await replyTo(501)).toMatch(/expired or was already used/);
    expect(await links()).toEqual([]);
  });

  test('a newer code replaces the older one; the newer works once', async () => {
    const older = await codeFor('courier-a');
    time.advance(1000);
    const newer = await codeFor('courier-a');
    await start(502, older);
    expect(await replyTo(502)).toMatch(/expired or was already used/);
    time.advance(9 * 60_000);
    await start(502, newer);
    expect(await replyTo(502)).toMatch(/^Connected: you act here as Courier courier-a/);
    await start(503, newer);
    expect(await replyTo(503)).toMatch(/expired or was already used/);
    expect(
      (await links()).map((link: TelegramLink) => [link.subjectId, link.telegramUserId]),
    ).toEqual([['courier-a', '502']]);
  });

  test('a Telegram user linking another account leaves the first one', async () => {
    await start(502, await codeFor('courier-b'));
    expect(
      (await links()).map((link: TelegramLink) => [link.subjectId, link.telegramUserId]),
    ).toEqual([['courier-b', '502']]);
  });

  test('the hourly purge drops expired codes and update ids a week old, and keeps the rest', async () => {
    await codeFor('courier-a');
    time.advance(11 * 60_000);
    // Made after the first expired: still good.
    await codeFor('courier-b');
    const handled = (await opened.store.query('telegramUpdates', {})).length;
    expect(handled).toBeGreaterThan(0);
    const purged = await purgeStaleSignInRecords({ store: opened.store, clock: time.clock });
    expect(purged.telegramLinkCodes).toBe(1);
    expect(purged.telegramUpdates).toBe(0);
    expect(await opened.store.query('telegramLinkCodes', {})).toHaveLength(1);
    time.advance(7 * 24 * 60 * 60_000);
    expect(
      (await purgeStaleSignInRecords({ store: opened.store, clock: time.clock })).telegramUpdates,
    ).toBe(handled);
    expect(await opened.store.query('telegramUpdates', {})).toEqual([]);
  });
});
