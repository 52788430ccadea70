import type { TelegramChannel } from '../model/outbox';
import type { ChatSender, Clock, IdSource, PushSender, Store } from '../ports';
import { type DeliveryTuning, defaultDeliveryTuning } from './settings';

export interface DeliveryDeps {
  store: Store;
  clock: Clock;
  /** Lease ids. */
  ids: IdSource;
  /** null when no bot token is configured: entries become `notConfigured`. */
  sender: ChatSender | null;
  chatIds: Partial<Record<TelegramChannel, string>>;
  /** Sends `push` entries (Web Push); absent or null: they wait as not configured. */
  pushSender?: PushSender | null;
  tuning?: Partial<DeliveryTuning>;
  /**
   * Waits `ms` of real time, resolving false if `signal` aborts first. Tests with a virtual
   * clock pass one that moves the clock instead.
   */
  wait?: (ms: number, signal?: AbortSignal) => Promise<boolean>;
}

export type DeliveryOutcome =
  | { outcome: 'sent'; messageId: number }
  /** A bot entry that stands for several messages (a vendor offer) queued them instead. */
  | { outcome: 'expanded'; entries: number }
  /** Not now: pacing, Telegram's retry_after, backoff, or not yet due. */
  | { outcome: 'retryLater'; at: Date; reason: string }
  | { outcome: 'failed'; error: string }
  | { outcome: 'notConfigured'; error: string }
  /** Nothing to do here: another sender holds the lease, it is finished, or not a Telegram entry. */
  | {
      outcome: 'skipped';
      reason: 'missing' | 'finished' | 'leasedElsewhere' | 'notTelegram' | 'stopped';
      at?: Date;
    };

export function realWait(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface Context {
  deps: DeliveryDeps;
  tuning: DeliveryTuning;
  wait: (ms: number, signal?: AbortSignal) => Promise<boolean>;
}

export const contextOf = (deps: DeliveryDeps): Context => ({
  deps,
  tuning: { ...defaultDeliveryTuning, ...deps.tuning },
  wait: deps.wait ?? realWait,
});
