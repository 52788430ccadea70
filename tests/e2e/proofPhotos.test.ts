import { join } from 'node:path';
import type { Order, Photo } from '@town/core';
import type { Page } from 'playwright-core';
import { demoStaff } from '../../demo';
import { describeInBrowser, useBrowserHarness } from '../support/browserHarness';
import { cameraPhoto } from '../support/photos';
import { courierId, orderFixtures, staffSessions } from '../support/staffFixtures';

const courier = demoStaff.delivery[0]!;
/** Where the screenshots of a run go, to look at them at 360 px (SCREENSHOTS=dir). */
const shots = process.env.SCREENSHOTS;

jest.setTimeout(120_000);

/**
 * The courier's photo at the door on a 360 px phone: taken at "Delivered" without signal, it
 * waits on the phone with the tap and reaches the host first; at "Could not deliver" (in
 * Bengali) it is asked for and goes with the report.
 */
describeInBrowser('proof photos at the door, in Chromium on the local host', () => {
  const web = useBrowserHarness({
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
    realClock: true,
  });
  const offline = /net::ERR_INTERNET_DISCONNECTED/;
  const shot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  };
  const stored = async (id: string) =>
    (await web.api.documents<Order>('orders')).find((order) => order.id === id)!;
  const photoOf = async (ref: string) =>
    (await web.api.documents<Photo>('photos')).find((photo) => `uploads/${photo.id}` === ref);
  const door = async () => ({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto('jpeg', { width: 1200, height: 900 }),
  });
  const fitsTheScreen = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

  test('a photo taken at Delivered without signal waits with the tap and is sent first', async () => {
    const sessionOf = staffSessions(web.api);
    const fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    const placed = await fixtures.at('outForDelivery', { courier: courierId });
    const page = await web.phone();
    web.allowConsoleError(offline, 'the network is cut on purpose');
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    const card = page.getByRole('article', { name: `Order ${placed.code}` });
    await card.getByRole('button', { name: 'Delivered' }).click();
    await page.getByText('Add a photo (optional)').waitFor();
    await page.locator('.staff-proof-photo input[type="file"]').setInputFiles(await door());
    await page.getByRole('img', { name: 'The photo you took' }).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'proof-delivered-photo');

    await page.context().setOffline(true);
    await page.getByRole('button', { name: /^Cash received/ }).click();
    await page.getByText('Waiting for signal — will send').waitFor();
    expect((await stored(placed.id)).status).toBe('outForDelivery');
    expect(
      (await web.api.documents<Photo>('photos')).filter((p) => p.proofOf === placed.id),
    ).toEqual([]);

    await page.context().setOffline(false);
    await page.getByText('Waiting for signal — will send').waitFor({ state: 'detached' });
    const order = await stored(placed.id);
    expect(order.status).toBe('delivered');
    expect(order.proofPhotos).toEqual([expect.objectContaining({ outcome: 'delivered' })]);
    const photo = await photoOf(order.proofPhotos![0]!.photo);
    expect(photo).toMatchObject({ purpose: 'deliveryProof', orderId: placed.id });
    await shot(page, 'proof-delivered-sent');

    // The admin's order card lists the photo beside the order's other photos (staff only).
    const admin = demoStaff.admins[0]!;
    const office = await web.phone();
    await office.goto(`${web.api.url}/login`);
    await office.getByLabel('Email address').fill(admin.profile.email);
    await office.getByLabel('Password', { exact: true }).fill(admin.password);
    await office.getByRole('button', { name: 'Sign in' }).click();
    await office.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await office.goto(`${web.api.url}/admin/orders`);
    const adminCard = office.getByRole('article', { name: `Order ${placed.code}` });
    const link = adminCard.getByRole('link', { name: 'Photo at delivery' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`#${order.proofPhotos![0]!.photo}`);
    await fitsTheScreen(office);
    await shot(office, 'proof-admin-card');
  });

  test('Could not deliver asks for a photo in Bengali and sends it with the report', async () => {
    const sessionOf = staffSessions(web.api);
    const fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    const placed = await fixtures.at('outForDelivery', { courier: courierId });
    const page = await web.phone();
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    await page.getByRole('button', { name: 'বাংলা' }).click();
    const card = page.getByRole('article').filter({ hasText: placed.code });
    await card.getByRole('button', { name: 'ডেলিভারি করা গেল না' }).click();
    await card
      .getByText('দরজা বা প্যাকেটের একটি ছবি অ্যাডমিনকে সিদ্ধান্ত নিতে সাহায্য করে।', {
        exact: false,
      })
      .waitFor();
    await card.getByLabel('বাড়িতে কেউ ছিল না').check();
    await card.locator('.staff-proof-photo input[type="file"]').setInputFiles(await door());
    await card.getByRole('img', { name: 'আপনার তোলা ছবি' }).waitFor();
    await fitsTheScreen(page);
    await shot(page, 'proof-could-not-deliver-bn');
    await card.getByRole('button', { name: 'জানান: ডেলিভারি করা গেল না' }).click();
    // The card leaves the courier's list once the host has the report.
    await card.waitFor({ state: 'detached' });
    expect((await stored(placed.id)).proofPhotos?.map((proof) => proof.outcome)).toEqual([
      'notDelivered',
    ]);
    expect((await stored(placed.id)).failedAttempt?.reason).toBe('nobodyHome');
  });
});
