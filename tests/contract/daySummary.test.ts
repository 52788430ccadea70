import { type OutboxEntry, townDate } from '@town/core';
import { chats } from '../support/alertingHost';
import { describeBotOnHosts } from '../support/botHosts';
import { eventually } from '../support/fakeTelegram';
import { describeOnHosts } from '../support/hosts';
import { testTown } from '../support/testTown';

const minuteMs = 60_000;
/** This file's town: the summary ten minutes before the default, so the setting is what counts. */
const town = { ...testTown, daySummary: { enabled: true, at: '20:50' } };

/**
 * The day's summary in the admin group, on the hand-moved clock (it starts at 10:00 town time):
 * one message once the set time has passed, none before, none again on later ticks of the same
 * day, and none for a day already past.
 */
describeBotOnHosts(
  "The day's summary in the admin group",
  (bot) => {
    const summaries = () =>
      bot()
        .fake.messagesTo(chats.adminGroup)
        .filter((message) => message.text.includes('/admin/money?day='));
    const summaryEntries = async () =>
      (await bot().api.documents<OutboxEntry>('outbox')).filter(
        (entry) => entry.event === 'daySummary',
      );

    test('nothing is queued before the set time', async () => {
      const { api } = bot();
      // 10:00 -> 20:49 town time.
      api.advanceClock((10 * 60 + 49) * minuteMs);
      await api.queueDaySummary();
      expect(await summaryEntries()).toEqual([]);
      expect(summaries()).toEqual([]);
    });

    test('one message once the time has passed, with the link to the day', async () => {
      const { api } = bot();
      api.advanceClock(minuteMs);
      const day = townDate(api.now(), town.timeZone);
      await api.queueDaySummary();
      await eventually(() => summaries().length === 1, "the day's summary is sent");
      expect(summaries()[0]!.text).toContain(`/admin/money?day=${day}`);
      expect((await summaryEntries()).map((entry) => entry.id)).toEqual([`daySummary-${day}`]);
    });

    test('later ticks the same day send nothing more', async () => {
      const { api } = bot();
      await api.queueDaySummary();
      api.advanceClock(5 * minuteMs);
      await api.queueDaySummary();
      await api.queueDaySummary();
      expect(summaries()).toHaveLength(1);
      expect(await summaryEntries()).toHaveLength(1);
    });

    test("after the town's midnight, the past day is not sent again and the new one waits", async () => {
      const { api } = bot();
      // 20:56 -> 00:30 the next day: still before that day's time.
      api.advanceClock((3 * 60 + 34) * minuteMs);
      await api.queueDaySummary();
      expect(summaries()).toHaveLength(1);
      expect(await summaryEntries()).toHaveLength(1);
    });
  },
  { town, manualClock: true },
);

/** A town with no admin group yet: nothing to send to, so nothing is queued to go out later. */
describeOnHosts(
  "The day's summary with no admin group",
  (api) => {
    test('the tick after the time queues nothing and fails nothing', async () => {
      // 10:00 -> 21:30 town time: well past the default 21:00.
      api.advanceClock((11 * 60 + 30) * minuteMs);
      await expect(api.queueDaySummary()).resolves.toBeUndefined();
      const outbox = await api.documents<OutboxEntry>('outbox');
      expect(outbox.filter((entry) => entry.event === 'daySummary')).toEqual([]);
    });
  },
  {},
);
