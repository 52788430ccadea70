import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalHost, startLocalHost } from '@town/server';
import { writeDemoTown } from '../../demo';
import { botToken, chats } from '../support/alertingHost';
import { eventually, type FakeTelegram, startFakeTelegram } from '../support/fakeTelegram';
import { manualClock } from '../support/localDriver';
import { seedingHasher } from '../support/seedHashes';
import { testTown } from '../support/testTown';

/**
 * The local host stopped and started again on the same data after the day's summary went out:
 * the start's own tick and later ticks find the day's entry and send nothing more. On the
 * hand-moved clock (10:00 town time at first), so it holds at any hour.
 */
const minuteMs = 60_000;
const dir = mkdtempSync(join(tmpdir(), 'town-summary-restart-'));
const time = manualClock();
let fake: FakeTelegram;

beforeAll(async () => {
  fake = await startFakeTelegram({ token: botToken });
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

function start(): Promise<LocalHost> {
  return startLocalHost(
    {
      host: '127.0.0.1',
      port: 0,
      databaseFile: join(dir, 'town.db'),
      webRoot: join(dir, 'no-web-build'),
      secureCookies: false,
      trustProxy: false,
      telegram: { botToken, apiRoot: fake.apiRoot, chatIds: { ...chats } },
    },
    {
      clock: time.clock,
      seed: (store, deps) =>
        writeDemoTown(store, { ...deps, hasher: seedingHasher(deps.hasher) }, testTown),
      log: () => undefined,
      telegramPollSeconds: 1,
    },
  );
}

const summaries = () =>
  fake.messagesTo(chats.adminGroup).filter((message) => message.text.includes('/admin/money?day='));

test("a restart after the day's summary went out sends it no second time", async () => {
  const first = await start();
  // 10:00 -> 21:05 town time: the default 21:00 has passed.
  time.advance((11 * 60 + 5) * minuteMs);
  await first.queueDaySummary();
  await first.settled();
  await eventually(() => summaries().length === 1, "the day's summary is sent");
  await first.close();

  time.advance(10 * minuteMs);
  const second = await start();
  await second.settled();
  await second.queueDaySummary();
  await second.settled();
  await second.close();
  expect(summaries()).toHaveLength(1);
}, 60_000);
