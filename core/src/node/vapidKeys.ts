import type { Store } from '../ports';
import type { VapidKeyPair } from './pushSender';

/** The one document of `vapidKeys` (never readable by clients on either host). */
const vapidDocumentId = 'vapid';

/**
 * The town's VAPID key pair, kept in the town's own store (`vapidKeys/vapid`), so that backups,
 * restores and moves carry it with the subscriptions made to it: a new pair would silence every
 * browser subscribed to the old one. Made at first use in a transaction that reads before it
 * writes: two instances starting together both read nothing, one commits, and the other's
 * transaction runs again, reads that pair and keeps it. Read once per process; a failed read is
 * not kept, so the next call asks again.
 *
 * `firstPair` gives the pair to keep when none is stored: a new one (web-push's
 * `generateVAPIDKeys`, handed in by the host), or one the host kept elsewhere before.
 */
export function storedVapidKeys(
  store: Store,
  firstPair: () => VapidKeyPair,
): () => Promise<VapidKeyPair> {
  let kept: Promise<VapidKeyPair> | undefined;
  const load = async (): Promise<VapidKeyPair> => {
    const made = firstPair();
    const { publicKey, privateKey } = await store.transaction(async (tx) => {
      const stored = await tx.get('vapidKeys', vapidDocumentId);
      if (stored) return stored;
      const fresh = { id: vapidDocumentId, ...made };
      tx.set('vapidKeys', fresh);
      return fresh;
    });
    return { publicKey, privateKey };
  };
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
