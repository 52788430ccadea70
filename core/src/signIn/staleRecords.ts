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
  const { store } = deps;
  const staleAttempts = (failures: ReadonlyArray<number | { at: number }>) =>
    failures.every(
      (failure) => now - (typeof failure === 'number' ? failure : failure.at) >= hourMs,
    );
  // Each purge asks only for rows past their cutoff (`below`: times are whole ms, so "at least
  // this old" is "before the cutoff plus one"), then checks each again in its transaction.
  const loginAttempts = await purgeDue(
    store,
    'loginAttempts',
    ['lastAt', now - hourMs + 1],
    (doc) => staleAttempts(doc.failures),
  );
  const resetCutoff = new Date(now - resetKeptMs).toISOString();
  const passwordResets = await purgeDue(
    store,
    'passwordResets',
    ['expiresAt', resetCutoff],
    (doc) => doc.expiresAt < resetCutoff,
  );
  const nowIso = new Date(now).toISOString();
  const telegramLinkCodes = await purgeDue(
    store,
    'telegramLinkCodes',
    ['expiresAt', nowIso],
    (doc) => doc.expiresAt < nowIso,
  );
  const updatesCutoff = new Date(now - updatesKeptMs).toISOString();
  const telegramUpdates = await purgeDue(
    store,
    'telegramUpdates',
    ['handledAt', updatesCutoff],
    (doc) => doc.handledAt < updatesCutoff,
  );
  const lookupCounts = await purgeDue(
    store,
    'lookupCounts',
    ['lastAt', now - countersKeptMs + 1],
    (doc) => doc.at.every((at) => now - at >= countersKeptMs),
  );
  return { loginAttempts, passwordResets, telegramLinkCodes, telegramUpdates, lookupCounts };
}

type Purged =
  | 'loginAttempts'
  | 'passwordResets'
  | 'telegramLinkCodes'
  | 'telegramUpdates'
  | 'lookupCounts';

/**
 * Deletes the documents whose `due` field is below its cutoff and that are still `stale` in
 * their own transaction (a request may have come since the query). Only due documents are read
 * (Firestore bills each read; an empty answer bills one), not the whole collection. No paging
 * cursor: deleted documents leave the answer, so each page asks again from the start; a page
 * that deletes nothing ends the run (what is left changed meanwhile and is no longer due).
 */
async function purgeDue<C extends Purged>(
  store: Store,
  collection: C,
  due: readonly [field: string, cutoff: string | number],
  stale: (doc: Collections[C]) => boolean,
): Promise<number> {
  let deleted = 0;
  for (let lookedAt = 0; lookedAt < maxLookedAt; ) {
    const docs = await store.query(collection, { below: due, limit: page });
    lookedAt += docs.length;
    let deletedNow = 0;
    for (const doc of docs) {
      const gone = await store.transaction(async (tx) => {
        const current = await tx.get(collection, doc.id);
        if (!current || !stale(current)) return false;
        tx.delete(collection, doc.id);
        return true;
      });
      if (gone) deletedNow++;
    }
    deleted += deletedNow;
    if (docs.length < page || deletedNow === 0) break;
  }
  return deleted;
}
