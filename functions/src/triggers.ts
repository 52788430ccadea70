import { type AlertDeliveryDeps, deliverOutboxEntry, pendingOutboxIds } from '@town/core';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { telegramBotToken } from './params';

export type AlertDepsSource = () => AlertDeliveryDeps;

/** A new outbox entry (written in the same transaction as the order or booking) is sent at once. */
export function outboxTrigger(deps: AlertDepsSource) {
  return onDocumentCreated(
    { document: 'outbox/{entryId}', secrets: [telegramBotToken] },
    async (event) => {
      const outcome = await deliverOutboxEntry(deps(), event.params.entryId);
      logger.info('outbox entry', { id: event.params.entryId, outcome });
    },
  );
}

/**
 * Entries whose first send failed (Telegram down, 429) are tried again here once their wait
 * is over; with no bot token they stay pending and show as not sent to admins.
 */
export function outboxRetrySweep(deps: AlertDepsSource) {
  return onSchedule({ schedule: 'every 5 minutes', secrets: [telegramBotToken] }, async () => {
    const host = deps();
    for (const id of await pendingOutboxIds(host.store)) {
      const outcome = await deliverOutboxEntry(host, id);
      if (outcome !== 'skipped') logger.info('outbox retry', { id, outcome });
    }
  });
}
