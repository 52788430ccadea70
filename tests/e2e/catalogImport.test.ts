import { readFile } from 'node:fs/promises';
import { csvColumns } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import {
  describeInBrowser,
  refusedRequest,
  seriousViolations,
  useBrowserHarness,
} from '../support/browserHarness';

const admin = demoStaff.admins[0]!;
const shop = demoCatalog.shops.find((each) => each.id === 'shop-annapurna-grocery')!;

jest.setTimeout(120_000);

describeInBrowser('catalog spreadsheets in Chromium on the local host', () => {
  const web = useBrowserHarness({ limits: { signIn: 1000, staff: 10_000 } });

  test('the admin downloads the template, previews a file with a refused row, imports it, and the shop shows the product', async () => {
    // axe is injected as a script, which the app's CSP (script-src 'self') would refuse.
    const office = await web.phone({ lang: 'en', width: 360, bypassCSP: true });
    await web.signIn(office, '/login', admin.profile.email, admin.password);
    await office.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await web.visit(office, '/admin/products');

    const [download] = await Promise.all([
      office.waitForEvent('download'),
      office.getByRole('button', { name: 'Download template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sonapur-products-template.csv');
    const template = await readFile((await download.path())!, 'utf8');
    const header = csvColumns.products.map((column) => column.header).join(',');
    expect(template).toBe(`\uFEFF${header}\r\n`);

    // Filled in as a spreadsheet saves it: the template's header, a good row, a row without a price.
    const row = (name: string, price: string) => {
      const cells: Record<string, string> = {
        shopId: shop.id,
        name,
        nameBn: 'চিঁড়ে',
        unit: '500 g',
        priceRupees: price,
        stock: '40',
        available: 'yes',
        category: 'Breakfast',
        description: 'Thick flattened rice',
      };
      return csvColumns.products.map((column) => cells[column.header] ?? '').join(',');
    };
    const file = `${template}${row('Sheet Import Chira', '38.50')}\r\n${row('Priceless Chira', '')}\r\n`;
    await office.locator('input[type=file]').setInputFiles({
      name: 'chira.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file, 'utf8'),
    });

    const preview = office.getByRole('region', { name: 'Preview of chira.csv' });
    await preview.getByText('1 row to add').waitFor();
    await preview.getByText('1 row refused: it will not be imported').waitFor();
    await preview.getByText('Row 3').waitFor();
    await preview.getByText('priceRupees: write an amount in rupees').waitFor();
    await preview.getByText('Sheet Import Chira').waitFor();
    // The preview fits a 360 px phone and passes axe.
    const overflow = await office.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousViolations(office)).toEqual([]);

    await preview.getByRole('button', { name: 'Import 1 row' }).click();
    await office.getByText('Imported: 1 added, 0 changed.').waitFor();
    const stored = web.api.documents<{ name: string; shopId: string; pricePaise: number }>(
      'products',
    );
    expect(stored.find((p) => p.name === 'Sheet Import Chira')).toMatchObject({
      shopId: shop.id,
      pricePaise: 3850,
    });
    expect(stored.some((p) => p.name === 'Priceless Chira')).toBe(false);

    const customer = await web.open(`/grocery?shop=${shop.id}`, { lang: 'en', width: 360 });
    await customer.getByText('Sheet Import Chira').first().waitFor();
  });

  test('a file that is no CSV gets a clear answer on the screen and changes nothing', async () => {
    web.allowConsoleError(refusedRequest(400), 'a binary file sent as an import');
    const office = await web.phone({ lang: 'en', width: 360 });
    await web.signIn(office, '/login', admin.profile.email, admin.password);
    await office.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await web.visit(office, '/admin/shops');
    const before = web.api.dump();
    await office.locator('input[type=file]').setInputFiles({
      name: 'photo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe, 0x00]),
    });
    await office
      .getByRole('alert')
      .getByText(/not a CSV text file/)
      .waitFor();
    expect(web.api.dump()).toBe(before);
  });
});
