import { orderForFollowToken, orderForLink } from '../actions/orderLinks';
import { chosenLanguageOf, followerLanguage, setChatLanguage } from '../botMessages/chatLanguages';
import { followerWords, orderFollowerId, orderStatusLine } from '../botMessages/orderFollowers';
import { type InEach, inEach, type Language } from '../notifications/language';
import type { Transaction } from '../ports';
import type { BotContext } from './context';
import type { BotChatMessage, BotRequest } from './updates';

/**
 * The language a follower's chat reads from now on: the page's, when the link carried it (kept
 * for the chat); else the chat's own, or what Telegram says the person's app is in (kept too).
 * Reads before it writes, as a transaction must.
 */
export async function keepFollowerLanguage(
  ctx: Pick<BotContext, 'clock' | 'town'>,
  tx: Transaction,
  message: BotChatMessage,
  page: Language | undefined,
): Promise<void> {
  const chatId = String(message.chat.id);
  const chosen = await chosenLanguageOf(tx, chatId);
  const language = followerLanguage(
    page,
    chosen,
    message.from?.language_code,
    ctx.town.defaultLanguage,
  );
  const fromTelegram = !page && !chosen && language !== ctx.town.defaultLanguage;
  if ((page && page !== chosen) || fromTelegram) {
    setChatLanguage(ctx, tx, chatId, language, 'follow');
  }
}

/**
 * `/start of_<code>_<follow token>` from "Follow on Telegram" (or an older link's
 * `o_<code>_<secret>`, checked as the private link checks it): this chat then hears each status
 * change of that order. A wrong or
 * stale link gets the private link's own refusal, which says nothing of whether an order exists.
 */
export async function followOrder(
  ctx: Pick<BotContext, 'hasher' | 'clock' | 'town'>,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'follow' }>,
): Promise<InEach<string>> {
  const { key } = request;
  const order =
    'token' in key
      ? await orderForFollowToken(tx, request.orderCode, key.token)
      : await orderForLink(tx, request.orderCode, await ctx.hasher.digest(key.secret));
  const chatId = String(request.message.chat.id);
  await keepFollowerLanguage(ctx, tx, request.message, request.language);
  tx.set('orderFollowers', {
    id: orderFollowerId(order.id, chatId),
    orderId: order.id,
    chatId,
    followedAt: ctx.clock.now().toISOString(),
  });
  return inEach((language) =>
    [orderStatusLine(order, language), followerWords[language].following].join('\n'),
  );
}

/**
 * `/stop` from a customer's chat: it follows no order or booking any more. Answers how many it
 * followed. Both are read before the first delete, as a transaction must.
 */
export async function unfollowAll(tx: Transaction, chatId: string): Promise<number> {
  const orders = await tx.query('orderFollowers', { where: [['chatId', chatId]] });
  const bookings = await tx.query('bookingFollowers', { where: [['chatId', chatId]] });
  for (const follower of orders) tx.delete('orderFollowers', follower.id);
  for (const follower of bookings) tx.delete('bookingFollowers', follower.id);
  return orders.length + bookings.length;
}
