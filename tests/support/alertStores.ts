import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DeliverOptions,
  type DeliveryDeps,
  type DeliveryOutcome,
  deliverDueEntries,
  deliverOutboxEntry,
  type Store,
} from '@town/core';
import { createSqliteStore, openDatabase, openReader } from '@town/server';
import firebaseFunctionsTest from 'firebase-functions-test';
import { outboxRetrySweep, outboxTrigger } from '../../functions/src/triggers';
import { firebaseUnavailableReason, startFirebaseTestbed } from './firebaseTestbed';

/** Hands one outbox entry to delivery as the host's trigger path does. */
export type Deliver = (
  deps: DeliveryDeps,
  id: string,
  options?: DeliverOptions,
) => Promise<DeliveryOutcome>;

/**
 * The stores the host-neutral delivery tests run on (tests/alerts/triggerPath.test.ts), each a
 * fresh empty one, with the way that host hands an entry to `deliverOutboxEntry`: the local
 * host calls it; the Firebase host's `sendOutboxAlert` trigger runs it for an event made by
 * firebase-functions-test from the stored document.
 */
/** Runs one sweep of due entries as the host does (the dispatcher, the scheduled retry). */
export type Sweep = (deps: DeliveryDeps) => Promise<void>;

export type OpenStore = () => Promise<{
  store: Store;
  deliver: Deliver;
  sweep: Sweep;
  close: () => Promise<void>;
}>;

const sqlite: OpenStore = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'town-alert-store-'));
  const file = join(dir, 'town.db');
  const db = openDatabase(file);
  const reader = openReader(file);
  return {
    store: createSqliteStore(db, reader),
    deliver: deliverOutboxEntry,
    async sweep(deps) {
      await deliverDueEntries(deps);
    },
    async close() {
      reader.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

const firestore: OpenStore = async () => {
  const bed = await startFirebaseTestbed({ seed: false });
  const fft = firebaseFunctionsTest({ projectId: bed.projectId });
  const store = bed.deps.context.store;
  return {
    store,
    async deliver(deps, id, options) {
      const entry = await store.get('outbox', id);
      // As deployed, with the test's deps and retry window in place of the params'.
      const trigger = fft.wrap(outboxTrigger(() => deps, options ?? {}));
      const event = {
        data: fft.firestore.makeDocumentSnapshot(entry ?? {}, `outbox/${id}`),
        params: { id },
      };
      return (await trigger(event as never)) as DeliveryOutcome;
    },
    async sweep(deps) {
      // The scheduled retryOutboxAlerts function, as deployed, with the test's deps.
      await outboxRetrySweep(() => deps).run({ scheduleTime: new Date().toISOString() });
    },
    async close() {
      fft.cleanup();
      await bed.stop();
    },
  };
};

/** Each store the delivery tests run on; Firestore where the emulators run (see below). */
export const alertStores: Array<[name: string, open: OpenStore]> = [
  ['SQLite (local host)', sqlite],
  ...(firebaseUnavailableReason()
    ? []
    : [
        ['Firestore (Firebase host, through the sendOutboxAlert trigger)', firestore] as [
          string,
          OpenStore,
        ],
      ]),
];

/** Why the Firestore store is left out of `alertStores` here, or null. */
export const firestoreStoreSkipReason = firebaseUnavailableReason;
