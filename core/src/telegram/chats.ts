import { type TelegramChannel, telegramChannels } from '../model/outbox';
import type { TelegramChat } from '../model/telegramBot';
import type { StoreReader } from '../ports';
import type { TelegramSetup } from './settings';

type ChatIds = Partial<Record<TelegramChannel, string>>;

/** The word after `/here` for each alert channel, as the admin screen tells admins to type it. */
export const hereWordOf: Record<TelegramChannel, string> = {
  adminGroup: 'admin',
  deliveryChat: 'delivery',
  labClient: 'lab',
};

/**
 * The chat each alert channel goes to now: a chat bound from inside it (`/here delivery`) wins
 * over the host's settings. Read at each use, not kept: on Firebase the chat is bound by one
 * instance and alerts are sent by others.
 */
export async function currentChatIds(store: StoreReader, configured: ChatIds): Promise<ChatIds> {
  const bound = await boundChats(store);
  if (bound.length === 0) return configured;
  return { ...configured, ...Object.fromEntries(bound.map((chat) => [chat.id, chat.chatId])) };
}

/** Dependencies with `chatIds` as they stand now (see `currentChatIds`). */
export async function withCurrentChats<Deps extends { store: StoreReader; chatIds: ChatIds }>(
  deps: Deps,
): Promise<Deps> {
  return { ...deps, chatIds: await currentChatIds(deps.store, deps.chatIds) };
}

/** The chats bound from inside them (`/here`): at most one per alert channel. */
export const boundChats = (store: StoreReader): Promise<TelegramChat[]> =>
  store.query('telegramChats', { limit: telegramChannels.length });

/** The host's word on its Telegram settings with these bound chats counted as set. */
export function withBoundChats(
  setup: TelegramSetup,
  bound: readonly Pick<TelegramChat, 'id'>[],
): TelegramSetup {
  const chats = Object.fromEntries(
    telegramChannels.map((channel) => [
      channel,
      setup.chats[channel] || bound.some((chat) => chat.id === channel),
    ]),
  ) as Record<TelegramChannel, boolean>;
  return { ...setup, chats, complete: setup.botToken && Object.values(chats).every(Boolean) };
}

/**
 * The host's word on its Telegram settings with the chats bound from inside them added: what
 * the dashboard and the going-live list show. Undefined when the host does not say.
 */
export async function currentTelegramSetup(
  store: StoreReader,
  setup: TelegramSetup | undefined,
): Promise<TelegramSetup | undefined> {
  return setup && withBoundChats(setup, await boundChats(store));
}
