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
});
