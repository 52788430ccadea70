import type { Page } from 'playwright-core';
import { demoCatalog } from '../../demo';
import {
  describeInBrowser,
  pageLive,
  requestFailed,
  seriousViolations,
  useBrowserHarness,
} from '../support/browserHarness';
import { countLayoutShifts, visibleLayoutShifts } from '../support/layoutShifts';

const product = (name: string) => {
  const found = demoCatalog.products.find((p) => p.name === name);
  if (!found) throw new Error(`The demo town lacks ${name}`);
  return found;
};
const rice = product('Miniket Rice');
const toto = demoCatalog.transport.find((listing) => listing.kind === 'toto')!;

/** The town's search as a resident uses it: from the home page and the top bar, both scripts. */
describeInBrowser('search in Chromium on the local host', () => {
  const web = useBrowserHarness();
  /** One phone a test: its pages share storage and the service worker (axe needs bypassCSP). */
  const phoneOfTest = web.phonePerTest({
    lang: null,
    height: 740,
    bypassCSP: true,
    serviceWorkers: 'allow',
  });

  async function open(path: string): Promise<Page> {
    const page = await phoneOfTest().newPage();
    await page.goto(`${web.api.url}${path}`);
    await pageLive(page);
    return page;
  }

  const results = (page: Page) => page.locator('main .search-results__list .search-result__title');

  test('চাল typed on the home page finds rice, and the result opens the product', async () => {
    const page = await open('/');
    const field = page.getByRole('searchbox', { name: 'Search the town' });
    await field.fill('চাল');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    const result = results(page).filter({ hasText: rice.name });
    await result.waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('চাল');
    expect(await seriousViolations(page)).toEqual([]);
    await result.click();
    await page.waitForURL(`${web.api.url}/buy/${rice.id}`);
    await page.getByRole('heading', { level: 1, name: rice.name }).waitFor();
    await page.close();
  });

  test('from any page the top bar leads to search; romanised words find their things', async () => {
    const page = await open('/emergency');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Search' })
      .click();
    await page.waitForURL(`${web.api.url}/search`);
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' });
    await field.fill('rui');
    await results(page).first().filter({ hasText: 'Rohu (Rui) Fish' }).waitFor();
    await field.fill('machh');
    await results(page).filter({ hasText: 'Katla Fish' }).first().waitFor();
    expect(await results(page).filter({ hasText: 'Apple' }).count()).toBe(0);
    await field.fill('toto');
    await results(page).filter({ hasText: toto.driver }).click();
    await page.waitForURL(`${web.api.url}/transport/toto`);
    await page.locator('main').getByText(toto.driver).first().waitFor();
    await page.close();
  });

  test('in Bengali: Bengali words on the page, মাছ finds fish, no serious axe violation', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: /Bengali/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    const search = await open('/search?q=মাছ');
    // The results show the town's Bengali names on a Bengali page.
    await results(search).filter({ hasText: 'রুই মাছ' }).waitFor();
    const status = (await search.locator('main [role="status"]').textContent()) ?? '';
    expect(status).toContain('মাছ');
    expect(status).toMatch(/ফল/);
    expect(await search.getByRole('heading', { level: 1 }).textContent()).toBe('খুঁজুন');
    expect(await seriousViolations(search)).toEqual([]);
    await search.evaluate(() => localStorage.setItem('lang', 'en'));
    await search.close();
    await page.close();
  });

  test('a shared /search?q= link arrives with its results, keeps them, and searches on', async () => {
    // Without scripts: the host searched the words and the page holds the results.
    const bare = await web.phone({ javaScriptEnabled: false, height: 740 });
    await bare.goto(`${web.api.url}/search?q=rui`);
    expect(await results(bare).first().textContent()).toContain('Rohu (Rui) Fish');
    const hostTitles = await results(bare).allTextContents();
    await bare.context().close();

    // With scripts: hydration keeps the host's list element, in place, with the same results.
    const page = await web.phone({ height: 740 });
    await countLayoutShifts(page.context());
    await page.context().addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { hostList?: Element | null };
        w.hostList = document.querySelector('main .search-results__list');
      });
    });
    await page.goto(`${web.api.url}/search?q=rui`, { waitUntil: 'networkidle' });
    await pageLive(page);
    expect(await results(page).allTextContents()).toEqual(hostTitles);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { hostList?: Element | null }).hostList ===
          document.querySelector('main .search-results__list'),
      ),
    ).toBe(true);
    expect(await visibleLayoutShifts(page)).toEqual({ cls: 0, moved: [] });

    // New words are searched on the phone, from the catalog it read after hydration.
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' });
    await field.fill('machh');
    await results(page).filter({ hasText: 'Katla Fish' }).first().waitFor();
    expect(page.url()).toBe(`${web.api.url}/search?q=machh`);
    await field.fill('rui');
    await results(page).first().filter({ hasText: 'Rohu (Rui) Fish' }).waitFor();
    await page.context().close();
  });

  test('results act where they stand: Add puts a product in the cart, a number is a call', async () => {
    const page = await open('/search?q=potol');
    const list = page.locator('main .search-results__list');
    expect(await results(page).allTextContents()).toEqual(['Potol (Pointed Gourd)']);
    await list.getByRole('button', { name: 'Add Potol (Pointed Gourd) to cart' }).click();
    await list.getByRole('link', { name: /1 in cart/ }).waitFor();
    await page.goto(`${web.api.url}/search?q=police`);
    await pageLive(page);
    const call = list.getByRole('link', { name: /^Call Police: 100$/ });
    expect(await call.getAttribute('href')).toBe('tel:100');
    // The results start under the field, in the first screenful of a 360 px phone.
    const top = await list.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(260);
    await page.goto(`${web.api.url}/search?q=bus`);
    await pageLive(page);
    expect(await list.locator('li').first().textContent()).toMatch(/Next bus/);
  });

  test('typing more words keeps the page where the visitor scrolled it', async () => {
    const page = await open('/search?q=fish');
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' });
    await results(page).first().waitFor();
    // A little down the results, the field still in sight (a focused field scrolls into view).
    await page.evaluate(() => window.scrollTo(0, 60));
    await field.press('End');
    await field.pressSequentially(' rui');
    await page.waitForURL(/q=fish(\+|%20)rui$/);
    await results(page).filter({ hasText: 'Rohu (Rui) Fish' }).first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(60);
    await page.close();
  });

  test('offline, search still finds what an earlier visit saw', async () => {
    const page = await open('/search?q=dal');
    await results(page).first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    web.allowConsoleError(requestFailed, 'requests made offline fail on purpose');
    await phoneOfTest().setOffline(true);
    try {
      await page.goto(`${web.api.url}/search?q=rui`);
      await results(page).first().filter({ hasText: 'Rohu (Rui) Fish' }).waitFor();
    } finally {
      await phoneOfTest().setOffline(false);
    }
    await page.close();
  });
});
