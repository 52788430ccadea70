import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DoorPayment, Order } from '@town/core';
import { demoCatalog, demoStaff } from '../../demo';
import { describeInBrowser, requestFailed, useBrowserHarnessOn } from '../support/browserHarness';
import { type BuiltHost, callAs, startBuiltHost, storedDocuments } from '../support/builtHost';
import { courierId } from '../support/staffFixtures';

const admin = demoStaff.admins[0]!;
const courier = demoStaff.delivery[0]!;
const waitingLine = 'Waiting for signal — will send';
const product = demoCatalog.products.find(
  (each) => each.available && !each.prescriptionRequired && each.shopType === 'grocery',
)!;

// The phone tries waiting taps again every 15 s: the wait for the host's return is real.
jest.setTimeout(240_000);

/** A port free now, so the host comes back where the phone left it. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The built host (what `npm start` runs) in its own process, killed with SIGKILL and started
 * again on the same data folder and port, as a town's one machine that loses power.
 */
async function killableHost() {
  const dataDir = mkdtempSync(join(tmpdir(), 'town-courier-killed-'));
  const port = await freePort();
  let current: BuiltHost;
  const start = async () => {
    current = startBuiltHost({ dataDir, env: { PORT: String(port) } });
    return current.ready;
  };
  const url = await start();
  return {
    url,
    dataDir,
    kill: () => current.stop('SIGKILL'),
    start,
    async stop() {
      await current.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeInBrowser('courier taps while the local host is killed, in Chromium', () => {
  const web = useBrowserHarnessOn(killableHost, { startTimeoutMs: 120_000 });

  /** An order of one demo shop, packed and given to the demo courier, as the admin does it. */
  async function readyOrderForCourier() {
    const url = web.api.url;
    const signedIn = await callAs(url, '127.0.0.1', 'adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    const cookie = signedIn.setCookie!.split(';')[0]!;
    const asAdmin = async (action: string, data: object) => {
      const reply = await callAs(url, '127.0.0.1', action, data, cookie);
      if (reply.httpStatus !== 200) throw new Error(`${action}: ${JSON.stringify(reply.body)}`);
      return reply.body.result!;
    };
    const placed = await callAs(url, '127.0.0.1', 'createOrder', {
      customer: { name: 'Mita Das', phone: '9830011223' },
      address: { line: 'Station Road, near the post office' },
      items: [{ productId: product.id, quantity: 1 }],
      requestId: crypto.randomUUID(),
    });
    const { code } = placed.body.result as { code: string };
    const orderId = storedDocuments<Order>(web.api.dataDir, 'orders').find(
      (o) => o.code === code,
    )!.id;
    await asAdmin('moveOrder', { orderId, to: 'accepted' });
    await asAdmin('moveOrder', { orderId, to: 'ready', shopId: product.shopId });
    await asAdmin('assignOrder', { orderId, deliveryPersonId: courierId });
    return { orderId, code };
  }

  test('a tap whose reply the kill swallowed and a tap made while the host is down reach it once each, in order, when it is back', async () => {
    const { orderId, code } = await readyOrderForCourier();
    const page = await web.phone();
    web.allowConsoleError(requestFailed, 'the host is killed on purpose');
    await web.signIn(page, '/deliveryLogin', courier.profile.phone, courier.password);
    const card = page.getByRole('article', { name: `Order ${code}` });
    await card.getByRole('button', { name: 'Picked up' }).waitFor();

    // "Picked up" reaches the host and is kept; the host is killed before the phone hears back.
    let forwarded = 0;
    let cutDone: () => void;
    const cut = new Promise<void>((resolve) => {
      cutDone = resolve;
    });
    await page.route('**/api/call/moveOrder', async (route) => {
      const request = route.request();
      const reply = await fetch(request.url(), {
        method: 'POST',
        headers: await request.allHeaders(),
        body: request.postData(),
      });
      forwarded = reply.status;
      await web.api.kill();
      await route.abort('connectionreset');
      cutDone();
    });
    await card.getByRole('button', { name: 'Picked up' }).click();
    await cut;
    // The card says the tap waits whether or not a send is under way: now none is.
    await card.getByText(waitingLine).waitFor();
    await page.unroute('**/api/call/moveOrder');
    expect(forwarded).toBe(200);
    const kept = storedDocuments<Order>(web.api.dataDir, 'orders').find((o) => o.id === orderId)!;
    expect(kept.status).toBe('outForDelivery');

    // With the host down, "Delivered" waits behind it.
    await card.getByRole('button', { name: 'Delivered' }).click();
    await page.getByRole('button', { name: /^Cash received/ }).click();
    await page.getByText(waitingLine).waitFor();

    // What the host answers the two taps when they are sent again: the first is a replay.
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/call/moveOrder')) answers.push(response.status());
    });
    await web.api.start();
    await page.getByText(waitingLine).waitFor({ state: 'detached', timeout: 60_000 });
    expect(answers).toEqual([200, 200]);
    expect(await page.getByRole('alert').count()).toBe(0);
    const order = storedDocuments<Order>(web.api.dataDir, 'orders').find((o) => o.id === orderId)!;
    expect(order.status).toBe('delivered');
    expect(order.taps?.map((tap) => tap.move)).toEqual(['pickedUp', 'delivered']);
    expect(order.history.filter((move) => move.status === 'outForDelivery')).toHaveLength(1);
    const payments = storedDocuments<DoorPayment>(web.api.dataDir, 'doorPayments').filter(
      (payment) => payment.orderId === orderId,
    );
    expect(payments).toHaveLength(1);
  });
});
