import { type DeliveryDeps, deliverDueEntries } from '@town/core';
import type { Settling } from './db/sqliteStore';

/** `busy` while a sweep runs or a wake waits for one to end; a timer set for later is not. */
export interface AlertDispatcher extends Settling {
  /** New entries may be waiting (an action just ran): sweep now. */
  wake(): void;
  /** Stops waiting for pacing slots, lets requests already sent finish and record, then resolves. */
  stop(): Promise<void>;
}

/** A sweep at least this often, for entries a wake did not announce (e.g. written by a script). */
const idleSweepMs = 30_000;
/** After an unexpected error (a store failure), pause before sweeping again. */
const errorPauseMs = 5_000;
/**
 * Two sweeps may overlap, so a new alert for one chat is not stuck behind another chat's paced
 * burst. Leases keep overlapping sweeps from sending an entry twice.
 */
const maxConcurrentSweeps = 2;

/**
 * The local host's sender: a thin loop over the core's `deliverDueEntries`. It sweeps at start
 * (picking up whatever a stopped or killed process left), when woken after an action, and when
 * the next retry, pacing slot or expired lease falls due.
 */
export function startAlertDispatcher(
  deps: DeliveryDeps,
  log: (line: string) => void,
): AlertDispatcher {
  const stopping = new AbortController();
  const sweeps = new Set<Promise<void>>();
  let running = 0;
  let wokenWhileBusy = false;
  let timer: { handle: NodeJS.Timeout; at: number } | null = null;

  /** Keeps the earliest wake-up: a later sweep's "nothing due" must not postpone an earlier one. */
  function scheduleAt(at: number) {
    if (stopping.signal.aborted) return;
    const now = deps.clock.now().getTime();
    const target = Math.min(at, now + idleSweepMs);
    if (timer && timer.at <= target) return;
    if (timer) clearTimeout(timer.handle);
    const handle = setTimeout(
      () => {
        timer = null;
        wake();
      },
      Math.max(0, target - now),
    );
    timer = { handle, at: target };
  }

  async function sweep() {
    let next: number;
    try {
      const result = await deliverDueEntries(deps, { signal: stopping.signal });
      next = result.nextDueAt?.getTime() ?? Number.POSITIVE_INFINITY;
    } catch (error) {
      log(`Telegram alerts: ${error instanceof Error ? error.message : String(error)}`);
      next = deps.clock.now().getTime() + errorPauseMs;
    }
    running--;
    if (wokenWhileBusy) {
      wokenWhileBusy = false;
      wake();
    }
    scheduleAt(next);
  }

  function wake() {
    if (stopping.signal.aborted) return;
    if (running >= maxConcurrentSweeps) {
      wokenWhileBusy = true;
      return;
    }
    running++;
    const done = sweep();
    sweeps.add(done);
    done.finally(() => sweeps.delete(done));
  }

  const busy = () => running > 0 || wokenWhileBusy;
  wake();
  return {
    wake,
    busy,
    async idle() {
      // A sweep that ends with a wake waiting starts the next one at once: wait for that too.
      while (busy()) await Promise.allSettled([...sweeps]);
    },
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer.handle);
      timer = null;
      await Promise.allSettled([...sweeps]);
    },
  };
}
