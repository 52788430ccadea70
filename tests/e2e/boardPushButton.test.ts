import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff } from '../../demo';
import { describeInBrowser, pageLive, useBrowserHarness } from '../support/browserHarness';
import { vendorShopId } from '../support/staffFixtures';

const vendor = demoStaff.vendors.find((v) => v.profile.shopId === vendorShopId)!;
const courier = demoStaff.delivery[0]!;
const vendorShop = demoCatalog.shops.find((shop) => shop.id === vendorShopId)!;
/** Where screenshots at 360 px go when SCREENSHOTS_DIR is set, to look at them. */
const screenshotsDir = process.env.SCREENSHOTS_DIR;

const failed = {
  en: 'This phone could not be signed up for notices. Try again later.',
  bn: 'এই ফোনে নোটিফিকেশন চালু করা গেল না। পরে আবার চেষ্টা করুন।',
};
/** A vendor is told of new orders; a courier of orders to deliver, not of every new order. */
const words = {
  vendor: {
    en: {
      start: 'Notify this phone of new orders',
      on: 'This phone will be notified of new orders.',
      failed: failed.en,
    },
    bn: {
      start: 'নতুন অর্ডার এলে এই ফোনে জানান',
      on: 'নতুন অর্ডার এলে এই ফোনে জানানো হবে।',
      failed: failed.bn,
    },
  },
  courier: {
    en: {
      start: 'Notify this phone of orders to deliver',
      on: 'This phone will be notified of orders to deliver.',
      failed: failed.en,
    },
    bn: {
      start: 'ডেলিভারির অর্ডার এলে এই ফোনে জানান',
      on: 'ডেলিভারির অর্ডার এলে এই ফোনে জানানো হবে।',
      failed: failed.bn,
    },
  },
} as const;

const boards = [
  {
    who: 'vendor',
    login: '/vendorLogin',
    phone: vendor.profile.phone,
    password: vendor.password,
    board: `/vendor/${vendorShop.type}`,
  },
  {
    who: 'courier',
    login: '/deliveryLogin',
    phone: courier.profile.phone,
    password: courier.password,
    board: '/delivery',
  },
] as const;

jest.setTimeout(120_000);

/**
 * "Notify this phone of new orders" (a vendor) or "of orders to deliver" (a courier) in Chromium
 * (decision 2070): the button shows at 360 px in English and Bengali, and a tap with
 * notifications granted asks the browser's push service for a subscription through the app's
 * service worker. Headless Chromium in a Playwright context cannot make one, so the page must
 * say so and keep the button; the subscribing path is the contract suite's
 * (tests/contract/staffWebPush.test.ts, with a fake push service in the browser's place).
 */
describeInBrowser('the push button on the staff boards in Chromium on the local host', () => {
  const web = useBrowserHarness({
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
  });
  beforeAll(() => {
    if (screenshotsDir) mkdirSync(screenshotsDir, { recursive: true });
  });

  /** Signed in on the sign-in form (English), then the board in `language`. */
  async function boardIn(on: (typeof boards)[number], language: 'en' | 'bn'): Promise<Page> {
    const page = await web.phone({
      // The sign-in form in English; the choice is then the app's, to change below.
      lang: null,
      storage: { lang: 'en' },
      // The app's service worker, which the harness blocks by default, holds the subscription.
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    });
    page.setDefaultTimeout(20_000);
    await web.signIn(page, on.login, on.phone, on.password);
    await page.waitForURL(`${web.api.url}${on.board}`);
    if (language === 'bn') {
      await page.evaluate(() => localStorage.setItem('lang', 'bn'));
      await page.context().addCookies([{ name: 'lang', value: 'bn', url: web.api.url }]);
      await page.reload();
      await pageLive(page);
    }
    return page;
  }

  for (const on of boards) {
    for (const language of ['en', 'bn'] as const) {
      test(`${on.who}: the button fits at 360 px; a tap says this phone could not be signed up (${language})`, async () => {
        const page = await boardIn(on, language);
        const button = page.getByRole('button', { name: words[on.who][language].start });
        await button.waitFor();
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        await page.evaluate(() => navigator.serviceWorker.ready);
        web.allowConsoleError(
          /does not support the Push API in incognito mode/,
          "Chromium's answer to pushManager.subscribe in a Playwright context",
        );
        await button.click();
        // Playwright's contexts are incognito profiles, where Chromium refuses every push
        // subscription: the board says so in the phone's language and keeps the button.
        await page.getByText(words[on.who][language].failed).waitFor();
        await button.waitFor();
        expect(await page.getByText(words[on.who][language].on).count()).toBe(0);
        expect(web.api.documents('pushSubscriptions')).toEqual([]);
        expect(await page.evaluate(() => localStorage.getItem('boardPushOn'))).toBeNull();
        // The refusal line fits too.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        if (screenshotsDir) {
          await page.screenshot({
            path: join(screenshotsDir, `board-push-${on.who}-${language}.png`),
          });
        }
      });
    }
  }
});
