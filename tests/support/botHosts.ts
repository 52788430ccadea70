import { createHash } from 'node:crypto';
import type { Clock, OutboxEntry, TelegramUpdateRecord, TownConfig } from '@town/core';
import { botToken, chats } from './alertingHost';
import { eventually, type FakeTelegram, startFakeTelegram } from './fakeTelegram';
import { startFirebaseDriver } from './firebaseDriver';
import { type Host, hosts } from './hosts';
import { startLocalDriver } from './localDriver';
import type { DriverTelegram, HostDriver } from './wire';

export const botUsername = 'TownTestBot';

/**
 * The follow token a "Follow on Telegram" link carries for a private link's secret: the first 48
 * hex digits of its SHA-256, worked out here on its own so the tests pin the format.
 */
export const followTokenFor = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 48);
/** The webhook's secret token in tests (Telegram allows letters, digits, _ and -). */
export const webhookSecret = 'test-webhook-secret_0123456789';

/** Each host with a bot on the fake Bot API, and a way to act as Telegram users. */
export interface BotHost {
  api: HostDriver;
  fake: FakeTelegram;
  /** An update as Telegram would send it (an update_id is given); resolves once handled and answered. */
  deliver(body: Record<string, unknown>): Promise<number>;
  /** The same update again, as Telegram redelivers one (same update_id). */
  redeliver(update: { update_id: number } & Record<string, unknown>): Promise<void>;
  /** Every update given so far, by id. */
  sent: Map<number, { update_id: number } & Record<string, unknown>>;
}

const settledStatuses: ReadonlyArray<OutboxEntry['status']> = ['sent', 'failed', 'notConfigured'];

export interface BotHostOptions {
  /** The town; by default the demo town with its order limits raised (testTown). */
  town?: TownConfig;
  /**
   * A new town as its operator starts it: no demo, no chat named in the settings, and on the
   * local host no bot token either (its admin gives it on the screen; Firebase has it from the
   * deploy).
   */
  empty?: boolean;
  /** The hand-moved clock on both hosts, for a test of the time of day. */
  manualClock?: boolean;
  /** A real-paced clock from another start (realClocks.ts); the wall clock by default. */
  realClock?: Clock;
}

/** Starts one host with a bot pointed at a new fake Bot API (and the town, when given). */
async function startBotHost(
  host: Host,
  { town, empty, manualClock, realClock }: BotHostOptions = {},
): Promise<BotHost> {
  const fake = await startFakeTelegram({ token: botToken });
  const chatIds = empty ? {} : { ...chats };
  const telegram: DriverTelegram = {
    botToken,
    apiRoot: fake.apiRoot,
    botUsername,
    chatIds,
    webhookSecret,
    tuning: { perChatIntervalMs: 20, groupWindowMax: 1000 },
  };
  let api: HostDriver;
  if (host.name === 'firebase') {
    api = await startFirebaseDriver({
      telegram,
      ...(realClock ? { realClock } : {}),
      ...(town ? { town } : {}),
      ...(empty ? { empty } : {}),
      ...(manualClock ? { manualClock } : {}),
    });
  } else {
    const local = await startLocalDriver({
      realClock: manualClock ? false : (realClock ?? true),
      telegram: empty
        ? { apiRoot: fake.apiRoot, chatIds }
        : { botToken, apiRoot: fake.apiRoot, chatIds, botUsername },
      alertTuning: telegram.tuning ?? {},
      telegramPollSeconds: 1,
      ...(town ? { town } : {}),
      ...(empty ? { empty } : {}),
    });
    const outboxSettled = async () => {
      await eventually(
        () =>
          local
            .documents<OutboxEntry>('outbox')
            .filter((entry) => entry.channel !== 'email')
            .every((entry) => settledStatuses.includes(entry.status)),
        'the bot has sent every reply',
      );
    };
    api = {
      ...local,
      documents: async <T>(collection: string) => local.documents<T>(collection),
      documentWhere: async <T>(collection: string, field: string, value: string) =>
        local.documentWhere<T>(collection, field, value),
      dump: async () => local.dump(),
      changeMark: async () => local.dump(),
      // The local host polls the fake: the update waits there until the host takes it.
      async telegramUpdate(update) {
        fake.pushUpdate(update);
        await eventually(
          () =>
            local
              .documents<TelegramUpdateRecord>('telegramUpdates')
              .some((record) => record.id === `u${update.update_id}`),
          `update ${update.update_id} handled`,
        );
        await outboxSettled();
      },
      settleOutbox: outboxSettled,
    };
  }
  const sent = new Map<number, { update_id: number } & Record<string, unknown>>();
  let nextId = 5000;
  const stop = api.stop.bind(api);
  api.stop = async () => {
    await stop();
    await fake.close();
  };
  return {
    api,
    fake,
    sent,
    async deliver(body) {
      const update = { update_id: nextId++, ...body };
      sent.set(update.update_id, update);
      await api.telegramUpdate?.(update);
      return update.update_id;
    },
    async redeliver(update) {
      // A redelivered update is already known: the host finds it handled and does nothing.
      if (api.host === 'firebase') await api.telegramUpdate?.(update);
      else {
        await fake.replay(update);
        await api.settleOutbox?.();
      }
    },
  };
}

/** `describe` once per host, each with its own bot and fake Bot API. */
export function describeBotOnHosts(
  title: string,
  body: (bot: () => BotHost, host: Host) => void,
  options: BotHostOptions = {},
) {
  for (const host of hosts) {
    const reason = host.unavailable();
    if (reason) {
      describe.skip(`${title} [${host.name} host skipped: ${reason}]`, () => {
        test('needs the host', () => undefined);
      });
      continue;
    }
    describe(`${title} [${host.name} host]`, () => {
      let started: BotHost | undefined;
      beforeAll(async () => {
        started = await startBotHost(host, options);
      }, 60_000);
      afterAll(() => started?.api.stop());
      body(() => {
        if (!started) throw new Error('The host has not started');
        return started;
      }, host);
    });
  }
}
