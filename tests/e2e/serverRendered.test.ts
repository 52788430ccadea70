import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  describeInBrowser,
  seriousViolations,
  useBrowserHarness,
  webRoot,
} from '../support/browserHarness';
import { countLayoutShifts, visibleLayoutShifts } from '../support/layoutShifts';
import { personalRoutes, publicRoutes, readAfterHydrationRoutes } from './publicRoutes';

describeInBrowser('public pages arrive rendered and hydrate cleanly (360 px)', () => {
  const web = useBrowserHarness();
  beforeAll(() => {
    if (!existsSync(join(webRoot, 'page.html'))) {
      throw new Error('web/dist/page.html is missing: `npm test` builds the web app first');
    }
  });

  /**
   * One phone without scripts for every test: with no script to run, a page keeps nothing a
   * later visit could see, and a new phone's context and first page cost more than the visit.
   */
  const phoneWithoutScripts = web.phoneForAll({ javaScriptEnabled: false, height: 740 });

  /** The page as a phone without scripts sees it: only what the first response holds. */
  async function withoutScripts(path: string, lang: 'en' | 'bn' = 'en'): Promise<Page> {
    const page = phoneWithoutScripts();
    await page.context().addCookies([{ name: 'lang', value: lang, url: web.api.url }]);
    await page.goto(`${web.api.url}${path}`);
    return page;
  }

  /** Playwright's own line for the worker it blocks: not the app's warning. */
  const playwrightBlockedTheWorker = 'Service Worker registration blocked by Playwright';

  /**
   * Opens the page with scripts on a first visit, keeping every console error and warning,
   * every uncaught error and every read the browser asked for, and the first h1 the HTML held.
   */
  async function hydrated(path: string, lang: 'en' | 'bn' = 'en') {
    // The service worker stays blocked: it serves no page before the next visit, and its
    // install precaches the whole build in every phone (tests/e2e/offline.test.ts covers it).
    const page = await web.phone({ lang, height: 740 });
    const context = page.context();
    await countLayoutShifts(context);
    await context.addInitScript(() => {
      const w = window as unknown as { firstHeading?: Element | null };
      document.addEventListener('DOMContentLoaded', () => {
        w.firstHeading = document.querySelector('main h1');
      });
    });
    // The phone's clock reads the host's: "next bus" and today's slots stay as rendered.
    await page.clock.setFixedTime(web.api.now());
    const problems: string[] = [];
    const reads: string[] = [];
    page.on('console', (message) => {
      if (message.text() === playwrightBlockedTheWorker) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('request', (request) => {
      if (request.url().includes('/api/read/')) reads.push(request.url());
    });
    await page.goto(`${web.api.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
    return { page, problems, reads, close: () => context.close() };
  }

  // Every route arrives with its heading, personal ones too: what the screen always shows first
  // (the code of an order's or a booking's link comes from the address; see personalPaint.test.ts).
  test.each(publicRoutes)('%s: content in the first response', async (path, shows) => {
    const page = await withoutScripts(path);
    const heading = (await page.locator('main h1').first().textContent())?.trim();
    expect(heading).toBeTruthy();
    if (shows && !personalRoutes.has(path)) {
      expect(await page.locator('main').getByText(shows, { exact: false }).count()).toBeGreaterThan(
        0,
      );
    }
  });

  // One visit with scripts a route: what a person then sees (the content, no error screen, no
  // serious axe violation) is checked on the same page (tests/e2e/routes.test.ts has the rest).
  test.each(publicRoutes)(
    '%s: hydrates with no console error or warning, no read asked again, no visible layout shift, its content and no serious axe violation',
    async (path, shows) => {
      const { page, problems, reads, close } = await hydrated(path);
      expect(reads).toEqual(readAfterHydrationRoutes.has(path) ? [expect.any(String)] : []);
      if (!personalRoutes.has(path)) {
        // Hydration kept the host's heading element: React did not throw the HTML away.
        expect(
          await page.evaluate(
            () =>
              (window as unknown as { firstHeading: Element | null }).firstHeading ===
              document.querySelector('main h1'),
          ),
        ).toBe(true);
      }
      // As Lighthouse reports CLS: a fraction of a pixel on a busy machine is no shift.
      expect(await visibleLayoutShifts(page)).toEqual({ cls: 0, moved: [] });
      expect(await page.locator('.screen-error').count()).toBe(0);
      if (shows) await page.locator('main').getByText(shows, { exact: false }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    },
  );

  test('in Bengali (the lang cookie), pages arrive and hydrate in Bengali', async () => {
    for (const path of ['/', '/emergency', '/medical/doctor', '/grocery', '/cart']) {
      const bare = await withoutScripts(path, 'bn');
      expect(await bare.getAttribute('html', 'lang')).toBe('bn');
      const text = (await bare.locator('main').textContent()) ?? '';
      expect(text.match(/[\u0980-\u09FF]/g)?.length ?? 0).toBeGreaterThan(5);
      const { page, problems, close } = await hydrated(path, 'bn');
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
      await close();
    }
  });
});
