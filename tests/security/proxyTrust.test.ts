import { clientLimits, lookupLimits } from '@town/core';
import { type TrustProxy, trustProxyFromEnv } from '@town/server';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * Behind a proxy that appends the address it saw to X-Forwarded-For, the client still writes
 * the start of that header. Only the entries the trusted proxies added may name the client:
 * otherwise every per-client budget is the client's own to reset.
 */
const lookup = (api: LocalDriver, forwardedFor: string, phone: string) =>
  api.send('/api/call/findOrders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ data: { phone } }),
  });

/**
 * A client's lookups: the per-minute budget of the local host, or the hourly one the store
 * keeps on both hosts, whichever is smaller.
 */
const lookupBudget = Math.min(clientLimits.lookup, lookupLimits.perClient);

/** Spends one client's lookup budget with a new forged first entry each time. */
async function forgedFirstEntries(api: LocalDriver, realClient: string) {
  const statuses: number[] = [];
  for (let i = 0; i <= lookupBudget; i++) {
    const forged = `198.51.100.${i % 250}`;
    const reply = await lookup(
      api,
      `${forged}, ${realClient}`,
      `93333${String(i).padStart(5, '0')}`,
    );
    statuses.push(reply.httpStatus);
  }
  return statuses;
}

describe.each([
  ['a hop count (TRUST_PROXY=1)', 1],
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", ['127.0.0.1']],
  ["the proxy's range (TRUST_PROXY=127.0.0.0/8)", ['127.0.0.0/8']],
] as Array<[string, TrustProxy]>)('trusting %s', (_title, trustProxy) => {
  let api: LocalDriver;
  beforeAll(async () => {
    api = await startLocalDriver({ trustProxy });
  });
  afterAll(() => api.stop());

  test('a forged first X-Forwarded-For entry does not buy a fresh budget', async () => {
    const statuses = await forgedFirstEntries(api, '10.1.2.3');
    expect(statuses.slice(0, lookupBudget).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test('the address the proxy appended is the client: another client has its own budget', async () => {
    const reply = await lookup(api, '198.51.100.1, 10.1.2.4', '9333399999');
    expect(reply.httpStatus).toBe(200);
  });
});

describe('TRUST_PROXY from the environment', () => {
  test('unset or 0: no proxy, the socket address is the client', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
  });

  test('a hop count or a list of proxy addresses and ranges', () => {
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv(' 10.0.0.2, 10.0.1.0/24,fd00::/8 ')).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      'fd00::/8',
    ]);
  });

  test.each(['true', 'yes', '*', '10.0.0.300', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.example'])(
    '"%s" stops the start with a message',
    (value) => {
      expect(() => trustProxyFromEnv(value)).toThrow(/^TRUST_PROXY must be a number of proxy hops/);
    },
  );
});
