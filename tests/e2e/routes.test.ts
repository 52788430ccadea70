import type { Page } from 'playwright-core';
import {
  describeInBrowser,
  pageIn,
  refusedRequest,
  seriousViolations,
  useBrowserHarness,
} from '../support/browserHarness';
import { publicRoutes } from './publicRoutes';

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
  const web = useBrowserHarness();
  /**
   * One phone a test: its pages share storage (axe needs bypassCSP). The service worker stays
   * blocked: no test here asserts what it serves (the offline suite does), and registering it
   * precaches the whole build in every phone: a quarter of the suite's CPU.
   */
  const phoneOfTest = web.phonePerTest({ lang: null, height: 740, bypassCSP: true });

  async function settled(path: string): Promise<Page> {
    const page = await pageIn(phoneOfTest());
    await page.goto(`${web.api.url}${path}`);
    await web.settled(page);
    return page;
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
    web.allowConsoleError(refusedRequest(404, 400), 'the host knows no such item');
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
