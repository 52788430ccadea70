import { type Order, type Product, storageKeys } from '@town/core';
import type { Page } from 'playwright-core';
import { demoCatalog, demoStaff } from '../../demo';
import {
  addSession,
  describeInBrowser,
  type PhoneOptions,
  refusedRequest,
  seriousViolations,
  signedIn,
  useBrowserHarness,
} from '../support/browserHarness';
import { cameraPhoto } from '../support/photos';

const admin = demoStaff.admins[0]!;
const demoVendor = demoStaff.vendors[0]!;
/** A demo shop with no vendor account yet: the story gives it one. */
const newVendorShop = demoCatalog.shops.find((shop) => shop.id === 'shop-maa-tara-stores')!;
const keys = storageKeys('sonapur');

// A story across four phones in a real browser takes longer than a unit test.
jest.setTimeout(120_000);

describeInBrowser('staff screens in Chromium on the local host', () => {
  // Generous request budgets: one test address signs in and orders many times.
  const web = useBrowserHarness({
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
    // A stream learns that its session ended at the next heartbeat: keep that wait short.
    live: { heartbeatMs: 500 },
  });
  const { visit, signIn } = web;

  /** A phone (360 px) of its own: cookies and storage are not shared with the other people. */
  // axe is injected as a script, which the app's CSP (script-src 'self') would refuse.
  const phone = (lang: 'en' | 'bn' = 'en', width = 360, more: PhoneOptions = {}) =>
    web.phone({ lang, width, bypassCSP: true, ...more });
  // The admin's screens share one tab, as one admin goes from screen to screen: a phone of
  // its own would compile the app's code again in every test. The tab keeps only the role the
  // sign-in stores; the harness clears its cookies between tests.
  const officeTab = web.phoneForAll({
    lang: 'en',
    bypassCSP: true,
    storage: { [keys.token]: 'admin' },
  });
  /**
   * The admin's tab signed in and open at `path`. The admin's sign-in screen is the story's
   * first step; here the host's sign-in call stands in for it, afresh in each test.
   */
  const adminTab = async (width = 360) => {
    const page = officeTab();
    const { session } = await signedIn(web.api, 'admin', admin);
    await addSession(page.context(), web.api.url, session ?? '');
    await page.setViewportSize({ width, height: 760 });
    return page;
  };
  const adminAt = async (path: string, width = 360) => {
    const page = await adminTab(width);
    await visit(page, path);
    return page;
  };

  const heading = (page: Page, name: string) =>
    page.getByRole('heading', { level: 1, name }).waitFor();
  const orderCard = (scope: Page | ReturnType<Page['getByRole']>, code: string) =>
    scope.getByRole('article', { name: `Order ${code}` });

  test('the story: accounts made by the admin, a product, an order, a live delivery, tracked by the customer', async () => {
    // The admin creates a vendor for a demo shop and a delivery person.
    const office = await phone();
    await signIn(office, '/login', admin.profile.email, admin.password);
    await heading(office, 'Dashboard');
    await office
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Staff', exact: true })
      .click();
    await heading(office, 'Staff accounts');

    // Each account comes with a one-time link, shown once, for its holder to choose a password.
    const inviteLinkOf = async (name: string) => {
      await office.getByText(`Send this link to ${name}.`, { exact: false }).waitFor();
      const link = await office.getByLabel('Invitation link').inputValue();
      expect(link).toMatch(new RegExp(`^${web.api.url}/invite#[\\w-]{43,}$`));
      return link;
    };
    await office.getByRole('button', { name: 'Create an account' }).click();
    await office.getByLabel('Full name').fill('Tapan Mondal');
    await office.getByLabel('Mobile number').fill('+91 98300 44556');
    await office.getByLabel('Shop').selectOption({ label: newVendorShop.name });
    await office.getByRole('button', { name: 'Create and get the link' }).click();
    const vendorLink = await inviteLinkOf('Tapan Mondal');
    const whatsApp = await office
      .getByRole('link', { name: 'Share on WhatsApp' })
      .getAttribute('href');
    expect(whatsApp).toBe(
      `https://wa.me/919830044556?text=${encodeURIComponent(
        `Hello Tapan Mondal, open this link to choose your password for the town app: ${vendorLink}`,
      )}`,
    );

    await office.getByRole('button', { name: 'Create an account' }).click();
    await office.getByRole('radio', { name: 'Delivery person' }).check();
    await office.getByLabel('Full name').fill('Bablu Sheikh');
    await office.getByLabel('Mobile number').fill('9830044557');
    await office.getByRole('button', { name: 'Create and get the link' }).click();
    const courierLink = await inviteLinkOf('Bablu Sheikh');
    const accounts = office.getByRole('region', { name: 'Vendors and delivery staff' });
    const vendorCard = accounts.getByRole('article', { name: 'Tapan Mondal' });
    await vendorCard.getByText(newVendorShop.name).waitFor();
    await vendorCard.getByText('Invited').waitFor();
    await accounts.getByRole('article', { name: 'Bablu Sheikh' }).waitFor();

    /** Opens an invitation link, chooses the password twice, and lands on the person's board. */
    async function acceptInvitation(page: Page, link: string, whom: string, password: string) {
      await page.goto(link);
      await heading(page, 'Choose your password');
      await page.getByText(whom).waitFor();
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('New password again').fill(password);
      await page.getByRole('button', { name: 'Save and sign in' }).click();
    }

    // The delivery person opens their link, chooses a password, and leaves the board open.
    const courierPassword = 'bablu-own-2026';
    const courier = await phone();
    await acceptInvitation(
      courier,
      courierLink,
      'For Bablu Sheikh, delivery person.',
      courierPassword,
    );
    await heading(courier, 'Delivery board');
    await courier.getByText('Live: new orders appear by themselves').waitFor();
    await courier.getByText('No open orders right now.', { exact: false }).waitFor();
    const stored = await courier.evaluate(
      (key) => localStorage.getItem(key),
      keys.deliveryPersonData,
    );
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      name: 'Bablu Sheikh',
      phone: '9830044557',
    });
    await courier.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The vendor opens their link, lands on their shop, and adds a product to it.
    const counter = await phone();
    await acceptInvitation(
      counter,
      vendorLink,
      `For Tapan Mondal, vendor at ${newVendorShop.name}.`,
      'maa-tara-2026',
    );
    await counter.waitForURL(`${web.api.url}/vendor/${newVendorShop.type}`);
    await heading(counter, newVendorShop.name);
    await counter.getByRole('link', { name: 'Products' }).click();
    await counter.getByRole('button', { name: 'Add a product' }).click();
    const newProduct = counter.getByRole('form', { name: 'New product' });
    await newProduct.getByLabel('Product name').fill('Gobindobhog Chira');
    await newProduct.getByLabel('Sold by').fill('500 g');
    await newProduct.getByLabel('Price (₹)').fill('65');
    await newProduct.getByLabel('In stock').fill('20');
    await newProduct.getByRole('button', { name: 'Add product' }).click();
    await counter.getByText('Gobindobhog Chira was added to your shop.').waitFor();
    const product = web.api
      .documents<Product>('products')
      .find((each) => each.name === 'Gobindobhog Chira')!;
    expect(product).toMatchObject({ shopId: newVendorShop.id, pricePaise: 6500, stock: 20 });
    await counter.getByRole('link', { name: 'Orders', exact: true }).click();
    await counter.getByText('Live: new orders appear by themselves').waitFor();

    // A customer orders it through the public screens.
    const customerPhone = '9830044558';
    const customer = await phone();
    await visit(customer, `/buy/${product.id}`);
    await heading(customer, 'Gobindobhog Chira');
    await customer.getByRole('button', { name: /^Add to cart/ }).click();
    await visit(customer, '/cart');
    await customer.getByLabel('Your name').fill('Shila Pal');
    await customer.getByLabel('Mobile number').fill(customerPhone);
    await customer.getByLabel('Address').fill('3 Kalibari Lane, Sonapur');
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL(/\/thankYou\?code=/);
    const code = new URL(customer.url()).searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);

    // The order reaches the shop live; the shop accepts it and it opens to couriers, live.
    const atShop = orderCard(counter, code);
    await atShop.getByText('Shila Pal').waitFor();
    await atShop.getByRole('button', { name: 'Accept' }).click();
    const offered = orderCard(courier.getByRole('region', { name: 'Open to take' }), code);
    await offered.waitFor();
    await offered.getByText('3 Kalibari Lane, Sonapur').waitFor();
    expect(await offered.getByRole('link', { name: 'Call Shila Pal' }).getAttribute('href')).toBe(
      `tel:${customerPhone}`,
    );
    expect(await seriousViolations(courier)).toEqual([]);
    expect(await seriousViolations(counter)).toEqual([]);
    await atShop.getByRole('button', { name: 'Mark ready' }).click();
    await atShop.getByText('Ready for pickup').waitFor();
    await offered.getByText('Ready for pickup').waitFor();

    // The courier takes it, picks it up and delivers it, all on the same page.
    await offered.getByRole('button', { name: 'Take this order' }).click();
    const inHand = orderCard(courier.getByRole('region', { name: 'My deliveries' }), code);
    await inHand.getByRole('button', { name: 'Picked up' }).click();
    await inHand.getByText('Out for delivery').waitFor();
    await inHand.getByRole('button', { name: 'Delivered' }).click();
    // "₹… collected?": the courier says how the customer paid.
    await inHand.getByRole('heading', { name: /collected\?$/ }).waitFor();
    await inHand.getByRole('button', { name: 'Cash received' }).click();
    await orderCard(courier.getByRole('region', { name: 'Finished' }), code)
      .getByText('Delivered')
      .waitFor();
    expect(
      await courier.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    const order = web.api.documents<Order>('orders').find((each) => each.code === code)!;
    expect(order.history.map((change) => change.status)).toEqual([
      'placed',
      'accepted',
      'ready',
      'outForDelivery',
      'delivered',
    ]);

    // The shop's board followed along.
    await orderCard(counter.getByRole('region', { name: 'Finished' }), code)
      .getByText('Delivered')
      .waitFor();

    // The customer's order page (the private link this browser kept) shows it delivered.
    await visit(customer, '/findOrder');
    await customer.getByRole('link', { name: `Order ${code}` }).click();
    await orderCard(customer, code)
      .locator('header')
      .getByText('Delivered', { exact: true })
      .waitFor();

    // A signed-in vendor is not an admin: /admin shows the admin sign-in.
    await visit(counter, '/admin');
    await heading(counter, 'Admin sign-in');
    await counter
      .getByText('You are signed in with your vendor account.', { exact: false })
      .waitFor();
    await counter.getByLabel('Email address').waitFor();

    // Signing out ends the session and forgets the stored delivery profile.
    await courier.getByRole('button', { name: 'Sign out' }).click();
    await heading(courier, 'Delivery sign-in');
    expect(
      await courier.evaluate((key) => localStorage.getItem(key), keys.deliveryPersonData),
    ).toBe(null);
    expect(await courier.evaluate((key) => localStorage.getItem(key), keys.token)).toBe(null);
    const session = await courier.evaluate(() =>
      fetch('/api/session').then((reply) => reply.json()),
    );
    expect(session).toEqual({ result: { principal: { role: 'visitor' } } });
  });

  test('an order from two shops: each shop packs its own part, the courier collects from both, the customer follows each shop', async () => {
    const [vendorA, vendorB] = demoStaff.vendors;
    const shopName = (shopId: string) => demoCatalog.shops.find((shop) => shop.id === shopId)!.name;
    const productOf = (shopId: string) =>
      demoCatalog.products.find((p) => p.shopId === shopId && p.available && p.stock > 5)!;
    const productA = productOf(vendorA!.profile.shopId);
    const productB = productOf(vendorB!.profile.shopId);
    const nameA = shopName(vendorA!.profile.shopId);
    const nameB = shopName(vendorB!.profile.shopId);

    // Shop A signs in on its screen (the one vendor sign-in that goes through it); shop B and
    // the courier come signed in (the courier's screen: the switched-off courier's test).
    const counterA = await phone();
    await signIn(counterA, '/vendorLogin', vendorA!.profile.phone, vendorA!.password);
    await counterA.getByText('Live: new orders appear by themselves').waitFor();
    const counterB = await phone('en', 360, await signedIn(web.api, 'vendor', vendorB!));
    await visit(counterB, `/vendor/${vendorB!.profile.category}`);
    await counterB.getByText('Live: new orders appear by themselves').waitFor();
    const courier = await phone(
      'en',
      360,
      await signedIn(web.api, 'delivery', demoStaff.delivery[0]!),
    );
    await visit(courier, '/delivery');
    await courier.getByText('Live: new orders appear by themselves').waitFor();

    const customerPhone = '9830044571';
    const placed = await web.api.call('createOrder', {
      customer: { name: 'Rina Two-Shops', phone: customerPhone },
      address: { line: '8 Haat Road, Sonapur' },
      items: [
        { productId: productA.id, quantity: 1 },
        { productId: productB.id, quantity: 2 },
      ],
    });
    const { code, secret } = placed.body.result as { code: string; secret: string };

    // Each shop sees only its own lines and what they come to.
    const atA = orderCard(counterA, code);
    await atA.getByText(productA.name).waitFor();
    await atA
      .getByText('Part of an order with 1 other shop: the courier collects from each.')
      .waitFor();
    expect(await atA.getByText(productB.name).count()).toBe(0);
    expect(await atA.locator('.staff-order-card__total strong').textContent()).toContain(
      String(productA.pricePaise / 100),
    );
    await orderCard(counterB, code).getByText(productB.name).waitFor();
    expect(await orderCard(counterB, code).getByText(productA.name).count()).toBe(0);
    expect(await atA.getByRole('button', { name: 'Cancel your items' }).count()).toBe(1);

    // Shop A accepts and packs; until shop B accepts, no courier is offered the order.
    await atA.getByRole('button', { name: 'Accept' }).click();
    await atA.getByRole('button', { name: 'Mark ready' }).click();
    await atA.getByText('Ready for pickup').waitFor();
    await orderCard(counterB, code).getByText('New').waitFor();
    expect(await orderCard(courier, code).count()).toBe(0);

    await orderCard(counterB, code).getByRole('button', { name: 'Accept' }).click();
    const offered = orderCard(courier.getByRole('region', { name: 'Open to take' }), code);
    await offered.waitFor();
    // Two pickups, each with what to collect there and whether that shop has packed it.
    const pickups = offered
      .getByRole('list', { name: 'Pickups' })
      .getByRole('listitem')
      .filter({
        has: courier.locator('.staff-order-card__pickup-head'),
      });
    expect(await pickups.count()).toBe(2);
    await pickups.nth(0).getByText(`Collect from ${nameA}`).waitFor();
    await pickups.nth(0).getByText('Ready for pickup').waitFor();
    await pickups.nth(0).getByText(productA.name).waitFor();
    await pickups.nth(1).getByText(`Collect from ${nameB}`).waitFor();
    await pickups.nth(1).getByText('Accepted').waitFor();
    await pickups.nth(1).getByText(productB.name).waitFor();
    expect(await seriousViolations(courier)).toEqual([]);
    expect(await seriousViolations(counterA)).toEqual([]);

    await offered.getByRole('button', { name: 'Take this order' }).click();
    const inHand = orderCard(courier.getByRole('region', { name: 'My deliveries' }), code);
    // Waiting on one shop: the board names it, and the packed part can be collected already.
    await inHand.getByText(`Waiting for ${nameB} to pack its part.`).waitFor();
    expect(await inHand.getByRole('button', { name: 'Picked up', exact: true }).count()).toBe(0);
    await inHand.getByRole('button', { name: `Picked up at ${nameA}` }).click();
    await inHand.getByText(`Collected from ${nameA}`).waitFor();
    await atA.getByText('Picked up', { exact: true }).waitFor();

    // The customer follows one order, shop by shop, by its private link.
    const customer = await phone();
    await visit(customer, `/order/${code}#${secret}`);
    const tracked = orderCard(customer, code);
    const shopPart = (name: string) => tracked.locator('.order-part').filter({ hasText: name });
    await shopPart(nameA).getByText('Picked up', { exact: true }).waitFor();
    await shopPart(nameB).getByText('Accepted', { exact: true }).waitFor();

    // Shop B packs: the courier collects there too, and the order goes out.
    await orderCard(counterB, code).getByRole('button', { name: 'Mark ready' }).click();
    await inHand.getByRole('button', { name: `Picked up at ${nameB}` }).click();
    await inHand.getByText('Out for delivery').first().waitFor();
    await orderCard(counterB, code).getByText('Picked up', { exact: true }).waitFor();

    // The admin sees each shop's part with its status.
    const office = await adminAt('/admin/orders');
    const atOffice = orderCard(office, code);
    await atOffice.getByText(`Collected from ${nameA}`).waitFor();
    await atOffice.getByText(`Collected from ${nameB}`).waitFor();
    expect(await atOffice.getByText('Ready for pickup').count()).toBe(0);
  });

  test('an unknown phone and a wrong password get the same message; a slowed account says how long to wait', async () => {
    web.allowConsoleError(refusedRequest(401, 429), 'wrong passwords, then a slowed account');
    const page = await phone();
    const wrong = 'The mobile number or password is not right. Check both and try again.';
    await signIn(page, '/vendorLogin', '9830099999', 'anything-at-all');
    await page.getByText(wrong).waitFor();
    await signIn(page, '/vendorLogin', demoVendor.profile.phone, 'not-the-password');
    await page.getByText(wrong).waitFor();

    for (let i = 0; i < 4; i++) {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText(wrong).waitFor();
    }
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/wait 3 minutes before the next try/).waitFor();

    await signIn(page, '/login', 'nobody@sonapur.example', 'whatever');
    await page
      .getByText('The email address or password is not right. Check both and try again.')
      .waitFor();
    await page.getByLabel('Email address').fill('not an email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter a valid email address, e.g. name@example.com').waitFor();
  });

  test('a disabled courier is sent back to sign-in, live, and cannot sign in again', async () => {
    web.allowConsoleError(refusedRequest(403), 'a switched-off account signing in');
    const courier = demoStaff.delivery[1]!;
    const page = await phone();
    await signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    await page.getByText('Live: new orders appear by themselves').waitFor();

    const office = await adminAt('/admin/staff', 1280);
    const card = office.getByRole('article', { name: courier.profile.name });
    await card.getByRole('button', { name: 'Switch off' }).click();
    await card.getByRole('button', { name: 'Switch off' }).click();
    await card.getByText('Switched off').waitFor();

    await heading(page, 'Delivery sign-in');
    await signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    await page.getByText('This account is switched off. Ask the town admin.').waitFor();
    await card.getByRole('button', { name: 'Switch on' }).click();
    await card.getByText('Active').waitFor();
  });

  test('signing out in one tab sends the other tab to sign-in at its next request', async () => {
    web.allowConsoleError(refusedRequest(401), 'the other tab reads after the session ended');
    // A phone of its own: signing out clears the stored role, and its second tab stays open.
    const first = await phone('en', 1280, await signedIn(web.api, 'admin', admin));
    await visit(first, '/admin');
    await heading(first, 'Dashboard');
    const second = await first.context().newPage();
    await visit(second, '/admin/orders');
    await heading(second, 'Orders');

    await first.getByRole('button', { name: 'Sign out' }).click();
    await heading(first, 'Admin sign-in');
    await second.getByRole('button', { name: 'Refresh' }).click();
    await heading(second, 'Admin sign-in');
  });

  /** Asks for a reset link on the screen and answers the link the email carries. */
  async function emailedResetLink(page: Page): Promise<string> {
    // The local host "sends" emails to its log; the link is made then and stored nowhere else.
    const links = () =>
      web.api.logLines
        .filter((line) => line.startsWith(`email to ${admin.profile.email}:`))
        .map((line) => /\/forgetPassword\?token=[\w-]+/.exec(line)?.[0] ?? '');
    const before = new Set(links());
    await visit(page, '/forgetPassword');
    await page.getByLabel('Email address').fill(admin.profile.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText(`If ${admin.profile.email} belongs to an admin account`, { exact: false })
      .waitFor();
    const token = await web.api.resetTokenMailedTo(admin.profile.email);
    const fresh = links().filter((link) => link && !before.has(link));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toContain(token);
    return fresh[0]!;
  }

  async function setNewPassword(page: Page, link: string, password: string) {
    await visit(page, link);
    await heading(page, 'Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('New password again').fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
  }

  test('password reset: the emailed link opens a form that sets a new password once', async () => {
    web.allowConsoleError(refusedRequest(400), 'the used link is refused');
    const page = await phone();
    const link = await emailedResetLink(page);

    await visit(page, link);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Use at least 8 characters for the password.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('sonapur-admin-2');
    await page.getByLabel('New password again').fill('sonapur-admin-22');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('The two passwords are not the same.').waitFor();

    await setNewPassword(page, link, 'sonapur-admin-2');
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
    await setNewPassword(page, link, 'sonapur-admin-3');
    await page
      .getByText('This reset link has expired or was already used.', { exact: false })
      .waitFor();

    await signIn(page, '/login', admin.profile.email, 'sonapur-admin-2');
    await heading(page, 'Dashboard');
    // The demo password again, for the tests that follow.
    await setNewPassword(page, await emailedResetLink(page), admin.password);
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();
  });

  describe('each sign-in screen, as a visitor sees it', () => {
    // One tab per language for the nine screens, as a visitor going from one to the next: a
    // visitor's sign-in screen stores nothing but the language, in storage and in cookies (the
    // harness clears cookies between tests), so each screen opens as on a fresh phone.
    const phoneIn = {
      en: web.phoneForAll({ lang: 'en', bypassCSP: true }),
      bn: web.phoneForAll({ lang: 'bn', bypassCSP: true }),
    };

    test.each([
      ['/login', 'Admin sign-in', 'অ্যাডমিন লগইন'],
      ['/vendorLogin', 'Vendor sign-in', 'বিক্রেতা লগইন'],
      ['/deliveryLogin', 'Delivery sign-in', 'ডেলিভারি লগইন'],
      ['/forgetPassword', 'Reset your password', 'পাসওয়ার্ড নতুন করে সেট করুন'],
      ['/admin', 'Admin sign-in', 'অ্যাডমিন লগইন'],
      ['/admin/orders', 'Admin sign-in', 'অ্যাডমিন লগইন'],
      ['/vendor/grocery', 'Vendor sign-in', 'বিক্রেতা লগইন'],
      ['/delivery', 'Delivery sign-in', 'ডেলিভারি লগইন'],
      ['/delivery/screen', 'Delivery sign-in', 'ডেলিভারি লগইন'],
    ])(
      '%s shows a visitor "%s", in both languages, at 360 px with no sideways scrolling and no serious axe violation',
      async (path, english, bengali) => {
        for (const [lang, title] of [
          ['en', english],
          ['bn', bengali],
        ] as const) {
          const page = phoneIn[lang]();
          await visit(page, path);
          await heading(page, title);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
          expect(await seriousViolations(page)).toEqual([]);
        }
      },
    );
  });

  test('the admin cancels every open order of one phone in one step (a flood of fake orders)', async () => {
    const floodPhone = '9830077001';
    const item = demoCatalog.products.find(
      (p) => p.available && p.stock >= 5 && !p.prescriptionRequired,
    )!;
    for (let i = 0; i < 3; i++) {
      const reply = await web.api.call('createOrder', {
        customer: { name: 'Fake Buyer', phone: floodPhone },
        address: { line: '1 Nowhere Lane, Sonapur' },
        items: [{ productId: item.id, quantity: 1 }],
      });
      expect(reply.httpStatus).toBe(200);
    }
    const page = await adminAt('/admin/orders');
    await page.getByText('Cancel a flood of orders from one phone').click();
    await page.getByLabel('Mobile number').fill(floodPhone);
    await page.getByLabel('Reason (optional)').fill('Fake orders');
    await page.getByRole('button', { name: 'Cancel all open orders' }).click();
    await page.getByRole('button', { name: 'Yes, cancel them all' }).click();
    await page.getByText('3 orders cancelled; their stock is back.').waitFor();
    const flood = web.api.documents<Order>('orders').filter((o) => o.customer.phone === floodPhone);
    expect(flood.map((o) => o.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  test('every admin page renders for an admin at 360 px with no serious axe violation, and an unknown page says so', async () => {
    const page = await adminTab();
    const pages: Array<[string, string]> = [
      ['/admin/orders', 'Orders'],
      ['/admin/bookings', 'Bookings and requests'],
      ['/admin/staff', 'Staff accounts'],
      ['/admin/catalog', 'Catalog'],
      ['/admin/shops', 'Shops'],
      ['/admin/products', 'Products'],
      ['/admin/doctors', 'Doctors'],
      ['/admin/labTests', 'Lab tests'],
      ['/admin/emergencyContacts', 'Emergency numbers'],
      ['/admin/teachers', 'Teachers'],
      ['/admin/transport', 'Transport'],
      ['/admin/busRoutes', 'Bus routes'],
      ['/admin/galleries', 'Galleries'],
      ['/admin/feeds', 'News and feeds'],
      ['/admin/services', 'Services'],
      ['/admin/alerts', 'Notifications'],
    ];
    for (const [path, title] of pages) {
      await visit(page, path);
      await heading(page, title);
      await page.waitForFunction(() => !document.querySelector('main [role="status"].loading'));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect([path, overflow]).toEqual([path, 0]);
      expect([path, await seriousViolations(page)]).toEqual([path, []]);
    }
    await visit(page, '/admin/no-such-page');
    await heading(page, 'Not found');
    await page.getByText('There is no admin page called “no-such-page”.').waitFor();
  });

  test('the dashboard says when the last good backup was taken, and warns before there is one', async () => {
    const page = await adminAt('/admin');
    await heading(page, 'Dashboard');
    const box = page.locator('section[aria-labelledby="backups-summary"]');
    await box.getByText('No backup has been taken yet.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await web.api.backupNow();
    await page.reload();
    await box.getByText('Last good backup:', { exact: false }).waitFor();
    expect(await box.getByText('No backup has been taken yet.', { exact: false }).count()).toBe(0);
  });

  test('the admin edits a catalog entry; a server field error is shown next to its field', async () => {
    web.allowConsoleError(refusedRequest(400), 'a field the server refuses');
    const page = await adminAt('/admin/busRoutes', 1280);
    const [first, second] = [...demoCatalog.busRoutes].sort((a, b) =>
      a.destination.localeCompare(b.destination),
    );
    await page
      .getByRole('article', { name: first!.destination })
      .getByRole('button', { name: 'Edit' })
      .click();
    // Another route's address: the server refuses it by path (doc.slug).
    await page.getByLabel('Web address name').fill(second!.slug);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`The route to ${second!.destination} already uses this slug`).waitFor();
    expect(await page.getByLabel('Web address name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Web address name').fill(first!.slug);
    await page.getByLabel('Fare (₹)').fill('45.50');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${first!.destination} was saved.`).waitFor();
    const saved = web.api
      .documents<{ id: string; farePaise: number }>('busRoutes')
      .find((route) => route.id === first!.id);
    expect(saved?.farePaise).toBe(4550);
  });

  test("the admin gives a product its photo from the product's form, and saving the form keeps it", async () => {
    const page = await adminAt('/admin/products', 1280);
    const card = page.locator('article.staff-catalog-item').first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('button', { name: 'Edit' }).click();
    // No address to type: the photo button, as the vendor has it.
    expect(await page.getByLabel('Picture', { exact: true }).count()).toBe(0);
    await page.getByLabel(`Photo of ${name}`).setInputFiles({
      name: 'shelf.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto('jpeg', { width: 1600, height: 1200 }),
    });
    await page.getByText('Photo saved.').waitFor();
    await page.getByLabel('In stock').fill('77');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${name} was saved.`).waitFor();
    const saved = web.api.documents<Product>('products').find((product) => product.name === name);
    expect([saved?.image, saved?.stock]).toEqual([expect.stringMatching(/^uploads\//), 77]);
  });

  test('on a 360 px phone the admin gives a shop its picture with the photo button, saving the form keeps it, and Remove takes it off', async () => {
    const page = await adminAt('/admin/shops', 360);
    const shop = demoCatalog.shops.find((each) => each.id === 'shop-annapurna-grocery')!;
    await page
      .getByRole('article', { name: shop.name })
      .getByRole('button', { name: 'Edit' })
      .click();
    // No address to type: a photo button, as products have.
    expect(await page.getByRole('textbox', { name: 'Picture' }).count()).toBe(0);
    await page.getByLabel(`Picture of ${shop.name}`).setInputFiles({
      name: 'shopfront.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto('jpeg', { width: 1600, height: 1200 }),
    });
    await page.getByText('Picture saved.').waitFor();
    // The form fits the phone, and shows the picture it now has.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.locator('img.staff-catalog-picture__image').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${shop.name} was saved.`).waitFor();
    const imageNow = () =>
      web.api.documents<{ id: string; image?: string }>('shops').find((s) => s.id === shop.id)
        ?.image;
    expect(imageNow()).toMatch(/^uploads\//);

    await page
      .getByRole('article', { name: shop.name })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByText('Picture removed.').waitFor();
    expect(imageNow()).toBeUndefined();
  });

  test('the admin gives a chamber and a gallery picture their Bengali, and a chamber and an emergency entry a WhatsApp number', async () => {
    const page = await adminTab(1280);
    const edit = async (collection: string, name: string) => {
      await visit(page, `/admin/${collection}`);
      await page.getByRole('article', { name }).getByRole('button', { name: 'Edit' }).click();
    };
    const save = async (name: string) => {
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(`${name} was saved.`).waitFor();
    };

    const doctor = demoCatalog.doctors.find((d) => d.id === 'doc-tapas-mondal')!;
    await edit('doctors', doctor.name);
    await page.getByLabel('Chamber name in Bengali').fill('মণ্ডল চেম্বার');
    await page.getByLabel('Chamber address in Bengali').fill('হাসপাতাল মোড়, সোনাপুর');
    await page.getByLabel('WhatsApp number').fill('9000000203');
    await save(doctor.name);
    const chamber = web.api
      .documents<{ id: string; chamber: Record<string, unknown> }>('doctors')
      .find((d) => d.id === doctor.id)?.chamber;
    // The Bengali goes inside the chamber; its phone and the rest stay.
    expect(chamber).toEqual({
      ...doctor.chamber,
      nameBn: 'মণ্ডল চেম্বার',
      addressBn: 'হাসপাতাল মোড়, সোনাপুর',
      whatsapp: '9000000203',
    });

    const police = demoCatalog.emergencyContacts.find((c) => c.type === 'police' && !c.whatsapp)!;
    await edit('emergencyContacts', police.name);
    await page.getByLabel('WhatsApp number').fill('90000 00821');
    await save(police.name);
    const saved = web.api
      .documents<{ id: string; whatsapp?: string }>('emergencyContacts')
      .find((c) => c.id === police.id);
    expect(saved?.whatsapp).toBe('90000 00821');

    const gallery = demoCatalog.galleries[0]!;
    await edit('galleries', gallery.title);
    await page.getByLabel('Caption in Bengali').first().fill('নতুন ক্যাপশন');
    await save(gallery.title);
    const images = web.api
      .documents<{ id: string; images: Array<Record<string, unknown>> }>('galleries')
      .find((g) => g.id === gallery.id)?.images;
    expect(images?.[0]).toEqual({ ...gallery.images[0], captionBn: 'নতুন ক্যাপশন' });
    expect(images?.slice(1)).toEqual(gallery.images.slice(1));
  });
});
