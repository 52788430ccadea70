import { denied } from '../app/errors';
import { telegramChannels } from '../model/outbox';
import type { TelegramChat } from '../model/telegramBot';
import { type InEach, inEach } from '../notifications/language';
import type { Transaction } from '../ports';
import { hereWordOf } from '../telegram/chats';
import { type BotContext, principalOfTelegramUser } from './context';
import { type BotRequest, displayNameOf } from './updates';
import { botWords } from './words';

/**
 * `/here <channel>`: the chat it is sent in gets that channel's alerts from now on. Only from an
 * admin's linked Telegram account, so a stranger who adds the bot to a group cannot take the
 * town's alerts. `/here off` ends every binding of this chat. A bound group reads the town's
 * default language until someone sends `/lang` there.
 */
export async function bindChatHere(
  ctx: BotContext,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'here' }>,
): Promise<InEach<string>> {
  const { principal, name } = await principalOfTelegramUser(ctx, tx, request.user.id);
  if (principal.role !== 'admin') {
    throw denied("Only an admin's linked Telegram account can choose where alerts go.");
  }
  const chat = request.message.chat;
  const chatId = String(chat.id);
  const bound = await tx.query('telegramChats', {});
  const target = request.target?.toLowerCase() ?? null;
  if (target === 'off') {
    const here = bound.filter((each) => each.chatId === chatId);
    for (const each of here) tx.delete('telegramChats', each.id);
    return inEach((language) => {
      const say = botWords[language];
      return here.length > 0
        ? say.noLongerGets(here.map((each) => say.channelNames[each.id]))
        : say.nothingToStop;
    });
  }
  const channel = telegramChannels.find((each) => hereWordOf[each] === target);
  if (!channel) return inEach((language) => botWords[language].hereUsage);
  const before = bound.find((each) => each.id === channel);
  const binding: TelegramChat = {
    id: channel,
    chatId,
    title: chat.title ?? displayNameOf(request.user),
    boundByAdminId: principal.adminId,
    boundByName: name.slice(0, 200),
    boundAt: ctx.clock.now().toISOString(),
  };
  tx.set('telegramChats', binding);
  const replaced = before && before.chatId !== chatId ? before.title : undefined;
  return inEach((language) => {
    const say = botWords[language];
    return say.nowGets(say.channelNames[channel], replaced);
  });
}
