/**
 * The town's wall clock: times of day ("07:15") and calendar days are read in the town's time
 * zone, whatever the phone or the server is set to. The one place that asks Intl for them: the
 * host (a booking's day, how long a shop was open, a backup's day) and the app (which bus comes
 * next, whether a shop is open) read the town's clock through these functions. No schema library
 * here: the web bundle imports it.
 */

/** The town's date and time of day at one instant. */
export interface TownClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** Minutes since the town's midnight. */
  minutes: number;
  /** Town wall clock minus UTC, e.g. +5:30 h for Asia/Kolkata. */
  offsetMs: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The last reading per time zone, with the second it was for. Formatting costs a few
 * microseconds and an order or a catalog page asks many times; within one second the answer
 * cannot change (time zone offsets are whole seconds), so a busy second formats once.
 */
const lastReadings = new Map<string, { second: number; clock: TownClock }>();

export function townClock(now: Date, timeZone: string): TownClock {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastReadings.get(timeZone);
  if (last?.second === second) return last.clock;
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(now)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second: seconds = 0 } = parts;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, seconds);
  const clock = {
    year,
    month,
    day,
    minutes: hour * 60 + minute,
    offsetMs: wallAsUtc - second * 1000,
  };
  lastReadings.set(timeZone, { second, clock });
  return clock;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" for minutes since midnight: 435 → "07:15". */
export const hhmmOf = (minutes: number) =>
  `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

/** The calendar date (YYYY-MM-DD) in the town's time zone. */
export function townDate(at: Date, timeZone: string): string {
  const { year, month, day } = townClock(at, timeZone);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** "HH:MM" (24-hour) of `at` in the town's time zone. */
export function townTime(at: Date, timeZone: string): string {
  return hhmmOf(townClock(at, timeZone).minutes);
}

/** The town's calendar date, weekday (0 = Sunday) and "HH:MM" at one instant. */
export interface TownNow {
  date: string;
  day: number;
  time: string;
}

export function townNow(at: Date, timeZone: string): TownNow {
  const date = townDate(at, timeZone);
  return {
    date,
    day: new Date(`${date}T00:00:00Z`).getUTCDay(),
    time: townTime(at, timeZone),
  };
}

/** "07:15" → 435. */
export function minutesOf(timeOfDay: string): number {
  const [hours = 0, minutes = 0] = timeOfDay.split(':').map(Number);
  return hours * 60 + minutes;
}
