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
    // No "Pay by UPI" while the admin decides; it is back once the order is sent out again.
    expect(await english.getByRole('link', { name: 'Pay by UPI' }).count()).toBe(0);
    await call('sendOutAgain', { orderId, deliveryPersonId: courier.profile.id }, adminCookie);
    const sentAgain = await open(`/order/${code}#${secret}`, 'en');
    await sentAgain.getByRole('link', { name: 'Pay by UPI' }).waitFor();
  });

  /** An order out for delivery with the demo courier; its code and id. */
  async function outForDelivery(phone: string) {
    const placed = await web.api.call('createOrder', {
      customer: { name: 'Tapan Pal', phone },
      address: { line: '9 Mela Road, Sonapur' },
      items: [{ productId: vendorProduct.id, quantity: 1 }],
    });
    const { code } = placed.body.result as { code: string };
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
    return { code, orderId };
  }

  test('the courier brings an order back with a reason; the admin sends it out again', async () => {
    const { code, orderId } = await outForDelivery('9830077031');
    const phone = await web.phone({ height: 800, bypassCSP: true });
    phone.setDefaultTimeout(15_000);
    await web.signIn(phone, '/deliveryLogin', courier.profile.phone, courier.password);
    await phone.waitForURL(
      (url) => url.pathname.startsWith('/delivery/') || url.pathname === '/delivery',
    );
    await web.visit(phone, '/delivery/screen');
    const card = phone.getByRole('article', { name: `Order ${code}` });
    await card.getByRole('button', { name: 'Could not deliver' }).click();
    const report = card.getByRole('button', { name: 'Report: could not deliver' });
    // No reason chosen, nothing to send.
    expect(await report.isDisabled()).toBe(true);
    await card.getByLabel('The address was wrong').check();
    await card.getByLabel('Note for the admin').fill('No house 9 on Mela Road');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    if (shots) await phone.screenshot({ path: join(shots, 'courier-en.png'), fullPage: true });
    await report.click();
    await phone
      .getByText(`Order ${code} is back with the admin. Take the goods back to the shop.`)
      .waitFor();
    await card.waitFor({ state: 'detached' });

    const office = await web.phone({ height: 800, bypassCSP: true });
    office.setDefaultTimeout(15_000);
    await web.signIn(office, '/login', admin.profile.email, admin.password);
    await office.waitForURL(/\/admin/);
    // The dashboard counts it among what waits for staff and opens the list of only those.
    await web.visit(office, '/admin');
    const tile = office.getByRole('link', { name: /Brought back undelivered/ });
    expect(await tile.getAttribute('href')).toBe('/admin/orders?broughtBack=true');
    expect(Number(await tile.locator('.staff-count-tile__count').textContent())).toBeGreaterThan(0);
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    if (shots) await office.screenshot({ path: join(shots, 'dashboard-en.png'), fullPage: true });
    await tile.click();
    await office.waitForURL(/broughtBack=true/);
    const adminCard = office.getByRole('article', { name: `Order ${code}` });
    const back = adminCard.getByRole('region', { name: 'Brought back undelivered' });
    await back.getByText(/^Could not deliver at .+: The address was wrong\. “No house 9/).waitFor();
    // Only sending it out again or cancelling: it was not delivered.
    expect(await adminCard.getByRole('button', { name: 'Delivered' }).count()).toBe(0);
    await adminCard.getByRole('button', { name: 'Cancel order' }).waitFor();
    if (shots) await office.screenshot({ path: join(shots, 'admin-back-en.png'), fullPage: true });
    await back.getByLabel('Delivery person').selectOption(courier.profile.id);
    await back.getByRole('button', { name: 'Send out again' }).click();
    await back.waitFor({ state: 'detached' });
    // Out for delivery again: on its way with the courier, not yet "delivered by" them.
    await adminCard.getByText(`On its way with ${courier.profile.name}`).waitFor();
    const order = web.api
      .documents<{ id: string; deliveryPersonId: string | null; failedAttempt?: unknown }>('orders')
      .find((o) => o.id === orderId)!;
    expect(order).toMatchObject({ deliveryPersonId: courier.profile.id });
    expect(order.failedAttempt).toBeUndefined();
    if (shots) await office.screenshot({ path: join(shots, 'admin-en.png'), fullPage: true });
    // In Bengali (the card is named in Bengali now) it names the courier on the way, and the
    // dashboard still fits 360 px.
    await office.getByRole('button', { name: /Bengali/ }).click();
    await office.waitForFunction(() => document.documentElement.lang === 'bn');
    await office.getByText(`পৌঁছে দিচ্ছেন ${courier.profile.name}`).waitFor();
    if (shots) await office.screenshot({ path: join(shots, 'admin-bn.png'), fullPage: true });
    await office.getByRole('link', { name: 'ড্যাশবোর্ড' }).first().click();
    await office.getByRole('link', { name: /ডেলিভারি না করে ফেরত/ }).waitFor();
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    if (shots) await office.screenshot({ path: join(shots, 'dashboard-bn.png'), fullPage: true });
  });

  test('in Bengali the courier reads the reasons and the form fits 360 px', async () => {
    const { code } = await outForDelivery('9830077032');
    const phone = await web.phone({ height: 800 });
    phone.setDefaultTimeout(15_000);
    await web.signIn(phone, '/deliveryLogin', courier.profile.phone, courier.password);
    await phone.waitForURL(
      (url) => url.pathname.startsWith('/delivery/') || url.pathname === '/delivery',
    );
    await web.visit(phone, '/delivery/screen');
    await phone.getByRole('button', { name: /Bengali/ }).click();
    await phone.waitForFunction(() => document.documentElement.lang === 'bn');
    const card = phone.getByRole('article', { name: new RegExp(code) });
    await card.getByRole('button', { name: 'ডেলিভারি করা গেল না' }).click();
    await card.getByLabel('ক্রেতার ফোন কেউ ধরেননি').check();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    if (shots) await phone.screenshot({ path: join(shots, 'courier-bn.png'), fullPage: true });
    await card.getByRole('button', { name: 'জানান: ডেলিভারি করা গেল না' }).click();
    await phone.getByText(`অর্ডার ${code} অ্যাডমিনের কাছে ফিরে গেছে।`, { exact: false }).waitFor();
  });
});
