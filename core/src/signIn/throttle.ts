import { DomainError } from '../app/errors';
import type { LoginAttempts, LoginFailure } from '../model/people';
import type { Clock, Store } from '../ports';
import { minutesText, refusal } from '../refusals';

/**
 * How fast passwords may be guessed, per budget: the first `free` failures in an hour go
 * through at once, then one every `spacingMs` (slowed, not locked), never more than `perHour`.
 * A refusal names the wait; the right password from the same client waits the same.
 */
export interface GuessPace {
  free: number;
  spacingMs: number;
  perHour: number;
}

const minuteMs = 60 * 1000;
export const hourMs = 60 * minuteMs;

/**
 * Per account and client address, for every client that is not one of the account's own
 * devices: five guesses at once, then one every 3 minutes (`account`), and 20 an hour at most
 * from every stranger together, however many addresses they come from (`allStrangers`). The
 * pace is per address so that a stranger's guesses slow only the stranger: the owner on a new
 * phone elsewhere is kept out only while strangers spend the whole hourly budget. A device the
 * account signed in on before has a budget of its own (`ownDevice`) and is never slowed by them.
 */
export const loginThrottle = {
  account: { free: 5, spacingMs: 3 * minuteMs, perHour: 20 },
  allStrangers: { free: 20, spacingMs: 0, perHour: 20 },
  ownDevice: { free: 5, spacingMs: 3 * minuteMs, perHour: 20 },
  /** One address trying many accounts (or many guesses): generous, carriers share addresses. */
  address: { free: 30, spacingMs: minuteMs, perHour: 60 },
} as const satisfies Record<string, GuessPace>;

export function attemptsKey(role: string, login: string): string {
  // Firestore document ids may not contain '/'; emails and phones never do, but be sure.
  return `${role}_${login}`.replace(/\//g, '_');
}

/** The document counting one client address's failures over every account. */
export const addressAttemptsKey = (addressHash: string) => `address_${addressHash}`;

export const unknownClient = 'unknown';

/** Who failed: one of the account's own devices, or a stranger at an address (or unknown). */
export interface Guesser {
  /** "device:…" for an own device, "address:…" otherwise, `unknownClient` without either. */
  tag: string;
  ownDevice: boolean;
  /** The address's own counter, when the host knows the address. */
  addressKey?: string;
}

// Rows written before failures named their client hold bare times.
const normalise = (failures: LoginAttempts['failures'], now: number): LoginFailure[] =>
  failures
    .map((failure) => (typeof failure === 'number' ? { at: failure, by: '' } : failure))
    .filter((failure) => now - failure.at < hourMs);

const latestFailureAt = (failures: readonly LoginFailure[]) =>
  Math.max(...failures.map((failure) => failure.at));

/** How long the next guess must wait under `pace`, given the failures it counts (oldest first). */
export function waitBeforeNextGuess(
  times: readonly number[],
  pace: GuessPace,
  now: number,
): number {
  const recent = times.filter((at) => now - at < hourMs).sort((a, b) => a - b);
  if (recent.length >= pace.perHour) {
    return (recent[recent.length - pace.perHour] ?? now) + hourMs - now;
  }
  if (recent.length >= pace.free) return Math.max(0, (recent.at(-1) ?? now) + pace.spacingMs - now);
  return 0;
}

function tooMany(waitMs: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new DomainError(
    'resource-exhausted',
    `Too many failed sign-ins. Try again in ${minutesText(minutes)}.`,
    refusal('try-again-later', { retryAfterSeconds }),
  );
}

/**
 * Counts a sign-in attempt as a failure before the password is checked, in one transaction with
 * the throttle check: parallel guesses cannot all slip in before the first failure is written.
 * A successful sign-in then takes back the failures of the client that succeeded.
 */
export async function claimAttempt(
  store: Store,
  clock: Clock,
  accountKey: string,
  guesser: Guesser,
): Promise<void> {
  const now = clock.now().getTime();
  await store.transaction(async (tx) => {
    const account = normalise((await tx.get('loginAttempts', accountKey))?.failures ?? [], now);
    const address = guesser.addressKey
      ? normalise((await tx.get('loginAttempts', guesser.addressKey))?.failures ?? [], now)
      : [];
    const times = (failures: LoginFailure[]) => failures.map((failure) => failure.at);
    const wait = guesser.ownDevice
      ? waitBeforeNextGuess(
          times(account.filter((failure) => failure.by === guesser.tag)),
          loginThrottle.ownDevice,
          now,
        )
      : Math.max(
          waitBeforeNextGuess(
            times(account.filter((failure) => failure.by === guesser.tag)),
            loginThrottle.account,
            now,
          ),
          waitBeforeNextGuess(
            times(account.filter((failure) => !failure.by.startsWith('device:'))),
            loginThrottle.allStrangers,
            now,
          ),
          waitBeforeNextGuess(times(address), loginThrottle.address, now),
        );
    if (wait > 0) throw tooMany(wait);
    const failure = { at: now, by: guesser.tag };
    tx.set('loginAttempts', { id: accountKey, failures: [...account, failure], lastAt: now });
    if (guesser.addressKey && !guesser.ownDevice) {
      tx.set('loginAttempts', {
        id: guesser.addressKey,
        failures: [...address, failure],
        lastAt: now,
      });
    }
  });
}

/** After the right password: the failures of this client (its typos) no longer count. */
export async function forgetFailuresOf(
  store: Store,
  clock: Clock,
  accountKey: string,
  guesser: Guesser,
): Promise<void> {
  // Without an address or a device, clients cannot be told apart: nothing is taken back.
  if (guesser.tag === unknownClient) return;
  const now = clock.now().getTime();
  await store.transaction(async (tx) => {
    const keys = [accountKey, ...(guesser.addressKey ? [guesser.addressKey] : [])];
    const docs = await Promise.all(
      keys.map(async (id) => ({ id, doc: await tx.get('loginAttempts', id) })),
    );
    docs.forEach(({ id, doc }) => {
      const left = normalise(doc?.failures ?? [], now).filter((f) => f.by !== guesser.tag);
      if (left.length === 0) tx.delete('loginAttempts', id);
      else tx.set('loginAttempts', { id, failures: left, lastAt: latestFailureAt(left) });
    });
  });
}
