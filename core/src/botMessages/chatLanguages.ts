import type { ChatLanguage } from '../model/telegramBot';
import { type Language, languageOfCode } from '../notifications/language';
import type { Clock, StoreReader, Transaction } from '../ports';
import { pacingDocId } from '../telegram/pacing';

/**
 * The language the bot speaks in each chat, kept by chat id. The sender reads it when it sends
 * (every message is queued in each language); the bot reads it to answer a command.
 */

export const chatLanguageId = (chatId: string): string => pacingDocId(chatId);

/** The chat's chosen language, or undefined when none was chosen (the town's default applies). */
export async function chosenLanguageOf(
  store: Pick<StoreReader, 'get'>,
  chatId: string,
): Promise<Language | undefined> {
  return (await store.get('chatLanguages', chatLanguageId(chatId)))?.language;
}

/** The language the bot speaks in the chat: its chosen one, else `fallback` (the town's default). */
export async function languageOfChat(
  store: Pick<StoreReader, 'get'>,
  chatId: string,
  fallback: Language,
): Promise<Language> {
  return (await chosenLanguageOf(store, chatId)) ?? fallback;
}

/** From now on the bot speaks `language` in the chat. Writes only. */
export function setChatLanguage(
  deps: { clock: Clock },
  tx: Transaction,
  chatId: string,
  language: Language,
  setBy: ChatLanguage['setBy'],
): void {
  tx.set('chatLanguages', {
    id: chatLanguageId(chatId),
    chatId,
    language,
    setBy,
    setAt: deps.clock.now().toISOString(),
  });
}

/**
 * The language a customer following from a private page reads: the page's, when the link
 * carried it; else, on a link from before, what Telegram says the person's app is in ('bn'),
 * unless the chat chose one already; else the town's default.
 */
export function followerLanguage(
  page: Language | undefined,
  chosen: Language | undefined,
  telegramCode: string | undefined,
  fallback: Language,
): Language {
  return page ?? chosen ?? languageOfCode(telegramCode) ?? fallback;
}
