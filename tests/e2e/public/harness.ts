import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, pageLive } from '../../support/browser';
import { type LocalDriver, startLocalDriver } from '../../support/localDriver';

const webRoot = join(__dirname, '..', '..', '..', 'web', 'dist');

export { describeInBrowser } from '../../support/browser';

export interface PublicHarness {
  api: LocalDriver;
  browser: Browser;
  /** Errors thrown in any page since the last test started. */
  pageErrors: string[];
  /**
   * Opens a path in a fresh context (360 px wide unless told) once its h1 shows and no
   * loading dots are left. Service workers are blocked unless asked for, so each test sees
   * the server, not a cache.
   */
  open(
    path: string,
    options?: BrowserContextOptions & { lang?: 'en' | 'bn'; at?: Date },
  ): Promise<Page>;
  settled(page: Page): Promise<void>;
}

/** The built app on a real local host and a real Chromium, started once per test file. */
export function usePublicHarness(): PublicHarness {
  const contexts: BrowserContext[] = [];
  const harness = { pageErrors: [] as string[] } as PublicHarness;

  beforeAll(async () => {
    if (!existsSync(join(webRoot, 'index.html'))) {
      throw new Error('web/dist is missing: `npm test` builds it first (npm run build)');
    }
    harness.api = await startLocalDriver({ webRoot });
    harness.browser = await launchBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.api?.stop();
  });
  beforeEach(() => {
    harness.pageErrors.length = 0;
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(harness.pageErrors).toEqual([]);
  });

  harness.settled = async (page) => {
    await pageLive(page);
    await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
  };

  harness.open = async (path, { lang = 'en', at, ...options } = {}) => {
    const context = await harness.browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
      ...options,
    });
    contexts.push(context);
    await context.addInitScript((language) => localStorage.setItem('lang', language), lang);
    // The app sends the choice as a cookie too: the host renders the page in it.
    await context.addCookies([{ name: 'lang', value: lang, url: harness.api.url }]);
    const page = await context.newPage();
    if (at) await page.clock.setFixedTime(at);
    page.on('pageerror', (error) => harness.pageErrors.push(error.message));
    await page.goto(`${harness.api.url}${path}`);
    await harness.settled(page);
    return page;
  };

  return harness;
}

/** A number as its tel: link dials it. */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
