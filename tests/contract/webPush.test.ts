import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCatalog } from '../../demo';
import { startFakePushService } from '../support/fakePushService';
import { type HostDriver, hosts, signInAsDemo } from '../support/hosts';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';
import { courierId, orderFixtures } from '../support/staffFixtures';

/**
 * "Tell me when it moves" (decision 2030): a browser holding an order's or a booking's private
 * link subscribes, and each move reaches it as Web Push through the outbox, on both hosts. The
 * fake push service plays the browser and decrypts what the host sent.
 */
for (const host of hosts) {
  const reason = host.unavailable();
  const title = `web push for private links [${host.name} host${reason ? ` skipped: ${reason}` : ''}]`;
  (reason ? describe.skip : describe)(title, () => webPushContract(host));
}

function webPushContract(host: (typeof hosts)[number]) {
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  let api: HostDriver;
  let admin: string;
  let fixtures: ReturnType<typeof orderFixtures>;

  beforeAll(async () => {
    push = await startFakePushService();
    api = await host.start({
      webPush: { subject: 'mailto:test@example.invalid', extraEndpointOrigins: [push.origin] },
    });
    admin = await signInAsDemo(api, 'admin');
    fixtures = orderFixtures(api, async () => admin);
    await fixtures.stockUp();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await push?.stop();
  });

  const subscriptions = () => api.documents<{ id: string; ref: string }>('pushSubscriptions');

  test('an order that moves tells the subscribed browser, in its language, with its page', async () => {
    const order = await fixtures.place();
    const browser = push.subscribe();
    const before = push.received.length;
    const followed = await api.call('followByPush', {
      of: 'order',
      code: order.code,
      secret: order.secret,
      subscription: browser,
      language: 'bn',
    });
    expect(followed.httpStatus).toBe(200);
    const moved = await api.call('moveOrder', { orderId: order.id, to: 'accepted' }, admin);
    expect(moved.httpStatus).toBe(200);
    const [got] = (await push.waitFor(before + 1)).slice(before);
    expect(got?.path).toBe(new URL(browser.endpoint).pathname);
    expect(got?.payload).toEqual({
      title: 'আপনার অর্ডার',
      body: `অর্ডার ${order.code}: গৃহীত।`,
      url: `/order/${order.code}`,
    });
    // The private page's address only: the link's secret never leaves the phone.
    expect(JSON.stringify(await api.documents('outbox'))).not.toContain(order.secret);
  });

  test('a confirmed appointment tells its browser, in English', async () => {
    const doctor = demoCatalog.doctors.find((d) => d.active)!;
    const slots = await freeSlot(doctor.id);
    const booked = await api.call('bookAppointment', {
      doctorId: doctor.id,
      ...slots,
      patient: { name: 'Push Patient', phone: '9000000971' },
    });
    const { code, secret } = booked.body.result as { code: string; secret: string };
    const browser = push.subscribe();
    const before = push.received.length;
    const followed = await api.call('followByPush', {
      of: 'booking',
      code,
      secret,
      subscription: browser,
      language: 'en',
    });
    expect(followed.httpStatus).toBe(200);
    const appointment = (await api.documentWhere<{ id: string }>('appointments', 'code', code))!;
    const moved = await api.call(
      'moveBooking',
      { kind: 'appointments', id: appointment.id, to: 'confirmed' },
      admin,
    );
    expect(moved.httpStatus).toBe(200);
    const [got] = (await push.waitFor(before + 1)).slice(before);
    expect(got?.payload.title).toBe('Your booking');
    expect(got?.payload.body).toMatch(new RegExp(`^Appointment ${code}: confirmed with `));
    expect(got?.payload.url).toBe(`/booking/${code}`);
  });

  test('a push service answering 410 ends the subscription, and nothing is retried', async () => {
    const order = await fixtures.place();
    const browser = push.subscribe();
    push.answer(browser.endpoint, 410);
    await api.call('followByPush', {
      of: 'order',
      code: order.code,
      secret: order.secret,
      subscription: browser,
      language: 'en',
    });
    const ref = `orders/${order.id}`;
    expect((await subscriptions()).filter((s) => s.ref === ref)).toHaveLength(1);
    await api.call('moveOrder', { orderId: order.id, to: 'accepted' }, admin);
    await waitUntil(async () => (await subscriptions()).every((s) => s.ref !== ref));
    const entries = (
      await api.documents<{ channel: string; ref: string; status: string }>('outbox')
    ).filter((e) => e.channel === 'push' && e.ref === ref);
    expect(entries.map((e) => e.status)).toEqual(['sent']);
  });

  test('a delivered order sends its last notification, then its browsers are forgotten', async () => {
    const order = await fixtures.at('ready', { courier: courierId });
    const browser = push.subscribe();
    await api.call('followByPush', {
      of: 'order',
      code: order.code,
      secret: order.secret,
      subscription: browser,
      language: 'en',
    });
    const before = push.received.length;
    const total = (await api.documentWhere<{ totalPaise: number }>('orders', 'id', order.id))!
      .totalPaise;
    for (const to of ['outForDelivery', 'delivered']) {
      const collected =
        to === 'delivered' ? { collected: { method: 'cash', amountPaise: total } } : {};
      const moved = await api.call('moveOrder', { orderId: order.id, to, ...collected }, admin);
      expect(moved.httpStatus).toBe(200);
    }
    const got = (await push.waitFor(before + 2)).slice(before).map((p) => p.payload.body);
    expect(got).toContain(`Order ${order.code}: delivered.`);
    await waitUntil(async () =>
      (await subscriptions()).every((s) => s.ref !== `orders/${order.id}`),
    );
  });

  test('stop: the browser is told no more', async () => {
    const order = await fixtures.place();
    const browser = push.subscribe();
    const link = { of: 'order', code: order.code, secret: order.secret };
    await api.call('followByPush', { ...link, subscription: browser, language: 'en' });
    const stopped = await api.call('stopPush', { ...link, endpoint: browser.endpoint });
    expect(stopped.httpStatus).toBe(200);
    await api.call('moveOrder', { orderId: order.id, to: 'accepted' }, admin);
    await api.settleOutbox?.();
    expect(push.received.some((p) => p.path === new URL(browser.endpoint).pathname)).toBe(false);
  });

  test.each([
    ['an http endpoint', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a host that is no push service', 'https://example.com/push'],
    ['another port of this machine', 'http://127.0.0.1:1/push'],
  ])('%s is refused for a real order, and nothing is kept', async (_label, endpoint) => {
    const order = await fixtures.place();
    const { keys } = push.subscribe();
    const reply = await api.call('followByPush', {
      of: 'order',
      code: order.code,
      secret: order.secret,
      subscription: { endpoint, keys },
      language: 'en',
    });
    expect(reply.httpStatus).toBe(400);
    expect((await subscriptions()).some((s) => s.ref === `orders/${order.id}`)).toBe(false);
  });

  test('the public key a browser subscribes with', async () => {
    const reply = await api.read('pushPublicKey');
    expect((reply.body.result as { publicKey: string }).publicKey).toMatch(/^B[\w-]{86}$/);
  });

  async function freeSlot(doctorId: string) {
    const date = new Date(api.now());
    for (let i = 0; i < 60; i++) {
      date.setUTCDate(date.getUTCDate() + 1);
      const iso = date.toISOString().slice(0, 10);
      const reply = await api.read('doctorSlots', { id: doctorId, date: iso });
      const [slot] = (reply.body.result as { slots?: string[] }).slots ?? [];
      if (slot) return { date: iso, slot };
    }
    throw new Error('No free slot in 60 days');
  }
}

describe('web push across a restart [local host]', () => {
  test('an unsent push entry is sent once by the restarted host, with the same key', async () => {
    const push = await startFakePushService();
    const folder = mkdtempSync(join(tmpdir(), 'town-push-restart-'));
    const webPush = { subject: 'mailto:test@example.invalid', extraEndpointOrigins: [push.origin] };
    try {
      const first = await startLocalDriver({ folder, webPush });
      const admin = await first.signInAs('admin');
      const order = await orderFixtures(first, async () => admin).place();
      const browser = push.subscribe();
      const key = (await first.read('pushPublicKey')).body.result;
      // The push service is down: the entry waits for its retry when the host stops.
      push.answer(browser.endpoint, 503);
      await first.call('followByPush', {
        of: 'order',
        code: order.code,
        secret: order.secret,
        subscription: browser,
        language: 'en',
      });
      await first.call('moveOrder', { orderId: order.id, to: 'accepted' }, admin);
      const pushEntries = (driver: LocalDriver) =>
        driver
          .documents<{ channel: string; status: string; attempts: number }>('outbox')
          .filter((entry) => entry.channel === 'push');
      await waitUntil(async () => pushEntries(first).some((entry) => entry.attempts > 0));
      await first.stop();
      expect(pushEntries(first).map((entry) => entry.status)).toEqual(['pending']);

      push.answer(browser.endpoint, 201);
      const second = await startLocalDriver({ folder, webPush });
      try {
        expect((await second.read('pushPublicKey')).body.result).toEqual(key);
        second.advanceClock(60_000);
        await second.call('findOrders', { phone: order.phone });
        const [got] = await push.waitFor(1, 10_000);
        expect(got?.payload.body).toBe(`Order ${order.code}: accepted.`);
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

describe('the key pair of the local host', () => {
  test('lives in the database, so a backup carries it; a pair an earlier version kept in vapid-keys.json is taken over', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'town-push-keys-'));
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const earlier = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: ecdh.getPrivateKey().toString('base64url'),
    };
    writeFileSync(join(folder, 'vapid-keys.json'), JSON.stringify(earlier));
    try {
      const host = await startLocalDriver({ folder });
      try {
        expect((await host.read('pushPublicKey')).body.result).toEqual({
          publicKey: earlier.publicKey,
        });
        expect(host.documents('vapidKeys')).toEqual([{ id: 'vapid', ...earlier }]);
      } finally {
        await host.stop();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
