import type { ActionContext } from '../app/define';
import { DomainError } from '../app/errors';
import type { LookupCount } from '../model/orders';
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
  /**
   * What this request weighs (an order's rupees, in paise), for a counter whose `max` bounds
   * the sum of weights in the window rather than the number of requests. Absent: one each.
   */
  weight?: number;
}

/** A counter's requests still inside its window, oldest first, with their weights. */
interface Counted {
  at: number[];
  weights: number[];
}

function countedIn(stored: LookupCount | null, now: number, windowMs: number): Counted {
  const counted: Counted = { at: [], weights: [] };
  (stored?.at ?? []).forEach((at, i) => {
    if (now - at >= windowMs) return;
    counted.at.push(at);
    counted.weights.push(stored?.weights?.[i] ?? 1);
  });
  return counted;
}

/**
 * Ms until enough of the counted requests leave the window for one of `weight` to fit under
 * `max`; 0 when it fits now. A request heavier than `max` alone waits the whole window.
 */
function waitToFit(counted: Counted, weight: number, max: number, now: number, windowMs: number) {
  let total = counted.weights.reduce((sum, w) => sum + w, 0);
  if (total + weight <= max) return 0;
  if (weight > max) return windowMs;
  // Stored oldest first: each request is appended with the time it was counted.
  for (const [i, at] of counted.at.entries()) {
    total -= counted.weights[i] ?? 1;
    if (total + weight <= max) return at + windowMs - now;
  }
  return windowMs;
}

/**
 * The caller's address as a counter key: a digest, so the store keeps no list of who asked.
 * Undefined when the host cannot tell (tools, in-process tests): per-client counts are skipped.
 */
export async function clientKey(
  ctx: Pick<ActionContext, 'client' | 'hasher'>,
): Promise<string | undefined> {
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
  const recent: Counted[] = [];
  for (const counter of counters) {
    const counted = countedIn(await tx.get('lookupCounts', counter.id), now, counter.windowMs);
    const wait = waitToFit(counted, counter.weight ?? 1, counter.max, now, counter.windowMs);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new DomainError(
        'resource-exhausted',
        counter.refusal(minutes),
        refusal('try-again-later', { retryAfterSeconds: minutes * 60 }),
      );
    }
    recent.push(counted);
  }
  return () => {
    counters.forEach((counter, i) => {
      const { at, weights } = recent[i] ?? { at: [], weights: [] };
      tx.set('lookupCounts', {
        id: counter.id,
        at: [...at, now],
        lastAt: now,
        // Plain counters keep their documents as they were: times only.
        ...(counter.weight === undefined ? {} : { weights: [...weights, counter.weight] }),
      });
    });
  };
}
