import type { OutboxEntry } from '../model/outbox';
import type { Clock, Store } from '../ports';

/**
 * Sends one outbox entry to its chat. Hosts plug in the Telegram client here (and may plug in
 * a mail sender for the email channel). `send` throws on failure; a failure that says how long
 * to wait (Telegram's 429 `retry_after`) carries it as `retryAfterSeconds`.
 */
export interface AlertSender {
  /** False for channels this sender has no destination for: those entries stay pending. */
  canSend(entry: OutboxEntry): boolean;
  send(entry: OutboxEntry): Promise<void>;
}

export interface AlertDeliveryDeps {
  store: Store;
  clock: Clock;
  /** Null when no bot token is configured: entries are kept, and admins see them as not sent. */
  sender: AlertSender | null;
}

export const alertDelivery = {
  /** How long one sender holds an entry: long enough for a send, short enough to recover. */
  leaseMs: 60_000,
  /** Attempts before an entry is marked failed for good. */
  maxAttempts: 5,
  /** Waits after a failed attempt without a `retry_after`: 1, 2, 4, 8... minutes. */
  backoffMs: (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1),
} as const;

export type DeliveryOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

function retryAfterMs(error: unknown): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : undefined;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Takes the entry for this sender in a transaction: only a pending entry whose lease has run
 * out is taken, so two senders (a trigger and a retry sweep, or two retries of one event)
 * never send it twice at the same time. Counts the attempt as it takes it.
 */
async function lease(deps: AlertDeliveryDeps, id: string): Promise<OutboxEntry | null> {
  const now = deps.clock.now();
  return deps.store.transaction(async (tx) => {
    const entry = await tx.get('outbox', id);
    if (entry?.status !== 'pending') return null;
    if (entry.leaseUntil && entry.leaseUntil > now.toISOString()) return null;
    if (!deps.sender?.canSend(entry)) return null;
    const leased: OutboxEntry = {
      ...entry,
      attempts: entry.attempts + 1,
      leaseUntil: new Date(now.getTime() + alertDelivery.leaseMs).toISOString(),
    };
    tx.set('outbox', leased);
    return leased;
  });
}

/** Writes the outcome, unless someone else has changed the entry since (then theirs stands). */
async function settle(
  deps: AlertDeliveryDeps,
  leased: OutboxEntry,
  outcome: (current: OutboxEntry) => OutboxEntry,
): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const current = await tx.get('outbox', leased.id);
    if (current?.status !== 'pending' || current.leaseUntil !== leased.leaseUntil) return;
    tx.set('outbox', outcome(current));
  });
}

/**
 * Delivers one outbox entry: lease it, send it, mark it sent, or count the failure and set
 * when it may be tried again (Telegram's `retry_after` when given, else a growing backoff);
 * after `maxAttempts` failures it is marked failed. Both hosts call this: the Firebase host
 * from the outbox trigger and a retry sweep, the local host from its dispatcher.
 */
export async function deliverOutboxEntry(
  deps: AlertDeliveryDeps,
  id: string,
): Promise<DeliveryOutcome> {
  const leased = await lease(deps, id);
  if (!leased || !deps.sender) return 'skipped';
  try {
    await deps.sender.send(leased);
  } catch (error) {
    const now = deps.clock.now().getTime();
    const failedForGood = leased.attempts >= alertDelivery.maxAttempts;
    const waitMs = retryAfterMs(error) ?? alertDelivery.backoffMs(leased.attempts);
    await settle(deps, leased, (current) => ({
      ...current,
      status: failedForGood ? 'failed' : 'pending',
      lastError: errorText(error),
      leaseUntil: new Date(now + waitMs).toISOString(),
    }));
    return failedForGood ? 'failed' : 'retrying';
  }
  await settle(deps, leased, ({ leaseUntil: _lease, ...current }) => ({
    ...current,
    status: 'sent',
    sentAt: deps.clock.now().toISOString(),
  }));
  return 'sent';
}

/** Entries a retry sweep should try now: pending, oldest first, a bounded batch. */
export async function pendingOutboxIds(store: Store, limit = 50): Promise<string[]> {
  const pending = await store.query('outbox', {
    where: [['status', 'pending']],
    orderBy: { field: 'createdAt' },
    limit,
  });
  return pending.map((entry) => entry.id);
}
