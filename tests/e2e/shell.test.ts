import type { Page } from 'playwright-core';
import { demoTown } from '../../demo';
import { describeInBrowser, pageLive, useBrowserHarness } from '../support/browserHarness';

describeInBrowser('the app shell in Chromium on the local host', () => {
  const web = useBrowserHarness();

  async function open(path: string, width = 360): Promise<Page> {
    const page = await web.phone({ lang: null, width, height: 740, serviceWorkers: 'allow' });
    await page.goto(`${web.api.url}${path}`);
    return page;
  }

  test('the home page shows the demo town from the API', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1, name: demoTown.name }).waitFor();
    await page.getByText(demoTown.tagline).waitFor();
    await page.locator('a[href="tel:112"]').first().waitFor();
    await page.getByRole('heading', { name: 'Latest news' }).waitFor();
    // A post cut short on the home page opens whole, scrolled to, on the news page.
    const title = page.locator('.news-item__title a').last();
    const href = (await title.getAttribute('href'))!;
    expect(href).toMatch(/^\/feeds\/news#post-/);
    await title.click();
    await page.waitForURL(`${web.api.url}${href}`);
    const post = page.locator(`article${href.slice(href.indexOf('#'))}`);
    await post.waitFor();
    await page.waitForFunction(
      (id) => {
        const box = document.getElementById(id)?.getBoundingClientRect();
        return Boolean(box && box.top >= 0 && box.top < window.innerHeight / 2);
      },
      href.slice(href.indexOf('#') + 1),
    );
    await page.close();
  });

  test('an unknown path redirects to /', async () => {
    const page = await open('/no/such/page');
    await page.waitForURL(`${web.api.url}/`);
    await page.getByRole('heading', { level: 1, name: demoTown.name }).waitFor();
    await page.close();
  });

  test('the Cart link shows the item count, only when the cart is not empty', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1, name: demoTown.name }).waitFor();
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.getByRole('link', { name: /Cart/ }).count()).toBe(0);
    await page.evaluate(
      ([key]) =>
        localStorage.setItem(
          key as string,
          JSON.stringify([
            { id: 'p1', name: 'Rice', quantity: 2, stock: 10 },
            { id: 'p2', name: 'Dal', quantity: 1, stock: 5 },
          ]),
        ),
      [`${demoTown.slug}_cart`],
    );
    await page.reload();
    await main.getByRole('link', { name: 'Cart 3 items' }).waitFor();
    await page.close();
  });

  test('small screens get a bottom bar with Home, Contact and Find Order; wide ones do not', async () => {
    const phone = await open('/', 360);
    const bar = phone.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Home', 'Contact', 'Find Order']) {
      expect(await bar.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await phone.close();
    const desktop = await open('/', 1280);
    await desktop.getByRole('heading', { level: 1, name: demoTown.name }).waitFor();
    expect(await desktop.getByRole('navigation', { name: 'Quick links' }).isVisible()).toBe(false);
    await desktop.close();
  });

  test('the server sends its security headers with the page', async () => {
    const response = await fetch(`${web.api.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the language switch changes the open page to Bengali and back, without a reload', async () => {
    const page = await open('/emergency');
    await pageLive(page);
    await page.getByRole('heading', { level: 1, name: 'Emergency' }).waitFor();
    // A reload would lose this mark: the switch must re-render the page in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: /Bengali/ }).click();
    // The area's own strings (loaded for this screen) and the shell's both change.
    await page.getByRole('heading', { level: 1, name: 'জরুরি পরিষেবা' }).waitFor();
    await page.getByRole('button', { name: /English/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const cookies = await page.context().cookies(web.api.url);
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('bn');

    await page.getByRole('button', { name: /English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Emergency' }).waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.close();
  });
});
