import { denied } from '../app/errors';
import { type TelegramChannel, telegramChannels } from '../model/outbox';
import type { TelegramChat } from '../model/telegramBot';
import type { Transaction } from '../ports';
import { hereWordOf } from '../telegram/chats';
import { type BotContext, principalOfTelegramUser } from './context';
import { type BotRequest, displayNameOf } from './updates';

const channelNames: Record<TelegramChannel, string> = {
  adminGroup: "the admins' alerts (new orders, bookings, messages)",
  deliveryChat: "the couriers' delivery offers",
  labClient: "the lab's bookings",
};

const usage =
  'Send /here admin, /here delivery or /here lab in this chat: which alerts should it get? ' +
  '/here off stops them here.';

/**
 * `/here <channel>`: the chat it is sent in gets that channel's alerts from now on. Only from an
 * admin's linked Telegram account, so a stranger who adds the bot to a group cannot take the
 * town's alerts. `/here off` ends every binding of this chat.
 */
export async function bindChatHere(
  ctx: BotContext,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'here' }>,
): Promise<string> {
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
    return here.length > 0
      ? `This chat no longer gets ${here.map((each) => channelNames[each.id]).join(' or ')}.`
      : 'This chat gets no alerts; nothing to stop.';
  }
  const channel = telegramChannels.find((each) => hereWordOf[each] === target);
  if (!channel) return usage;
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
  const replaced =
    before && before.chatId !== chatId ? ` It no longer goes to “${before.title}”.` : '';
  return `This chat now gets ${channelNames[channel]}.${replaced} Alerts waiting for a chat go out now.`;
}
