import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, pageLive } from '../support/browser';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { publicRoutes } from './publicRoutes';

const webRoot = join(__dirname, '..', '..', 'web', 'dist');
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Parameters that match nothing: a clear empty state, never a crash. */
const unmatchedRoutes = [
  '/medical/common/no-such-type',
  '/medical/doctorDetails?id=no-such-doctor',
  '/medical/doctor/doctorDetails/Astrology',
  '/transport/bus/atlantis',
  '/gallery/no-such-gallery',
  '/buy/no-such-product',
  '/service/no-such-service',
  '/feeds/no-such-feed',
];

describeInBrowser('every public route in Chromium', () => {
  let api: LocalDriver;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    if (!existsSync(join(webRoot, 'index.html'))) {
      throw new Error('web/dist is missing: `npm test` builds it first (npm run build)');
    }
    api = await startLocalDriver({ webRoot });
    browser = await launchBrowser();
    // axe is injected as a script: the app's CSP (script-src 'self') would refuse it.
    context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await api?.stop();
  });

  async function settled(path: string): Promise<Page> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${api.url}${path}`);
    await pageLive(page);
    await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
    expect(errors).toEqual([]);
    return page;
  }

  async function seriousViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    const result = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
      return axe.run({ resultTypes: ['violations'] });
    })) as {
      violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  test.each(publicRoutes)(
    '%s renders its content with no serious axe violation',
    async (path, shows) => {
      const page = await settled(path);
      const heading = (await page.locator('main h1').first().textContent())?.trim();
      expect(heading).toBeTruthy();
      expect(await page.locator('.screen-error').count()).toBe(0);
      if (shows) await page.locator('main').getByText(shows, { exact: false }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
  );

  test.each(unmatchedRoutes)('%s shows a clear empty state', async (path) => {
    const page = await settled(path);
    expect(await page.locator('.screen-error').count()).toBe(0);
    expect(await page.locator('main .empty-state').count()).toBeGreaterThan(0);
    await page.close();
  });

  test('in Bengali, routes read in Bengali with no serious axe violation', async () => {
    const page = await settled('/');
    await page.getByRole('button', { name: /Bengali/ }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('bn');
    for (const path of ['/', '/emergency', '/medical/doctor', '/grocery', '/cart', '/findOrder']) {
      const next = await settled(path);
      // Names from the data (the town, shops, doctors) stay as written; the screen's own words
      // are Bengali.
      const text = (await next.locator('main').textContent()) ?? '';
      expect(text.match(/[\u0980-\u09FF]/g)?.length ?? 0).toBeGreaterThan(20);
      expect(await seriousViolations(next)).toEqual([]);
      await next.close();
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.close();
  });
});
