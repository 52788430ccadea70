import { loginThrottle } from '@town/core';
import { demoStaff } from '../../demo';
import { describeOnHosts, signInAsDemo } from '../support/hosts';
import { cookieOf, type LocalDriver, startLocalDriver } from '../support/localDriver';

const vendor = demoStaff.vendors[0]!;
const courier = demoStaff.delivery[0]!;
const admin = demoStaff.admins[0]!;
const hourMs = 60 * 60 * 1000;

describeOnHosts(
  'staff sign-in',
  (api) => {
    describe('vendor and delivery login', () => {
      // Each test starts after an hour without failures.
      beforeEach(() => api.advanceClock(hourMs));

      test('the right phone and password sign a vendor in with the vendor role', async () => {
        const { reply, session } = await api.signIn('vendorLogin', {
          phone: vendor.profile.phone,
          password: vendor.password,
        });
        expect(reply.httpStatus).toBe(200);
        expect(reply.body.result).toEqual({
          principal: { role: 'vendor', vendorId: vendor.profile.id, shopId: vendor.profile.shopId },
          profile: vendor.profile,
          device: expect.any(String),
        });
        expect(await api.principal(session ?? undefined)).toEqual({
          role: 'vendor',
          vendorId: vendor.profile.id,
          shopId: vendor.profile.shopId,
        });
      });

      test('delivery staff sign in the same way, with the delivery role', async () => {
        const { reply, session } = await api.signIn('deliveryLogin', {
          phone: `+91 ${courier.profile.phone}`,
          password: courier.password,
        });
        expect(reply.body.result).toMatchObject({
          principal: { role: 'delivery', deliveryId: courier.profile.id },
        });
        expect(await api.principal(session ?? undefined)).toEqual({
          role: 'delivery',
          deliveryId: courier.profile.id,
        });
      });

      test('a vendor login does not work on the delivery sign-in', async () => {
        const { reply, session } = await api.signIn('deliveryLogin', {
          phone: vendor.profile.phone,
          password: vendor.password,
        });
        expect(reply.httpStatus).toBe(401);
        expect(session).toBeNull();
      });

      test('an unknown phone and a wrong password get the very same answer', async () => {
        const unknown = await api.signIn('vendorLogin', {
          phone: '9000000999',
          password: vendor.password,
        });
        const wrong = await api.signIn('vendorLogin', {
          phone: demoStaff.vendors[1]!.profile.phone,
          password: 'not-it',
        });
        expect(unknown.reply.httpStatus).toBe(401);
        expect(unknown.reply.text).toBe(wrong.reply.text);
        expect(unknown.reply.body.error).toEqual({
          status: 'UNAUTHENTICATED',
          message: 'Phone number or password is incorrect',
        });
        expect(unknown.session).toBeNull();
      });

      test('after five quick failures guesses are slowed, not locked: one every 3 minutes', async () => {
        const { phone } = courier.profile;
        for (let i = 0; i < loginThrottle.account.free; i++) {
          const reply = await api.call('deliveryLogin', { phone, password: `guess-${i}` });
          expect(reply.httpStatus).toBe(401);
        }
        const slowed = await api.signIn('deliveryLogin', { phone, password: courier.password });
        expect(slowed.reply.httpStatus).toBe(429);
        expect(slowed.reply.body.error).toEqual({
          status: 'RESOURCE_EXHAUSTED',
          message: 'Too many failed sign-ins. Try again in 3 minutes.',
          details: { reason: 'try-again-later', retryAfterSeconds: 180 },
        });
        expect(slowed.session).toBeNull();
        // Another phone is not affected.
        const other = demoStaff.delivery[1]!;
        expect(
          (
            await api.call('deliveryLogin', {
              phone: other.profile.phone,
              password: other.password,
            })
          ).httpStatus,
        ).toBe(200);
        api.advanceClock(loginThrottle.account.spacingMs);
        expect(
          (await api.call('deliveryLogin', { phone, password: courier.password })).httpStatus,
        ).toBe(200);
      });

      test("strangers' guesses never slow the owner's own phone; at most 20 an hour get checked", async () => {
        const owner = demoStaff.vendors[2] ?? demoStaff.vendors[0]!;
        const { phone } = owner.profile;
        const first = await api.call('vendorLogin', { phone, password: owner.password });
        const { device } = first.body.result as { device: string };
        expect(device).toMatch(/^[\w-]{20,}$/);

        // A stranger guesses for an hour, as fast as the host lets it.
        let checked = 0;
        const start = api.now().getTime();
        while (api.now().getTime() - start < hourMs) {
          const guess = await api.call('vendorLogin', { phone, password: `stranger-${checked}` });
          if (guess.httpStatus === 401) {
            checked++;
            continue;
          }
          expect(guess.httpStatus).toBe(429);
          const { retryAfterSeconds } = guess.body.error!.details as { retryAfterSeconds: number };
          // Slowed, never locked for long: the longest wait is the rest of the hour.
          expect(retryAfterSeconds).toBeLessThanOrEqual(hourMs / 1000);
          // The owner's phone signs in at once, whenever it tries.
          const ownPhone = await api.call('vendorLogin', {
            phone,
            password: owner.password,
            device,
          });
          expect(ownPhone.httpStatus).toBe(200);
          expect((ownPhone.body.result as { device: string }).device).toBe(device);
          // A made-up device token is a stranger's.
          const madeUp = await api.call('vendorLogin', {
            phone,
            password: owner.password,
            device: 'made-up-device-token-000000000000000',
          });
          expect(madeUp.httpStatus).toBe(429);
          api.advanceClock(retryAfterSeconds * 1000);
        }
        expect(checked).toBe(loginThrottle.account.perHour);
        expect(checked).toBe(20);
        // About 50 password checks (scrypt, slow on purpose): a loaded machine needs minutes.
      }, 180_000);

      test('guesses sent all at once get no more than five tries', async () => {
        const target = demoStaff.vendors[0]!;
        const guess = (password: string) =>
          api.call('vendorLogin', { phone: target.profile.phone, password });
        const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(`burst-${i}`)));
        const statuses = burst.map((reply) => reply.httpStatus);
        // Each guess is checked (401), refused by the throttle (429), or, when too many write
        // the same counter at once for the store to serialise them all, refused as busy (503)
        // with nothing counted and nothing checked. Never a 500, never a sixth check.
        expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
        const checked = statuses.filter((status) => status === 401).length;
        expect(checked).toBeGreaterThan(0);
        expect(checked).toBeLessThanOrEqual(loginThrottle.account.free);
        // Guesses one at a time: together with the burst, exactly five are ever checked.
        let later = 0;
        for (let i = 0; i <= loginThrottle.account.free; i++) {
          const reply = await guess(`after-${i}`);
          if (reply.httpStatus === 429) break;
          expect(reply.httpStatus).toBe(401);
          later++;
        }
        expect(checked + later).toBe(loginThrottle.account.free);
        expect((await guess(target.password)).httpStatus).toBe(429);
      });

      test('a success takes back the failures of the client that succeeded (its typos)', async () => {
        const { phone } = demoStaff.vendors[1]!.profile;
        const password = demoStaff.vendors[1]!.password;
        for (let i = 0; i < loginThrottle.account.free - 1; i++) {
          await api.call('vendorLogin', { phone, password: 'wrong-one' });
        }
        expect((await api.call('vendorLogin', { phone, password })).httpStatus).toBe(200);
        for (let i = 0; i < loginThrottle.account.free - 1; i++) {
          await api.call('vendorLogin', { phone, password: 'wrong-two' });
        }
        expect((await api.call('vendorLogin', { phone, password })).httpStatus).toBe(200);
      });

      test('the demo sign-in helper gives a session with the role on this host', async () => {
        const session = await signInAsDemo(api, 'delivery', 1);
        expect(await api.principal(session)).toEqual({
          role: 'delivery',
          deliveryId: demoStaff.delivery[1]!.profile.id,
        });
      });

      test('a made-up session is just a visitor', async () => {
        expect(await api.principal('forged-session-token')).toEqual({ role: 'visitor' });
      });
    });

    describe('admin sign-in and password reset', () => {
      test('email and password sign an admin in; the email is not case-sensitive', async () => {
        const { reply, session } = await api.signIn('adminSignIn', {
          email: admin.profile.email.toUpperCase(),
          password: admin.password,
        });
        expect(reply.body.result).toEqual({
          principal: { role: 'admin', adminId: admin.profile.id },
          profile: admin.profile,
          device: expect.any(String),
        });
        expect(await api.principal(session ?? undefined)).toEqual({
          role: 'admin',
          adminId: admin.profile.id,
        });
      });

      test('a wrong admin password gets the generic answer', async () => {
        const reply = await api.call('adminSignIn', {
          email: admin.profile.email,
          password: 'nope',
        });
        expect(reply.body.error).toEqual({
          status: 'UNAUTHENTICATED',
          message: 'Email or password is incorrect',
        });
      });

      test('a reset request answers the same for any address; a known one gets a link', async () => {
        const unknown = await api.call('requestPasswordReset', { email: 'nobody@example.org' });
        const known = await api.call('requestPasswordReset', { email: admin.profile.email });
        expect(known.text).toBe(unknown.text);
        expect(known.body.result).toEqual({ sent: true });
        expect(await api.resetTokenMailedTo('nobody@example.org')).toBeUndefined();
        const token = await api.resetTokenMailedTo(admin.profile.email);
        expect(token).toBeDefined();

        const reset = await api.call('resetPassword', { token, password: 'a-brand-new-pass' });
        expect(reset.body.result).toEqual({
          reset: true,
          signedOut: { role: 'admin', id: admin.profile.id },
        });
        expect(
          (
            await api.call('adminSignIn', {
              email: admin.profile.email,
              password: admin.password,
            })
          ).httpStatus,
        ).toBe(401);
        expect(
          (
            await api.call('adminSignIn', {
              email: admin.profile.email,
              password: 'a-brand-new-pass',
            })
          ).httpStatus,
        ).toBe(200);
        const again = await api.call('resetPassword', { token, password: 'another-new-pass' });
        expect(again.body.error?.status).toBe('FAILED_PRECONDITION');
      });

      test('a made-up reset token changes nothing', async () => {
        const before = await api.dump();
        const reply = await api.call('resetPassword', {
          token: 'x'.repeat(43),
          password: 'a-brand-new-pass',
        });
        expect(reply.httpStatus).toBe(400);
        expect(await api.dump()).toBe(before);
      });
    });

    describe('secrets never leave the host', () => {
      test('no reply in this suite carried a password hash or a demo password', () => {
        const all = api.replies.join('\n');
        expect(all).not.toMatch(/scrypt\$/);
        expect(all).not.toMatch(/passwordHash/);
        for (const account of [...demoStaff.admins, ...demoStaff.vendors, ...demoStaff.delivery]) {
          expect(all).not.toContain(account.password);
        }
      });
    });
  },
  // This suite signs in dozens of times from one address to test per-account throttling; the
  // local host's per-client budget has its own suite (clientLimits.test.ts).
  { limits: { signIn: 1000 } },
);

describe('local host sessions (HTTP-only cookies)', () => {
  let api: LocalDriver;
  beforeAll(async () => {
    api = await startLocalDriver({ limits: { signIn: 1000 } });
  });
  afterAll(() => api.stop());

  test('a sign-in sets an HTTP-only, SameSite=Lax session cookie', async () => {
    const reply = await api.call('vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    });
    expect(reply.setCookie).toMatch(/^sid=[\w-]{40,};/);
    expect(reply.setCookie).toMatch(/HttpOnly/i);
    expect(reply.setCookie).toMatch(/SameSite=Lax/i);
  });

  test('each sign-in issues a new session id, and the old one dies', async () => {
    const first = cookieOf(
      (await api.call('vendorLogin', { phone: vendor.profile.phone, password: vendor.password }))
        .setCookie,
    );
    const second = cookieOf(
      (
        await api.call(
          'vendorLogin',
          { phone: vendor.profile.phone, password: vendor.password },
          first,
        )
      ).setCookie,
    );
    expect(second).not.toBe(first);
    expect((await api.principal(first)).role).toBe('visitor');
    expect((await api.principal(second)).role).toBe('vendor');
  });

  test('signing out clears the cookie and the session is dead afterwards', async () => {
    const cookie = cookieOf(
      (await api.call('adminSignIn', { email: admin.profile.email, password: admin.password }))
        .setCookie,
    );
    expect((await api.principal(cookie)).role).toBe('admin');
    const out = await api.call('signOut', {}, cookie);
    expect(out.httpStatus).toBe(200);
    expect(out.setCookie).toMatch(/^sid=;/);
    expect((await api.principal(cookie)).role).toBe('visitor');
  });

  test('the reset link is written to the server log with the host address', async () => {
    await api.call('requestPasswordReset', { email: admin.profile.email });
    await waitFor(() => api.logLines.some((line) => line.includes(admin.profile.email)));
    const line = api.logLines.find((l) => l.includes(admin.profile.email))!;
    expect(line).toContain(`${api.url}/forgetPassword?token=`);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
