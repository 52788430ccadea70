import { slotsOn, type TownConfig, type TownSettings, townDate } from '@town/core';
import { demoTown } from '../../demo';

/**
 * The demo town with its order and request limits raised out of the way: most suites place many
 * orders and bookings from one address and reuse phones, as they raise the per-minute budgets
 * (`limits`). Suites about the limits themselves start their host with `demoTown`.
 */
export const testTown: TownConfig = {
  ...demoTown,
  orderLimits: {
    openPerPhone: 10_000,
    perClientPerHour: 1_000_000,
    openUnitsPerProduct: 100_000,
    newPhoneOpenPaise: 100_000_000,
    openPaisePerPhone: 100_000_000,
    paisePerClientPerHour: 1_000_000_000_000,
  },
  // Suites book years ahead of the hand-moved clock, from one address, with a few phones.
  requestLimits: {
    bookingDaysAhead: 3660,
    openBookingsPerPhone: 100,
    bookingsPerClientPerHour: 10_000,
    openHelpRequestsPerPhone: 100,
    helpRequestsPerClientPerHour: 10_000,
    contactMessagesPerClientPerHour: 10_000,
  },
};

/**
 * A collection time of the town's lab that a lab booking can ask for: the first of the day
 * after `now` in the town (every day of the demo lab has some), or of `date` when given.
 */
export function labCollection(
  at: { now?: Date; date?: string } = {},
  town: TownConfig = demoTown,
): { date: string; time: string } {
  const date =
    at.date ??
    new Date(Date.parse(`${townDate(at.now ?? new Date(), town.timeZone)}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
  const [time] = slotsOn(town.lab!.collection!, date);
  if (!time) throw new Error(`The lab takes no samples on ${date}`);
  return { date, time };
}

/**
 * A town's settings as an admin saves them (/admin/town: no slug), with the order limits as high
 * as the settings allow: testTown's own are beyond them, so a suite that saves the settings of
 * a host started on testTown saves these, each field valid.
 */
export function savableSettings(town: TownConfig = testTown): TownSettings {
  const { slug: _slug, ...settings } = town;
  return {
    ...settings,
    orderLimits: {
      ...settings.orderLimits,
      openPerPhone: Math.min(settings.orderLimits.openPerPhone, 100),
      perClientPerHour: Math.min(settings.orderLimits.perClientPerHour, 10_000),
    },
  };
}

/**
 * The test town with no day's summary, for suites on a real clock: the summary is due from 21:00
 * in the town, so a host started in the evening queues it in the middle of a suite's alerts or
 * its before-and-after comparison of the store, and the suite fails at some hours only.
 */
export const townWithoutDaySummary: TownConfig = {
  ...testTown,
  daySummary: { enabled: false, at: '21:00' },
};
