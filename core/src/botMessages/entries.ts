import type { Order } from '../model/orders';
import { keyboardOf, type OutboxEntry, type OutboxWording } from '../model/outbox';
import type { TelegramLink } from '../model/telegramBot';
import { botLanguages, type InEach, type Language } from '../notifications/language';
import type { OrderView } from '../orders/access';
import type { Clock, IdSource } from '../ports';
import type { BotMessageBody } from './texts';

/**
 * Outbox entries for the bot's messages. This folder sits below both the actions (which queue
 * messages in the transaction of the change they report) and the bot (which handles presses by
 * running actions), so neither imports the other through it.
 */

export interface QueueDeps {
  ids: IdSource;
  clock: Clock;
  /** The town's default language: the one a message's own text is written in. */
  town: { defaultLanguage: Language };
}

/** The event of an outbox entry that stands for "send this order to its shops' linked vendors". */
export const vendorOfferEvent = 'vendorOffer';

export const linkIdOf = (role: TelegramLink['role'], subjectId: string) => `${role}_${subjectId}`;

export function asOrderView(order: Order): OrderView {
  const { requestId: _requestId, ...view } = order;
  return view;
}

/**
 * A message's fields in every language: `text` (and `keyboard`) in `language`, the town's
 * default, and the others as `translations`, one of which the sender sends to a chat that reads
 * it (`chatLanguages`).
 */
export function wordedFields(
  each: InEach<OutboxWording>,
  language: Language,
): Pick<OutboxEntry, 'text' | 'keyboard' | 'language' | 'translations'> {
  const own = each[language];
  const translations: NonNullable<OutboxEntry['translations']> = {};
  for (const other of botLanguages) {
    if (other !== language) translations[other] = each[other];
  }
  return {
    text: own.text,
    ...(own.keyboard ? { keyboard: own.keyboard } : {}),
    language,
    translations,
  };
}

/** The wording of an entry in `language`, when it has one: its own, or a translation. */
export function wordingIn(
  entry: Pick<OutboxEntry, 'text' | 'keyboard' | 'language' | 'translations'>,
  language: Language | undefined,
): OutboxWording | undefined {
  if (!language) return undefined;
  if ((entry.language ?? 'en') === language) {
    return { text: entry.text, ...(entry.keyboard ? { keyboard: entry.keyboard } : {}) };
  }
  return entry.translations?.[language];
}

/** The wordings of an entry (a stand-in being expanded) in every language, its own standing in. */
export function wordingsOf(entry: OutboxEntry): InEach<OutboxWording> {
  const own = { text: entry.text, ...(entry.keyboard ? { keyboard: entry.keyboard } : {}) };
  return Object.fromEntries(
    botLanguages.map((language) => [language, wordingIn(entry, language) ?? own]),
  ) as InEach<OutboxWording>;
}

/** Plain texts in every language as wordings (no buttons). */
export const textWordings = (texts: InEach<string>): InEach<OutboxWording> =>
  Object.fromEntries(
    botLanguages.map((language) => [language, { text: texts[language] }]),
  ) as InEach<OutboxWording>;

/**
 * An outbox entry for the bot: a new message with buttons, or an edit of one, written in every
 * language (`language`, the town's default, as its own text). A button's data is the same in
 * each language; only its label is translated.
 */
export function botEntry(
  deps: Pick<QueueDeps, 'ids' | 'clock'>,
  target: { channel: OutboxEntry['channel']; to?: string; editMessageId?: number },
  event: string,
  ref: string,
  bodies: InEach<BotMessageBody>,
  language: Language,
): OutboxEntry {
  const wording = (body: BotMessageBody): OutboxWording => ({
    text: body.text,
    // An edit without buttons removes them; a new message without any carries none.
    ...(body.buttons.length > 0 || target.editMessageId !== undefined
      ? { keyboard: keyboardOf(body.buttons) }
      : {}),
  });
  const each = Object.fromEntries(
    botLanguages.map((each) => [each, wording(bodies[each])]),
  ) as InEach<OutboxWording>;
  return {
    id: deps.ids.newId(),
    channel: target.channel,
    ...(target.to ? { to: target.to } : {}),
    ...(target.editMessageId !== undefined ? { editMessageId: target.editMessageId } : {}),
    event,
    ref,
    parseMode: 'HTML',
    ...wordedFields(each, language),
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  };
}

const clipped = (text: string) => (text.length > 190 ? `${text.slice(0, 189)}…` : text);

/** The answer to a press: a short notice to the one who pressed, in every language. */
export function answerEntry(
  deps: Pick<QueueDeps, 'ids' | 'clock'>,
  chatId: string,
  queryId: string,
  texts: InEach<string>,
  language: Language,
): OutboxEntry {
  const each = Object.fromEntries(
    botLanguages.map((each) => [each, { text: clipped(texts[each]) }]),
  ) as InEach<OutboxWording>;
  return {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    to: chatId,
    answerQueryId: queryId,
    event: 'pressAnswered',
    ref: 'telegram/press',
    ...wordedFields(each, language),
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  };
}
