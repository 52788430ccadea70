import type { Page } from 'playwright-core';
import { describeInBrowser, pageLive, useBrowserHarness } from '../support/browserHarness';
import { courierId, orderFixtures, staffSessions, vendorProduct } from '../support/staffFixtures';

const words = {
  en: {
    start: 'Tell me when it moves',
    on: 'You will be told here.',
    failed: 'This phone could not be signed up for notices. Try again later.',
  },
  bn: {
    start: 'এগোলে আমাকে জানান',
    on: 'আপনাকে এখানে জানানো হবে।',
    failed: 'এই ফোনে নোটিফিকেশন চালু করা গেল না। পরে আবার চেষ্টা করুন।',
  },
} as const;

/**
 * "Tell me when it moves" in Chromium (decision 2030): the button shows on the private order
 * page at 360 px in English and Bengali, and a tap with notifications granted asks the browser's
 * push service for a subscription through the app's service worker. Headless Chromium in a
 * Playwright context cannot make one (below), so the subscribing path is the contract suite's
 * (tests/contract/webPush.test.ts, with a fake push service in the browser's place).
 */
describeInBrowser('the push button on the order page in Chromium on the local host', () => {
  // The local host always has a VAPID key, so the page shows the button.
  const web = useBrowserHarness();

  async function placeOrder() {
    const placed = await web.api.call('createOrder', {
      customer: { name: 'Push Pal', phone: '9830077061' },
      address: { line: '5 Ghat Road, Sonapur' },
      items: [{ productId: vendorProduct.id, quantity: 1 }],
    });
    return placed.body.result as { code: string; secret: string };
  }

  async function orderPage(language: 'en' | 'bn'): Promise<Page> {
    const { code, secret } = await placeOrder();
    const page = await web.phone({
      lang: language,
      // The app's service worker, which the harness blocks by default, holds the subscription.
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    });
    page.setDefaultTimeout(20_000);
    await page.goto(`${web.api.url}/order/${code}#${secret}`);
    await pageLive(page);
    return page;
  }

  test('/my offers the button for an order under way, not for one delivered', async () => {
    const fixtures = orderFixtures(web.api, () => staffSessions(web.api)('admin'));
    const open = await placeOrder();
    const done = await fixtures.at('delivered', { courier: courierId });
    const links = [
      { code: open.code, secret: open.secret, placedAt: '2026-11-20T10:00:00.000Z' },
      { code: done.code, secret: done.secret, placedAt: '2026-11-21T10:00:00.000Z' },
    ];
    const page = await web.phone({
      serviceWorkers: 'allow',
      storage: { orderLinks: JSON.stringify(links) },
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/read/pushPublicKey')) asked.push(request.url());
    });
    await web.visit(page, '/my');
    const entry = (code: string) => page.getByRole('listitem').filter({ hasText: code });
    await entry(open.code).getByRole('button', { name: words.en.start }).waitFor();
    await entry(done.code).getByText('Delivered', { exact: false }).first().waitFor();
    expect(await entry(done.code).getByRole('button', { name: words.en.start }).count()).toBe(0);
    // One read of the town's key for the whole list.
    expect(asked).toHaveLength(1);
  });

  for (const language of ['en', 'bn'] as const) {
    test(`the button shows at 360 px; a tap says this phone could not be signed up (${language})`, async () => {
      const page = await orderPage(language);
      const button = page.getByRole('button', { name: words[language].start });
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
      // subscription: the page says so in the phone's language and keeps the button to try again.
      await page.getByText(words[language].failed).waitFor();
      await button.waitFor();
      expect(await page.getByText(words[language].on).count()).toBe(0);
      expect(web.api.documents('pushSubscriptions')).toEqual([]);
    });
  }
});
