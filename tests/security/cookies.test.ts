import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cookieSecureFromEnv } from '@town/server';
import { demoStaff } from '../../demo';
import { type BuiltHost, callAs, startBuiltHost } from '../support/builtHost';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/** The attributes of a Set-Cookie header, names lower-cased. */
function cookieAttributes(header: string | null) {
  const [pair, ...attributes] = (header ?? '').split(';').map((part) => part.trim());
  const [name, value] = (pair ?? '').split('=');
  return {
    name,
    value,
    attributes: new Map(
      attributes.map((attribute) => {
        const [key, ...rest] = attribute.split('=');
        return [key!.toLowerCase(), rest.join('=')] as const;
      }),
    ),
  };
}

const sevenDays = String(7 * 24 * 60 * 60);

describe('the session cookie (plain HTTP, the default)', () => {
  let api: LocalDriver;
  beforeAll(async () => {
    api = await startLocalDriver();
  });
  afterAll(() => api.stop());

  test.each([
    [
      'adminSignIn',
      { email: demoStaff.admins[0]!.profile.email, password: demoStaff.admins[0]!.password },
    ],
    [
      'vendorLogin',
      { phone: demoStaff.vendors[0]!.profile.phone, password: demoStaff.vendors[0]!.password },
    ],
    [
      'deliveryLogin',
      { phone: demoStaff.delivery[0]!.profile.phone, password: demoStaff.delivery[0]!.password },
    ],
  ])(
    '%s sets an HttpOnly, SameSite=Lax cookie for the whole site, not Secure on plain HTTP',
    async (action, data) => {
      const reply = await api.call(action, data);
      expect(reply.httpStatus).toBe(200);
      const cookie = cookieAttributes(reply.setCookie);
      expect(cookie.name).toBe('sid');
      // 32 random bytes: nothing to guess, nothing about the account in it.
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(cookie.attributes.get('samesite')).toBe('Lax');
      expect(cookie.attributes.get('path')).toBe('/');
      expect(cookie.attributes.get('max-age')).toBe(sevenDays);
      expect(cookie.attributes.has('secure')).toBe(false);
      expect(cookie.attributes.has('domain')).toBe(false);
      // The reply body does not carry the token: scripts cannot read the session.
      expect(reply.text).not.toContain(cookie.value!);
    },
  );

  test('a failed sign-in sets no cookie', async () => {
    const reply = await api.call('vendorLogin', {
      phone: demoStaff.vendors[1]!.profile.phone,
      password: 'wrong-password',
    });
    expect(reply.httpStatus).toBe(401);
    expect(reply.setCookie).toBeNull();
  });

  test('signing out expires the cookie with the same attributes, and the token is dead', async () => {
    const cookie = await api.signInAs('admin');
    const out = await api.send('/api/call/signOut', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
      cookie,
    });
    const cleared = cookieAttributes(out.setCookie);
    expect(cleared.name).toBe('sid');
    expect(cleared.value).toBe('');
    expect(cleared.attributes.has('httponly')).toBe(true);
    expect(cleared.attributes.get('samesite')).toBe('Lax');
    expect(cleared.attributes.get('path')).toBe('/');
    expect(new Date(cleared.attributes.get('expires')!).getTime()).toBeLessThan(Date.now());
    const session = await api.send('/api/session', { cookie });
    expect(session.body.result).toEqual({ principal: { role: 'visitor' } });
  });
});

describe('the session cookie behind HTTPS (COOKIE_SECURE=1 on the built host)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'town-cookie-'));
  let host: BuiltHost;
  afterAll(async () => {
    await host?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the cookie is __Host-sid: Secure as well as HttpOnly, SameSite=Lax and Path=/', async () => {
    host = startBuiltHost({ dataDir, env: { COOKIE_SECURE: '1' } });
    const url = await host.ready;
    const admin = demoStaff.admins[0]!;
    const reply = await callAs(url, '127.0.0.1', 'adminSignIn', {
      email: admin.profile.email,
      password: admin.password,
    });
    expect(reply.httpStatus).toBe(200);
    const cookie = cookieAttributes(reply.setCookie);
    expect(cookie.name).toBe('__Host-sid');
    expect(cookie.attributes.has('domain')).toBe(false);
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
  });
});

describe('COOKIE_SECURE unset: each request over HTTPS gets a Secure __Host- cookie', () => {
  let api: LocalDriver;
  beforeAll(async () => {
    // A TLS proxy in front, on this machine, says which requests came over HTTPS.
    api = await startLocalDriver({ secureCookies: 'auto', trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => api.stop());

  const admin = demoStaff.admins[0]!;
  const signIn = (proto: 'http' | 'https') =>
    api.send('/api/call/adminSignIn', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
      body: JSON.stringify({ data: { email: admin.profile.email, password: admin.password } }),
    });
  const sessionOver = (proto: 'http' | 'https', cookie: string) =>
    api.send('/api/session', { headers: { 'x-forwarded-proto': proto }, cookie });

  test('over HTTPS: __Host-sid, Secure; a plain sid with the same token is not read there', async () => {
    const reply = await signIn('https');
    const cookie = cookieAttributes(reply.setCookie);
    expect(cookie.name).toBe('__Host-sid');
    expect(cookie.attributes.has('secure')).toBe(true);
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
    const principal = (r: { body: { result?: unknown } }) =>
      (r.body.result as { principal: { role: string } }).principal.role;
    expect(principal(await sessionOver('https', `__Host-sid=${cookie.value}`))).toBe('admin');
    // A sibling site could plant "sid": over HTTPS only the __Host- cookie counts.
    expect(principal(await sessionOver('https', `sid=${cookie.value}`))).toBe('visitor');
  });

  test('over plain HTTP: sid, not Secure', async () => {
    const cookie = cookieAttributes((await signIn('http')).setCookie);
    expect(cookie.name).toBe('sid');
    expect(cookie.attributes.has('secure')).toBe(false);
  });

  test('answers over HTTPS tell the browser to keep to HTTPS; over HTTP they do not', async () => {
    const over = async (proto: 'http' | 'https', path: string) =>
      (await api.send(path, { headers: { 'x-forwarded-proto': proto } })).headers?.[
        'strict-transport-security'
      ];
    for (const path of ['/api/session', '/api/read/town', '/api/nothing/here']) {
      expect(await over('https', path)).toBe('max-age=31536000');
      expect(await over('http', path)).toBeUndefined();
    }
  });

  test('COOKIE_SECURE from the environment: unset or auto, 1, 0; anything else stops the start', () => {
    expect(cookieSecureFromEnv(undefined)).toBe('auto');
    expect(cookieSecureFromEnv('auto')).toBe('auto');
    expect(cookieSecureFromEnv('1')).toBe(true);
    expect(cookieSecureFromEnv('0')).toBe(false);
    expect(() => cookieSecureFromEnv('yes')).toThrow(/^COOKIE_SECURE must be 1, 0 or auto/);
  });
});

describe('state-changing requests from other sites are refused (Origin)', () => {
  let api: LocalDriver;
  beforeAll(async () => {
    api = await startLocalDriver();
  });
  afterAll(() => api.stop());

  const vendor = demoStaff.vendors[0]!;
  const signInFrom = (origin: string | undefined) =>
    api.send('/api/call/vendorLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify({ data: { phone: vendor.profile.phone, password: vendor.password } }),
    });

  test.each(['http://evil.example', 'null', 'http://127.0.0.1.evil.example'])(
    'Origin %s: 403 before anything runs, no cookie',
    async (origin) => {
      const before = api.dump();
      const reply = await signInFrom(origin);
      expect(reply.httpStatus).toBe(403);
      expect(reply.body.error?.message).toBe('Requests from other sites are refused');
      expect(reply.setCookie).toBeNull();
      expect(api.dump()).toBe(before);
    },
  );

  test("the app's own pages and clients without Origin are served", async () => {
    expect((await signInFrom(new URL(api.url).origin)).httpStatus).toBe(200);
    expect((await signInFrom(undefined)).httpStatus).toBe(200);
  });
});
