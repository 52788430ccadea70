import { join } from 'node:path';
import { internals } from '../support/fuzzHost';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * Every way a request can go wrong, answered without stack traces, source files, SQL or this
 * machine's paths, and never as a 5xx: what reaches a client is a status and a sentence.
 */
const webRoot = join(__dirname, '..', '..', 'web', 'dist');
let api: LocalDriver;
let vendor: string;
beforeAll(async () => {
  api = await startLocalDriver({ webRoot });
  vendor = await api.signInAs('vendor');
});
afterAll(() => api.stop());

const json = { 'content-type': 'application/json' };
const post = (body: BodyInit, headers: Record<string, string> = json): RequestInit => ({
  method: 'POST',
  headers,
  body,
});

const failures: Array<{ label: string; path: string; init?: RequestInit; staff?: boolean }> = [
  { label: 'an unknown action', path: '/api/call/dropTables', init: post('{"data":{}}') },
  {
    label: 'an inherited name as an action',
    path: '/api/call/__proto__',
    init: post('{"data":{}}'),
  },
  { label: 'an unknown read', path: '/api/read/secrets' },
  { label: 'broken JSON', path: '/api/call/createOrder', init: post('{"data": {') },
  { label: 'an empty JSON body', path: '/api/call/createOrder', init: post('') },
  { label: 'JSON that is a bare string', path: '/api/call/createOrder', init: post('"x"') },
  {
    label: 'a prototype-pollution body',
    path: '/api/call/createOrder',
    init: post('{"data":{},"__proto__":{"isAdmin":true}}'),
  },
  {
    label: 'a constructor.prototype body',
    path: '/api/call/findOrders',
    init: post('{"data":{"constructor":{"prototype":{"x":1}}}}'),
  },
  {
    label: 'a form post',
    path: '/api/call/createOrder',
    init: post('data=1', { 'content-type': 'application/x-www-form-urlencoded' }),
  },
  {
    label: 'text/plain',
    path: '/api/call/createOrder',
    init: post('{"data":{}}', { 'content-type': 'text/plain' }),
  },
  {
    label: 'JSON in UTF-16',
    path: '/api/call/createOrder',
    init: post('{"data":{}}', { 'content-type': 'application/json; charset=utf-16' }),
  },
  { label: 'an action with GET', path: '/api/call/createOrder' },
  { label: 'a read with DELETE', path: '/api/read/town', init: { method: 'DELETE' } },
  { label: 'an unknown API path', path: '/api/v2/orders' },
  {
    label: 'an admin action as a visitor',
    path: '/api/call/adminDeleteItem',
    init: post('{"data":{}}'),
  },
  {
    label: 'an admin action as a vendor',
    path: '/api/call/adminDeleteItem',
    init: post('{"data":{}}'),
    staff: true,
  },
  { label: 'a staff read as a visitor', path: '/api/read/adminDashboard' },
  { label: 'a product that does not exist', path: '/api/read/product?id=nothing-here' },
  { label: 'an id with a path in it', path: '/api/read/product?id=..%2F..%2Fetc%2Fpasswd' },
  { label: 'a photo that does not exist', path: '/api/photos/nothing' },
  { label: 'a photo path climbing out', path: '/api/photos/..%2F..%2Ftown.db' },
  {
    label: 'a photo upload of the wrong type',
    path: '/api/photos?purpose=prescription',
    init: post('GIF89a', { 'content-type': 'image/gif' }),
  },
  {
    label: 'a photo upload that is not an image',
    path: '/api/photos?purpose=prescription',
    init: post('<svg/>', { 'content-type': 'image/png' }),
  },
  {
    label: 'a photo upload for no purpose',
    path: '/api/photos?purpose=selfie',
    init: post('x', { 'content-type': 'image/jpeg' }),
  },
  { label: 'a live feed without a session', path: '/api/events/orders' },
  { label: 'an unknown live feed', path: '/api/events/everything' },
  {
    label: 'a malformed session cookie',
    path: '/api/read/adminDashboard',
    init: { headers: { cookie: 'sid=%E0%A4%A; sid=x' } },
  },
  { label: 'a static path climbing out', path: '/assets/..%2F..%2F..%2Fpackage.json' },
  { label: 'a static path climbing out, dots encoded', path: '/assets/%2e%2e/%2e%2e/package.json' },
  {
    label: 'a byte range past the end',
    path: '/sw.js',
    init: { headers: { range: 'bytes=99999999-' } },
  },
  { label: 'a static path with a NUL', path: '/assets/x%00.js' },
];

describe('error replies show no internals', () => {
  test.each(failures)('$label', async ({ path, init, staff }) => {
    const headers = new Headers(init?.headers);
    if (staff) headers.set('cookie', vendor);
    const response = await fetch(`${api.url}${path}`, { ...init, headers });
    const text = await response.text();
    expect(response.status).toBeLessThan(500);
    expect(text).not.toMatch(internals);
    expect(text).not.toMatch(/SELECT|sqlite|better-sqlite3|fastify|zod/i);
    if (response.status >= 400) {
      const body = JSON.parse(text) as { error: { status: string; message: string } };
      expect(body.error.message.length).toBeGreaterThan(8);
      expect(body.error.message).not.toMatch(/something went wrong/i);
    } else {
      // A path the app does not know is the app shell, never a file from outside web/dist.
      expect(text).toContain('<div id="root">');
    }
  });

  test('a URL too large for the server gets a plain 431', async () => {
    const response = await fetch(`${api.url}/api/read/products?shopType=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.text()).not.toMatch(internals);
  });

  test('a static path climbing out of the web app is refused, not an error of ours', async () => {
    for (const path of [
      '/assets/..%2F..%2F..%2Fpackage.json',
      '/..%2F..%2Fpackage.json',
      '/assets/..%5C..%5Cpackage.json',
    ]) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { status: 'PERMISSION_DENIED', message: 'This address is not allowed' },
      });
    }
  });
});
