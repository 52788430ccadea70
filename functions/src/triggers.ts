import {
  type DeliverOptions,
  type DeliveryDeps,
  deliverDueEntries,
  deliverOutboxEntry,
} from '@town/core';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { closeEmailEntries } from './emailEntries';
import type { HostDepsSource } from './hostDeps';
import { telegramSecrets } from './params';
import { sweepUploadedPhotos } from './photoUploads';

export type AlertDepsSource = () => DeliveryDeps;

/**
 * A new outbox entry (written in the same transaction as the order or booking) is sent at once
 * by the core's `deliverOutboxEntry`. Events may arrive more than once: the entry's lease makes
 * a second run send nothing. The invocation rides out a short 429 or blip itself (up to a
 * minute); later retries are the sweep's. Email entries are closed as not sent (emailEntries.ts).
 */
export function outboxTrigger(
  deps: AlertDepsSource,
  options: DeliverOptions = { keepTryingForMs: 60_000 },
) {
  return onDocumentCreated(
    { document: 'outbox/{id}', secrets: telegramSecrets, timeoutSeconds: 120 },
    async (event) => {
      const host = deps();
      const outcome = await deliverOutboxEntry(host, event.params.id, options);
      if (outcome.outcome === 'skipped' && outcome.reason === 'notTelegram') {
        await closeEmailEntries(host, [event.params.id]);
      }
      return outcome;
    },
  );
}

/**
 * Every minute (an idle minute costs two reads: the bound chats and one outbox query): entries
 * whose retry is due, whose sender stopped (lease ran out), or that were
 * kept as not configured and now have a bot and a chat; and email entries an admin retried,
 * closed again as not sent.
 */
export function outboxRetrySweep(deps: AlertDepsSource) {
  return onSchedule(
    { schedule: 'every 1 minutes', secrets: telegramSecrets, timeoutSeconds: 120 },
    async () => {
      const host = deps();
      // The sweep's one outbox query saw the pending email entries too: no second query.
      const swept = await deliverDueEntries(host);
      await closeEmailEntries(host, swept.pendingEmail);
    },
  );
}

/**
 * Every 30 minutes: photos no order took within a few hours are deleted (records and objects),
 * with uploads never recorded, and the storage in use is settled for storage.rules to read.
 */
export function photoSweepSchedule(deps: HostDepsSource) {
  return onSchedule({ schedule: 'every 30 minutes', timeoutSeconds: 300 }, async () => {
    const host = deps();
    await sweepUploadedPhotos(host.context, host.photos, host.photoStorage());
  });
}
