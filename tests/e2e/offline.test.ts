import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoCatalog } from '@town/core';
import type { Browser, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser } from '../support/browser';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

const webRoot = join(__dirname, '..', '..', 'web', 'dist');

const police = demoCatalog.emergencyContacts.find((e) => e.type === 'police')!;
const groceryShop = demoCatalog.shops.find((s) => s.type === 'grocery')!;

describeInBrowser('offline after a first visit (service worker)', () => {
  let api: LocalDriver;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(join(webRoot, 'sw.js'))) {
      throw new Error('web/dist/sw.js is missing: `npm test` builds the web app first');
    }
    api = await startLocalDriver({ webRoot });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  test('emergency numbers and the last-seen catalog show with no network, with a notice', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${api.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    // The home page's emergency numbers are built in; the town's were fetched through the worker
    // when it took control, so they are in its cache.
    await page.reload();
    await page.locator('main a[href="tel:112"]').first().waitFor();
    await waitForCachedRead(page, 'emergencyContacts');
    await page.goto(`${api.url}/grocery`);
    await page.locator('main').getByText(groceryShop.name).first().waitFor();

    await context.setOffline(true);
    await page.goto(`${api.url}/emergency`);
    await page.locator('main').getByText(police.name).first().waitFor();
    expect(await page.locator(`main a[href^="tel:"]`).count()).toBeGreaterThan(0);
    await page
      .getByRole('status')
      .filter({ hasText: /offline/i })
      .waitFor();

    await page.goto(`${api.url}/grocery`);
    await page.locator('main').getByText(groceryShop.name).first().waitFor();
    await context.close();
  });

  test('a first visit to /emergency, then no network: every number still shows', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${api.url}/emergency`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    // The page came rendered with its numbers inside: the worker fetches a copy once in control.
    await waitForCachedRead(page, 'emergencyContacts');

    await context.setOffline(true);
    await page.reload();
    const national = page.locator('section[aria-labelledby="emergency-national"]');
    for (const phone of ['112', '100', '101', '108', '1091']) {
      await national.locator(`a[href="tel:${phone}"]`).waitFor();
    }
    await page.locator('main').getByText(police.name).first().waitFor();
    expect(
      await page
        .locator('main')
        .getByText(/no connection/i)
        .count(),
    ).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: /offline/i })
      .waitFor();
    await context.close();
  });

  test('the app shell with no backend at all: the national numbers show anyway', async () => {
    // The page is the bare shell (as the worker serves it offline) and every read fails: what a
    // phone shows before any of the town's data ever arrived.
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
    });
    await context.route(`${api.url}/emergency`, (route) =>
      route.fulfill({ path: join(webRoot, 'app.html'), contentType: 'text/html' }),
    );
    await context.route('**/api/read/**', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.goto(`${api.url}/emergency`);
    const national = page.locator('section[aria-labelledby="emergency-national"]');
    await national.locator('a[href="tel:112"]').waitFor();
    expect(await national.locator('a.call-card').count()).toBeGreaterThanOrEqual(10);
    await context.close();
  });

  test('on a weak connection (400 kbps, 300 ms) a first visit shows 112 within 4 s', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    const started = Date.now();
    await page.goto(`${api.url}/emergency`, { waitUntil: 'commit' });
    await page.locator('a[href="tel:112"]').first().waitFor({ state: 'visible', timeout: 15_000 });
    const shownAfterMs = Date.now() - started;
    expect(shownAfterMs).toBeLessThan(4_000);
    await context.close();
  });
});

/** Waits until the worker's read cache holds a copy of a read. */
async function waitForCachedRead(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    async (read) => {
      const cache = await caches.open('town-reads');
      const keys = await cache.keys();
      return keys.some((request) => new URL(request.url).pathname === `/api/read/${read}`);
    },
    name,
    { timeout: 20_000 },
  );
}
