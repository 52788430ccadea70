import { DomainError } from '../app/errors';
import type { Clock, Store } from '../ports';

/** Five failures are allowed in the window; from the sixth attempt on, even a right password is refused. */
export const loginThrottle = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export function attemptsKey(role: string, login: string): string {
  // Firestore document ids may not contain '/'; emails and phones never do, but be sure.
  return `${role}_${login}`.replace(/\//g, '_');
}

function recent(failures: readonly number[], now: number): number[] {
  return failures.filter((at) => now - at < loginThrottle.windowMs);
}

/**
 * Counts a sign-in attempt as a failure before the password is checked, in one transaction with
 * the throttle check: parallel guesses cannot all slip in before the first failure is written.
 * A successful sign-in then clears the record.
 */
export async function claimAttempt(store: Store, clock: Clock, key: string): Promise<void> {
  const now = clock.now().getTime();
  await store.transaction(async (tx) => {
    const failures = recent((await tx.get('loginAttempts', key))?.failures ?? [], now);
    if (failures.length >= loginThrottle.maxFailures) {
      const retryAfterSeconds = Math.ceil(
        (Math.min(...failures) + loginThrottle.windowMs - now) / 1000,
      );
      throw new DomainError(
        'resource-exhausted',
        `Too many failed sign-ins. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
        { retryAfterSeconds },
      );
    }
    tx.set('loginAttempts', { id: key, failures: [...failures, now] });
  });
}

export async function clearFailures(store: Store, key: string): Promise<void> {
  await store.transaction(async (tx) => tx.delete('loginAttempts', key));
}
