import { buttonRowsOf } from '../model/outbox';
import { withCurrentChats } from './chats';
import { type Context, contextOf, type DeliveryDeps, type DeliveryOutcome } from './context';
import { asChatSendError } from './errors';
import { type Claimed, claim, recordFailure, recordSent, release } from './lease';
import { earliestSlot, pacingDocId, reserveSlot } from './pacing';

export type { DeliveryDeps, DeliveryOutcome } from './context';
export { realWait } from './context';

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

/** Bounds the wait-for-turn loop however many senders compete for one chat. */
const maxTurnRounds = 50;

type Turn = { kind: 'go' } | { kind: 'stopped' } | { kind: 'tooLate'; at: number };

/**
 * Step 2: reserves the chat's send time at the moment of sending, in a transaction on the
 * chat's pacing record, waiting while another sender has the turn.
 */
async function waitForTurn(ctx: Context, claimed: Claimed, signal?: AbortSignal): Promise<Turn> {
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

/** Steps 2 and 3 for a claimed entry. */
async function sendClaimed(
  ctx: Context,
  claimed: Claimed,
  signal?: AbortSignal,
): Promise<DeliveryOutcome> {
  const { deps, tuning } = ctx;
  if (claimed.entry.channel === 'push') return sendPush(ctx, claimed);
  const turn: Turn = claimed.paced ? await waitForTurn(ctx, claimed, signal) : { kind: 'go' };
  if (turn.kind === 'stopped' || !deps.sender) {
    await release(ctx, claimed);
    return { outcome: 'skipped', reason: 'stopped' };
  }
  if (turn.kind === 'tooLate') {
    await release(ctx, claimed, turn.at);
    return { outcome: 'retryLater', at: new Date(turn.at), reason: 'chat pacing' };
  }
  const { text, parseMode, keyboard, editMessageId, answerQueryId } = claimed.entry;
  let messageId: number;
  try {
    const sent = await deps.sender.send(
      {
        chatId: claimed.chatId,
        text,
        ...(parseMode ? { parseMode } : {}),
        ...(keyboard ? { buttons: buttonRowsOf(keyboard) } : {}),
        ...(editMessageId !== undefined ? { editMessageId } : {}),
        ...(answerQueryId ? { answerQueryId } : {}),
      },
      AbortSignal.timeout(tuning.sendTimeoutMs),
    );
    messageId = sent.messageId;
  } catch (error) {
    return recordFailure(ctx, claimed, asChatSendError(error));
  }
  await recordSent(ctx, claimed.entry.id, messageId);
  return { outcome: 'sent', messageId };
}

/** Steps 2 and 3 for a push entry: one request to the browser's push service. */
async function sendPush(ctx: Context, claimed: Claimed): Promise<DeliveryOutcome> {
  const { deps, tuning } = ctx;
  const { text, push } = claimed.entry;
  if (!deps.pushSender || !push) {
    await release(ctx, claimed);
    return { outcome: 'skipped', reason: 'stopped' };
  }
  try {
    await deps.pushSender.send(
      {
        endpoint: push.endpoint,
        keys: push.keys,
        payload: JSON.stringify({
          title: push.title,
          body: text,
          url: push.url,
          ...(push.tag ? { tag: push.tag } : {}),
        }),
      },
      AbortSignal.timeout(tuning.sendTimeoutMs),
    );
  } catch (error) {
    return recordFailure(ctx, claimed, asChatSendError(error));
  }
  await recordSent(ctx, claimed.entry.id);
  return { outcome: 'sent', messageId: 0 };
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
  return deliverToCurrentChats(await withCurrentChats(deps), id, options);
}

/** `deliverOutboxEntry` with `deps.chatIds` already read as they stand (a sweep reads them once). */
export async function deliverToCurrentChats(
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
