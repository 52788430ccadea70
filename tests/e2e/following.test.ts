import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import { chooseFirstFreeTime } from '../support/appointmentForm';
import { describeInBrowser, pageLive, useBrowserHarness } from '../support/browserHarness';
import { vendorProduct } from '../support/staffFixtures';
import { labCollection } from '../support/testTown';

/** Screenshots to look at (360 px, both languages); kept out of git. */
const shots = process.env.SCREENSHOT_DIR;

const vendor = demoStaff.vendors.find((v) => v.profile.shopId === vendorProduct.shopId)!;
const courier = demoStaff.delivery[0]!;
const doctor = demoCatalog.doctors.find((d) => d.active && d.kind === 'specialist')!;

describeInBrowser('following orders and bookings in Chromium on the local host', () => {
  // The real clock: the page compares the expected time with the phone's own.
  const web = useBrowserHarness({ realClock: true });
  beforeAll(() => {
    if (shots) mkdirSync(shots, { recursive: true });
  });

  async function open(path: string, language: 'en' | 'bn' = 'en'): Promise<Page> {
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

  async function shot(page: Page, name: string) {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  }

  async function session(action: string, data: unknown): Promise<string> {
    const { session: cookie, reply } = await web.api.signIn(action, data);
    if (!cookie) throw new Error(`${action} failed: ${reply.text}`);
    return cookie;
  }

  async function staffMove(cookie: string, orderId: string, to: string) {
    // At the door the courier says how the money came: here cash, the order's whole total.
    const collected =
      to === 'delivered'
        ? {
            method: 'cash',
            amountPaise: web.api
              .documents<{ id: string; totalPaise: number }>('orders')
              .find((o) => o.id === orderId)!.totalPaise,
          }
        : undefined;
    const reply = await web.api.call(
      'moveOrder',
      { orderId, to, ...(collected ? { collected } : {}) },
      cookie,
    );
    if (reply.httpStatus !== 200) throw new Error(`moving to ${to} failed: ${reply.text}`);
  }

  const pill = (page: Page) => page.locator('main .order-card .status-pill');

  test('the private order page follows each move by staff without a reload', async () => {
    const placed = await web.api.call('createOrder', {
      customer: { name: 'Sima Pal', phone: '9830077001' },
      address: { line: '3 Ghat Road, Sonapur' },
      items: [{ productId: vendorProduct.id, quantity: 1 }],
    });
    const { code, secret } = placed.body.result as { code: string; secret: string };
    const orderId = web.api
      .documents<{ id: string; code: string }>('orders')
      .find((o) => o.code === code)!.id;

    const page = await open(`/order/${code}#${secret}`);
    await pill(page).getByText('Placed').waitFor();
    // Today, tomorrow or a later day, as the shop's hours say at the harness's clock.
    await page.getByText(/^Expected (by|tomorrow by|on) /).waitFor();
    // A mark on this document: a reload would wipe it.
    await page.evaluate(() => {
      (window as unknown as { followMark: number }).followMark = 1;
    });

    const vendorCookie = await session('vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    });
    const courierCookie = await session('deliveryLogin', {
      phone: courier.profile.phone,
      password: courier.password,
    });

    await staffMove(vendorCookie, orderId, 'accepted');
    await pill(page).getByText('Accepted').waitFor();
    await staffMove(vendorCookie, orderId, 'ready');
    await pill(page).getByText('Ready').waitFor();

    const claimed = await web.api.call('claimOrder', { orderId }, courierCookie);
    expect(claimed.httpStatus).toBe(200);
    await staffMove(courierCookie, orderId, 'outForDelivery');
    await pill(page).getByText('Out for delivery').waitFor();
    const firstName = courier.profile.name.split(' ')[0]!;
    await page.getByText(`${firstName} is bringing your order`).waitFor();
    const call = page.locator('main .order-card__courier a[href^="tel:"]');
    expect(await call.getAttribute('href')).toContain(courier.profile.phone.slice(-6));
    await shot(page, 'order-on-its-way-en');

    const bengali = await open(`/order/${code}#${secret}`, 'bn');
    await bengali.locator('main .order-card__courier').waitFor();
    await shot(bengali, 'order-on-its-way-bn');

    await staffMove(courierCookie, orderId, 'delivered');
    await pill(page).getByText('Delivered').waitFor();
    await page.locator('main .order-card__courier').waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => (window as unknown as { followMark?: number }).followMark),
    ).toBe(1);
  }, 120_000);

  test('My orders and bookings lists what this browser booked; an appointment is moved and cancelled by its link', async () => {
    const page = await open(`/medical/appointment?id=${doctor.id}`);
    await chooseFirstFreeTime(page);
    await page.getByLabel("Patient's name").fill('Rupa Das');
    await page.getByLabel('Mobile number').fill('9830011122');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your appointment is booked' }).waitFor();
    // What is true: the desk has it, not the chamber; the chamber's phone and a map link.
    await page
      .getByText('The town help desk is confirming this time', { exact: false })
      .first()
      .waitFor();
    expect(await page.getByText('The chamber has your name and time').count()).toBe(0);
    await page.locator(`main a[href^="tel:"]`).first().waitFor();
    expect(await page.locator('main a[href*="openstreetmap.org"]').count()).toBeGreaterThan(0);
    await shot(page, 'appointment-thanks-en');
    const code = (await page.locator('.med-thanks__code').textContent())!.trim();

    await page.goto(`${web.api.url}/my`);
    await pageLive(page);
    const entry = page.locator('main .my-entry', { hasText: doctor.name });
    await entry.waitFor();
    await shot(page, 'my-en');
    await entry.getByRole('link', { name: 'Open' }).click();
    await page.getByRole('heading', { level: 1, name: `Booking ${code}` }).waitFor();

    await page.getByRole('button', { name: 'Choose another time' }).click();
    const other = page.locator('main .med-booking-move input[name="slot"]').nth(1);
    await other.waitFor({ state: 'attached' });
    const newSlot = await other.inputValue();
    // The time's button, as a finger taps it (the radio inside is kept out of sight).
    await page.locator('main .med-booking-move .med-option').nth(1).click();
    expect(await other.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await page.getByRole('button', { name: 'Choose another time' }).waitFor();
    const stored = () =>
      web.api
        .documents<{ code: string; slot: string; status: string }>('appointments')
        .find((a) => a.code === code)!;
    expect(stored().slot).toBe(newSlot);

    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await page.locator('main .status-pill', { hasText: 'Cancelled' }).waitFor();
    expect(stored().status).toBe('cancelled');

    await page.goto(`${web.api.url}/my`);
    await pageLive(page);
    await page.locator('main .my-entry--cancelled', { hasText: doctor.name }).waitFor();

    await page.evaluate(() => localStorage.setItem('lang', 'bn'));
    const bengali = await page.context().newPage();
    await bengali.goto(`${web.api.url}/my`);
    await pageLive(bengali);
    await bengali.getByRole('heading', { level: 1, name: 'আমার অর্ডার ও বুকিং' }).waitFor();
    await shot(bengali, 'my-bn');
    await bengali.evaluate(() => localStorage.setItem('lang', 'en'));
  }, 120_000);

  test('the lab page and a lab booking name the lab, its address and phone, and the tests booked', async () => {
    const lab = demoTown.lab!;
    const tests = demoCatalog.labTests.filter((test) => test.active).slice(0, 2);
    const page = await open('/medical/labTest');
    await page.locator('main .med-lab-place').getByText(lab.name).waitFor();
    expect(await page.locator('main .med-lab-place a[href^="tel:"]').count()).toBe(1);

    const reply = await web.api.call('bookLabTest', {
      testIds: tests.map((test) => test.id),
      patient: { name: 'Mita Roy', phone: '9830011133' },
      ...labCollection({ date: '2030-02-01' }),
      homeCollection: false,
    });
    const { code, secret } = reply.body.result as { code: string; secret: string };
    await page.goto(`${web.api.url}/booking/${code}#${secret}`);
    await pageLive(page);
    const card = page.locator('main .med-booking-card');
    await card.getByText(lab.name).waitFor();
    await card.getByText(lab.address).waitFor();
    for (const test of tests) await card.getByText(test.name).first().waitFor();
    await card.getByText('Waiting for the lab to confirm', { exact: false }).waitFor();
    await shot(page, 'lab-booking-en');
  });

  test('a booking link without its secret opens nothing', async () => {
    const page = await open('/booking/K7Q-4MX');
    await page
      .getByRole('heading', { level: 1, name: 'This link does not open a booking' })
      .waitFor();
  });
});
