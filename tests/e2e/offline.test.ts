import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoCatalog } from '@town/core';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser } from '../support/browser';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

const webRoot = join(__dirname, '..', '..', 'web', 'dist');
const describeInBrowser = browserAvailable() ? describe : describe.skip;

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
    // The home page's emergency strip has been read through the worker: it is in the cache.
    await page.reload();
    await page.locator('main').getByText(police.phone).first().waitFor();
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
});
