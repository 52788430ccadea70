import type { Product } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff } from '../../../demo';
import { chooseFirstFreeTime } from '../../support/appointmentForm';
import { firebaseWebSkipReason, useFirebaseWeb } from '../../support/firebaseWebHarness';
import { describeWhen } from '../../support/officialEmulators';

/**
 * What a resident does on the Firebase host, in Chromium (the Firebase build on the Hosting,
 * Functions and Auth emulators and the official Firestore emulator): follows an order and an
 * appointment from "My orders and bookings", and searches in Bengali and romanised Bengali.
 */
const reason = firebaseWebSkipReason();

const vendor = demoStaff.vendors[0]!;
const product = demoCatalog.products.find(
  (p: Product) =>
    p.shopId === vendor.profile.shopId && p.available && p.stock >= 5 && !p.prescriptionRequired,
)!;
const doctor = demoCatalog.doctors.find((d) => d.active && d.kind === 'specialist')!;
const rohu = 'Rohu (Rui) Fish';
const shop = demoCatalog.shops.find((s) => s.id === vendor.profile.shopId)!;
const otherProduct = demoCatalog.products.find(
  (p) => p.shopType === shop.type && p.shopId !== shop.id && p.available,
)!;

// Building the app and starting the emulators take a while on a busy two-core machine.
jest.setTimeout(240_000);

/**
 * A first call of a callable starts it cold in the Functions emulator (a worker that loads the
 * functions bundle). Alone the order test took 62 s in all; beside other suites on a loaded
 * two-core machine (load 13-16), its wait for the thank-you page passed 60 s twice.
 */
const coldCallMs = 150_000;

describeWhen(reason, "a resident's orders, bookings and search on the Firebase host", () => {
  const { web, url } = useFirebaseWeb('resident');

  async function phone(): Promise<Page> {
    const page = await web.phone({ lang: null, height: 800 });
    page.setDefaultTimeout(60_000);
    return page;
  }

  const entry = (page: Page, text: string) => page.locator('main .my-entry', { hasText: text });

  test('/my lists an order placed on this browser and shows its status once the shop accepts it', async () => {
    const customer = await phone();
    await web.visit(customer, `/buy/${product.id}`);
    await customer.getByRole('button', { name: /^Add to cart/ }).click();
    await customer.goto(url('/cart'));
    await customer.getByLabel('Your name').fill('Hasina Khatun');
    await customer.getByLabel('Mobile number').fill('9830066771');
    await customer.getByLabel('Address').fill('4 Station Road, Sonapur');
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL(/\/thankYou\?code=/, { timeout: coldCallMs });
    const code = new URL(customer.url()).searchParams.get('code') ?? '';

    await web.visit(customer, '/my');
    const order = entry(customer, code);
    await order.getByText('Now: Placed').waitFor();
    // Its private link: the code and the secret in the fragment.
    const link = await order.getByRole('link', { name: 'Open' }).getAttribute('href');
    expect(link).toMatch(new RegExp(`^/order/${code}#.{16,}$`));
    await order.getByRole('button', { name: "Share this order's link" }).waitFor();

    const shopBoard = await phone();
    await web.signIn(shopBoard, '/vendorLogin', vendor.profile.phone, vendor.password);
    await shopBoard.waitForURL(url(`/vendor/${vendor.profile.category}`));
    await shopBoard.getByRole('link', { name: 'Orders', exact: true }).click();
    const atShop = shopBoard.getByRole('article', { name: `Order ${code}` });
    await atShop.getByRole('button', { name: 'Accept' }).click();
    await atShop.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' });

    // /my asks the host for each saved link's status when it opens.
    await customer.reload();
    await order.getByText('Now: Accepted').waitFor();
    await order.getByRole('link', { name: 'Open' }).click();
    await customer.locator('main .order-card .status-pill').getByText('Accepted').waitFor();
  });

  test('an appointment booked on this browser is on /my with its private link', async () => {
    const page = await phone();
    await web.visit(page, `/medical/appointment?id=${doctor.id}`);
    await chooseFirstFreeTime(page);
    await page.getByLabel("Patient's name").fill('Rekha Ghosh');
    await page.getByLabel('Mobile number').fill('9830011177');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Your appointment is booked' })
      .waitFor({ timeout: coldCallMs });
    const code = (await page.locator('.med-thanks__code').textContent())?.trim() ?? '';
    expect(code).not.toBe('');

    await web.visit(page, '/my');
    const booking = entry(page, doctor.name);
    await booking.getByText('Now: Waiting for confirmation').waitFor();
    await booking.getByRole('button', { name: "Share this booking's link" }).waitFor();
    const link = await booking.getByRole('link', { name: 'Open' }).getAttribute('href');
    expect(link).toMatch(new RegExp(`^/booking/${code}#.{16,}$`));
    await booking.getByRole('link', { name: 'Open' }).click();
    await page.getByRole('heading', { level: 1, name: `Booking ${code}` }).waitFor();
    await page.getByText('Rekha Ghosh').first().waitFor();
  });

  test('search finds Rohu from Bengali script (মাছ) and romanised Bengali (rui)', async () => {
    const page = await phone();
    await web.visit(page, '/search');
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' });
    const results = page.locator('main .search-results__list a');
    await field.fill('মাছ');
    await results.filter({ hasText: rohu }).waitFor();
    await field.fill('rui');
    await results.first().filter({ hasText: rohu }).waitFor();
    expect(await results.filter({ hasText: 'Apple' }).count()).toBe(0);
    await results.first().click();
    await page.waitForURL(/\/buy\//);
    await page.getByRole('heading', { level: 1, name: rohu }).waitFor();
  });

  test("a shop's own address arrives from the pages function with that shop's products", async () => {
    const page = await web.phone({ lang: 'en', javaScriptEnabled: false });
    await page.goto(url(`/${shop.type}?shop=${encodeURIComponent(shop.id)}`));
    expect(await page.locator('main h1').textContent()).toBe(shop.name);
    expect(await page.locator('#products-title').textContent()).toBe(`Products of ${shop.name}`);
    expect(await page.getByRole('heading', { name: product.name, exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: otherProduct.name, exact: true }).count()).toBe(
      0,
    );
  });
});
