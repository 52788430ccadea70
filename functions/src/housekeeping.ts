import {
  type ActionContext,
  type Clock,
  type DaySummaryDeps,
  ensureSearchCatalog,
  purgeStaleSignInRecords,
  queueDaySummary,
  releaseUnacceptedParts,
  type Store,
} from '@town/core';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

/**
 * Every hour: sign-in failure counts with nothing left in the last hour and reset rows a day
 * past expiry are deleted (the core's `purgeStaleSignInRecords`), as the local host does on its
 * timer. Staff sessions here are Firebase Auth's: nothing of ours to purge. A kept search
 * catalog lost to a stop between a catalog edit and its rebuild is built again (decision 1960).
 */
export function signInRecordsSweep(deps: () => { store: Store; clock: Clock }) {
  return onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300 }, async () => {
    const { store, clock } = deps();
    const purged = await purgeStaleSignInRecords({ store, clock });
    logger.info('purged stale sign-in records', purged);
    if (await ensureSearchCatalog(store, clock)) logger.info('built the missing search catalog');
  });
}

/**
 * Every 5 minutes: shops' parts of orders that nobody accepted within the town's
 * `acceptWithinMinutes` of opening hours are cancelled and their stock is back on sale (the
 * core's `releaseUnacceptedParts`, as the local host runs on its timer).
 */
export function unacceptedPartsSweep(
  context: () => Omit<ActionContext, 'principal'> | Promise<Omit<ActionContext, 'principal'>>,
) {
  return onSchedule({ schedule: 'every 5 minutes', timeoutSeconds: 300 }, async () => {
    const released = await releaseUnacceptedParts(await context());
    if (released.parts > 0) logger.info('released unaccepted order parts', released);
  });
}

/**
 * Every 5 minutes: once the town's summary time has passed (town time, `town.daySummary`), the
 * day's summary is queued for the admin group (the core's `queueDaySummary`, as the local host
 * runs on its release tick). Its outbox id is fixed per town day, so later ticks queue nothing;
 * the outbox trigger sends it at once.
 */
export function daySummarySchedule(deps: () => Promise<DaySummaryDeps>) {
  return onSchedule({ schedule: 'every 5 minutes', timeoutSeconds: 120 }, async () => {
    const queued = await queueDaySummary(await deps());
    if (queued === 'queued') logger.info("queued the day's summary for the admin group");
  });
}
