/**
 * Bus departures are times of day ("07:15") in the town's time zone. These helpers work out
 * which departure comes next; the town's wall clock is core's (townClock).
 */
import { minutesOf, type TownClock } from '@town/core';

export { minutesOf, type TownClock, townClock } from '@town/core';

const minutesPerDay = 24 * 60;
const msPerMinute = 60_000;

/** The instant a departure leaves, today (or `daysLater`) in the town. */
export function departureInstant(clock: TownClock, timeOfDay: string, daysLater = 0): Date {
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day + daysLater);
  return new Date(wall + minutesOf(timeOfDay) * msPerMinute - clock.offsetMs);
}

export interface NextDeparture {
  /** The departure as written in the timetable, e.g. "07:15". */
  time: string;
  /** Its position in the timetable. */
  index: number;
  /** True when today's last bus has left and this is tomorrow's first. */
  tomorrow: boolean;
  /** Whole minutes from now until it leaves (0: leaving this minute). */
  minutesAway: number;
}

/**
 * The next bus at or after the current minute; after the last one, tomorrow's first.
 * Null only for an empty timetable.
 */
export function nextDeparture(
  departures: readonly string[],
  nowMinutes: number,
): NextDeparture | null {
  const sorted = departures
    .map((time, index) => ({ time, index, at: minutesOf(time) }))
    .sort((a, b) => a.at - b.at);
  const first = sorted[0];
  if (!first) return null;
  const today = sorted.find((departure) => departure.at >= nowMinutes);
  if (today) {
    return {
      time: today.time,
      index: today.index,
      tomorrow: false,
      minutesAway: today.at - nowMinutes,
    };
  }
  return {
    time: first.time,
    index: first.index,
    tomorrow: true,
    minutesAway: minutesPerDay - nowMinutes + first.at,
  };
}
