import type { ActionContext } from '../app/define';
import { DomainError } from '../app/errors';

/**
 * Lookups by phone, counted in the store so that every instance of a host shares them (Cloud
 * Functions run many). Per phone: a neighbour cannot watch one number all day. Per client: one
 * address cannot sweep the town's numbers. Generous enough for a family sharing one connection.
 */
export const lookupLimits = {
  perPhone: 10,
  perClient: 30,
  windowMs: 60 * 60 * 1000,
} as const;

/** Firestore document ids may not contain '/'; IPv6 addresses hold ':', which is allowed. */
const counterId = (kind: 'phone' | 'client', key: string) =>
  `${kind}_${key}`.replace(/\//g, '_').slice(0, 200);

function retryMinutes(times: number[], now: number): number {
  const oldest = Math.min(...times);
  return Math.max(1, Math.ceil((oldest + lookupLimits.windowMs - now) / 60_000));
}

/**
 * Charges one lookup to the phone and to the caller's address, or refuses with the wait. A
 * refused lookup is not counted: a client that keeps trying does not push its own wait back.
 */
export async function chargeLookup(ctx: ActionContext, phone: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  const counters = [
    { id: counterId('phone', phone), max: lookupLimits.perPhone, who: 'for this phone number' },
    {
      id: counterId('client', ctx.clientAddress ?? 'unknown'),
      max: lookupLimits.perClient,
      who: 'from this connection',
    },
  ];
  await ctx.store.transaction(async (tx) => {
    const recent: number[][] = [];
    for (const counter of counters) {
      const stored = (await tx.get('lookupCounts', counter.id))?.at ?? [];
      const times = stored.filter((at) => now - at < lookupLimits.windowMs);
      if (times.length >= counter.max) {
        const minutes = retryMinutes(times, now);
        throw new DomainError(
          'resource-exhausted',
          `Too many lookups ${counter.who}. Try again in ${minutes} minutes.`,
          { retryAfterSeconds: minutes * 60 },
        );
      }
      recent.push(times);
    }
    counters.forEach((counter, i) => {
      tx.set('lookupCounts', { id: counter.id, at: [...(recent[i] ?? []), now] });
    });
  });
}
