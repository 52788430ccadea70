import { type TelegramChannel, telegramChannels } from '../model/outbox';

/** The bot and its chats, from the host's configuration (env locally, params on Firebase). */
export interface TelegramSettings {
  botToken?: string;
  chatIds: Partial<Record<TelegramChannel, string>>;
  /** Another Bot API server: a self-hosted one, or the local fake in tests. */
  apiRoot?: string;
}

/** What admins may know about the configuration: whether each part is set, never its value. */
export interface TelegramSetup {
  botToken: boolean;
  chats: Record<TelegramChannel, boolean>;
  /** True when every alert channel can be delivered. */
  complete: boolean;
}

export function describeTelegramSetup(settings: TelegramSettings | undefined): TelegramSetup {
  const botToken = Boolean(settings?.botToken);
  const chats = Object.fromEntries(
    telegramChannels.map((channel) => [channel, Boolean(settings?.chatIds[channel])]),
  ) as Record<TelegramChannel, boolean>;
  return { botToken, chats, complete: botToken && Object.values(chats).every(Boolean) };
}

/**
 * Timing of delivery. The defaults follow Telegram's limits; tests shrink them so a burst of 50
 * orders runs in seconds.
 */
export interface DeliveryTuning {
  /** At most one message per chat per this many ms (Telegram: about 1 per second). */
  perChatIntervalMs: number;
  /** Groups and channels: at most `groupWindowMax` messages in any `groupWindowMs`. */
  groupWindowMs: number;
  groupWindowMax: number;
  /** One request to Telegram is abandoned after this long. */
  sendTimeoutMs: number;
  /** A lease outlives the send's timeout by this much, for a slow event loop or clock skew. */
  leaseMarginMs: number;
  /** Backoff after a 5xx, network error or timeout: base doubled per attempt, up to max. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** An entry not delivered this long after it was written (or retried) is failed. */
  giveUpAfterMs: number;
  /** A sender waits for its chat's next free slot up to this long; later slots are left to a later sweep. */
  maxSlotWaitMs: number;
}

export const defaultDeliveryTuning: DeliveryTuning = {
  perChatIntervalMs: 1000,
  groupWindowMs: 60_000,
  groupWindowMax: 20,
  sendTimeoutMs: 8000,
  leaseMarginMs: 2000,
  backoffBaseMs: 5000,
  backoffMaxMs: 10 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  maxSlotWaitMs: 15_000,
};
