/**
 * The Firebase host: one callable per core action (named as the action), `read` for named
 * reads that need the server, `recordPhoto` for uploads, and the outbox trigger and retry
 * sweep that send staff alerts with the core's delivery code. Deployed as one bundle with the
 * core (see ../build.mjs).
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { createCallables } from './callables';
import { signInRecordsSweep } from './housekeeping';
import { region } from './params';
import { alertDeps, productionDeps } from './productionDeps';
import { outboxRetrySweep, outboxTrigger } from './triggers';

// A small town's traffic: cap instances so a flood of requests cannot run up the bill.
setGlobalOptions({ region, maxInstances: 10 });

const deployed = {
  ...createCallables(productionDeps),
  sendOutboxAlert: outboxTrigger(alertDeps),
  retryOutboxAlerts: outboxRetrySweep(alertDeps),
  purgeSignInRecords: signInRecordsSweep(() => productionDeps().context),
};

// Exported as a plain CommonJS object so every action the core defines (now or later) is
// deployed without a list to keep in step here; a test compares the bundle's exports with core.
module.exports = deployed;
