import { isSentByOutboxSender, type OutboxEntry } from '../model/outbox';
import type { Query } from '../ports/store';
import { withCurrentChats } from './chats';
import { type DeliveryDeps, type DeliveryOutcome, deliverToCurrentChats } from './deliver';
import { collapseFlood, planChat } from './floods';
import { chatIdOf } from './lease';

export interface SweepResult {
  /** Entries this sweep tried (sent or not). */
  attempted: number;
  sent: number;
  /** When the next entry falls due (a retry, a paced slot, a lease running out); null if none. */
  nextDueAt: Date | null;
  /**
   * The pending email entries among those the sweep read, when it read every waiting entry
   * (else absent): a host that sends no email closes them without a query of its own.
   */
  pendingEmail?: string[];
}

/** Entries read per sweep; a fuller outbox is worked through over several sweeps. */
const sweepLimit = 500;

interface DueList {
  due: OutboxEntry[];
  nextDueAt: number;
  pendingEmail?: string[];
}

/** The Telegram entries that may be sent now, and when the first of the others falls due. */
async function findDue(deps: DeliveryDeps, now: number): Promise<DueList> {
  // With no bot or no chat at all, waiting entries cannot go anywhere: do not read them on every
  // sweep (each order wakes one), which would cost more than the orders themselves.
  const anyChat = deps.sender !== null && Object.values(deps.chatIds).some(Boolean);
  const statuses: OutboxEntry['status'][] = anyChat
    ? ['pending', 'sending', 'notConfigured']
    : ['pending', 'sending'];
  // Oldest first: when more than a sweep's worth wait, the ones waiting longest go first.
  const query = (where: Pick<Query<'outbox'>, 'where' | 'whereIn'>) =>
    deps.store.query('outbox', { ...where, orderBy: { field: 'createdAt' }, limit: sweepLimit });
  // One query for every status that may be due: an idle sweep (nothing waiting) is billed one
  // read on Firestore, where a query per status billed one each.
  let waiting = await query({ whereIn: ['status', statuses] });
  const full = waiting.length === sweepLimit;
  if (full) {
    // A full outbox: each status on its own, so old entries of one (not-configured ones of a
    // channel without a chat) never crowd the others out of every sweep.
    const lists = await Promise.all(
      statuses.map((status) => query({ where: [['status', status]] })),
    );
    waiting = lists.flat();
  }
  const pending = waiting.filter((entry) => entry.status === 'pending');
  const sending = waiting.filter((entry) => entry.status === 'sending');
  const notConfigured = waiting.filter((entry) => entry.status === 'notConfigured');
  const due: OutboxEntry[] = [];
  let nextDueAt = Number.POSITIVE_INFINITY;
  const consider = (entry: OutboxEntry, at: number) => {
    if (at <= now) due.push(entry);
    else nextDueAt = Math.min(nextDueAt, at);
  };
  for (const entry of pending) {
    consider(entry, entry.nextAttemptAt ? Date.parse(entry.nextAttemptAt) : 0);
  }
  for (const entry of sending) consider(entry, entry.lease ? Date.parse(entry.lease.until) : 0);
  // Not-configured entries go out as soon as their channel has a bot and a chat.
  for (const entry of notConfigured) {
    if (entry.channel === 'push' ? deps.pushSender : deps.sender && chatIdOf(deps.chatIds, entry)) {
      due.push(entry);
    }
  }
  if (full) nextDueAt = Math.min(nextDueAt, now);
  return {
    due: due.filter((entry) => isSentByOutboxSender(entry.channel)),
    nextDueAt,
    ...(full
      ? {}
      : { pendingEmail: pending.filter((e) => e.channel === 'email').map((e) => e.id) }),
  };
}

/** Entries grouped by the chat they go to, oldest first, so each chat's alerts keep their order. */
function byChat(deps: DeliveryDeps, entries: OutboxEntry[]): OutboxEntry[][] {
  const groups = new Map<string, OutboxEntry[]>();
  for (const entry of entries) {
    // An answer to a press waits for no chat's turn: it goes on its own.
    // A push entry goes to a browser, not a chat: nothing to keep in order with.
    const chat = entry.answerQueryId
      ? `answer:${entry.id}`
      : entry.channel === 'push'
        ? `push:${entry.id}`
        : (chatIdOf(deps.chatIds, entry) ?? `unset:${entry.channel}`);
    groups.set(chat, [...(groups.get(chat) ?? []), entry]);
  }
  return [...groups.values()].map((group) =>
    group.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  );
}

/** After a retry-later the chat is paced, rate limited or failing: leave the rest for later. */
const stopsTheChat = (outcome: DeliveryOutcome) => outcome.outcome === 'retryLater';

/**
 * One chat's due entries, one after another (the pacing makes them wait their turn anyway),
 * with a flood of one kind summed up in one message sent after the others.
 */
async function deliverChat(
  deps: DeliveryDeps,
  due: OutboxEntry[],
  signal?: AbortSignal,
): Promise<{ attempted: number; sent: number; nextDueAt: number }> {
  const plan = planChat(due);
  const entries = [...plan.individual];
  for (const flood of plan.floods) {
    const summary = await collapseFlood(deps, flood);
    if (summary) entries.push(summary);
  }
  let attempted = 0;
  let sent = 0;
  let nextDueAt = Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    if (signal?.aborted) break;
    const outcome = await deliverToCurrentChats(deps, entry.id, signal ? { signal } : {});
    attempted++;
    if (outcome.outcome === 'sent') sent++;
    // The messages it queued are due at once: the next sweep sends them.
    if (outcome.outcome === 'expanded') nextDueAt = deps.clock.now().getTime();
    if ((outcome.outcome === 'retryLater' || outcome.outcome === 'skipped') && outcome.at) {
      nextDueAt = Math.min(nextDueAt, outcome.at.getTime());
    }
    if (stopsTheChat(outcome)) break;
  }
  return { attempted, sent, nextDueAt };
}

/**
 * Sends every Telegram entry that is due: pending ones past `nextAttemptAt`, `sending` ones
 * whose sender stopped (lease expired), and not-configured ones once configuration exists.
 * Chats are worked in parallel, each chat in order. The local host runs this in its dispatcher
 * loop; the Firebase host runs it on a schedule to pick up retries its trigger left.
 */
export async function deliverDueEntries(
  configured: DeliveryDeps,
  options: { signal?: AbortSignal } = {},
): Promise<SweepResult> {
  const deps = await withCurrentChats(configured);
  const now = deps.clock.now().getTime();
  const { due, nextDueAt, pendingEmail } = await findDue(deps, now);
  const results = await Promise.all(
    byChat(deps, due).map((entries) => deliverChat(deps, entries, options.signal)),
  );
  const next = Math.min(nextDueAt, ...results.map((result) => result.nextDueAt));
  return {
    attempted: results.reduce((sum, result) => sum + result.attempted, 0),
    sent: results.reduce((sum, result) => sum + result.sent, 0),
    nextDueAt: Number.isFinite(next) ? new Date(next) : null,
    ...(pendingEmail ? { pendingEmail } : {}),
  };
}
