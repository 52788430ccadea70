import { demoStaff, loginThrottle } from '@town/core';
import { type LocalDriver, startLocalDriver } from '../support/localDriver';

/**
 * How many password guesses one account takes in an hour, measured: a guesser sends wrong
 * passwords as fast as the host lets them and, when refused, waits exactly the time the refusal
 * names (the test clock moves instead of the test waiting). The per-address budget is lifted
 * here: a real guesser spreads over many addresses, and it is the per-account limit that counts.
 */
let api: LocalDriver;
beforeAll(async () => {
  api = await startLocalDriver({ limits: { signIn: 10_000 } });
});
afterAll(() => api.stop());

const hourMs = 60 * 60 * 1000;

async function guessesCheckedInAnHour(action: string, identity: Record<string, string>) {
  const start = api.now().getTime();
  let checked = 0;
  for (let i = 0; i < 1000 && api.now().getTime() - start < hourMs; i++) {
    const reply = await api.call(action, { ...identity, password: `wrong-guess-${i}` });
    if (reply.httpStatus === 401) {
      checked++;
      continue;
    }
    expect(reply.httpStatus).toBe(429);
    expect(reply.body.error?.message).toMatch(
      /^Too many failed sign-ins\. Try again in \d+ minutes\.$/,
    );
    const { retryAfterSeconds } = reply.body.error!.details as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    api.advanceClock(retryAfterSeconds * 1000);
  }
  return checked;
}

// Five failures per 15-minute window: four windows an hour.
const expectedPerHour = loginThrottle.maxFailures * (hourMs / loginThrottle.windowMs);

describe('login throttling, measured per account', () => {
  test.each([
    ['a vendor phone', 'vendorLogin', { phone: demoStaff.vendors[0]!.profile.phone }],
    ['a delivery phone', 'deliveryLogin', { phone: demoStaff.delivery[0]!.profile.phone }],
    ['an admin email', 'adminSignIn', { email: demoStaff.admins[0]!.profile.email }],
  ])('%s: 20 password guesses are checked per hour', async (_who, action, identity) => {
    const checked = await guessesCheckedInAnHour(action, identity);
    console.log(`login throttle: ${action} ${checked} guesses checked in one hour`);
    expect(expectedPerHour).toBe(20);
    expect(checked).toBe(20);
  });
});
