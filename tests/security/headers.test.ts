import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/** The local host serving the built web app, as `npm start` does. */
const webRoot = join(__dirname, '..', '..', 'web', 'dist');
let api: LocalDriver;
beforeAll(async () => {
  api = await startLocalDriver({ webRoot });
});
afterAll(() => api.stop());

const builtAsset = () => {
  const script = readdirSync(join(webRoot, 'assets')).find((name) => name.endsWith('.js'));
  return `/assets/${script}`;
};

/** Pages, static files, API answers and API errors: every kind of response the host sends. */
const responses: Array<{ label: string; path: () => string; init?: RequestInit }> = [
  { label: 'the prerendered home page', path: () => '/' },
  { label: 'a page from the app shell', path: () => '/medical/doctor' },
  { label: 'an unknown page (the shell)', path: () => '/no/such/page' },
  { label: 'a hashed script', path: builtAsset },
  { label: 'the service worker', path: () => '/sw.js' },
  { label: 'the web manifest', path: () => '/manifest.webmanifest' },
  { label: 'a public read', path: () => '/api/read/town' },
  { label: 'the session', path: () => '/api/session' },
  { label: 'an API error', path: () => '/api/read/noSuchRead' },
  { label: 'an unknown API path', path: () => '/api/nothing/here' },
  {
    label: 'a refused action',
    path: () => '/api/call/createOrder',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' },
  },
];

describe('security headers on every kind of response', () => {
  test('the web app is built', () => {
    expect(existsSync(join(webRoot, 'index.html'))).toBe(true);
  });

  test.each(responses)('$label', async ({ path, init }) => {
    const response = await fetch(`${api.url}${path()}`, init);
    await response.arrayBuffer();
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    // Nobody may frame the app (clickjacking); scripts only from the app's own origin, never
    // inline; no plugins; forms and <base> cannot point elsewhere.
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'self'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  test("the build's own files (the manifest naming every source file) are not served", async () => {
    expect(existsSync(join(webRoot, '.vite', 'manifest.json'))).toBe(true);
    for (const path of ['/.vite/manifest.json', '/.vite/', '/assets/../.vite/manifest.json']) {
      const response = await fetch(`${api.url}${path}`);
      const body = await response.text();
      expect(body).not.toContain('src/main.tsx');
      if (path.endsWith('.json')) expect(response.status).toBe(404);
    }
  });

  test('over plain HTTP no Strict-Transport-Security is sent (a browser would ignore it)', async () => {
    const response = await fetch(`${api.url}/`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('staff answers are never cached; hashed assets are cached for good, pages revalidate', async () => {
    const admin = await api.signInAs('admin');
    const staff = await api.send('/api/read/adminDashboard', { cookie: admin });
    expect(staff.httpStatus).toBe(200);
    const response = await fetch(`${api.url}/api/read/adminDashboard`, {
      headers: { cookie: admin },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${api.url}${builtAsset()}`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const page of ['/', '/medical/doctor', '/sw.js']) {
      expect((await fetch(`${api.url}${page}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });
});
