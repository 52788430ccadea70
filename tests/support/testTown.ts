import type { TownConfig } from '@town/core';
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
