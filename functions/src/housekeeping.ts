import { type Clock, purgeStaleSignInRecords, type Store } from '@town/core';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

/**
 * Every hour: sign-in failure counts with nothing left in the last hour and reset rows a day
 * past expiry are deleted (the core's `purgeStaleSignInRecords`), as the local host does on its
 * timer. Staff sessions here are Firebase Auth's: nothing of ours to purge.
 */
export function signInRecordsSweep(deps: () => { store: Store; clock: Clock }) {
  return onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 300 }, async () => {
    const purged = await purgeStaleSignInRecords(deps());
    logger.info('purged stale sign-in records', purged);
  });
}
