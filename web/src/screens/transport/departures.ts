/**
 * Bus departures are times of day ("07:15") in the town's time zone. These helpers work out
 * the town's wall clock for an instant, and which departure comes next.
 */

const minutesPerDay = 24 * 60;
const msPerMinute = 60_000;

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

export function townClock(now: Date, timeZone: string): TownClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(now)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSeconds = Math.floor(now.getTime() / 1000) * 1000;
  return { year, month, day, minutes: hour * 60 + minute, offsetMs: wallAsUtc - wholeSeconds };
}

/** "07:15" → 435. */
export function minutesOf(timeOfDay: string): number {
  const [hours = 0, minutes = 0] = timeOfDay.split(':').map(Number);
  return hours * 60 + minutes;
}

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
