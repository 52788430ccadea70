import { demoCatalog } from '../../demo';
import {
  bengaliToLatin,
  boundSearchText,
  createTownSearch,
  createTownSearchInSteps,
  foldText,
  productSearchEntry,
  type SearchEntry,
  searchEntriesOf,
  searchQueryBounds,
  searchWordsOf,
  soundKey,
  synonymsOf,
  wordsOf,
} from '../src/search';

const product = (id: string, title: string, keywords: string, detail = 'Shop'): SearchEntry => ({
  key: `product:${id}`,
  kind: 'product',
  docId: id,
  title,
  detail,
  keywords,
});

const words = [
  { name: 'Rice', words: ['চাল', 'chal', 'chaal'] },
  { name: 'Fish', words: ['মাছ', 'machh', 'mach'] },
  { name: 'Rohu', words: ['রুই', 'rui'] },
  { name: 'Potato', words: ['আলু', 'aloo', 'alu'] },
];

const titles = (hits: { entry: SearchEntry }[]) => hits.map((hit) => hit.entry.title);

describe('normalising', () => {
  test('folds case, Latin accents, Bengali digits and zero-width joiners', () => {
    expect(foldText('Café CRÈME')).toBe('cafe creme');
    expect(foldText('৫০০ গ্রাম')).toBe('500 গ্রাম');
    expect(foldText('র‍্যাব')).toBe('র্যাব');
  });

  test('keeps Bengali vowel signs: they are marks, not accents', () => {
    expect(wordsOf('মাছ, চাল আর ডাল।')).toEqual(['মাছ', 'চাল', 'আর', 'ডাল']);
    expect(wordsOf('Rohu (Rui) Fish')).toEqual(['rohu', 'rui', 'fish']);
  });

  test('Bengali words read the way residents romanise them', () => {
    expect(bengaliToLatin('চাল')).toBe('chal');
    expect(bengaliToLatin('মাছ')).toBe('machh');
    expect(bengaliToLatin('আলু')).toBe('alu');
    expect(bengaliToLatin('রুই')).toBe('rui');
    expect(bengaliToLatin('কলা')).toBe('kola');
    expect(bengaliToLatin('মুড়ি')).toBe('muri');
  });

  test('spellings of one word share a sound key, Bengali script included', () => {
    expect(soundKey('chal')).toBe(soundKey('chaal'));
    expect(soundKey('chal')).toBe(soundKey('চাল'));
    expect(soundKey('machh')).toBe(soundKey('mach'));
    expect(soundKey('machh')).toBe(soundKey('মাছ'));
    expect(soundKey('aloo')).toBe(soundKey('আলু'));
    expect(soundKey('doodh')).toBe(soundKey('dudh'));
    expect(soundKey('chal')).not.toBe(soundKey('dal'));
  });
});

describe('synonyms', () => {
  test('any word of a group, or a spelling of it, finds the rest of the group', () => {
    const synonyms = synonymsOf(words);
    expect(synonyms.of('chal').flat()).toEqual(expect.arrayContaining(['rice', 'চাল', 'chaal']));
    expect(synonyms.of('chawl').flat()).toEqual([]);
    expect(synonyms.of('maach').flat()).toEqual(expect.arrayContaining(['fish', 'মাছ']));
    expect(synonyms.of('zebra')).toEqual([]);
  });
});

describe('ranking', () => {
  const entries = [
    product('apple', 'Apple', 'Fruits Crisp red fruit from the hills'),
    product('fruit-basket', 'Puja Fruit Basket', 'Baskets Seasonal fruit for the puja'),
    product('rohu', 'Rohu (Rui) Fish', 'Fish Cut and cleaned'),
    product('katla', 'Katla Fish', 'Fish Big river fish'),
    product('miniket', 'Miniket Rice', 'Rice & Grains Everyday rice'),
    product('muri', 'Muri (Puffed Rice)', 'Snacks'),
    product('potato', 'Potato (Jyoti)', 'Vegetables'),
    product('alu-posto', 'Alu Posto', 'Sides Potato in poppy seed paste'),
    product('dalia', 'Dalia', 'Breakfast dalia daliya dalia broken wheat'),
    product('masoor', 'Masoor Dal', 'Pulses'),
  ];
  const search = createTownSearch(entries, words);

  test('"rui" finds Rohu before Apple, whose description says "fruit"', () => {
    const hits = search.search('rui');
    expect(hits[0]?.entry.title).toBe('Rohu (Rui) Fish');
    const apple = titles(hits).indexOf('Apple');
    expect(apple === -1 || apple > 0).toBe(true);
    expect(hits[0]?.match).toBe('word');
  });

  test('a whole word in the name comes before a word that only starts with it', () => {
    const hits = search.search('dal');
    expect(titles(hits).slice(0, 2)).toEqual(['Masoor Dal', 'Dalia']);
    expect(hits.map((hit) => hit.match).slice(0, 2)).toEqual(['word', 'start']);
  });

  test('romanised Bengali and Bengali script find the English names', () => {
    for (const query of ['chal', 'chaal', 'চাল']) {
      expect(titles(search.search(query))).toEqual(
        expect.arrayContaining(['Miniket Rice', 'Muri (Puffed Rice)']),
      );
    }
    for (const query of ['machh', 'মাছ', 'maach']) {
      const found = titles(search.search(query));
      expect(found).toEqual(expect.arrayContaining(['Rohu (Rui) Fish', 'Katla Fish']));
      expect(found).not.toContain('Apple');
    }
    expect(titles(search.search('aloo')).slice(0, 2).sort()).toEqual([
      'Alu Posto',
      'Potato (Jyoti)',
    ]);
  });

  test('a spelling a letter off still finds the word, after the exact ones', () => {
    expect(titles(search.search('potatoe'))[0]).toBe('Potato (Jyoti)');
    expect(titles(search.search('katlaa'))[0]).toBe('Katla Fish');
    expect(search.search('katlaa')[0]?.match).not.toBe('word');
  });

  test('every word of a query must match; failing that, the entries with most of them', () => {
    expect(titles(search.search('rui fish'))).toEqual(['Rohu (Rui) Fish']);
    expect(titles(search.search('rohu zebra'))[0]).toBe('Rohu (Rui) Fish');
    expect(search.search('   ')).toEqual([]);
  });
});

describe('Bengali content', () => {
  const entry = (id: string, nameBn: string, descriptionBn: string) =>
    productSearchEntry(
      {
        ...demoCatalog.products[0]!,
        id,
        name: `Product ${id}`,
        description: 'Everyday goods',
        nameBn,
        descriptionBn,
      },
      { name: 'Shop', nameBn: 'দোকান' },
    );

  test('a Bengali description word finds the product; a Bengali name with it ranks first', () => {
    const search = createTownSearch(
      [entry('a', 'সরষের তেল', 'ঘানিতে ভাঙা ঝাঁঝালো তেল'), entry('b', 'ঘানি', 'খাঁটি তেল')],
      [],
    );
    expect(titles(search.search('ঝাঁঝালো'))).toEqual(['Product a']);
    const hits = search.search('ঘানি');
    expect(hits.map((hit) => [hit.entry.docId, hit.inTitle])).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });
});

describe('the demo town', () => {
  const entries = searchEntriesOf(demoCatalog);
  const search = createTownSearch(entries, demoCatalog.searchWords);
  const first = (query: string) => search.search(query)[0]?.entry;

  test('finds each kind of thing residents look for', () => {
    expect(first('rui')?.title).toBe('Rohu (Rui) Fish');
    expect(first('মাছ')?.kind).toBe('product');
    expect(search.search('চাল').some((hit) => hit.entry.title === 'Miniket Rice')).toBe(true);
    expect(search.search('toto').every((hit) => hit.entry.kind === 'toto')).toBe(false);
    expect(search.search('toto').some((hit) => hit.entry.kind === 'toto')).toBe(true);
    expect(search.search('টোটো').some((hit) => hit.entry.kind === 'toto')).toBe(true);
    expect(search.search('police').some((hit) => hit.entry.kind === 'emergency')).toBe(true);
    const doctor = demoCatalog.doctors.find((d) => d.active)!;
    expect(search.search(doctor.specialty).some((hit) => hit.entry.docId === doctor.id)).toBe(true);
    const route = demoCatalog.busRoutes[0]!;
    expect(first(route.destination)?.group).toBe(route.slug);
  });

  test('finds a product by a word only its Bengali description has, after products so named', () => {
    // ঝাঁঝালো (pungent) is in the mustard oil's Bengali description, in no name or English text.
    expect(first('ঝাঁঝালো')?.docId).toBe('prod-annapurna-mustard-oil');
    // চাল is in the Bengali names of the rices and in descriptions: the names come first.
    const rice = search.search('চাল');
    const named = rice.filter((hit) => hit.entry.titleBn?.includes('চাল'));
    expect(named.length).toBeGreaterThan(0);
    expect(rice.slice(0, named.length).every((hit) => hit.inTitle)).toBe(true);
    expect(rice.some((hit) => !hit.inTitle)).toBe(true);
  });

  test('built in steps, the index gives the same answers in the same order', async () => {
    const inSteps = await createTownSearchInSteps(entries, demoCatalog.searchWords);
    for (const query of ['rui', 'মাছ', 'চাল', 'toto', 'machh', 'police', 'doctor', 'chal dal']) {
      expect(inSteps.search(query)).toEqual(search.search(query));
      expect(inSteps.search(query).length).toBeGreaterThan(0);
    }
  });

  test('leaves out what the public screens hide', () => {
    const hidden = demoCatalog.shops.filter((shop) => !shop.active).map((shop) => shop.id);
    for (const hit of entries) {
      if (hit.kind === 'shop') expect(hidden).not.toContain(hit.docId);
    }
    expect(new Set(entries.map((hit) => hit.key)).size).toBe(entries.length);
  });
});

describe('bounded queries', () => {
  const search = createTownSearch(searchEntriesOf(demoCatalog), demoCatalog.searchWords);
  const pasted = Array.from({ length: 3600 }, (_, i) => `word${i}`).join(' ');

  test('a pasted page is searched by its first words only, each of a sensible length', () => {
    const words = searchWordsOf(`rohu machh ${'x'.repeat(40)} dal chal aloo potol ${pasted}`);
    expect(words).toEqual([
      'rohu',
      'machh',
      'x'.repeat(searchQueryBounds.maxWordLength),
      'dal',
      'chal',
      'aloo',
    ]);
    expect(words.length).toBe(searchQueryBounds.maxWords);
  });

  test('only the first characters count: a word past them is not looked for', () => {
    const filler = 'a '.repeat(searchQueryBounds.maxLength);
    expect(searchWordsOf(`${filler}police`)).not.toContain('police');
    // Characters are cut whole, never a surrogate pair in half.
    const cut = boundSearchText('😀'.repeat(100));
    expect([...cut].length).toBe(searchQueryBounds.maxLength);
    expect(cut).toBe('😀'.repeat(searchQueryBounds.maxLength));
  });

  test('the words past the bounds change no result', () => {
    expect(search.search(`rui ${pasted}`)).toEqual(
      search.search('rui word0 word1 word2 word3 word4'),
    );
    expect(search.search(`police ${pasted}`).length).toBeGreaterThan(0);
  });
});
