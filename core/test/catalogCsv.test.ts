import { demoCatalog } from '../../demo';
import {
  type CsvCollection,
  csvCollections,
  csvColumns,
  editSchema,
  keptFields,
  neutralised,
  planImport,
  readCsvText,
  readHours,
  readList,
  readRupees,
  unneutralised,
  vendorProductColumns,
  writeCsvText,
  writeList,
  writeRow,
  writeRupees,
} from '../src';

type Doc = Record<string, unknown> & { id: string };
const docsOf = (collection: CsvCollection) => demoCatalog[collection] as unknown as Doc[];

/** The checks a save makes, against the demo town (the hosts run them on their stores). */
const shopTypes = new Map(demoCatalog.shops.map((shop) => [shop.id, shop.type]));
async function check(doc: Doc): Promise<Doc> {
  if (!('shopId' in doc)) return doc;
  const type = shopTypes.get(String(doc.shopId));
  if (!type) throw Object.assign(new Error('no shop'), { name: 'DomainError' });
  return { ...doc, shopType: type };
}

function exported(collection: CsvCollection, docs: Doc[] = docsOf(collection)): string {
  const columns = csvColumns[collection];
  return writeCsvText(
    columns.map((c) => c.header),
    docs.map((doc) => writeRow(columns, doc)),
  );
}

const plan = (collection: CsvCollection, text: string, existing = docsOf(collection)) =>
  planImport({
    collection,
    columns: csvColumns[collection],
    table: readCsvText(text),
    existing,
    foreignReason: 'taken',
    schema: editSchema(collection, false),
    check,
    labelField: 'name',
  });

describe('cells', () => {
  test('a cell a spreadsheet would run as a formula is written with a quote and read back', () => {
    for (const value of ['=1+2', '+91 90000 00101', '-5', '@SUM(A1)', '\tx', '\rx', "'quoted"]) {
      expect(neutralised(value).startsWith("'")).toBe(true);
      expect(unneutralised(neutralised(value), true)).toBe(value);
    }
    expect(neutralised('Rice')).toBe('Rice');
  });

  test('a bare formula is refused, a bare sign only where numbers take one', () => {
    expect(() => unneutralised('=HYPERLINK("http://x")')).toThrow(/formula/);
    expect(() => unneutralised('-fresh')).toThrow(/formula/);
    expect(unneutralised('+91 90000', true)).toBe('+91 90000');
    expect(() => unneutralised('=1', true)).toThrow(/formula/);
  });

  test('rupees are exact paise', () => {
    expect(readRupees('120')).toBe(12000);
    expect(readRupees('120.5')).toBe(12050);
    expect(readRupees('₹1,200.05')).toBe(120005);
    expect(writeRupees(12050)).toBe('120.50');
    expect(writeRupees(12000)).toBe('120');
    expect(() => readRupees('12.345')).toThrow();
  });

  test('lists keep a ; or \\ inside an item', () => {
    const items = ['Kolkata; Howrah', 'a\\b', 'বাস স্ট্যান্ড'];
    expect(readList(writeList(items))).toEqual(items);
    expect(readList('')).toEqual([]);
  });

  test('opening hours name the weekday', () => {
    expect(readHours('Mon 9:00-13:00; sunday 17:00 - 21:00')).toEqual([
      { day: 1, from: '09:00', to: '13:00' },
      { day: 0, from: '17:00', to: '21:00' },
    ]);
    expect(() => readHours('Monday morning')).toThrow(/Mon 09:00-13:00/);
  });
});

describe('reading a file', () => {
  test("Excel's byte-order mark, semicolons and Bengali", () => {
    const table = readCsvText('\uFEFFid;name;words\r\n;চাল;"চাল; rice"\r\n\r\n;Dal;dal\r\n');
    expect(table.header).toEqual(['id', 'name', 'words']);
    expect(table.records).toEqual([
      { row: 2, cells: ['', 'চাল', 'চাল; rice'] },
      { row: 4, cells: ['', 'Dal', 'dal'] },
    ]);
  });

  test.each([
    ['', /empty/],
    ['id,name\n"open,x\n', /never closes/],
    ['\u0000\u0001PK', /not a CSV text file/],
    ['id,name\n\uFFFD,x', /not a CSV text file/],
    ['x'.repeat(2 * 1024 * 1024 + 1), /too large/],
    [`id,name\n${'a,b\n'.repeat(5001)}`, /at most 5000/],
  ])('a file that is no table is refused: %#', (text, message) => {
    expect(() => readCsvText(text)).toThrow(message);
  });
});

describe('the columns', () => {
  test.each(csvCollections)(
    '%s: every field of the schema has a column or is kept',
    (collection) => {
      const shape = (editSchema(collection, false) as unknown as { shape: Record<string, unknown> })
        .shape;
      const covered = new Set([
        ...csvColumns[collection].map((c) => c.path.split('.')[0]),
        ...keptFields[collection],
      ]);
      expect(Object.keys(shape).filter((field) => !covered.has(field))).toEqual([]);
    },
  );

  test('a vendor file has no shop column', () => {
    expect(vendorProductColumns.map((c) => c.header)).not.toContain('shopId');
  });
});

describe('planning an import', () => {
  test.each(csvCollections)(
    '%s: the demo town exported and imported back changes nothing',
    async (collection) => {
      const result = await plan(collection, exported(collection));
      expect(result.refused).toEqual([]);
      expect([result.adds.length, result.changes.length]).toEqual([0, 0]);
      expect(result.unchanged).toHaveLength(docsOf(collection).length);
    },
  );

  test('rows without an id match by their natural key, and new ones get the same id every time', async () => {
    const columns = csvColumns.labTests.filter((c) => c.header !== 'id');
    const [test] = docsOf('labTests');
    const header = columns.map((c) => c.header);
    const edited = { ...test!, pricePaise: 99900 };
    const fresh = { ...test!, id: 'x', name: 'Anti-TPO Antibodies', nameBn: 'অ্যান্টি টিপিও' };
    const text = writeCsvText(
      header,
      [edited, fresh].map((doc) => writeRow(columns, doc)),
    );
    const first = await plan('labTests', text);
    const again = await plan('labTests', text);
    expect(first.changes.map((c) => [c.id, c.columns])).toEqual([[test!.id, ['priceRupees']]]);
    expect(first.adds.map((a) => a.id)).toEqual([
      expect.stringMatching(/^lab-anti-tpo-antibodies-[0-9a-f]{8}$/),
    ]);
    expect(again.adds[0]!.id).toBe(first.adds[0]!.id);
    expect(again.digest).toBe(first.digest);
  });

  test('a left-out optional column keeps what the document has', async () => {
    const columns = csvColumns.shops.filter((c) => c.header !== 'nameBn');
    const shops = docsOf('shops');
    const text = writeCsvText(
      columns.map((c) => c.header),
      shops.map((doc) => writeRow(columns, doc)),
    );
    const result = await plan('shops', text);
    expect([result.changes.length, result.refused.length]).toEqual([0, 0]);
  });

  test('two rows for one document are both refused, with each other’s row', async () => {
    const [shop] = docsOf('shops');
    const result = await plan(
      'shops',
      exported('shops', [shop!, { ...shop!, phone: '9000000199' }]),
    );
    expect(result.refused).toEqual([
      { row: 2, reason: `Row 3 is the same document (${shop!.id})` },
      { row: 3, reason: `Row 2 is the same document (${shop!.id})` },
    ]);
  });

  test('refused rows name their row and column', async () => {
    const columns = csvColumns.products;
    const header = columns.map((c) => c.header).join(',');
    const [product] = docsOf('products');
    const good = writeRow(columns, product!);
    const badPrice = writeRow(columns, { ...product!, id: 'p-new-1' });
    badPrice[columns.findIndex((c) => c.header === 'priceRupees')] = 'free';
    const formula = writeRow(columns, { ...product!, id: 'p-new-2' });
    formula[columns.findIndex((c) => c.header === 'name')] = '=cmd|calc';
    const text = [header, good, badPrice, formula]
      .map((r) => (Array.isArray(r) ? Papa(r) : r))
      .join('\n');
    const result = await plan('products', text);
    expect(result.refused).toEqual([
      {
        row: 3,
        column: 'priceRupees',
        reason: expect.stringMatching(/^priceRupees: write an amount/),
      },
      { row: 4, column: 'name', reason: expect.stringMatching(/formula/) },
    ]);
    expect(result.unchanged).toEqual([{ row: 2, id: product!.id }]);
  });

  test('a wrong header refuses the whole file', async () => {
    await expect(plan('shops', 'id,name,colour\n')).rejects.toThrow(/"colour" is not a column/);
    await expect(plan('shops', 'id,name\n')).rejects.toThrow(/lacks the columns type, description/);
    await expect(plan('searchWords', 'name,words,Name\n')).rejects.toThrow(/appears twice/);
  });
});

/** One CSV line, quoted as export quotes it. */
function Papa(cells: string[]): string {
  const [, line] = writeCsvText(
    cells.map((_, i) => `c${i}`),
    [cells],
  ).split('\r\n');
  return line!;
}
