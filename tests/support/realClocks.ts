import { type Clock, minutesOf, townTime } from '@town/core';
import { systemClock } from '@town/core/node';

/**
 * A clock at real pace that read `time` in the town when it was made: today if that time is
 * still to come, else tomorrow. Suites on real timers (a bot's pacing and retries) that need
 * "later today" (a free slot, an open chamber) then hold at any hour a run starts. It is never
 * behind the wall clock: the run's one Auth emulator stamps revocations (another suite's
 * password reset of a demo admin) in real time, and a link made by a clock behind them would
 * read as made before them (functions/src/staffStanding.ts).
 */
export function townMorningClock(timeZone: string, time = '09:30'): Clock {
  const started = new Date();
  const sinceMidnight = minutesOf(townTime(started, timeZone));
  const dayMinutes = 24 * 60;
  const ahead = (minutesOf(time) - sinceMidnight + dayMinutes) % dayMinutes;
  const offsetMs = ahead * 60_000 - (started.getTime() % 60_000);
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  if (townTime(clock.now(), timeZone).slice(0, 5) !== time) {
    throw new Error(
      `townMorningClock: the clock reads ${townTime(clock.now(), timeZone)}, not ${time}`,
    );
  }
  return clock;
}

/** The clock a host in a test runs on: `true` for the wall clock, or a real-paced clock given. */
export const realClockOf = (option: boolean | Clock | undefined): Clock | undefined =>
  option === true ? systemClock : option || undefined;
