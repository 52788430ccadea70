import { purgeStaleSignInRecords } from '@town/core';
import { alertStores } from '../support/alertStores';
import { manualClock } from '../support/localDriver';

const hourMs = 60 * 60_000;

/**
 * Request counters (one per phone and per address that ever looked up an order, placed one or
 * booked) are bookkeeping: the hourly purge drops those with no request in a day, on each
 * host's store, and keeps any with a request since.
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
      tx.set('lookupCounts', {
        id: 'lookup:phone:idle',
        at: [now - 30 * hourMs, now - 25 * hourMs],
      });
      tx.set('lookupCounts', { id: 'orders:address:recent', at: [now - 2 * hourMs] });
      tx.set('lookupCounts', {
        id: 'cash:phone:mixed',
        at: [now - 40 * hourMs, now - 23 * hourMs],
        weights: [50_000, 20_000],
      });
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
        tx.set('lookupCounts', { id, at: [now - (i % 2 === 0 ? 30 : 2) * hourMs] });
      }
    });
    const purged = await purgeStaleSignInRecords({ store: opened.store, clock: time.clock });
    expect(purged.lookupCounts).toBe(115);
    const kept = (await opened.store.query('lookupCounts', {})).map((doc) => doc.id).sort();
    expect(kept).toEqual(ids.filter((_, i) => i % 2 === 1));
  });
});
