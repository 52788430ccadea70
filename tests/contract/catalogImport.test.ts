import {
  type CsvCollection,
  csvCollections,
  csvColumns,
  type ImportAnswer,
  type Product,
  vendorProductColumns,
  writeCsvText,
  writeRow,
} from '@town/core';
import { demoCatalog } from '../../demo';
import { describeOnHosts, type HostDriver, type Reply, signInAsDemo } from '../support/hosts';
import { otherVendorProduct, vendorShopId } from '../support/staffFixtures';

type Doc = Record<string, unknown> & { id: string };

const productColumns = csvColumns.products;
const header = productColumns.map((c) => c.header);
const shopProducts = demoCatalog.products.filter((p) => p.shopId === vendorShopId);

/** A product row as a town would type it: no id, so it is matched by shop, name and unit. */
const newProduct = (name: string, extra: Partial<Product> = {}): Doc => ({
  id: '',
  shopId: vendorShopId,
  name,
  nameBn: 'নতুন পণ্য',
  unit: '1 kg',
  pricePaise: 4550,
  stock: 12,
  available: true,
  category: 'Imported',
  description: 'Came in from a spreadsheet',
  ...extra,
});

const csvOf = (docs: Doc[], columns = productColumns) =>
  writeCsvText(
    columns.map((c) => c.header),
    docs.map((doc) => writeRow(columns, doc)),
  );

const answerOf = (reply: Reply) => reply.body.result as ImportAnswer;

describeOnHosts('catalog spreadsheets: export, preview, import', (api: HostDriver) => {
  let admin: string;
  let vendor: string;
  beforeAll(async () => {
    admin = await signInAsDemo(api, 'admin');
    vendor = await signInAsDemo(api, 'vendor');
  });

  const preview = (collection: CsvCollection, csv: string) =>
    api.call('adminImportCatalog', { collection, csv }, admin);
  const confirm = (collection: CsvCollection, csv: string, digest: string) =>
    api.call('adminImportCatalog', { collection, csv, confirm: digest }, admin);
  const products = () => api.documents<Product>('products');

  test('the template is the header alone; export is every document', async () => {
    const template = await api.read(
      'adminExportCatalog',
      { collection: 'products', rows: 'template' },
      admin,
    );
    expect(template.httpStatus).toBe(200);
    expect(template.body.result).toMatchObject({
      fileName: 'sonapur-products-template.csv',
      text: `\uFEFF${header.join(',')}\r\n`,
      rows: 0,
    });
    const all = await api.read('adminExportCatalog', { collection: 'products' }, admin);
    expect((all.body.result as { rows: number }).rows).toBe((await products()).length);
  });

  test('a preview writes nothing; confirming writes what it showed, once', async () => {
    const [changed, same] = shopProducts;
    const csv = csvOf([
      newProduct('Kalonunia Rice'),
      { ...changed!, stock: changed!.stock + 7 } as unknown as Doc,
      same as unknown as Doc,
      newProduct('Free Rice', { pricePaise: 0 }),
    ]);
    const before = await api.dump();
    const reply = await preview('products', csv);
    expect(reply.httpStatus).toBe(200);
    const shown = answerOf(reply);
    expect(shown).toMatchObject({
      rows: 4,
      adds: [
        {
          row: 2,
          label: 'Kalonunia Rice',
          id: expect.stringMatching(/^product-kalonunia-rice-1-kg-/),
        },
      ],
      changes: [{ row: 3, id: changed!.id, columns: ['stock'] }],
      unchanged: 1,
      refused: [{ row: 5, column: 'priceRupees', reason: 'priceRupees: Price must be above zero' }],
    });
    expect(await api.dump()).toBe(before);

    const done = answerOf(await confirm('products', csv, shown.digest));
    expect(done.written).toBe(2);
    const stored = await products();
    const added = stored.find((p) => p.id === shown.adds[0]!.id)!;
    expect(added).toMatchObject({
      shopId: vendorShopId,
      shopType: 'grocery',
      name: 'Kalonunia Rice',
      nameBn: 'নতুন পণ্য',
      pricePaise: 4550,
    });
    expect(stored.find((p) => p.id === changed!.id)!.stock).toBe(changed!.stock + 7);
    expect(stored.some((p) => p.name === 'Free Rice')).toBe(false);

    // Confirmed again (a second tap, a retry): the same preview, nothing more written.
    const again = await api.dump();
    expect(answerOf(await confirm('products', csv, shown.digest)).written).toBe(0);
    expect(await api.dump()).toBe(again);
  });

  test('a confirmation of another preview is refused and writes nothing', async () => {
    const csv = csvOf([newProduct('Stale Preview Dal')]);
    const shown = answerOf(await preview('products', csv));
    const before = await api.dump();
    const edited = csvOf([newProduct('Stale Preview Dal', { stock: 99 })]);
    const reply = await confirm('products', edited, shown.digest);
    expect(reply.httpStatus).toBe(409);
    expect(reply.body.error).toMatchObject({
      status: 'ABORTED',
      message: expect.stringMatching(/changed since the preview/),
      details: { reason: 'import-changed' },
    });
    expect(await api.dump()).toBe(before);
  });

  test.each(csvCollections)('%s: export then import changes nothing', async (collection) => {
    const exported = await api.read('adminExportCatalog', { collection }, admin);
    const { text } = exported.body.result as { text: string };
    const shown = answerOf(await preview(collection, text));
    expect([shown.adds, shown.changes, shown.refused]).toEqual([[], [], []]);
    expect(shown.unchanged).toBe(shown.rows);
    const before = await api.dump();
    expect(answerOf(await confirm(collection, text, shown.digest)).written).toBe(0);
    expect(await api.dump()).toBe(before);
  });

  describe('a file that cannot be imported gets a clear answer and changes nothing', () => {
    const exportLine = (doc: Doc) => csvOf([doc]).split('\r\n')[1]!;
    const [first, second] = shopProducts as unknown as Doc[];
    const files: Array<[string, string | (() => string), RegExp]> = [
      ['wrong columns', 'id,name,colour\r\n1,Rice,white\r\n', /"colour" is not a column/],
      ['a missing column', 'id,shopId,name\r\n', /lacks the columns unit, priceRupees/],
      ['10 MB', () => `${header.join(',')}\r\n${'x'.repeat(10 * 1024 * 1024)}`, /too large/],
      ['binary', '\u0000\u0001PK\u0003\u0004\uFFFD\uFFFD', /not a CSV text file/],
      ['empty', '\uFEFF\r\n', /empty/],
    ];
    test.each(files)('%s', async (_label, file, message) => {
      const before = await api.dump();
      const reply = await preview('products', typeof file === 'string' ? file : file());
      expect([reply.httpStatus, reply.body.error?.message]).toEqual([
        expect.any(Number),
        expect.stringMatching(message),
      ]);
      expect(reply.httpStatus).toBeGreaterThanOrEqual(400);
      expect(reply.httpStatus).toBeLessThan(500);
      expect(await api.dump()).toBe(before);
    });

    test('duplicate ids: every row naming the document is refused', async () => {
      const csv = [header.join(','), exportLine(first!), exportLine({ ...first!, stock: 1 })].join(
        '\r\n',
      );
      const shown = answerOf(await preview('products', csv));
      expect(shown.refused).toEqual([
        { row: 2, reason: `Row 3 is the same document (${first!.id})` },
        { row: 3, reason: `Row 2 is the same document (${first!.id})` },
      ]);
    });

    test('formula cells are refused by row and column; exported ones come back as text', async () => {
      const neutral = exportLine({ ...second!, description: '=SUM(A1:A3) is not a formula here' });
      const bare = exportLine({ ...first!, id: 'formula-row' }).replace(
        String(first!.name),
        '@SUM(1)',
      );
      const csv = [header.join(','), neutral, bare].join('\r\n');
      expect(neutral).toContain("'=SUM");
      const before = await api.dump();
      const shown = answerOf(await preview('products', csv));
      expect(shown.changes).toEqual([
        expect.objectContaining({ row: 2, id: second!.id, columns: ['description'] }),
      ]);
      expect(shown.refused).toEqual([
        {
          row: 3,
          column: 'name',
          reason: expect.stringMatching(
            /^name: starts with "@", which a spreadsheet runs as a formula/,
          ),
        },
      ]);
      expect(await api.dump()).toBe(before);
    });
  });

  test('a thousand rows with one bad one: the preview names it; a repeated import finishes without doubling', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      newProduct(`Bulk item ${String(i).padStart(4, '0')}`, i === 613 ? { stock: -1 } : {}),
    );
    const csv = csvOf(rows);
    const before = await api.dump();
    const shown = answerOf(await preview('products', csv));
    expect([shown.adds.length, shown.refused]).toEqual([
      999,
      [{ row: 615, column: 'stock', reason: 'stock: Stock cannot be negative' }],
    ]);
    expect(await api.dump()).toBe(before);

    // An import that stopped part way (here: its first 400 rows were imported on their own)...
    const firstPart = csvOf(rows.slice(0, 400));
    const part = answerOf(await preview('products', firstPart));
    expect(answerOf(await confirm('products', firstPart, part.digest)).written).toBe(400);
    // ...is finished by confirming the whole file's preview again: the rest, and nothing twice.
    const count = (await products()).length;
    expect(answerOf(await confirm('products', csv, shown.digest)).written).toBe(599);
    const after = await products();
    expect(after.length).toBe(count + 599);
    expect(after.filter((p) => p.name.startsWith('Bulk item')).length).toBe(999);
  }, 180_000);

  describe('a vendor imports their own shop’s products only', () => {
    const vendorCsv = (docs: Doc[]) => csvOf(docs, vendorProductColumns);
    const vendorPreview = (csv: string) => api.call('vendorImportProducts', { csv }, vendor);

    test("export and template are the vendor's shop alone, without a shop column", async () => {
      const all = await api.read('vendorExportProducts', {}, vendor);
      const { text, rows } = all.body.result as { text: string; rows: number };
      expect(text.split('\r\n')[0]).toBe(
        `\uFEFF${vendorProductColumns.map((c) => c.header).join(',')}`,
      );
      expect(rows).toBe((await products()).filter((p) => p.shopId === vendorShopId).length);
      expect(text).not.toContain(otherVendorProduct.id);
      const shown = answerOf(await vendorPreview(text));
      expect([shown.adds, shown.changes, shown.refused, shown.unchanged]).toEqual([
        [],
        [],
        [],
        rows,
      ]);
    });

    test("a row with another shop's product id is refused; new rows go to the vendor's shop", async () => {
      const csv = vendorCsv([
        { ...otherVendorProduct, pricePaise: 1 } as unknown as Doc,
        newProduct('Vendor Sheet Muri', { shopId: 'ignored' }),
      ]);
      const before = await api.dump();
      const shown = answerOf(await vendorPreview(csv));
      expect(shown.refused).toEqual([
        { row: 2, column: 'id', reason: expect.stringMatching(/product of another shop/) },
      ]);
      expect(await api.dump()).toBe(before);
      const done = answerOf(
        await api.call('vendorImportProducts', { csv, confirm: shown.digest }, vendor),
      );
      expect(done.written).toBe(1);
      const stored = await products();
      expect(stored.find((p) => p.id === otherVendorProduct.id)).toEqual(otherVendorProduct);
      expect(stored.find((p) => p.name === 'Vendor Sheet Muri')!.shopId).toBe(vendorShopId);
    });

    test('a file that names a shop is refused whole', async () => {
      const before = await api.dump();
      const reply = await vendorPreview(csvOf([newProduct('Elsewhere', { shopId: 'shop-x' })]));
      expect(reply.httpStatus).toBe(400);
      expect(reply.body.error?.message).toMatch(/shopId is not a column here/);
      expect(await api.dump()).toBe(before);
    });
  });
});
