import type { ChatPacing } from '../model/outbox';
import type { DeliveryTuning } from './settings';

/**
 * Pacing per Telegram chat, over a shared document per chat so that every sender (one local
 * dispatcher or many Cloud Function instances) reserves send times from the same record inside
 * its lease transaction.
 */

/** Chat ids are numbers ("-1001234") or "@channel" names; document ids allow neither "@" nor ".". */
export const pacingDocId = (chatId: string): string =>
  `chat${chatId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Negative ids are groups and supergroups; "@name" is a channel. Both have the per-minute limit. */
export const isGroupChat = (chatId: string): boolean =>
  chatId.startsWith('-') || chatId.startsWith('@');

/** The first time at or after `now` when a message may go to the chat. */
export function earliestSlot(
  pacing: ChatPacing | null,
  chatId: string,
  now: number,
  tuning: DeliveryTuning,
): number {
  let slot = Math.max(now, pacing?.blockedUntil ?? 0);
  const slots = pacing?.slots ?? [];
  const last = slots.at(-1);
  if (last !== undefined) slot = Math.max(slot, last + tuning.perChatIntervalMs);
  if (isGroupChat(chatId) && slots.length >= tuning.groupWindowMax) {
    // The window ending at `slot` may already hold groupWindowMax - 1 messages at most.
    const oldestThatCounts = slots[slots.length - tuning.groupWindowMax] as number;
    slot = Math.max(slot, oldestThatCounts + tuning.groupWindowMs);
  }
  return slot;
}

/** The pacing record with `slot` reserved; only the slots that can still matter are kept. */
export function reserveSlot(
  pacing: ChatPacing | null,
  chatId: string,
  slot: number,
  tuning: DeliveryTuning,
): ChatPacing {
  const slots = [...(pacing?.slots ?? []), slot]
    .filter((time) => time > slot - tuning.groupWindowMs)
    .slice(-tuning.groupWindowMax);
  return {
    id: pacingDocId(chatId),
    slots,
    ...(pacing?.blockedUntil && pacing.blockedUntil > slot
      ? { blockedUntil: pacing.blockedUntil }
      : {}),
  };
}

/** After Telegram's 429: nothing more to this chat until the wait is over. */
export function blockChat(pacing: ChatPacing | null, chatId: string, until: number): ChatPacing {
  return {
    id: pacingDocId(chatId),
    slots: pacing?.slots ?? [],
    blockedUntil: Math.max(until, pacing?.blockedUntil ?? 0),
  };
}
