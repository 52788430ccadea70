import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TownConfig } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoTown } from '../../demo';
import { describeInBrowser, requestFailed, useBrowserHarness } from '../support/browserHarness';
import { savableSettings } from '../support/testTown';

const webRoot = join(__dirname, '..', '..', 'web', 'dist');
const police = demoCatalog.emergencyContacts.find((e) => e.type === 'police')!;
const groceryShop = demoCatalog.shops.find((s) => s.type === 'grocery')!;

describeInBrowser('offline after a first visit (service worker)', () => {
  const web = useBrowserHarness();
  beforeAll(() => {
    if (!existsSync(join(webRoot, 'sw.js'))) {
      throw new Error('web/dist/sw.js is missing: `npm test` builds the web app first');
    }
  });

  test('emergency numbers and the last-seen catalog show with no network, with a notice', async () => {
    web.allowConsoleError(requestFailed, 'requests made offline fail on purpose');
    const page = await web.phone({ lang: null, height: 740, serviceWorkers: 'allow' });
    const context = page.context();
    await page.goto(`${web.api.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    // The home page's emergency numbers are built in; the town's were fetched through the worker
    // when it took control, so they are in its cache.
    await page.reload();
    await page.locator('main a[href="tel:112"]').first().waitFor();
    await waitForCachedRead(page, 'emergencyContacts');
    await page.goto(`${web.api.url}/grocery`);
    await page.locator('main').getByText(groceryShop.name).first().waitFor();
    // The page came rendered with its shops inside: the app asks again, through the worker.
    await waitForCachedRead(page, 'shops');

    await context.setOffline(true);
    await page.goto(`${web.api.url}/emergency`);
    await page.locator('main').getByText(police.name).first().waitFor();
    expect(await page.locator(`main a[href^="tel:"]`).count()).toBeGreaterThan(0);
    await page
      .getByRole('status')
      .filter({ hasText: /offline/i })
      .waitFor();

    await page.goto(`${web.api.url}/grocery`);
    await page.locator('main').getByText(groceryShop.name).first().waitFor();
  });

  test('a first visit to /emergency, then no network: every number still shows', async () => {
    web.allowConsoleError(requestFailed, 'requests made offline fail on purpose');
    const page = await web.phone({ lang: null, height: 740, serviceWorkers: 'allow' });
    const context = page.context();
    await page.goto(`${web.api.url}/emergency`);
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
  });

  test('the offline copy shows the town as its settings are now, after one page seen online', async () => {
    web.allowConsoleError(requestFailed, 'requests made offline fail on purpose');
    const page = await web.phone({ lang: null, height: 740, serviceWorkers: 'allow' });
    await page.goto(`${web.api.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.reload();
    await waitForShellNaming(page, `${demoTown.name} Town Services`);

    // An admin renames the town: no rebuild, no new service worker.
    const admin = await web.api.signInAs('admin');
    const settings = savableSettings((await web.api.read('town')).body.result as TownConfig);
    const renamed = await web.api.call('saveTownSettings', { ...settings, name: 'Rampur' }, admin);
    expect(renamed.httpStatus).toBe(200);

    // The next page seen online says its shell changed: the worker keeps the new one.
    await page.goto(`${web.api.url}/emergency`);
    await page.getByRole('heading', { level: 1, name: /Emergency/ }).waitFor();
    await waitForShellNaming(page, 'Rampur Town Services');

    await page.context().setOffline(true);
    await page.goto(`${web.api.url}/grocery`);
    await page.locator('.topbar__brand').getByText('Rampur Town Services').waitFor();
    expect(await page.title()).toMatch(/Rampur Town Services$/);
    await web.api.call('saveTownSettings', settings, admin);
  });

  test('the app shell with no backend at all: the national numbers show anyway', async () => {
    // The page is the bare shell (as the worker serves it offline) and every read fails: what a
    // phone shows before any of the town's data ever arrived.
    web.allowConsoleError(requestFailed, 'requests made offline fail on purpose');
    const page = await web.phone({ lang: null, height: 740 });
    const context = page.context();
    await context.route(`${web.api.url}/emergency`, (route) =>
      route.fulfill({ path: join(webRoot, 'app.html'), contentType: 'text/html' }),
    );
    await context.route('**/api/read/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${web.api.url}/emergency`);
    const national = page.locator('section[aria-labelledby="emergency-national"]');
    await national.locator('a[href="tel:112"]').waitFor();
    expect(await national.locator('a.call-card').count()).toBeGreaterThanOrEqual(10);
  });

  test('on a weak connection (400 kbps, 300 ms) a first visit shows 112 within 4 s', async () => {
    const page = await web.phone({ lang: null, height: 740 });
    const context = page.context();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    const started = Date.now();
    await page.goto(`${web.api.url}/emergency`, { waitUntil: 'commit' });
    await page.locator('a[href="tel:112"]').first().waitFor({ state: 'visible', timeout: 15_000 });
    const shownAfterMs = Date.now() - started;
    expect(shownAfterMs).toBeLessThan(4_000);
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

/** Waits until the worker's offline copy of the shell names the town as given. */
async function waitForShellNaming(page: Page, product: string): Promise<void> {
  await page.waitForFunction(
    async (title) => {
      const shell = await (await caches.open('town-shell')).match('/app.html', {
        ignoreVary: true,
      });
      return (await shell?.text())?.includes(`<title>${title}</title>`) ?? false;
    },
    product,
    { timeout: 20_000 },
  );
}
