/**
 * The town's wall clock: times of day ("07:15") and calendar days are read in the town's time
 * zone, whatever the phone or the server is set to. One rule for the host (how long a shop was
 * open) and the app (which bus comes next).
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
