import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@town/core';
import type { Locator, Page } from 'playwright-core';
import { demoStaff } from '../../demo';
import { describeInBrowser, seriousViolations, useBrowserHarness } from '../support/browserHarness';
import {
  orderFixtures,
  secondVendorProduct,
  staffSessions,
  vendorShopId,
} from '../support/staffFixtures';

/** Where the 360 px screenshots go, to be looked at: SHOTS_DIR=some/folder to keep them. */
const shotsDir = process.env.SHOTS_DIR;

jest.setTimeout(120_000);

/**
 * Goods sold by weight on 360 px phones: the shop types what it weighed, beyond the town's 20%
 * the customer's private page asks, and the customer accepts the weighed price.
 */
describeInBrowser('goods sold by weight, in Chromium on the local host', () => {
  const web = useBrowserHarness({
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
  });
  let fixtures: ReturnType<typeof orderFixtures>;

  beforeAll(async () => {
    const sessionOf = staffSessions(web.api);
    fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    await fixtures.stockUp();
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });

  const phone = (lang: 'en' | 'bn' = 'en') =>
    web.phone({ lang, at: web.api.now(), bypassCSP: true });
  const shot = async (page: Page, name: string, focus?: Locator) => {
    if (!shotsDir) return;
    if (focus) await focus.screenshot({ path: join(shotsDir, `${name}.png`) });
    else await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
  };
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
  /** Whole rupees in Bengali digits, as a Bengali page shows them: "৩৩৬". */
  const bengaliRupees = (paise: number) => (paise / 100).toLocaleString('bn-IN');
  /** How far a page spills beyond the phone's width: 0 when nothing scrolls sideways. */
  const widerThanPhone = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  test('the shop weighs beyond tolerance; the customer accepts the weighed price', async () => {
    const placed = await fixtures.placeWeighed();
    const vendor = demoStaff.vendors.find((each) => each.profile.shopId === vendorShopId)!;
    const board = await phone();
    await web.signIn(board, '/vendorLogin', vendor.profile.phone, vendor.password);
    const shown = board.getByRole('article', { name: `Order ${placed.code}` });
    await shown
      .getByLabel(`${secondVendorProduct.name}: grams weighed (asked 1,000 g)`)
      .fill('1500');
    await shown.getByRole('button', { name: 'Save weight' }).click();
    await shown.getByText('waiting for the customer', { exact: false }).waitFor();
    // Not a 409 after the tap: "Mark ready" is off and says what it waits for.
    expect(await shown.getByRole('button', { name: 'Mark ready' }).isDisabled()).toBe(true);
    await shown
      .getByText(`Ready waits for the customer's answer on ${secondVendorProduct.name}.`)
      .waitFor();
    expect(await seriousViolations(board)).toEqual([]);
    await shot(board, 'weighed-vendor-en', shown);

    const customer = await phone();
    await web.visit(customer, `/order/${placed.code}#${placed.secret}`);
    const asked = customer.getByRole('region', { name: 'Weighed above or below the estimate' });
    await asked.waitFor();
    await shot(customer, 'weighed-customer-en');
    const bengali = await phone('bn');
    await web.visit(bengali, `/order/${placed.code}#${placed.secret}`);
    await bengali.getByRole('button', { name: 'বাদ দিন' }).waitFor();
    await shot(bengali, 'weighed-customer-bn');

    const finalPaise = Math.round((secondVendorProduct.pricePaise * 1500) / 500);
    await asked.getByRole('button', { name: `Accept ${rupees(finalPaise)}` }).click();
    await asked.waitFor({ state: 'detached' });
    const after = (await web.api.documents<Order>('orders')).find((o) => o.id === placed.id)!;
    const line = after.items.find((each) => each.productId === secondVendorProduct.id);
    expect(line?.lineTotalPaise).toBe(finalPaise);
    expect(after.totalPaise).toBe(after.subtotalPaise + after.deliveryFeePaise);
    await customer.getByText(rupees(after.totalPaise)).first().waitFor();
    await board.reload();
    const again = board.getByRole('article', { name: `Order ${placed.code}` });
    expect(await again.getByRole('button', { name: 'Mark ready' }).isEnabled()).toBe(true);
  });

  test('an admin weighs a line on /admin/orders, found by its code; the total follows', async () => {
    const placed = await fixtures.placeWeighed();
    const admin = demoStaff.admins[0]!;
    const office = await phone();
    await web.signIn(office, '/login', admin.profile.email, admin.password);
    await office.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The customer reads the code out on the phone: the admin finds that one order.
    await web.visit(office, `/admin/orders?find=${placed.code}`);
    const shown = office.getByRole('article', { name: `Order ${placed.code}` });
    await shown
      .getByLabel(`${secondVendorProduct.name}: grams weighed (asked 1,000 g)`)
      .fill('1100');
    await shown.getByRole('button', { name: 'Save weight' }).click();
    const finalPaise = Math.round((secondVendorProduct.pricePaise * 1100) / 500);
    await shown.getByText(`Weighed: ${rupees(finalPaise)}, the total follows.`).waitFor();
    expect(await seriousViolations(office)).toEqual([]);
    expect(await widerThanPhone(office)).toBe(0);
    await shot(office, 'weighed-admin-en', shown);
    const after = (await web.api.documents<Order>('orders')).find((o) => o.id === placed.id)!;
    expect(after.items.find((l) => l.productId === secondVendorProduct.id)?.lineTotalPaise).toBe(
      finalPaise,
    );
    await shown.getByText(rupees(after.totalPaise)).first().waitFor();

    // The same cards in Bengali, the admin's and the shop's, still 360 px wide.
    const inBengali = async (page: Page) => {
      await page.getByRole('button', { name: /Bengali/ }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'bn');
      const card = page.getByRole('article').filter({ hasText: placed.code });
      await card.getByRole('button', { name: 'ওজন রাখুন' }).waitFor();
      expect(await widerThanPhone(page)).toBe(0);
      return card;
    };
    const adminCard = await inBengali(office);
    // A Bengali keyboard types Bengali digits: 1,200 g as ১২০০.
    await adminCard.getByRole('textbox', { name: /গ্রাম/ }).fill('১২০০');
    await adminCard.getByRole('button', { name: 'ওজন রাখুন' }).click();
    const bengaliPaise = Math.round((secondVendorProduct.pricePaise * 1200) / 500);
    await adminCard
      .getByText(`ওজনে দাম: ₹${bengaliRupees(bengaliPaise)}`, { exact: false })
      .waitFor();
    const weighedAgain = (await web.api.documents<Order>('orders')).find(
      (o) => o.id === placed.id,
    )!;
    expect(
      weighedAgain.items.find((l) => l.productId === secondVendorProduct.id)?.weighed,
    ).toMatchObject({ actualGrams: 1200, finalPaise: bengaliPaise });
    await shot(office, 'weighed-admin-bn', adminCard);
    const vendor = demoStaff.vendors.find((each) => each.profile.shopId === vendorShopId)!;
    const counter = await phone();
    await web.signIn(counter, '/vendorLogin', vendor.profile.phone, vendor.password);
    await counter.getByRole('article', { name: `Order ${placed.code}` }).waitFor();
    await shot(counter, 'weighed-vendor-bn', await inBengali(counter));
  });
});
