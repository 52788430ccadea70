import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoStaff } from '../../demo';
import { describeInBrowser, pageLive, useBrowserHarness } from '../support/browserHarness';
import { vendorProduct } from '../support/staffFixtures';

/** Screenshots to look at (360 px, both languages); kept out of git. */
const shots = process.env.SCREENSHOT_DIR;

const admin = demoStaff.admins[0]!;
const courier = demoStaff.delivery[0]!;

describeInBrowser('could not deliver, on the customer private page in Chromium', () => {
  const web = useBrowserHarness({ realClock: true });
  beforeAll(() => {
    if (shots) mkdirSync(shots, { recursive: true });
  });

  async function open(path: string, language: 'en' | 'bn'): Promise<Page> {
    const page = await web.phone({
      lang: null,
      height: 800,
      storage: language === 'bn' ? { lang: 'bn' } : {},
    });
    page.setDefaultTimeout(15_000);
    await page.goto(`${web.api.url}${path}`);
    await pageLive(page);
    return page;
  }

  async function session(action: string, data: unknown): Promise<string> {
    const { session: cookie, reply } = await web.api.signIn(action, data);
    if (!cookie) throw new Error(`${action} failed: ${reply.text}`);
    return cookie;
  }

  async function call(action: string, data: unknown, cookie: string) {
    const reply = await web.api.call(action, data, cookie);
    if (reply.httpStatus !== 200) throw new Error(`${action} failed: ${reply.text}`);
  }

  test('the page says the courier could not deliver and why, in English and Bengali', async () => {
    const placed = await web.api.call('createOrder', {
      customer: { name: 'Rina Das', phone: '9830077021' },
      address: { line: '5 Ghat Road, Sonapur' },
      items: [{ productId: vendorProduct.id, quantity: 1 }],
    });
    const { code, secret } = placed.body.result as { code: string; secret: string };
    const orderId = web.api
      .documents<{ id: string; code: string }>('orders')
      .find((o) => o.code === code)!.id;
    const adminCookie = await session('adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    const courierCookie = await session('deliveryLogin', {
      phone: courier.profile.phone,
      password: courier.password,
    });
    await call('moveOrder', { orderId, to: 'accepted' }, adminCookie);
    await call('assignOrder', { orderId, deliveryPersonId: courier.profile.id }, adminCookie);
    await call('moveOrder', { orderId, to: 'ready' }, adminCookie);
    await call('moveOrder', { orderId, to: 'outForDelivery' }, courierCookie);
    await call('reportFailedDelivery', { orderId, reason: 'nobodyHome' }, courierCookie);

    const english = await open(`/order/${code}#${secret}`, 'en');
    await english
      .getByText('The courier could not deliver: nobody was home. The shop will call you.')
      .waitFor();
    expect(await english.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (shots)
      await english.screenshot({ path: join(shots, 'could-not-deliver-en.png'), fullPage: true });

    const bengali = await open(`/order/${code}#${secret}`, 'bn');
    await bengali
      .getByText('কুরিয়ার ডেলিভারি করতে পারেননি: বাড়িতে কেউ ছিলেন না। দোকান আপনাকে ফোন করবে।')
      .waitFor();
    expect(await bengali.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    if (shots)
      await bengali.screenshot({ path: join(shots, 'could-not-deliver-bn.png'), fullPage: true });
  });
});
