import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoStaff } from '../../demo';
import { startFakePushService } from '../support/fakePushService';
import { type HostDriver, hosts, signInAsDemo } from '../support/hosts';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { orderFixtures } from '../support/staffFixtures';

/**
 * Staff boards by Web Push (decision 2070): a vendor's or a courier's device, opted in, hears of
 * a new order or an order to take with the board closed, on both hosts. The fake push service
 * plays the device and decrypts what the host sent.
 */
for (const host of hosts) {
  const reason = host.unavailable();
  const title = `web push for staff boards [${host.name} host${reason ? ` skipped: ${reason}` : ''}]`;
  (reason ? describe.skip : describe)(title, () => staffPushContract(host));
}

const vendorAccount = demoStaff.vendors[0]!;

function staffPushContract(host: (typeof hosts)[number]) {
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  let api: HostDriver;
  let admin: string;
  let vendor: string;
  let courier: string;
  let fixtures: ReturnType<typeof orderFixtures>;

  beforeAll(async () => {
    push = await startFakePushService();
    api = await host.start({
      webPush: { subject: 'mailto:test@example.invalid', extraEndpointOrigins: [push.origin] },
    });
    admin = await signInAsDemo(api, 'admin');
    vendor = await signInAsDemo(api, 'vendor');
    courier = await signInAsDemo(api, 'delivery');
    fixtures = orderFixtures(api, async () => admin);
    await fixtures.stockUp();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await push?.stop();
  });

  const payloadsTo = (endpoint: string) =>
    push.received.filter((p) => p.path === new URL(endpoint).pathname).map((p) => p.payload);

  test("a new order reaches the vendor's device in Bengali, opening the board", async () => {
    const device = push.subscribe();
    const followed = await api.call(
      'followBoardByPush',
      { subscription: device, language: 'bn' },
      vendor,
    );
    expect(followed.httpStatus).toBe(200);
    // The same device again: still one subscription, one notification.
    await api.call('followBoardByPush', { subscription: device, language: 'bn' }, vendor);
    const first = await fixtures.place();
    const second = await fixtures.place();
    await waitUntil(async () => payloadsTo(device.endpoint).length > 1);
    await api.settleOutbox?.();
    // One notice per order on the phone (its tag): the second does not replace the first.
    const notice = (code: string) => ({
      title: 'নতুন অর্ডার',
      body: `অর্ডার ${code} আপনার দোকানের জন্য অপেক্ষা করছে।`,
      url: `/vendor/${vendorAccount.profile.category}`,
      tag: `newOrder/${code}`,
    });
    expect(payloadsTo(device.endpoint)).toEqual(
      expect.arrayContaining([notice(first.code), notice(second.code)]),
    );
    expect(payloadsTo(device.endpoint)).toHaveLength(2);
  });

  test("an order ready to take reaches a courier's device", async () => {
    const device = push.subscribe();
    await api.call('followBoardByPush', { subscription: device, language: 'en' }, courier);
    const order = await fixtures.at('ready');
    await waitUntil(async () => payloadsTo(device.endpoint).length > 0);
    expect(payloadsTo(device.endpoint)).toContainEqual({
      title: 'Order to deliver',
      body: `Order ${order.code} is ready to take.`,
      url: '/delivery',
      tag: `courierOffer/${order.code}`,
    });
  });

  test('a push service answering 410 ends the device, and stop ends another', async () => {
    const gone = push.subscribe();
    const stopped = push.subscribe();
    push.answer(gone.endpoint, 410);
    for (const device of [gone, stopped]) {
      await api.call('followBoardByPush', { subscription: device, language: 'en' }, vendor);
    }
    const stop = await api.call('stopBoardPush', { endpoint: stopped.endpoint }, vendor);
    expect(stop.httpStatus).toBe(200);
    await fixtures.place();
    const endpoints = async () =>
      (await api.documents<{ endpoint: string }>('pushSubscriptions')).map((s) => s.endpoint);
    await waitUntil(async () => !(await endpoints()).includes(gone.endpoint));
    await api.settleOutbox?.();
    expect(await endpoints()).not.toContain(stopped.endpoint);
    expect(payloadsTo(stopped.endpoint)).toEqual([]);
  });

  test('a disabled courier hears nothing more, and its device is forgotten', async () => {
    const other = await signInAsDemo(api, 'delivery', 1);
    const device = push.subscribe();
    await api.call('followBoardByPush', { subscription: device, language: 'en' }, other);
    const id = demoStaff.delivery[1]!.profile.id;
    const disabled = await api.call(
      'setStaffDisabled',
      { role: 'delivery', id, disabled: true },
      admin,
    );
    expect(disabled.httpStatus).toBe(200);
    await fixtures.at('ready');
    await api.settleOutbox?.();
    expect(payloadsTo(device.endpoint)).toEqual([]);
    const refs = (await api.documents<{ ref: string }>('pushSubscriptions')).map((s) => s.ref);
    expect(refs).not.toContain(`delivery/${id}`);
    await api.call('setStaffDisabled', { role: 'delivery', id, disabled: false }, admin);
  });

  test('an endpoint that is no push service is refused, and nothing is kept', async () => {
    const { keys } = push.subscribe();
    const endpoint = 'https://example.com/push';
    const reply = await api.call(
      'followBoardByPush',
      { subscription: { endpoint, keys }, language: 'en' },
      vendor,
    );
    expect(reply.httpStatus).toBe(400);
    const kept = await api.documents<{ endpoint: string }>('pushSubscriptions');
    expect(kept.some((s) => s.endpoint === endpoint)).toBe(false);
  });
}

describe('staff web push across a restart [local host]', () => {
  test("a vendor's unsent notification is sent once by the restarted host", async () => {
    const push = await startFakePushService();
    const folder = mkdtempSync(join(tmpdir(), 'town-staff-push-restart-'));
    const webPush = { subject: 'mailto:test@example.invalid', extraEndpointOrigins: [push.origin] };
    try {
      const first = await startLocalDriver({ folder, webPush });
      const admin = await first.signInAs('admin');
      const vendor = await first.signInAs('vendor');
      const device = push.subscribe();
      push.answer(device.endpoint, 503);
      await first.call('followBoardByPush', { subscription: device, language: 'en' }, vendor);
      const order = await orderFixtures(first, async () => admin).place();
      const pushEntries = (driver: LocalDriver) =>
        driver
          .documents<{ channel: string; status: string; attempts: number }>('outbox')
          .filter((entry) => entry.channel === 'push');
      await waitUntil(async () => pushEntries(first).some((entry) => entry.attempts > 0));
      await first.stop();
      expect(pushEntries(first).map((entry) => entry.status)).toEqual(['pending']);

      push.answer(device.endpoint, 201);
      const second = await startLocalDriver({ folder, webPush });
      try {
        second.advanceClock(60_000);
        await second.call('findOrders', { phone: order.phone });
        const [got] = await push.waitFor(1, 10_000);
        expect(got?.payload.body).toBe(`Order ${order.code} is waiting for your shop.`);
        await second.settled();
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(push.received).toHaveLength(1);
        expect(pushEntries(second).map((entry) => entry.status)).toEqual(['sent']);
      } finally {
        await second.stop();
      }
    } finally {
      await push.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
