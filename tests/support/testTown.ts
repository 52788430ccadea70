import type { TownConfig, TownSettings } from '@town/core';
import { demoTown } from '../../demo';

/**
 * The demo town with its order limits raised out of the way: most suites place many orders from
 * one address and reuse phones, as they raise the per-minute budgets (`limits`). Suites about
 * the limits themselves start their host with `demoTown`.
 */
export const testTown: TownConfig = {
  ...demoTown,
  orderLimits: { openPerPhone: 10_000, perClientPerHour: 1_000_000 },
};

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
