import { type Clock, minutesOf, townDate, townTime } from '@town/core';
import { systemClock } from '@town/core/node';

/**
 * A clock at real pace that read `time` in the town when it was made, on the town's date of
 * the moment. Suites on real timers (a bot's pacing and retries) that need "later today" (a
 * free slot, an open chamber) then hold at any hour a run starts, near midnight included.
 */
export function townMorningClock(timeZone: string, time = '09:30'): Clock {
  const started = new Date();
  const sinceMidnight = minutesOf(townTime(started, timeZone));
  const offsetMs = (minutesOf(time) - sinceMidnight) * 60_000 - (started.getTime() % 60_000);
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  if (townDate(clock.now(), timeZone) !== townDate(started, timeZone)) {
    throw new Error(`townMorningClock: ${time} is not on the town's date of the moment`);
  }
  return clock;
}

/** The clock a host in a test runs on: `true` for the wall clock, or a real-paced clock given. */
export const realClockOf = (option: boolean | Clock | undefined): Clock | undefined =>
  option === true ? systemClock : option || undefined;
