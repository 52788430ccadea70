import { join } from 'node:path';
import { type Order, upiPayLink } from '@town/core';
import type { Page } from 'playwright-core';
import { encode } from 'uqr';
import { demoCatalog, demoStaff, demoTown } from '../../demo';
import {
  describeInBrowser,
  pageLive,
  seriousViolations,
  useBrowserHarness,
} from '../support/browserHarness';
import { courierId, orderFixtures, staffSessions } from '../support/staffFixtures';

const courier = demoStaff.delivery[0]!;
const admin = demoStaff.admins[0]!;
const grocery = demoCatalog.shops.find((shop) => shop.id === demoStaff.vendors[0]!.profile.shopId)!;
/** Where the screenshots of a run go, to look at them at 360 px (SCREENSHOTS=dir). */
const shots = process.env.SCREENSHOTS;

jest.setTimeout(120_000);

/**
 * The courier's day on a 360 px phone: the pickup card (the shop, its address with a map link
 * and phone, then the drop-off), "₹… collected?" with the UPI QR code and link for the exact
 * amount, the customer's page offering the same link, the courier's day and the admin's money.
 */
describeInBrowser('the courier at the door, in Chromium on the local host', () => {
  const web = useBrowserHarness({
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
  });
  const { visit, signIn } = web;
  /** axe is injected as a script, which the app's CSP (script-src 'self') would refuse. */
  const phone = () => web.phone({ lang: null, bypassCSP: true });

  const shot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  };
  const orderCard = (scope: Page | ReturnType<Page['getByRole']>, code: string) =>
    scope.getByRole('article', { name: `Order ${code}` });
  /** Whole rupees as the app shows them: "₹1,234". */
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

  test('pickup card, "₹… collected?" with the UPI QR code and link, the day, the cash handed over', async () => {
    const sessionOf = staffSessions(web.api);
    const fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    const placed = await fixtures.place();
    await web.api.call(
      'moveOrder',
      { orderId: placed.id, to: 'accepted' },
      await sessionOf('vendor'),
    );

    const page = await phone();
    await signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    const offered = orderCard(page.getByRole('region', { name: 'Open to take' }), placed.code);
    await offered.waitFor();

    // The pickup first: the shop, where it is on the map, its phone, and what to collect.
    const pickup = offered.getByRole('list', { name: 'Pickups' }).getByRole('listitem').first();
    await pickup.getByText(`Collect from ${grocery.name}`).waitFor();
    await pickup.getByText(grocery.address).waitFor();
    // No point stored for this shop: the map searches its address (which names the town).
    const shopMap = pickup.getByRole('link', { name: `Open in map: ${grocery.name}` });
    expect(await shopMap.getAttribute('href')).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(grocery.address)}`,
    );
    const call = pickup.locator('a[href^="tel:"]');
    expect(await call.getAttribute('aria-label')).toContain(grocery.name);
    // Then the drop-off: the customer, their address (a map search: no point was given), phone.
    const dropOff = offered.getByRole('region', { name: 'Drop off' });
    await dropOff.getByText('Test Customer').waitFor();
    expect(
      await dropOff.getByRole('link', { name: 'Open in map: Test Customer' }).getAttribute('href'),
    ).toContain('openstreetmap.org/search?query=7%20Fixture%20Lane');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'courier-open-order');

    await offered.getByRole('button', { name: 'Take this order' }).click();
    const inHand = orderCard(page.getByRole('region', { name: 'My deliveries' }), placed.code);
    await inHand.getByText('The shop is still packing this order').waitFor();
    await web.api.call('moveOrder', { orderId: placed.id, to: 'ready' }, await sessionOf('vendor'));
    await inHand.getByRole('button', { name: 'Picked up' }).click();
    await inHand.getByText('Out for delivery').first().waitFor();

    const order = (await web.api.documents<Order>('orders')).find((o) => o.id === placed.id)!;
    const link = upiPayLink(demoTown.upi!, order.totalPaise, order.code);

    // The customer's private page offers the same UPI link while the courier is on the way.
    const customer = await phone();
    await visit(customer, `/order/${placed.code}#${placed.secret}`);
    expect(await customer.getByRole('link', { name: 'Pay by UPI' }).getAttribute('href')).toBe(
      link,
    );

    // "Delivered" asks for the money first.
    await inHand.getByRole('button', { name: 'Delivered' }).click();
    await inHand.getByRole('heading', { name: `${rupees(order.totalPaise)} collected?` }).waitFor();
    await inHand.getByRole('button', { name: 'Paid by UPI' }).click();
    const qr = inHand.getByRole('img', {
      name: `QR code to pay ${rupees(order.totalPaise)} by UPI for order ${order.code}`,
    });
    await qr.waitFor();
    // The code drawn is the link's: the same modules as the encoder makes of it.
    const modules = encode(link, { ecc: 'M', border: 2 }).data;
    expect(await qr.getAttribute('viewBox')).toBe(`0 0 ${modules.length} ${modules.length}`);
    const squares = (await qr.locator('path').getAttribute('d'))!.match(/M/g)!.length;
    expect(squares).toBe(modules.flat().filter(Boolean).length);
    expect(await inHand.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toBe(
      link,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'courier-upi-qr');
    const received = inHand.getByRole('button', {
      name: `UPI payment of ${rupees(order.totalPaise)} received`,
    });
    // The courier reads the reference's last digits off the payer's phone first.
    await received.click();
    await inHand.getByText('Type the last 4 to 12 digits of the UPI reference (UTR).').waitFor();
    await inHand.getByLabel('Last digits of the UPI reference').fill('7731');
    await received.click();
    await orderCard(page.getByRole('region', { name: 'Finished' }), placed.code)
      .getByText('Delivered')
      .waitFor();
    expect(
      (await web.api.documents<Order>('orders')).find((o) => o.id === placed.id)!.collected,
    ).toMatchObject({ method: 'upi', amountPaise: order.totalPaise, upiReference: '7731' });

    // A second order, paid in cash: the day shows both, and the cash to hand over.
    const cash = await fixtures.at('outForDelivery', { courier: courierId });
    const cashTotal = await fixtures.totalOf(cash.id);
    const cashCard = orderCard(page.getByRole('region', { name: 'My deliveries' }), cash.code);
    await cashCard.getByRole('button', { name: 'Delivered' }).click();
    await cashCard.getByRole('button', { name: 'Cash received' }).click();
    const day = page.getByRole('region', { name: 'My day' });
    await day
      .getByText(`2 delivered · cash ${rupees(cashTotal)} · UPI ${rupees(order.totalPaise)}`)
      .waitFor();
    await day.getByText(`Cash to hand over: ${rupees(cashTotal)}`).waitFor();
    await shot(page, 'courier-day');

    // The admin sees the courier's cash and UPI and takes the cash.
    const office = await phone();
    await signIn(office, '/login', admin.profile.email, admin.password);
    await office.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The customer on the phone reads out the code: the admin finds that one order.
    await visit(office, '/admin/orders');
    const finder = office.getByRole('form', { name: 'Find an order' });
    await finder.getByLabel("Order code or customer's phone").fill('rice');
    await finder.getByRole('button', { name: 'Find' }).click();
    await finder
      .getByText('Enter an order code, e.g. K7Q-4MX, or a 10-digit mobile number')
      .waitFor();
    await finder.getByLabel("Order code or customer's phone").fill(cash.code.toLowerCase());
    await finder.getByRole('button', { name: 'Find' }).click();
    await office.waitForURL(/find=/);
    await orderCard(office.locator('main'), cash.code).waitFor();
    await office.getByRole('button', { name: 'Show all orders' }).waitFor();
    expect(await office.locator('main .card-list > li').count()).toBe(1);
    await visit(office, '/admin/money');
    const row = office.getByRole('listitem', { name: courier.profile.name });
    await row.waitFor();
    // Delivered, cash, UPI, cash still held.
    expect(await row.locator('dd').allTextContents()).toEqual([
      '2',
      rupees(cashTotal),
      rupees(order.totalPaise),
      rupees(cashTotal),
    ]);
    expect(await seriousViolations(office)).toEqual([]);
    await shot(office, 'admin-money');
    await row
      .getByRole('button', { name: `Cash from ${courier.profile.name} handed over` })
      .click();
    // One tap only asks: the admin says the amount back, or changes their mind.
    await row
      .getByText(`Has ${courier.profile.name} handed over ${rupees(cashTotal)} in cash?`)
      .waitFor();
    await row.getByRole('button', { name: 'Not yet' }).click();
    await row
      .getByRole('button', { name: `Cash from ${courier.profile.name} handed over` })
      .click();
    await row.getByRole('button', { name: `Yes, ${rupees(cashTotal)} received` }).click();
    await row.getByRole('button').first().waitFor({ state: 'detached' });
    await page.reload();
    await pageLive(page);
    await page.getByRole('region', { name: 'My day' }).getByText('Cash to hand over: ₹0').waitFor();
  });
});
