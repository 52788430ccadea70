import { join } from 'node:path';
import type { DoorPayment, Order } from '@town/core';
import type { Page } from 'playwright-core';
import { demoStaff } from '../../demo';
import { describeInBrowser, refusedRequest, useBrowserHarness } from '../support/browserHarness';
import { courierId, orderFixtures, staffSessions } from '../support/staffFixtures';

const courier = demoStaff.delivery[0]!;
/** Where the screenshots of a run go, to look at them at 360 px (SCREENSHOTS=dir). */
const shots = process.env.SCREENSHOTS;
const waitingLine = 'Waiting for signal — will send';

jest.setTimeout(120_000);

/**
 * The courier without signal on a 360 px phone: "Picked up" and "Delivered" tapped offline wait
 * on the phone, say so on the card, and reach the host in order, once, when the signal returns.
 */
describeInBrowser('courier taps without signal, in Chromium on the local host', () => {
  const web = useBrowserHarness({
    limits: { signIn: 1000, submit: 1000, lookup: 1000, staff: 10_000 },
    // The phone stamps its taps with its own clock: the host must keep the same time.
    realClock: true,
  });
  const offline = /net::ERR_INTERNET_DISCONNECTED/;
  const shot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  };
  const orderCard = (page: Page, code: string) =>
    page.getByRole('article', { name: `Order ${code}` });
  const stored = async (id: string) =>
    (await web.api.documents<Order>('orders')).find((order) => order.id === id)!;

  test('Picked up and Delivered tapped offline are sent in order, once, when the signal returns', async () => {
    const sessionOf = staffSessions(web.api);
    const fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    const placed = await fixtures.at('ready', { courier: courierId });
    const page = await web.phone();
    web.allowConsoleError(offline, 'the network is cut on purpose');
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    const card = orderCard(page, placed.code);
    await card.getByRole('button', { name: 'Picked up' }).waitFor();

    await page.context().setOffline(true);
    // The board no longer claims to be live: new orders cannot reach it now.
    await page.getByText('Connection lost. Trying again…').waitFor();
    await card.getByRole('button', { name: 'Picked up' }).click();
    await card.getByText(waitingLine).waitFor();
    await card.getByRole('button', { name: 'Delivered' }).click();
    await page.getByRole('button', { name: /^Cash received/ }).click();
    await page.getByText(waitingLine).waitFor();
    await shot(page, 'courier-offline-waiting');
    // Nothing reached the host yet.
    expect((await stored(placed.id)).status).toBe('ready');

    await page.context().setOffline(false);
    await page.getByText(waitingLine).waitFor({ state: 'detached' });
    const order = await stored(placed.id);
    expect(order.status).toBe('delivered');
    expect(order.taps?.map((tap) => tap.move)).toEqual(['pickedUp', 'delivered']);
    const payments = (await web.api.documents<DoorPayment>('doorPayments')).filter(
      (payment) => payment.orderId === placed.id,
    );
    expect(payments).toHaveLength(1);
    await shot(page, 'courier-offline-sent');
  });

  test('a tap sent later on an order the customer cancelled meanwhile says why and what to do', async () => {
    const sessionOf = staffSessions(web.api);
    const fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    const placed = await fixtures.at('ready', { courier: courierId });
    const page = await web.phone();
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    web.allowConsoleError(offline, 'the network is cut on purpose');
    web.allowConsoleError(refusedRequest(409), 'the order was cancelled meanwhile');
    const card = orderCard(page, placed.code);
    await card.getByRole('button', { name: 'Picked up' }).waitFor();
    await page.context().setOffline(true);
    await card.getByRole('button', { name: 'Picked up' }).click();
    await card.getByText(waitingLine).waitFor();
    const cancel = { orderId: placed.id, to: 'cancelled', note: 'Customer called' };
    await web.api.call('moveOrder', cancel, await sessionOf('admin'));
    await page.context().setOffline(false);
    await page
      .getByText('The customer cancelled this order. Bring the goods back to the shop.')
      .waitFor();
    await shot(page, 'courier-offline-refused');
    expect((await stored(placed.id)).status).toBe('cancelled');
  });

  test('in Bengali: the waiting line, then why a tap was refused', async () => {
    const sessionOf = staffSessions(web.api);
    const fixtures = orderFixtures(web.api, () => sessionOf('admin'));
    const placed = await fixtures.at('ready', { courier: courierId });
    const page = await web.phone();
    web.allowConsoleError(offline, 'the network is cut on purpose');
    web.allowConsoleError(refusedRequest(409), 'the order was cancelled meanwhile');
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    await page.getByRole('button', { name: 'বাংলা' }).click();
    const card = page.getByRole('article').filter({ hasText: placed.code });
    await card.getByRole('button', { name: 'তুলে নিয়েছি' }).waitFor();
    await page.context().setOffline(true);
    await card.getByRole('button', { name: 'তুলে নিয়েছি' }).click();
    await card.getByText('নেটওয়ার্কের অপেক্ষায় — পরে পাঠানো হবে').waitFor();
    await shot(page, 'courier-offline-waiting-bn');
    const cancel = { orderId: placed.id, to: 'cancelled', note: 'Customer called' };
    await web.api.call('moveOrder', cancel, await sessionOf('admin'));
    await page.context().setOffline(false);
    await page.getByText('গ্রাহক এই অর্ডারটি বাতিল করেছেন। জিনিসগুলো দোকানে ফিরিয়ে দিন।').waitFor();
    await shot(page, 'courier-offline-refused-bn');
  });
});
