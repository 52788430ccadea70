import { isTelegramChannel, type OutboxEntry, type TelegramChannel } from '../model/outbox';
import type { ChatSender, Clock, IdSource, Store, Transaction } from '../ports';
import { asChatSendError, type ChatSendError, redactBotToken } from './errors';
import { blockChat, earliestSlot, pacingDocId, reserveSlot } from './pacing';
import { type DeliveryTuning, defaultDeliveryTuning } from './settings';

/**
 * Delivery of one outbox entry to its Telegram chat, written against the Store port so both
 * hosts run the same code: the local dispatcher loop and the Firebase trigger on outbox documents.
 *
 * 1. A transaction takes a lease on the entry (status `sending`, `lease.until`). A second
 *    sender, or a re-delivered trigger event, finds the lease and sends nothing.
 * 2. Wait for the chat's turn (pacing and Telegram's retry_after, kept in one record per chat),
 *    reserve it in a transaction, and send one request.
 * 3. A transaction records the result: sent with Telegram's message id; or pending with
 *    `nextAttemptAt` (429: retry_after, 5xx/network/timeout: exponential backoff); or failed
 *    (refused for good, or not delivered within 24 hours).
 *
 * The one window where a message can go out twice: Telegram accepted the request but the sender
 * died (or its request timed out) before step 3 was written. The lease then expires and another
 * sender sends again. No outbox can close that window, since Telegram's sendMessage has no
 * idempotency key; it is as short as one request plus one local write.
 */

export interface DeliveryDeps {
  store: Store;
  clock: Clock;
  /** Lease ids. */
  ids: IdSource;
  /** null when no bot token is configured: entries become `notConfigured`. */
  sender: ChatSender | null;
  chatIds: Partial<Record<TelegramChannel, string>>;
  tuning?: Partial<DeliveryTuning>;
  /**
   * Waits `ms` of real time, resolving false if `signal` aborts first. Tests with a virtual
   * clock pass one that moves the clock instead.
   */
  wait?: (ms: number, signal?: AbortSignal) => Promise<boolean>;
}

export type DeliveryOutcome =
  | { outcome: 'sent'; messageId: number }
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

interface Context {
  deps: DeliveryDeps;
  tuning: DeliveryTuning;
  wait: (ms: number, signal?: AbortSignal) => Promise<boolean>;
}

const contextOf = (deps: DeliveryDeps): Context => ({
  deps,
  tuning: { ...defaultDeliveryTuning, ...deps.tuning },
  wait: deps.wait ?? realWait,
});

const iso = (ms: number) => new Date(ms).toISOString();

/** The entry without the fields that describe a sending or waiting state. */
function settled(entry: OutboxEntry): OutboxEntry {
  const { lease: _lease, nextAttemptAt: _next, ...rest } = entry;
  return rest;
}

type Claim =
  | { kind: 'send'; entry: OutboxEntry; chatId: string; sendBy: number; leaseId: string }
  | { kind: 'done'; outcome: DeliveryOutcome };

const done = (outcome: DeliveryOutcome): Claim => ({ kind: 'done', outcome });

/** Whether the entry is someone else's or not due yet; undefined when this sender may take it. */
function notOurs(entry: OutboxEntry | null, now: number): DeliveryOutcome | undefined {
  if (!entry) return { outcome: 'skipped', reason: 'missing' };
  if (!isTelegramChannel(entry.channel)) return { outcome: 'skipped', reason: 'notTelegram' };
  if (entry.status === 'sent' || entry.status === 'failed') {
    return { outcome: 'skipped', reason: 'finished' };
  }
  if (entry.status === 'sending' && entry.lease && Date.parse(entry.lease.until) > now) {
    return { outcome: 'skipped', reason: 'leasedElsewhere', at: new Date(entry.lease.until) };
  }
  if (entry.status === 'pending' && entry.nextAttemptAt && Date.parse(entry.nextAttemptAt) > now) {
    return { outcome: 'retryLater', at: new Date(entry.nextAttemptAt), reason: 'not due yet' };
  }
  return undefined;
}

function markNotConfigured(ctx: Context, tx: Transaction, entry: OutboxEntry): Claim {
  const error = ctx.deps.sender
    ? `No Telegram chat id is configured for ${entry.channel}`
    : 'No Telegram bot token is configured';
  if (entry.status !== 'notConfigured' || entry.lastError !== error) {
    tx.set('outbox', { ...settled(entry), status: 'notConfigured', lastError: error });
  }
  return done({ outcome: 'notConfigured', error });
}

/**
 * Step 1: in one transaction, take the lease. The chat's pacing is read to decide whether the
 * entry's turn comes soon enough to wait for it here; the send time itself is reserved when the
 * turn comes (step 2), so a sender whose timer fired late cannot squeeze the next message closer.
 */
async function claim(ctx: Context, id: string): Promise<Claim> {
  const { deps, tuning } = ctx;
  const leaseId = deps.ids.newId();
  return deps.store.transaction(async (tx) => {
    const now = deps.clock.now().getTime();
    const entry = await tx.get('outbox', id);
    const skip = notOurs(entry, now);
    if (skip || !entry) return done(skip ?? { outcome: 'skipped', reason: 'missing' });
    const chatId = deps.chatIds[entry.channel as TelegramChannel];
    if (!deps.sender || !chatId) return markNotConfigured(ctx, tx, entry);

    // A `sending` entry here has an expired lease: its sender stopped mid-attempt.
    const interrupted = entry.status === 'sending';
    const base: OutboxEntry = {
      ...settled(entry),
      attempts: entry.attempts + (interrupted ? 1 : 0),
      ...(interrupted
        ? { lastError: 'The sender stopped during an attempt (it may have reached Telegram)' }
        : {}),
    };
    const windowEnd = Date.parse(entry.retriedAt ?? entry.createdAt) + tuning.giveUpAfterMs;
    if (now >= windowEnd) {
      const error = `Not delivered within ${Math.round(tuning.giveUpAfterMs / 3_600_000)} hours${base.lastError ? `: ${base.lastError}` : ''}`;
      tx.set('outbox', { ...base, status: 'failed', lastError: error, failedAt: iso(now) });
      return done({ outcome: 'failed', error });
    }
    const pacing = await tx.get('chatPacing', pacingDocId(chatId));
    const expectedAt = earliestSlot(pacing, chatId, now, tuning);
    if (expectedAt - now > tuning.maxSlotWaitMs) {
      tx.set('outbox', { ...base, status: 'pending', nextAttemptAt: iso(expectedAt) });
      return done({ outcome: 'retryLater', at: new Date(expectedAt), reason: 'chat pacing' });
    }
    // The send must start by `sendBy`; the lease outlives that start and the request's timeout.
    const sendBy = expectedAt + tuning.leaseMarginMs;
    const until = sendBy + tuning.sendTimeoutMs + tuning.leaseMarginMs;
    tx.set('outbox', { ...base, status: 'sending', lease: { id: leaseId, until: iso(until) } });
    return { kind: 'send', entry: base, chatId, sendBy, leaseId };
  });
}

/** Bounds the wait-for-turn loop however many senders compete for one chat. */
const maxTurnRounds = 50;

type Turn = { kind: 'go' } | { kind: 'stopped' } | { kind: 'tooLate'; at: number };

/**
 * Step 2: reserves the chat's send time at the moment of sending, in a transaction on the
 * chat's pacing record, waiting while another sender has the turn.
 */
async function waitForTurn(
  ctx: Context,
  claimed: Extract<Claim, { kind: 'send' }>,
  signal?: AbortSignal,
): Promise<Turn> {
  const { deps, tuning } = ctx;
  const docId = pacingDocId(claimed.chatId);
  for (let round = 0; round < maxTurnRounds; round++) {
    if (signal?.aborted) return { kind: 'stopped' };
    const now = deps.clock.now().getTime();
    const slot = await deps.store.transaction(async (tx) => {
      const pacing = await tx.get('chatPacing', docId);
      const earliest = earliestSlot(pacing, claimed.chatId, now, tuning);
      if (earliest <= now) tx.set('chatPacing', reserveSlot(pacing, claimed.chatId, now, tuning));
      return earliest;
    });
    if (slot <= now) return { kind: 'go' };
    if (slot > claimed.sendBy) return { kind: 'tooLate', at: slot };
    if (!(await ctx.wait(slot - now, signal))) return { kind: 'stopped' };
  }
  return { kind: 'tooLate', at: deps.clock.now().getTime() + tuning.perChatIntervalMs };
}

const backoffMs = (tuning: DeliveryTuning, attempts: number) =>
  Math.min(tuning.backoffBaseMs * 2 ** Math.max(0, attempts - 1), tuning.backoffMaxMs);

/** Step 3 after a success: the message is out, whoever holds the lease now. */
async function recordSent(ctx: Context, id: string, messageId: number): Promise<void> {
  const { store, clock } = ctx.deps;
  await store.transaction(async (tx) => {
    const entry = await tx.get('outbox', id);
    if (!entry || entry.status === 'sent') return;
    const { lastError: _cleared, failedAt: _failed, ...rest } = settled(entry);
    tx.set('outbox', {
      ...rest,
      status: 'sent',
      attempts: entry.attempts + 1,
      telegramMessageId: messageId,
      sentAt: clock.now().toISOString(),
    });
  });
}

/** Step 3 after a failure; written only while this sender still holds the lease. */
async function recordFailure(
  ctx: Context,
  claimed: Extract<Claim, { kind: 'send' }>,
  failure: ChatSendError,
): Promise<DeliveryOutcome> {
  const { deps, tuning } = ctx;
  const error = redactBotToken(failure.message).slice(0, 500);
  return deps.store.transaction(async (tx) => {
    const now = deps.clock.now().getTime();
    const entry = await tx.get('outbox', claimed.entry.id);
    const pacing =
      failure.kind === 'rateLimited'
        ? await tx.get('chatPacing', pacingDocId(claimed.chatId))
        : null;
    if (entry?.status !== 'sending' || entry.lease?.id !== claimed.leaseId) {
      return { outcome: 'skipped', reason: 'leasedElsewhere' } as const;
    }
    const attempts = entry.attempts + 1;
    const base = { ...settled(entry), attempts, lastError: error };
    if (failure.kind === 'rejected') {
      tx.set('outbox', { ...base, status: 'failed', failedAt: iso(now) });
      return { outcome: 'failed', error } as const;
    }
    const waitMs =
      failure.kind === 'rateLimited'
        ? (failure.retryAfterMs ?? tuning.backoffBaseMs)
        : backoffMs(tuning, attempts);
    // No retry is planned past the 24-hour window: the entry is failed then, for the admins.
    const windowEnd = Date.parse(entry.retriedAt ?? entry.createdAt) + tuning.giveUpAfterMs;
    const at = Math.min(now + waitMs, windowEnd);
    if (failure.kind === 'rateLimited') {
      tx.set('chatPacing', blockChat(pacing, claimed.chatId, at));
    }
    tx.set('outbox', { ...base, status: 'pending', nextAttemptAt: iso(at) });
    return { outcome: 'retryLater', at: new Date(at), reason: error } as const;
  });
}

/**
 * A sender that did not get its turn (told to stop, or other senders took the chat's slots)
 * hands the entry back untouched, to be tried `at` that time.
 */
async function release(
  ctx: Context,
  claimed: Extract<Claim, { kind: 'send' }>,
  at?: number,
): Promise<void> {
  await ctx.deps.store.transaction(async (tx) => {
    const entry = await tx.get('outbox', claimed.entry.id);
    if (entry?.status !== 'sending' || entry.lease?.id !== claimed.leaseId) return;
    tx.set('outbox', {
      ...settled(entry),
      status: 'pending',
      ...(at ? { nextAttemptAt: iso(at) } : {}),
    });
  });
}

/** Steps 2 and 3 for a claimed entry. */
async function sendClaimed(
  ctx: Context,
  claimed: Extract<Claim, { kind: 'send' }>,
  signal?: AbortSignal,
): Promise<DeliveryOutcome> {
  const { deps, tuning } = ctx;
  const turn = await waitForTurn(ctx, claimed, signal);
  if (turn.kind === 'stopped' || !deps.sender) {
    await release(ctx, claimed);
    return { outcome: 'skipped', reason: 'stopped' };
  }
  if (turn.kind === 'tooLate') {
    await release(ctx, claimed, turn.at);
    return { outcome: 'retryLater', at: new Date(turn.at), reason: 'chat pacing' };
  }
  const { text, parseMode } = claimed.entry;
  let messageId: number;
  try {
    const sent = await deps.sender.send(
      { chatId: claimed.chatId, text, ...(parseMode ? { parseMode } : {}) },
      AbortSignal.timeout(tuning.sendTimeoutMs),
    );
    messageId = sent.messageId;
  } catch (error) {
    return recordFailure(ctx, claimed, asChatSendError(error));
  }
  await recordSent(ctx, claimed.entry.id, messageId);
  return { outcome: 'sent', messageId };
}

async function attemptOnce(
  ctx: Context,
  id: string,
  signal?: AbortSignal,
): Promise<DeliveryOutcome> {
  const claimed = await claim(ctx, id);
  if (claimed.kind === 'done') return claimed.outcome;
  return sendClaimed(ctx, claimed, signal);
}

export interface DeliverOptions {
  /**
   * Keep trying while the next attempt falls within this many ms (a Cloud Function invocation
   * rides out a short 429 or a blip itself); 0 makes one attempt. Later retries are left to a
   * sweep (`deliverDueEntries`).
   */
  keepTryingForMs?: number;
  /** Aborting stops waiting; a request already sent is still recorded. */
  signal?: AbortSignal;
}

/** Bounds the retry loop however the clock behaves. */
const maxRounds = 100;

/**
 * Delivers one outbox entry: safe to call any number of times, at once or one after another,
 * from any number of processes; at most one of them sends (see the window described above).
 */
export async function deliverOutboxEntry(
  deps: DeliveryDeps,
  id: string,
  options: DeliverOptions = {},
): Promise<DeliveryOutcome> {
  const ctx = contextOf(deps);
  const deadline = deps.clock.now().getTime() + (options.keepTryingForMs ?? 0);
  let outcome = await attemptOnce(ctx, id, options.signal);
  for (let round = 1; round < maxRounds && outcome.outcome === 'retryLater'; round++) {
    const at = outcome.at.getTime();
    if (at > deadline) break;
    const waitMs = at - deps.clock.now().getTime();
    if (waitMs > 0 && !(await ctx.wait(waitMs, options.signal))) break;
    outcome = await attemptOnce(ctx, id, options.signal);
  }
  return outcome;
}
