import { z } from 'zod';
import { minutesOf, townClock, townDate } from '../time/townClock';

/** "HH:MM", 24-hour, town time. */
const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 21:00 (24-hour, HH:MM)');

/**
 * When the day's summary goes to the admin group: a town setting edited at /admin/town.
 * Absent: sent at `defaultDaySummary.at`.
 */
export const daySummarySettingSchema = z.strictObject({
  enabled: z.boolean(),
  at: timeOfDaySchema,
});
export type DaySummarySetting = z.infer<typeof daySummarySettingSchema>;

/** Closing time of a small town's shops: late enough that the day's orders are settled. */
export const defaultDaySummary: DaySummarySetting = { enabled: true, at: '21:00' };

/**
 * The outbox id of a town day's summary. Fixed per day, so a repeated tick, a restart or both
 * hosts' timers enqueue it once: a second write of the same id is a no-op.
 */
export const daySummaryIdOf = (day: string): string => `daySummary-${day}`;

/**
 * The town day whose summary is due at `now`, or null. Due from the set time until the town's
 * midnight: a host that was down at the set time sends it on its next tick that same day, but
 * never for a day already past (yesterday's figures would arrive as if they were today's).
 */
export function daySummaryDueDay(
  now: Date,
  timeZone: string,
  setting: DaySummarySetting = defaultDaySummary,
): string | null {
  if (!setting.enabled) return null;
  const { minutes } = townClock(now, timeZone);
  return minutes >= minutesOf(setting.at) ? townDate(now, timeZone) : null;
}
