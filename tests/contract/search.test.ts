import { createTownSearch, type SearchEntry, searchKinds } from '@town/core/search';
import { searchQueryTable } from '../../core/test/searchQueries';
import { demoCatalog } from '../../demo';
import { describeOnHosts } from '../support/hosts';
import { staffSessions, vendorProduct } from '../support/staffFixtures';

interface SearchCatalog {
  entries: SearchEntry[];
  words: Array<{ name: string; words: string[] }>;
}

/**
 * The town's search on each host: the same entries from the public catalog (on the Firebase host
 * read by the browser's SDK under the rules), and search words the admin edits taking effect.
 */
describeOnHosts('search', (api) => {
  const catalog = async () => {
    const reply = await api.read('searchCatalog');
    expect(reply.httpStatus).toBe(200);
    return reply.body.result as SearchCatalog;
  };
  const titlesFor = (found: SearchCatalog, query: string) =>
    createTownSearch(found.entries, found.words)
      .search(query)
      .map((hit) => hit.entry.title);

  test('an order that sells a product out shows it out of stock in search at once; a restock puts it back', async () => {
    const admin = await staffSessions(api)('admin');
    const setStock = async (stock: number) => {
      const reply = await api.call(
        'adminUpdateItem',
        { collection: 'products', doc: { ...vendorProduct, stock } },
        admin,
      );
      expect(reply.httpStatus).toBe(200);
    };
    const shown = async () =>
      (await catalog()).entries.find((entry) => entry.docId === vendorProduct.id)?.product;
    await setStock(2);
    // On sale; the count itself may lag a minute on Firebase (decision 1960), never the flip.
    expect((await shown())?.stock).toBeGreaterThan(0);
    const order = await api.call('createOrder', {
      customer: { name: 'Sold Out', phone: '9752100001' },
      address: { line: '4 Temple Road, Sonapur' },
      items: [{ productId: vendorProduct.id, quantity: 2 }],
    });
    expect(order.httpStatus).toBe(200);
    expect((await shown())?.stock).toBe(0);
    await setStock(5);
    expect((await shown())?.stock).toBe(5);
  });

  test('the catalog holds every kind of entry and the town’s words', async () => {
    const found = await catalog();
    expect(new Set(found.entries.map((entry) => entry.kind))).toEqual(new Set(searchKinds));
    expect(found.words.length).toBe(demoCatalog.searchWords.length);
    const hiddenShops = demoCatalog.shops.filter((shop) => !shop.active).map((shop) => shop.id);
    expect(found.entries.filter((e) => e.kind === 'shop' && hiddenShops.includes(e.docId))).toEqual(
      [],
    );
  });

  test('residents find things in Bengali script and romanised Bengali', async () => {
    const found = await catalog();
    expect(titlesFor(found, 'rui')[0]).toBe('Rohu (Rui) Fish');
    expect(titlesFor(found, 'চাল')).toEqual(expect.arrayContaining(['Miniket Rice']));
    expect(titlesFor(found, 'machh')).toEqual(expect.arrayContaining(['Katla Fish']));
  });

  test('the query table finds the same first results over the host’s read (decision 1870)', async () => {
    const found = await catalog();
    const search = createTownSearch(found.entries, found.words);
    for (const { query, first, absent } of searchQueryTable) {
      const titles = search.search(query).map((hit) => hit.entry.title);
      expect([query, titles.slice(0, first.length)]).toEqual([query, first]);
      const noise = titles.filter((title) => absent?.includes(title));
      expect([query, noise]).toEqual([query, []]);
    }
  });

  test('a word the admin adds finds its entries at once; a bad group changes nothing', async () => {
    const admin = await staffSessions(api)('admin');
    expect(titlesFor(await catalog(), 'kukkutanda')).toEqual([]);
    const refused = await api.call(
      'adminCreateItem',
      { collection: 'searchWords', doc: { name: 'Egg', words: [] } },
      admin,
    );
    expect(refused.httpStatus).toBe(400);
    const created = await api.call(
      'adminCreateItem',
      { collection: 'searchWords', doc: { name: 'Egg', words: ['kukkutanda'] } },
      admin,
    );
    expect(created.httpStatus).toBe(200);
    const found = await catalog();
    expect(found.words.length).toBe(demoCatalog.searchWords.length + 1);
    expect(titlesFor(found, 'kukkutanda')).toEqual(expect.arrayContaining(['Farm Eggs']));
  });

  test('a product renamed or a shop hidden changes what search finds at the next read', async () => {
    const admin = await staffSessions(api)('admin');
    // Read first, so a kept copy of the catalog exists before the edits.
    expect(titlesFor(await catalog(), 'Katla Fish')).toEqual(
      expect.arrayContaining(['Katla Fish']),
    );
    const product = demoCatalog.products.find((p) => p.name === 'Katla Fish');
    if (!product) throw new Error('the demo town has no Katla Fish');
    const renamed = await api.call(
      'adminUpdateItem',
      { collection: 'products', doc: { ...product, name: 'Zebrafin Catla' } },
      admin,
    );
    expect(renamed.httpStatus).toBe(200);
    const afterRename = await catalog();
    expect(titlesFor(afterRename, 'zebrafin')[0]).toBe('Zebrafin Catla');
    expect(afterRename.entries.some((entry) => entry.title === 'Katla Fish')).toBe(false);

    const shop = demoCatalog.shops.find((s) => s.id === product.shopId);
    if (!shop) throw new Error('Katla Fish has no shop');
    const hidden = await api.call(
      'adminUpdateItem',
      { collection: 'shops', doc: { ...shop, active: false } },
      admin,
    );
    expect(hidden.httpStatus).toBe(200);
    const afterHiding = await catalog();
    expect(afterHiding.entries.filter((entry) => entry.docId === product.id)).toEqual([]);
    expect(
      afterHiding.entries.some((entry) => entry.kind === 'shop' && entry.docId === shop.id),
    ).toBe(false);
  });
});
