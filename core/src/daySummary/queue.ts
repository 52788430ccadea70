import type { OutboxEntry, TelegramChannel } from '../model/outbox';
import type { TownConfig } from '../model/town';
import { dayReportOf } from '../orders/dayReport';
import type { Clock, Store } from '../ports';
import { shopDaysFor } from '../reads/dayReport';
import { moneyOfDay } from '../reads/doorPayments';
import { currentChatIds } from '../telegram/chats';
import { daySummaryDueDay, daySummaryIdOf } from './schedule';
import { daySummaryTexts } from './text';

export interface DaySummaryDeps {
  store: Store;
  clock: Clock;
  town: TownConfig;
  /** The chats the host's settings name; chats bound with /here are added. */
  chatIds: Partial<Record<TelegramChannel, string>>;
  /** The app's https address, for the link to /admin/money; absent: the path is written out. */
  appUrl?: string;
}

export type DaySummaryQueued = 'notDue' | 'noAdminGroup' | 'alreadyQueued' | 'queued';

/** Orders a summary reads: far above a small town's day, as the day's report. */
const summaryOrdersCap = 2_000;

/**
 * On each timer tick: queues the town day's summary for the admin group once it is due. The
 * entry's id is fixed per day, so repeated ticks, a restarted host and both hosts together queue
 * it once. No admin group: nothing is queued (a summary with no chat would go out days later).
 */
export async function queueDaySummary(deps: DaySummaryDeps): Promise<DaySummaryQueued> {
  const now = deps.clock.now();
  const day = daySummaryDueDay(now, deps.town.timeZone, deps.town.daySummary);
  if (!day) return 'notDue';
  const chats = await currentChatIds(deps.store, deps.chatIds);
  if (!chats.adminGroup) return 'noAdminGroup';
  const id = daySummaryIdOf(day);
  if (await deps.store.get('outbox', id)) return 'alreadyQueued';
  const orders = await deps.store.query('orders', {
    where: [['placedOn', day]],
    limit: summaryOrdersCap,
  });
  const shopOf = await shopDaysFor(deps.store, orders);
  const report = dayReportOf(day, orders, { town: deps.town, shopOf, now });
  const money = await moneyOfDay(deps.store, day);
  const texts = daySummaryTexts(report, money, deps.appUrl);
  const language = deps.town.defaultLanguage;
  const entry: OutboxEntry = {
    id,
    channel: 'adminGroup',
    event: 'daySummary',
    ref: `town/${day}`,
    text: texts[language],
    parseMode: 'HTML',
    language,
    translations: { en: { text: texts.en }, bn: { text: texts.bn } },
    status: 'pending',
    attempts: 0,
    createdAt: now.toISOString(),
  };
  return deps.store.transaction(async (tx) => {
    if (await tx.get('outbox', id)) return 'alreadyQueued';
    tx.set('outbox', entry);
    return 'queued';
  });
}
