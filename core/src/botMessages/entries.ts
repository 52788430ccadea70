import type { Order } from '../model/orders';
import { keyboardOf, type OutboxEntry } from '../model/outbox';
import type { TelegramLink } from '../model/telegramBot';
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
}

/** The event of an outbox entry that stands for "send this order to its shops' linked vendors". */
export const vendorOfferEvent = 'vendorOffer';

export const linkIdOf = (role: TelegramLink['role'], subjectId: string) => `${role}_${subjectId}`;

export function asOrderView(order: Order): OrderView {
  const { requestId: _requestId, ...view } = order;
  return view;
}

/** An outbox entry for the bot: a new message with buttons, or an edit of one. */
export function botEntry(
  deps: QueueDeps,
  target: { channel: OutboxEntry['channel']; to?: string; editMessageId?: number },
  event: string,
  ref: string,
  body: BotMessageBody,
): OutboxEntry {
  return {
    id: deps.ids.newId(),
    channel: target.channel,
    ...(target.to ? { to: target.to } : {}),
    ...(target.editMessageId !== undefined ? { editMessageId: target.editMessageId } : {}),
    event,
    ref,
    text: body.text,
    parseMode: 'HTML',
    // An edit without buttons removes them; a new message without any carries none.
    ...(body.buttons.length > 0 || target.editMessageId !== undefined
      ? { keyboard: keyboardOf(body.buttons) }
      : {}),
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  };
}

/** The answer to a press: a short notice to the one who pressed. */
export function answerEntry(
  deps: QueueDeps,
  chatId: string,
  queryId: string,
  text: string,
): OutboxEntry {
  return {
    id: deps.ids.newId(),
    channel: 'telegramChat',
    to: chatId,
    answerQueryId: queryId,
    event: 'pressAnswered',
    ref: 'telegram/press',
    text: text.length > 190 ? `${text.slice(0, 189)}…` : text,
    status: 'pending',
    attempts: 0,
    createdAt: deps.clock.now().toISOString(),
  };
}
