import type { Collections } from '../model/collections';
import type { Clock, Store } from '../ports';
import { hourMs } from './throttle';

/** Reset rows are kept a day past their expiry (support can tell "expired" from "never sent"). */
const resetKeptMs = 24 * hourMs;
const page = 200;
/** A run stops after this many rows looked at; the next run goes on. */
const maxLookedAt = 10_000;

export interface PurgeCount {
  loginAttempts: number;
  passwordResets: number;
  telegramLinkCodes: number;
  telegramUpdates: number;
  lookupCounts: number;
}

/**
 * A request counter (per phone, per address: lookups, orders, bookings) is dropped a day after
 * its last request: every window it counts is an hour at most, and a day leaves room for a
 * longer one without anyone's count starting afresh too soon.
 */
const countersKeptMs = 24 * hourMs;

/**
 * Handled Telegram update ids are kept a week: Telegram redelivers an update for 24 hours at
 * most, so an older id can never come back.
 */
const updatesKeptMs = 7 * 24 * hourMs;

/**
 * Deletes sign-in bookkeeping nothing needs any more: failure counts with no failure in the
 * last hour (they count for an hour only) and reset rows a day past expiry; the bot's:
 * expired Connect Telegram codes and handled update ids a week old; and request counters with
 * no request in a day (one per phone and address that ever asked, otherwise kept for ever). Hosts run it
 * periodically (the local host on a timer, Firebase on a schedule), not only at start: a long
 * guessing run from many addresses would otherwise leave a row per address until a restart.
 */
export async function purgeStaleSignInRecords(deps: {
  store: Store;
  clock: Clock;
}): Promise<PurgeCount> {
  const now = deps.clock.now().getTime();
  const staleAttempts = (failures: ReadonlyArray<number | { at: number }>) =>
    failures.every(
      (failure) => now - (typeof failure === 'number' ? failure : failure.at) >= hourMs,
    );
  const loginAttempts = await purgeWhere(deps.store, 'loginAttempts', (doc) =>
    staleAttempts(doc.failures),
  );
  const resetCutoff = new Date(now - resetKeptMs).toISOString();
  const passwordResets = await purgeWhere(
    deps.store,
    'passwordResets',
    (doc) => doc.expiresAt < resetCutoff,
  );
  const nowIso = new Date(now).toISOString();
  const telegramLinkCodes = await purgeWhere(
    deps.store,
    'telegramLinkCodes',
    (doc) => doc.expiresAt < nowIso,
  );
  const updatesCutoff = new Date(now - updatesKeptMs).toISOString();
  const telegramUpdates = await purgeWhere(
    deps.store,
    'telegramUpdates',
    (doc) => doc.handledAt < updatesCutoff,
  );
  const lookupCounts = await purgeWhere(deps.store, 'lookupCounts', (doc) =>
    doc.at.every((at) => now - at >= countersKeptMs),
  );
  return { loginAttempts, passwordResets, telegramLinkCodes, telegramUpdates, lookupCounts };
}

async function purgeWhere<
  C extends
    | 'loginAttempts'
    | 'passwordResets'
    | 'telegramLinkCodes'
    | 'telegramUpdates'
    | 'lookupCounts',
>(store: Store, collection: C, stale: (doc: Collections[C]) => boolean): Promise<number> {
  let deleted = 0;
  let afterId: string | undefined;
  for (let lookedAt = 0; lookedAt < maxLookedAt; ) {
    // Paged by id, not offset: each document is read once a run, kept ones too.
    const docs = await store.query(collection, {
      limit: page,
      ...(afterId !== undefined ? { afterId } : {}),
    });
    if (docs.length === 0) break;
    lookedAt += docs.length;
    afterId = docs.at(-1)?.id;
    for (const doc of docs) {
      // Checked again inside the transaction: a failure may have been added since.
      const gone = await store.transaction(async (tx) => {
        const current = await tx.get(collection, doc.id);
        if (!current || !stale(current)) return false;
        tx.delete(collection, doc.id);
        return true;
      });
      if (gone) deleted++;
    }
    if (docs.length < page) break;
  }
  return deleted;
}
