import { bookingFollowersEvent, expandBookingFollowers } from '../botMessages/bookingFollowers';
import { chosenLanguageOf } from '../botMessages/chatLanguages';
import { vendorOfferEvent, wordingIn } from '../botMessages/entries';
import { expandOrderFollowers, orderFollowersEvent } from '../botMessages/orderFollowers';
import { expandVendorOffer } from '../botMessages/queue';
import { isSentByOutboxSender, type OutboxEntry, type TelegramChannel } from '../model/outbox';
import type { Transaction } from '../ports';
import { queuePushFollowers, readPushFollowers } from '../push/followers';
import {
  courierOfferPushEvent,
  queueStaffPush,
  readCourierOfferPush,
  readVendorOfferPush,
} from '../push/staffFollowers';
import type { Context, DeliveryOutcome } from './context';
import { type ChatSendError, redactBotToken } from './errors';
import { blockChat, earliestSlot, pacingDocId } from './pacing';
import type { DeliveryTuning } from './settings';

/** The outbox entry's transactions: take the lease (step 1), record the result (step 3). */

const iso = (ms: number) => new Date(ms).toISOString();

/** The entry without the fields that describe a sending or waiting state. */
function settled(entry: OutboxEntry): OutboxEntry {
  const { lease: _lease, nextAttemptAt: _next, ...rest } = entry;
  return rest;
}

export type Claim =
  | {
      kind: 'send';
      entry: OutboxEntry;
      chatId: string;
      sendBy: number;
      leaseId: string;
      /** False for an answer to a press: it is no message in the chat and waits for no turn. */
      paced: boolean;
    }
  | { kind: 'done'; outcome: DeliveryOutcome };

const done = (outcome: DeliveryOutcome): Claim => ({ kind: 'done', outcome });

export type Claimed = Extract<Claim, { kind: 'send' }>;

/** The chat an entry goes to: its own `to` for the bot's answers, else the channel's configured chat. */
export function chatIdOf(
  chatIds: Partial<Record<TelegramChannel, string>>,
  entry: OutboxEntry,
): string | undefined {
  if (entry.channel === 'telegramChat') return entry.to;
  return chatIds[entry.channel as TelegramChannel];
}

const isFollowersStandIn = (entry: OutboxEntry) =>
  entry.channel === 'telegramChat' &&
  (entry.event === orderFollowersEvent || entry.event === bookingFollowersEvent);

/**
 * A push entry waits for no chat's turn and is sent in the language it was written in. Without
 * a push sender (a host not set up for push) it waits as not configured.
 */
function claimPush(
  ctx: Context,
  tx: Transaction,
  entry: OutboxEntry,
  leaseId: string,
  now: number,
): Claim {
  const { deps, tuning } = ctx;
  if (!deps.pushSender || !entry.push) {
    const error = 'No push sender is configured';
    if (entry.status !== 'notConfigured') {
      tx.set('outbox', { ...settled(entry), status: 'notConfigured', lastError: error });
    }
    return done({ outcome: 'notConfigured', error });
  }
  const interrupted = entry.status === 'sending';
  const base: OutboxEntry = {
    ...settled(entry),
    attempts: entry.attempts + (interrupted ? 1 : 0),
    ...(interrupted ? { lastError: 'The sender stopped during an attempt' } : {}),
  };
  const windowEnd = Date.parse(entry.retriedAt ?? entry.createdAt) + tuning.giveUpAfterMs;
  if (now >= windowEnd) {
    const error = `Not delivered within ${Math.round(tuning.giveUpAfterMs / 3_600_000)} hours`;
    tx.set('outbox', { ...base, status: 'failed', lastError: error, failedAt: iso(now) });
    return done({ outcome: 'failed', error });
  }
  const sendBy = now + tuning.leaseMarginMs;
  const until = sendBy + tuning.sendTimeoutMs + tuning.leaseMarginMs;
  tx.set('outbox', { ...base, status: 'sending', lease: { id: leaseId, until: iso(until) } });
  return {
    kind: 'send',
    entry: base,
    chatId: entry.push.subscriptionId,
    sendBy,
    leaseId,
    paced: false,
  };
}

/** Whether the entry is someone else's or not due yet; undefined when this sender may take it. */
function notOurs(entry: OutboxEntry | null, now: number): DeliveryOutcome | undefined {
  if (!entry) return { outcome: 'skipped', reason: 'missing' };
  if (!isSentByOutboxSender(entry.channel)) return { outcome: 'skipped', reason: 'notTelegram' };
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
export async function claim(ctx: Context, id: string): Promise<Claim> {
  const { deps, tuning } = ctx;
  const leaseId = deps.ids.newId();
  return deps.store.transaction(async (tx) => {
    const now = deps.clock.now().getTime();
    const entry = await tx.get('outbox', id);
    const skip = notOurs(entry, now);
    if (skip || !entry) return done(skip ?? { outcome: 'skipped', reason: 'missing' });
    if (entry.event === vendorOfferEvent && entry.channel === 'telegramChat') {
      // Vendors' browsers hear of it with or without a bot; without one the offer goes, leaving
      // no alert to retry. Their subscriptions are read before any write.
      const push = await readVendorOfferPush(tx, entry);
      const chats = deps.sender ? await expandVendorOffer(deps, tx, entry) : 0;
      if (!deps.sender) tx.delete('outbox', entry.id);
      const pushed = queueStaffPush(deps, tx, entry, 'newOrder', push);
      return done({ outcome: 'expanded', entries: chats + pushed });
    }
    if (entry.event === courierOfferPushEvent && entry.channel === 'push') {
      const push = await readCourierOfferPush(tx, entry);
      tx.delete('outbox', entry.id);
      return done({
        outcome: 'expanded',
        entries: queueStaffPush(deps, tx, entry, 'courierOffer', push),
      });
    }
    if (isFollowersStandIn(entry)) {
      // Browsers following by push hear of it with or without a bot; without one the stand-in
      // goes, leaving nothing to retry. Push followers are read before any write.
      const push = await readPushFollowers(tx, entry);
      const expand =
        entry.event === orderFollowersEvent ? expandOrderFollowers : expandBookingFollowers;
      const chats = deps.sender ? await expand(deps, tx, entry) : 0;
      if (!deps.sender) tx.delete('outbox', entry.id);
      const pushed = queuePushFollowers(deps, tx, entry, push);
      return done({ outcome: 'expanded', entries: chats + pushed });
    }
    if (entry.channel === 'push') return claimPush(ctx, tx, entry, leaseId, now);
    const chatId = chatIdOf(deps.chatIds, entry);
    if (!deps.sender || !chatId) return markNotConfigured(ctx, tx, entry);
    // A chat that chose a language gets the entry in it, when the entry was made in it; else
    // the entry's own text (the town's default language). Read before any write, as Firestore
    // demands; only what is sent changes, never the stored entry.
    const wording = wordingIn(entry, await chosenLanguageOf(tx, chatId));
    const inChatLanguage = (sent: OutboxEntry): OutboxEntry =>
      wording ? { ...sent, text: wording.text, keyboard: wording.keyboard } : sent;

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
    if (entry.answerQueryId) {
      const sendBy = now + tuning.leaseMarginMs;
      const until = sendBy + tuning.sendTimeoutMs + tuning.leaseMarginMs;
      tx.set('outbox', { ...base, status: 'sending', lease: { id: leaseId, until: iso(until) } });
      return { kind: 'send', entry: inChatLanguage(base), chatId, sendBy, leaseId, paced: false };
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
    return { kind: 'send', entry: inChatLanguage(base), chatId, sendBy, leaseId, paced: true };
  });
}

const backoffMs = (tuning: DeliveryTuning, attempts: number) =>
  Math.min(tuning.backoffBaseMs * 2 ** Math.max(0, attempts - 1), tuning.backoffMaxMs);

/** Step 3 after a success: the message is out, whoever holds the lease now. */
export async function recordSent(ctx: Context, id: string, messageId?: number): Promise<void> {
  const { store, clock } = ctx.deps;
  await store.transaction(async (tx) => {
    const entry = await tx.get('outbox', id);
    if (!entry || entry.status === 'sent') return;
    const { lastError: _cleared, failedAt: _failed, ...rest } = settled(entry);
    tx.set('outbox', {
      ...rest,
      status: 'sent',
      attempts: entry.attempts + 1,
      ...(messageId !== undefined ? { telegramMessageId: messageId } : {}),
      sentAt: clock.now().toISOString(),
    });
  });
}

/** Step 3 after a failure; written only while this sender still holds the lease. */
export async function recordFailure(
  ctx: Context,
  claimed: Claimed,
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
    if (failure.kind === 'gone') {
      // The browser dropped its subscription: nothing more can reach it, and nothing is lost.
      if (entry.push) tx.delete('pushSubscriptions', entry.push.subscriptionId);
      tx.set('outbox', { ...base, status: 'sent', sentAt: iso(now) });
      return { outcome: 'failed', error } as const;
    }
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
export async function release(ctx: Context, claimed: Claimed, at?: number): Promise<void> {
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
