/**
 * The Firebase host: one callable per core action (named as the action) except the admin
 * account actions Firebase Auth serves, `read` for named reads that need the server,
 * `recordPhoto` and `photoLink` for photos, the outbox trigger and retry sweep that send staff
 * alerts with the core's delivery code, the day's summary for the admin group, the photo sweep, the Telegram bot's webhook, and `pages`,
 * the web app's pages rendered with their content behind Hosting. Deployed as one bundle with the
 * core (see ../build.mjs).
 */
import { join } from 'node:path';
import { setGlobalOptions } from 'firebase-functions/v2';
import { createDeployedCallables } from './callables';
import { withTown } from './hostDeps';
import { daySummarySchedule, signInRecordsSweep, unacceptedPartsSweep } from './housekeeping';
import { loadWebPages, pagesFunction } from './pages';
import { region } from './params';
import { alertDeps, daySummaryDeps, productionDeps, webhookDeps } from './productionDeps';
import { telegramWebhook } from './telegramWebhook';
import { outboxRetrySweep, outboxTrigger, photoSweepSchedule } from './triggers';

// A small town's traffic: cap instances so a flood of requests cannot run up the bill.
setGlobalOptions({ region, maxInstances: 10 });

const deployed = {
  ...createDeployedCallables(productionDeps),
  sendOutboxAlert: outboxTrigger(alertDeps),
  retryOutboxAlerts: outboxRetrySweep(alertDeps),
  sweepPhotos: photoSweepSchedule(productionDeps),
  purgeSignInRecords: signInRecordsSweep(() => productionDeps().context),
  releaseUnacceptedParts: unacceptedPartsSweep(() => withTown(productionDeps().context)),
  queueDaySummary: daySummarySchedule(daySummaryDeps),
  telegramWebhook: telegramWebhook(webhookDeps),
  // The web build rides in the bundle's web/ folder (../build.mjs puts it there).
  pages: pagesFunction(productionDeps, () => loadWebPages(join(__dirname, 'web'))),
};

// Exported as a plain CommonJS object so every action the core defines (now or later) is
// deployed without a list to keep in step here, less the admin account actions Firebase Auth
// serves; a test compares the bundle's exports with core.
module.exports = deployed;
