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

export async function refuseIfThrottled(store: Store, clock: Clock, key: string): Promise<void> {
  const now = clock.now().getTime();
  const failures = recent((await store.get('loginAttempts', key))?.failures ?? [], now);
  if (failures.length < loginThrottle.maxFailures) return;
  const oldest = Math.min(...failures);
  const retryAfterSeconds = Math.ceil((oldest + loginThrottle.windowMs - now) / 1000);
  throw new DomainError(
    'resource-exhausted',
    `Too many failed sign-ins. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    { retryAfterSeconds },
  );
}

export async function recordFailure(store: Store, clock: Clock, key: string): Promise<void> {
  const now = clock.now().getTime();
  await store.transaction(async (tx) => {
    const failures = recent((await tx.get('loginAttempts', key))?.failures ?? [], now);
    tx.set('loginAttempts', { id: key, failures: [...failures, now] });
  });
}

export async function clearFailures(store: Store, key: string): Promise<void> {
  const existing = await store.get('loginAttempts', key);
  if (existing) await store.transaction(async (tx) => tx.delete('loginAttempts', key));
}
