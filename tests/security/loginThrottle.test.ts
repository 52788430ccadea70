import { loginThrottle } from '@town/core';
import { demoStaff } from '../../demo';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * How many password guesses one account takes in an hour, measured: a guesser sends wrong
 * passwords as fast as the host lets them and, when refused, waits exactly the time the refusal
 * names (the test clock moves instead of the test waiting). The per-address request budget is
 * lifted, and the host trusts one proxy hop so each guess can come from another address: a real
 * guesser spreads over many addresses, and it is the per-account limit that counts.
 */
let api: LocalDriver;
// Each test checks about twenty real scrypt hashes: 4 s alone, over a minute on a loaded CPU.
// The host's clock is moved by hand, so waiting longer changes nothing the test measures.
jest.setTimeout(240_000);
beforeAll(async () => {
  api = await startLocalDriver({ limits: { signIn: 10_000 }, trustProxy: 1 });
});
afterAll(() => api.stop());

const hourMs = 60 * 60 * 1000;
let addresses = 0;
const nextAddress = () => {
  addresses++;
  return `10.9.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const callFrom = (address: string, action: string, data: object) =>
  api.send(`/api/call/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ data }),
  });

async function guessesCheckedInAnHour(
  action: string,
  identity: Record<string, string>,
  from: () => string,
  whenSlowed: () => Promise<void> = async () => undefined,
) {
  const start = api.now().getTime();
  let checked = 0;
  for (let i = 0; i < 1000 && api.now().getTime() - start < hourMs; i++) {
    const reply = await callFrom(from(), action, { ...identity, password: `wrong-guess-${i}` });
    if (reply.httpStatus === 401) {
      checked++;
      continue;
    }
    expect(reply.httpStatus).toBe(429);
    expect(reply.body.error?.message).toMatch(
      /^Too many failed sign-ins\. Try again in \d+ minutes?\.$/,
    );
    const { retryAfterSeconds } = reply.body.error!.details as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    await whenSlowed();
    api.advanceClock(retryAfterSeconds * 1000);
  }
  return checked;
}

/** Wrong guesses from `address` until the host slows them; how many were checked. */
async function guessesUntilSlowed(
  action: string,
  identity: Record<string, string>,
  address: string,
) {
  for (let checked = 0; checked < 100; checked += 1) {
    const reply = await callFrom(address, action, { ...identity, password: `wrong-${checked}` });
    if (reply.httpStatus === 429) return checked;
    expect(reply.httpStatus).toBe(401);
  }
  throw new Error('Never slowed');
}

const accounts = [
  ['a vendor phone', 'vendorLogin', { phone: demoStaff.vendors[0]!.profile.phone }],
  ['a delivery phone', 'deliveryLogin', { phone: demoStaff.delivery[0]!.profile.phone }],
  ['an admin email', 'adminSignIn', { email: demoStaff.admins[0]!.profile.email }],
] as const;

describe('login throttling, measured per account', () => {
  test.each(accounts)(
    '%s: 20 password guesses are checked per hour from one address',
    async (_who, action, identity) => {
      api.advanceClock(hourMs);
      const checked = await guessesCheckedInAnHour(action, identity, () => '10.8.0.1');
      console.log(`login throttle: ${action} ${checked} guesses checked in one hour, one address`);
      expect(loginThrottle.account.perHour).toBe(20);
      expect(checked).toBe(20);
    },
  );

  test.each(accounts)(
    '%s: still 20 an hour when every guess comes from a new address',
    async (_who, action, identity) => {
      api.advanceClock(hourMs);
      const checked = await guessesCheckedInAnHour(action, identity, nextAddress);
      console.log(
        `login throttle: ${action} ${checked} guesses checked in one hour, ${addresses} addresses`,
      );
      expect(checked).toBe(20);
    },
  );

  test("a stranger's guesses from one address do not keep the owner's new phone out", async () => {
    api.advanceClock(hourMs);
    const owner = demoStaff.vendors[3]!;
    const { phone } = owner.profile;
    // A stranger spends its five quick guesses, then one each time the wait ends.
    for (let round = 0; round < 3; round += 1) {
      const checked = await guessesUntilSlowed('vendorLogin', { phone }, '10.6.0.1');
      expect(checked).toBe(round === 0 ? loginThrottle.account.free : 1);
      // The owner, on a phone that never signed in before, at another address: let in.
      const owners = await callFrom('10.6.0.2', 'vendorLogin', { phone, password: owner.password });
      expect(owners.httpStatus).toBe(200);
      api.advanceClock(loginThrottle.account.spacingMs);
    }
  });

  test("meanwhile the owner's phone signs in whenever it tries", async () => {
    api.advanceClock(hourMs);
    const owner = demoStaff.delivery[1]!;
    const first = await callFrom('10.7.0.1', 'deliveryLogin', {
      phone: owner.profile.phone,
      password: owner.password,
    });
    const { device } = first.body.result as { device: string };
    let ownerSignIns = 0;
    const checked = await guessesCheckedInAnHour(
      'deliveryLogin',
      { phone: owner.profile.phone },
      nextAddress,
      async () => {
        // The owner, at home on another address, with the phone's device token.
        const reply = await callFrom('10.7.0.2', 'deliveryLogin', {
          phone: owner.profile.phone,
          password: owner.password,
          device,
        });
        expect(reply.httpStatus).toBe(200);
        ownerSignIns++;
      },
    );
    expect(checked).toBe(20);
    // Strangers at new addresses spend the hour's budget at once, then wait out the hour: the
    // owner was let in each time they were refused.
    expect(ownerSignIns).toBeGreaterThan(0);
  });
});
