import { demoCatalog } from '../../demo';
import { createTownSearch, minShareOfBest, searchEntriesOf } from '../src/search';
import { searchQueryTable } from './searchQueries';

/** Decision 1870: exact words first, a query naming a kind lists that kind first, no noise. */
describe('ranking over the demo town', () => {
  const search = createTownSearch(searchEntriesOf(demoCatalog), demoCatalog.searchWords);

  test.each(searchQueryTable)('"$query" finds $first first', ({ query, first, absent, only }) => {
    const hits = search.search(query);
    const titles = hits.map((hit) => hit.entry.title);
    expect(titles.slice(0, first.length)).toEqual(first);
    for (const title of absent ?? []) expect(titles).not.toContain(title);
    if (only) expect(new Set(hits.map((hit) => hit.entry.kind))).toEqual(new Set([only]));
  });

  test('a near spelling never comes before a word spelt right', () => {
    for (const { query } of searchQueryTable) {
      const matches = search.search(query).map((hit) => hit.match);
      const firstNear = matches.indexOf('near');
      if (firstNear >= 0) expect(matches.slice(firstNear).every((m) => m === 'near')).toBe(true);
    }
  });

  test('another spelling stays only at a fair share of the best relevance', () => {
    for (const { query } of searchQueryTable) {
      const hits = search.search(query, 100);
      const best = Math.max(...hits.map((hit) => hit.score));
      for (const hit of hits) {
        if (hit.match !== 'word') expect(hit.score).toBeGreaterThanOrEqual(best * minShareOfBest);
      }
    }
  });

  test('a misspelling still finds its word when nothing is spelt right', () => {
    expect(search.search('potatoe')[0]?.entry.title).toBe('Potato (Jyoti)');
    expect(search.search('ambulence')[0]?.entry.kind).toBe('emergency');
  });

  test('results carry what their kind needs: a price and photo, a number, departures', () => {
    const [gourd] = search.search('potol');
    expect(gourd?.entry.product?.pricePaise).toBeGreaterThan(0);
    expect(gourd?.entry.product?.shopId).toBeTruthy();
    const [ambulance] = search.search('ambulance');
    expect(ambulance?.entry.phone).toBe('108');
    const [route] = search.search('bus');
    expect(route?.entry.departures?.length).toBeGreaterThan(0);
  });
});
