import type { ActionContext } from '../app/define';
import { DomainError } from '../app/errors';
import type { Transaction } from '../ports';
import { refusal } from '../refusals';

/** Requests counted per key in a sliding window, kept in the store (`lookupCounts`). */
export interface RequestCounter {
  /** e.g. "phone_9800000000"; Firestore ids may not hold '/'. */
  id: string;
  max: number;
  windowMs: number;
  /** The refusal, given the minutes until the oldest counted request leaves the window. */
  refusal: (minutes: number) => string;
}

/**
 * The caller's address as a counter key: a digest, so the store keeps no list of who asked.
 * Undefined when the host cannot tell (tools, in-process tests): per-client counts are skipped.
 */
export async function clientKey(ctx: ActionContext): Promise<string | undefined> {
  const address = ctx.client?.address;
  return address ? ctx.hasher.digest(`address:${address}`) : undefined;
}

export const counterId = (kind: string, key: string) =>
  `${kind}_${key}`.replace(/\//g, '_').slice(0, 200);

/**
 * Reads the counters inside the caller's transaction and refuses (429, with the wait) when one
 * is full. Returns the write that counts this request, for the caller to make once its own reads
 * are done (a transaction reads before it writes). A refused request counts nothing.
 */
export async function checkCounters(
  tx: Transaction,
  now: number,
  counters: readonly RequestCounter[],
): Promise<() => void> {
  const recent: number[][] = [];
  for (const counter of counters) {
    const stored = (await tx.get('lookupCounts', counter.id))?.at ?? [];
    const times = stored.filter((at) => now - at < counter.windowMs);
    if (times.length >= counter.max) {
      const minutes = Math.max(
        1,
        Math.ceil((Math.min(...times) + counter.windowMs - now) / 60_000),
      );
      throw new DomainError(
        'resource-exhausted',
        counter.refusal(minutes),
        refusal('try-again-later', { retryAfterSeconds: minutes * 60 }),
      );
    }
    recent.push(times);
  }
  return () => {
    counters.forEach((counter, i) => {
      tx.set('lookupCounts', { id: counter.id, at: [...(recent[i] ?? []), now] });
    });
  };
}
