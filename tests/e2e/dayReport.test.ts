import { readFile } from 'node:fs/promises';
import type { Order, Product } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import { describeInBrowser, seriousViolations, useBrowserHarness } from '../support/browserHarness';

const admin = demoStaff.admins[0]!;
const vendor = demoStaff.vendors[0]!;
const shopId = vendor.profile.shopId;
const sellable = (p: Product) => p.available && p.stock >= 20 && !p.prescriptionRequired;
const ownProduct = demoCatalog.products.find((p) => p.shopId === shopId && sellable(p))!;
const otherProduct = demoCatalog.products.find(
  (p) => p.shopType === ownProduct.shopType && p.shopId !== shopId && sellable(p),
)!;

/**
 * The day's report as staff read it on a 360 px phone: the admin's day (every order, who
 * cancelled and why, the CSV), in English and Bengali, and a vendor's own parts.
 */
describeInBrowser("the day's report in Chromium (360 px)", () => {
  const web = useBrowserHarness();
  const codes: string[] = [];
  let cancelledCode = '';

  beforeAll(async () => {
    for (const [index, items] of [
      [{ productId: ownProduct.id, quantity: 2 }],
      [
        { productId: ownProduct.id, quantity: 1 },
        { productId: otherProduct.id, quantity: 1 },
      ],
    ].entries()) {
      const reply = await web.api.call('createOrder', {
        customer: { name: `Report ${index}`, phone: `983001000${index}` },
        address: { line: `${index + 1} Report Road, Sonapur` },
        items,
      });
      if (reply.httpStatus !== 200) throw new Error(`placing an order failed: ${reply.text}`);
      codes.push((reply.body.result as { code: string }).code);
    }
    const { session } = await web.api.signIn('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    const orders = await web.api.documents<Order>('orders');
    const first = orders.find((order) => order.code === codes[0])!;
    const cancel = await web.api.call(
      'moveOrder',
      { orderId: first.id, to: 'cancelled', note: 'Customer rang: ordered twice' },
      session!,
    );
    if (cancel.httpStatus !== 200) throw new Error(`cancelling failed: ${cancel.text}`);
    cancelledCode = first.code;
  });

  test('the admin reads the day, downloads it as CSV, and reads it again in Bengali', async () => {
    const page = await web.phone({ lang: null, height: 740, bypassCSP: true });
    await web.signIn(page, '/login', admin.profile.email, admin.password);
    await page.waitForURL(/\/admin/);
    await web.visit(page, '/admin/money');
    const report = page.getByRole('region', { name: "The day's orders" });
    await report.getByText('2 orders placed on this day').waitFor();
    await report
      .getByRole('listitem')
      .filter({ hasText: cancelledCode })
      .getByText("Cancelled by the town's staff: Customer rang: ordered twice")
      .waitFor();
    // Its tables scroll inside their box: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Download the day as CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'code,placed,kind,status,shops,total_rupees,expected_by,delivered,late,paid_by,cancelled_by,cancel_reason',
    );
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
    expect(lines.find((line) => line.startsWith(cancelledCode))).toMatch(
      /,cancelled,.*,staff,Customer rang: ordered twice$/,
    );

    await page.getByRole('button', { name: /Bengali/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    await page
      .getByRole('region', { name: 'দিনের অর্ডার' })
      .getByText('এই দিনে ২টি অর্ডার হয়েছে')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  test("a vendor's day holds their own part of each order, priced as their goods", async () => {
    const page = await web.phone({ height: 740, bypassCSP: true });
    await web.signIn(page, '/vendorLogin', vendor.profile.phone, vendor.password);
    await page.waitForURL(/\/vendor\//);
    await web.visit(page, `/vendor/${ownProduct.shopType}?view=history`);
    const report = page.getByRole('region', { name: "The day's orders" });
    await report.getByText('2 orders placed on this day').waitFor();
    // The mixed order's other shop is not in the vendor's report.
    const otherShop = demoCatalog.shops.find((shop) => shop.id === otherProduct.shopId)!;
    expect(await report.getByText(otherShop.name).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
