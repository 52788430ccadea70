import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, Product } from '@town/core';
import { getAuth } from 'firebase-admin/auth';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff } from '../../../demo';
import { pageLive, requestFailed } from '../../support/browserHarness';
import { firebaseWebSkipReason, useFirebaseWeb } from '../../support/firebaseWebHarness';
import { describeWhen } from '../../support/officialEmulators';

/** The Firebase build of the web app in Chromium, on the emulators (see useFirebaseWeb). */
const reason = firebaseWebSkipReason();

const vendor = demoStaff.vendors[0]!;
const courier = demoStaff.delivery[0]!;
const otherCourier = demoStaff.delivery[1]!;
const admin = demoStaff.admins[0]!;
const product = demoCatalog.products.find(
  (p: Product) =>
    p.shopId === vendor.profile.shopId && p.available && p.stock >= 5 && !p.prescriptionRequired,
)!;
const liveText = 'Live: new orders appear by themselves';
const offlineText = 'Connection lost. Trying again…';

// Building the app and starting the emulators take a while on a busy two-core machine.
jest.setTimeout(120_000);

describeWhen(reason, 'the Firebase build in Chromium, on the emulators', () => {
  const firebase = useFirebaseWeb('web');
  const { web, url } = firebase;
  const suite = () => firebase.suite;
  const db = () => firebase.db;

  /** A phone of its own (storage and sign-in not shared), with the request URLs it made. */
  async function phone(): Promise<{ page: Page; requests: string[] }> {
    const page = await web.phone({ lang: null });
    page.setDefaultTimeout(60_000);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    return { page, requests };
  }

  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor();
  const orderCard = (scope: Page | ReturnType<Page['getByRole']>, code: string) =>
    scope.getByRole('article', { name: `Order ${code}` });
  const calls = (requests: string[], host: string) =>
    requests.filter((each) => new URL(each).host === host);

  const { signIn } = web;

  /**
   * The Firebase SDK's modules in this build, by file: `/assets/x.js` → `auth`, `app`,
   * `firestore/lite`… (from the build's manifest), and the adapter that loads them.
   */
  function firebaseFiles(): Map<string, string> {
    const manifest = JSON.parse(
      readFileSync(join(firebase.dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; name?: string }>;
    const files = new Map<string, string>();
    for (const [source, chunk] of Object.entries(manifest)) {
      const sdk = /node_modules\/firebase\/(.+?)\/dist\//.exec(source)?.[1];
      if (sdk) files.set(`/${chunk.file}`, sdk);
      if (chunk.name === 'firebaseBackend') files.set(`/${chunk.file}`, 'adapter');
      // Core's read table, with zod: only for a read the browser runs on Firestore itself.
      if (chunk.name === 'namedReads') files.set(`/${chunk.file}`, 'core reads');
    }
    return files;
  }
  /** What of Firebase the page fetched: the SDK's modules and the adapter, sorted. */
  function firebaseLoaded(requests: string[]): string[] {
    const files = firebaseFiles();
    const loaded = requests.flatMap((each) => files.get(new URL(each).pathname) ?? []);
    return [...new Set(loaded)].sort();
  }
  /** The page and what it asked for after hydration, once the network has been quiet. */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(url(path));
    await web.settled(page);
    await page.waitForLoadState('networkidle');
  }

  test("a visitor's public page loads nothing of Firebase; a read after hydration loads Firestore Lite, never Auth", async () => {
    expect(new Set(firebaseFiles().values())).toEqual(
      new Set([
        'adapter',
        'app',
        'app-check',
        'auth',
        'core reads',
        'firestore',
        'firestore/lite',
        'functions',
      ]),
    );
    const { page, requests } = await phone();
    for (const path of ['/', '/contact', '/emergency', '/grocery']) {
      await open(page, path);
      expect({ path, loaded: firebaseLoaded(requests) }).toEqual({ path, loaded: [] });
    }
    expect(calls(requests, suite().auth)).toEqual([]);
    expect(calls(requests, suite().firestore)).toEqual([]);

    // Search reads the catalog in the browser once the page is live: from Firestore, signed out.
    await open(page, '/search?q=rui');
    await page.locator('main .search-results__list a').first().waitFor();
    expect(firebaseLoaded(requests)).toEqual(['adapter', 'app', 'core reads', 'firestore/lite']);
    expect(calls(requests, suite().firestore).length).toBeGreaterThan(0);
    expect(calls(requests, suite().auth)).toEqual([]);
  });

  test("a customer's lookup by phone calls its function (with App Check) and loads neither Firestore nor core's reads", async () => {
    const { page, requests } = await phone();
    await open(page, '/findOrder/9000000999');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(firebaseLoaded(requests)).toEqual(['adapter', 'app', 'app-check', 'functions']);
    expect(calls(requests, suite().functions).length).toBeGreaterThan(0);
    expect(calls(requests, suite().firestore)).toEqual([]);
  });

  test('a staff member signed in on this phone is still signed in after a reload, on any page; signed out, the phone is a visitor again', async () => {
    const { page, requests } = await phone();
    await signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    await heading(page, 'Delivery board');

    // The phone remembers the sign-in: Auth restores the session at startup, on a public page too.
    requests.length = 0;
    await open(page, '/contact');
    expect(firebaseLoaded(requests)).toEqual(expect.arrayContaining(['adapter', 'auth']));
    await page.goto(url('/deliveryLogin'));
    await page.waitForURL(url('/delivery'));
    await heading(page, 'Delivery board');
    await page.reload();
    await heading(page, 'Delivery board');
    await page.getByText(liveText).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading(page, 'Delivery sign-in');
    requests.length = 0;
    await open(page, '/contact');
    expect(firebaseLoaded(requests)).toEqual([]);
    await page.goto(url('/delivery'));
    await heading(page, 'Delivery sign-in');
  });

  test('the home page and the catalog are read straight from Firestore, under the rules', async () => {
    // A change made in Firestore shows on the next visit: the screens read the database itself.
    const renamed = `${product.name} (fresh from Firestore)`;
    await db().collection('products').doc(product.id).update({ name: renamed });
    const { page, requests } = await phone();
    await page.goto(url('/'));
    await pageLive(page);
    // The host renders only the first page: the next screen reads Firestore in the browser.
    await page.locator('main a[href="/grocery"]').first().click();
    await page.waitForURL(url('/grocery'));
    await page.getByRole('heading', { name: renamed }).waitFor();
    const shop = demoCatalog.shops.find((s) => s.id === vendor.profile.shopId)!;
    await page.getByRole('heading', { name: shop.name }).first().waitFor();
    expect(calls(requests, suite().firestore).length).toBeGreaterThan(0);
    // Public reads need no function: nothing went to the Functions emulator.
    expect(calls(requests, suite().functions)).toEqual([]);
    await db().collection('products').doc(product.id).update({ name: product.name });
  });

  test('an order from the cart goes through the createOrder callable and reaches the vendor and the courier live', async () => {
    const shopBoard = (await phone()).page;
    await signIn(shopBoard, '/vendorLogin', vendor.profile.phone, vendor.password);
    await shopBoard.waitForURL(url(`/vendor/${vendor.profile.category}`));
    await shopBoard.getByRole('link', { name: 'Orders', exact: true }).click();
    await shopBoard.getByText(liveText).waitFor();

    const courierBoard = (await phone()).page;
    await signIn(courierBoard, '/deliveryLogin', courier.profile.phone, courier.password);
    await heading(courierBoard, 'Delivery board');
    await courierBoard.getByText(liveText).waitFor();
    for (const board of [shopBoard, courierBoard]) {
      await board.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
    }

    const { page: customer, requests } = await phone();
    // App Check starts before the first callable, with the emulator build's provider.
    const appCheckTokens: Array<string | undefined> = [];
    customer.on('request', (request) => {
      if (request.url().endsWith('/createOrder')) {
        appCheckTokens.push(request.headers()['x-firebase-appcheck']);
      }
    });
    await customer.goto(url(`/buy/${product.id}`));
    await heading(customer, product.name);
    await customer.getByRole('button', { name: /^Add to cart/ }).click();
    await customer.goto(url('/cart'));
    await customer.getByLabel('Your name').fill('Firoza Begum');
    await customer.getByLabel('Mobile number').fill('9830055661');
    await customer.getByLabel('Address').fill('9 Hatkhola Road, Sonapur');
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL(/\/thankYou\?code=/);
    const code = new URL(customer.url()).searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    expect(
      calls(requests, suite().functions).filter((each) => each.endsWith('/createOrder')),
    ).toHaveLength(1);
    expect(appCheckTokens).toEqual([expect.stringMatching(/^[\w-]+\.[\w-]+\.$/)]);
    expect(firebaseLoaded(requests)).toContain('app-check');
    const stored = await db().collection('orders').where('code', '==', code).get();
    expect(stored.docs.map((doc) => doc.data() as Order)).toEqual([
      expect.objectContaining({
        status: 'placed',
        customer: expect.objectContaining({ name: 'Firoza Begum', phone: '9830055661' }),
        items: [expect.objectContaining({ productId: product.id, quantity: 1 })],
      }),
    ]);

    // The customer's private order page follows the order by itself: the callable, asked again.
    await customer.getByRole('link', { name: 'Open the order' }).click();
    const status = customer.locator('main .order-card .status-pill');
    await status.getByText('Placed').waitFor();
    await customer.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The shop's board shows it by itself; once accepted, it opens to couriers, live.
    const atShop = orderCard(shopBoard, code);
    await atShop.getByText('Firoza Begum').waitFor();
    await atShop.getByRole('button', { name: 'Accept' }).click();
    const offered = orderCard(courierBoard.getByRole('region', { name: 'Open to take' }), code);
    await offered.getByText('9 Hatkhola Road, Sonapur').waitFor();
    await offered.getByRole('button', { name: 'Take this order' }).click();
    await orderCard(courierBoard.getByRole('region', { name: 'My deliveries' }), code).waitFor();
    await status.getByText('Accepted').waitFor();
    for (const board of [shopBoard, courierBoard, customer]) {
      expect(
        await board.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
    }
    const taken = (await db().collection('orders').doc(stored.docs[0]!.id).get()).data() as Order;
    expect(taken).toMatchObject({
      status: 'accepted',
      deliveryPersonId: courier.profile.id,
    });
  });

  test('a board that cannot reach Firestore says so, never "Live" over an empty list, and goes live once it can', async () => {
    web.allowConsoleError(requestFailed, 'Firestore is out of reach on purpose');
    // The SDK says so itself, and its WebChannel probes the network with an image from
    // www.google.com that the hosting CSP refuses: both only while Firestore cannot be reached.
    web.allowConsoleError(/Could not reach Cloud Firestore backend/, 'the SDK logs the outage');
    web.allowConsoleError(/cleardot\.gif.*Content Security Policy/, 'the SDK probes the network');
    const { page } = await phone();
    await signIn(page, '/deliveryLogin', otherCourier.profile.phone, otherCourier.password);
    await heading(page, 'Delivery board');
    await page.getByText(liveText).waitFor();

    // Firestore out of reach (Auth and the app's files still load): a fresh board has only the
    // browser's empty cache.
    const firestore = `http://${suite().firestore}/**`;
    await page.context().route(firestore, (route) => route.abort('connectionrefused'));
    await page.reload();
    await heading(page, 'Delivery board');
    await page.getByText(offlineText).waitFor();
    // Firestore's cached answer (after its first failed try) must not turn the board live.
    await page.waitForTimeout(3000);
    expect(await page.getByText(liveText).count()).toBe(0);
    expect(await page.getByText('No open orders right now.', { exact: false }).count()).toBe(0);

    await page.context().unroute(firestore);
    await page.getByText(liveText).waitFor({ timeout: 60_000 });
    await page.getByText('No open orders right now.', { exact: false }).waitFor();
  });

  test('the admin signs in with email and password and the admin claim; an account without it cannot', async () => {
    const { page } = await phone();
    await signIn(page, '/login', admin.profile.email, admin.password);
    await heading(page, 'Dashboard');

    await getAuth(firebase.adminApp).createUser({
      email: 'helper@sonapur.example',
      password: 'helper-password-1',
    });
    const other = (await phone()).page;
    await signIn(other, '/login', 'helper@sonapur.example', 'helper-password-1');
    await other.getByText('This account is switched off. Ask the town admin.').waitFor();
    await heading(other, 'Admin sign-in');
  });
});
