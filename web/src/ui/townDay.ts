import { addDays } from '@town/core/shopDays';
import { townNow } from '@town/core/townClock';

/** Where an instant falls in the town's calendar, seen from `now`. */
export type TownDay = 'today' | 'tomorrow' | 'later';

/**
 * Whether `at` is today, tomorrow or later in the town's calendar: a time such as "6:15 am" must
 * say "tomorrow" when it is, or a customer reads it as this morning.
 */
export function townDayOf(at: string | Date, now: Date, timeZone: string): TownDay {
  const day = townNow(new Date(at), timeZone).date;
  const today = townNow(now, timeZone).date;
  if (day <= today) return 'today';
  return day === addDays(today, 1) ? 'tomorrow' : 'later';
}
