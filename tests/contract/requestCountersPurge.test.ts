import { type LookupCount, purgeStaleSignInRecords, type Store } from '@town/core';
import { checkCounters } from '../../core/src/limits/requestCounters';
import { alertStores } from '../support/alertStores';
import { manualClock } from '../support/localDriver';

const hourMs = 60 * 60_000;

/** A counter as `checkCounters` stores it: its times and the latest of them. */
const counter = (id: string, at: number[], weights?: number[]): LookupCount => ({
  id,
  at,
  lastAt: Math.max(...at),
  ...(weights ? { weights } : {}),
});

/**
 * The store as the purge sees it, noting how many counter documents its queries return: on
 * Firestore each is a billed read, so the purge must not be handed the live ones.
 */
function countingCounterReads(store: Store) {
  const seen = { counters: 0 };
  const counting: Store = {
    ...store,
    get: (collection, id) => store.get(collection, id),
    transaction: (work) => store.transaction(work),
    async query(collection, query) {
      const docs = await store.query(collection, query);
      if (collection === 'lookupCounts') seen.counters += docs.length;
      return docs;
    },
  };
  return { counting, seen };
}

/**
 * Request counters (one per phone and per address that ever looked up an order, placed one or
 * booked) are bookkeeping: the hourly purge drops those with no request in a day, on each
 * host's store, and keeps any with a request since. It asks only for counters whose latest
 * request (`lastAt`) is a day old, so live counters cost it nothing.
 */
describe.each(alertStores)('request counters purged on %s', (_name, open) => {
  let opened: Awaited<ReturnType<typeof open>>;
  const time = manualClock();

  beforeAll(async () => {
    opened = await open();
  }, 60_000);
  afterAll(() => opened.close());

  test('a counter idle for a day goes; one with a request in the day stays', async () => {
    const now = time.clock.now().getTime();
    await opened.store.transaction(async (tx) => {
      tx.set('lookupCounts', counter('lookup:phone:idle', [now - 30 * hourMs, now - 25 * hourMs]));
      tx.set('lookupCounts', counter('orders:address:recent', [now - 2 * hourMs]));
      tx.set(
        'lookupCounts',
        counter('cash:phone:mixed', [now - 40 * hourMs, now - 23 * hourMs], [50_000, 20_000]),
      );
    });
    const purged = await purgeStaleSignInRecords({ store: opened.store, clock: time.clock });
    expect(purged.lookupCounts).toBe(1);
    const kept = (await opened.store.query('lookupCounts', {})).map((doc) => doc.id).sort();
    expect(kept).toEqual(['cash:phone:mixed', 'orders:address:recent']);

    time.advance(24 * hourMs);
    expect(
      (await purgeStaleSignInRecords({ store: opened.store, clock: time.clock })).lookupCounts,
    ).toBe(2);
    expect(await opened.store.query('lookupCounts', {})).toEqual([]);
  });

  test('past a page of counters, kept ones between stale ones, one run purges every stale one', async () => {
    const now = time.clock.now().getTime();
    const ids = Array.from({ length: 230 }, (_, i) => `page:${String(i).padStart(3, '0')}`);
    await opened.store.transaction(async (tx) => {
      for (const [i, id] of ids.entries()) {
        tx.set('lookupCounts', counter(id, [now - (i % 2 === 0 ? 30 : 2) * hourMs]));
      }
    });
    const { counting, seen } = countingCounterReads(opened.store);
    const purged = await purgeStaleSignInRecords({ store: counting, clock: time.clock });
    expect(purged.lookupCounts).toBe(115);
    // The 115 live counters were never handed to the purge: only the due ones were read.
    expect(seen.counters).toBe(115);
    const kept = (await opened.store.query('lookupCounts', {})).map((doc) => doc.id).sort();
    expect(kept).toEqual(ids.filter((_, i) => i % 2 === 1));
    await opened.store.transaction(async (tx) => {
      for (const id of kept) tx.delete('lookupCounts', id);
    });
  });

  test('a counter written by a request carries its time, and lives a day from it', async () => {
    const count = () =>
      opened.store.transaction(async (tx) => {
        const record = await checkCounters(tx, time.clock.now().getTime(), [
          { id: 'lookup:phone:live', max: 100, windowMs: hourMs, refusal: () => 'wait' },
        ]);
        record();
      });
    await count();
    time.advance(20 * hourMs);
    await count();
    const written = await opened.store.get('lookupCounts', 'lookup:phone:live');
    expect(written?.lastAt).toBe(time.clock.now().getTime());

    time.advance(23 * hourMs);
    const { counting, seen } = countingCounterReads(opened.store);
    expect(
      (await purgeStaleSignInRecords({ store: counting, clock: time.clock })).lookupCounts,
    ).toBe(0);
    expect(seen.counters).toBe(0);
    expect(await opened.store.get('lookupCounts', 'lookup:phone:live')).not.toBeNull();

    time.advance(hourMs);
    expect(
      (await purgeStaleSignInRecords({ store: opened.store, clock: time.clock })).lookupCounts,
    ).toBe(1);
    expect(await opened.store.get('lookupCounts', 'lookup:phone:live')).toBeNull();
  });
});
