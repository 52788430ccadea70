import { clientLimits } from '@town/core';
import { demoStaff } from '../../demo';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

let api: LocalDriver;
beforeAll(async () => {
  api = await startLocalDriver();
});
afterAll(() => api.stop());

/** Sends `count` calls one after another and returns their HTTP statuses. */
async function statuses(count: number, send: (i: number) => Promise<{ httpStatus: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await send(i)).httpStatus);
  return seen;
}

describe('per-client request budgets (defaults) on the local host', () => {
  // Lookups by phone have their own, tighter budgets per phone and per client, kept in the
  // store on both hosts (orderLinks.test.ts); this is the host's burst limit in front of them.
  test(`order links tried: ${clientLimits.lookup} a minute from one address, then 429`, async () => {
    const seen = await statuses(clientLimits.lookup, (i) =>
      api.call('openOrderLink', { code: 'ZZZ-ZZZ', secret: `${'A'.repeat(40)}${100 + i}` }),
    );
    expect(seen.every((status) => status === 404)).toBe(true);
    const over = await api.call('findOrders', { phone: '9000000999' });
    expect(over.httpStatus).toBe(429);
    expect(over.body.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(over.body.error?.message).toMatch(/^Too many requests from this connection/);
  });

  test('budgets are separate: sign-ins still work after lookups ran out', async () => {
    const vendor = demoStaff.vendors[0]!;
    const reply = await api.call('vendorLogin', {
      phone: vendor.profile.phone,
      password: vendor.password,
    });
    expect(reply.httpStatus).toBe(200);
  });

  test(`sign-in attempts spread over many phones: ${clientLimits.signIn} a minute, then 429`, async () => {
    const seen = await statuses(clientLimits.signIn - 1, (i) =>
      api.call('deliveryLogin', { phone: `91111${String(i).padStart(5, '0')}`, password: 'guess' }),
    );
    expect(seen.every((status) => status === 401)).toBe(true);
    const over = await api.call('deliveryLogin', { phone: '9111199999', password: 'guess' });
    expect(over.httpStatus).toBe(429);
  });

  test('a forged X-Forwarded-For does not buy a fresh budget', async () => {
    const over = await api.send('/api/call/findOrders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ data: { phone: '9000000998' } }),
    });
    expect(over.httpStatus).toBe(429);
  });

  test('public reads are not budgeted', async () => {
    const seen = await statuses(clientLimits.submit + 5, () => api.read('labTests'));
    expect(seen.every((status) => status === 200)).toBe(true);
  });
});
