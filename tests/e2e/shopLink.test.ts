import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoCatalog } from '../../demo';
import { catchShares, describeInBrowser, useBrowserHarness } from '../support/browserHarness';

const c = demoCatalog;
const groceryShops = c.shops.filter((s) => s.type === 'grocery');
/** Not the first shop: choosing it must change what the list shows first. */
const shop = groceryShops[1] ?? groceryShops[0]!;
const ownProduct = c.products.find((p) => p.shopId === shop.id && p.available)!;
const otherProduct = c.products.find(
  (p) => p.shopType === 'grocery' && p.shopId !== shop.id && p.available,
)!;
const shopPath = `/grocery?shop=${encodeURIComponent(shop.id)}`;
/** Screenshots to look at (360 px, both languages); kept out of git. */
const shots = process.env.SCREENSHOT_DIR;

/** A chosen shop is an address of its own: shared, bookmarked, reloaded, and left with Back. */
describeInBrowser('a shop of its own address in Chromium on the local host', () => {
  const web = useBrowserHarness();
  beforeAll(() => {
    if (shots) mkdirSync(shots, { recursive: true });
  });
  async function shot(page: Page, name: string) {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
  }

  const productHeading = (page: Page, name: string) =>
    page.getByRole('heading', { name, exact: true });
  const productsTitle = (page: Page) => page.locator('#products-title');

  test('choosing a shop puts it in the address; a reload keeps it and Back returns to every shop', async () => {
    expect(otherProduct).toBeDefined();
    const page = await web.open('/grocery');
    await productHeading(page, otherProduct.name).waitFor();
    await page
      .getByRole('article')
      .filter({ hasText: shop.name })
      .first()
      .getByRole('button', { name: 'Only this shop' })
      .click();
    await page.waitForURL(`${web.api.url}${shopPath}`);
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
    expect(await productsTitle(page).textContent()).toBe(`Products of ${shop.name}`);
    await productHeading(page, ownProduct.name).waitFor();
    expect(await productHeading(page, otherProduct.name).count()).toBe(0);
    // The products are in view, not the top of the page.
    await page.waitForFunction(
      () => (document.getElementById('products-title')?.getBoundingClientRect().top ?? 999) < 200,
    );
    expect(await page.title()).toContain(shop.name);

    await page.reload();
    await web.settled(page);
    expect(await productsTitle(page).textContent()).toBe(`Products of ${shop.name}`);
    expect(await productHeading(page, otherProduct.name).count()).toBe(0);

    await page.goBack();
    await page.waitForURL(`${web.api.url}/grocery`);
    await page.getByRole('heading', { level: 1, name: 'Grocery' }).waitFor();
    expect(await productsTitle(page).textContent()).toBe('Products');
    await productHeading(page, otherProduct.name).waitFor();

    // "All shops" is a page of its own too: Back from it returns to the shop.
    await page.goForward();
    await page.getByRole('button', { name: 'All shops' }).click();
    await page.waitForURL(`${web.api.url}/grocery`);
    await page.goBack();
    await page.waitForURL(`${web.api.url}${shopPath}`);
    await page.getByRole('heading', { level: 1, name: shop.name }).waitFor();
  });

  test("the shop's link is shared: copied where there is no share sheet, the sheet where there is", async () => {
    const page = await web.open(shopPath);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Headless Chromium has no share sheet: the button copies the page's link.
    await page.getByRole('button', { name: 'Share the link' }).click();
    await page.getByText('Link copied.', { exact: false }).waitFor();
    await page.locator('#products-title').scrollIntoViewIfNeeded();
    await shot(page, 'shop-link-en');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${web.api.url}${shopPath}`,
    );

    const shared = await catchShares(page);
    await page.getByRole('button', { name: 'Share the link' }).click();
    expect(await shared()).toEqual([{ title: shop.name, url: `${web.api.url}${shopPath}` }]);
  });

  test("the host's first response shows that shop's products and previews with its name", async () => {
    const page = await web.phone({ lang: 'en', javaScriptEnabled: false });
    await page.goto(`${web.api.url}${shopPath}`);
    expect(await page.locator('main h1').textContent()).toBe(shop.name);
    expect(await productsTitle(page).textContent()).toBe(`Products of ${shop.name}`);
    expect(await productHeading(page, ownProduct.name).count()).toBe(1);
    expect(await productHeading(page, otherProduct.name).count()).toBe(0);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(shop.name);

    const bengali = await web.phone({ lang: 'bn', javaScriptEnabled: false });
    await bengali.goto(`${web.api.url}${shopPath}`);
    expect(await bengali.locator('main h1').textContent()).toBe(shop.nameBn ?? shop.name);
    await shot(bengali, 'shop-link-bn-top');
  });

  test('a link to a shop that is not on the app says so and shows every shop', async () => {
    const page = await web.open('/grocery?shop=no-such-shop');
    await page
      .getByText("That shop is not on the app now: showing every shop's products.")
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Grocery' }).waitFor();
    await productHeading(page, otherProduct.name).waitFor();
  });
});
