import { botStatusLabelsIn } from '../botMessages/texts';
import { countIn, type InEach, inEach, nameIn } from '../notifications/language';
import type { Transaction } from '../ports';
import { adminDashboard } from '../reads/admin';
import { currentChatIds } from '../telegram/chats';
import { townDate, townTime } from '../time/townClock';
import { orderStatuses } from '../vocabulary';
import type { BotContext } from './context';
import { principalOfTelegramUser } from './context';
import type { BotRequest } from './updates';
import { botWords } from './words';

/** Minutes a shop has to accept a new order when the town sets none. */
export const defaultAcceptWithinMinutes = 20;

/**
 * `/today` and `/waiting`: one message each, in the admin group or a linked admin's private
 * chat. Anywhere else the bot stays silent (null): staff numbers are not for other chats.
 */
export async function commandReply(
  ctx: BotContext,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'today' | 'waiting' }>,
): Promise<InEach<string> | null> {
  const chatId = String(request.message.chat.id);
  const { adminGroup } = await currentChatIds(tx, ctx.chatIds);
  const inAdminGroup = adminGroup !== undefined && adminGroup === chatId;
  if (!inAdminGroup) {
    if (request.message.chat.type !== 'private') return null;
    const { principal } = await principalOfTelegramUser(ctx, tx, request.user.id);
    if (principal.role !== 'admin') return inEach((language) => botWords[language].onlyAdmins);
  }
  return request.kind === 'today' ? todayText(ctx, tx) : waitingText(ctx, tx);
}

async function todayText(ctx: BotContext, tx: Transaction): Promise<InEach<string>> {
  const day = await adminDashboard.run(
    { store: tx, clock: ctx.clock, town: ctx.town, principal: { role: 'admin', adminId: 'bot' } },
    {},
  );
  const time = townTime(ctx.clock.now(), ctx.town.timeZone);
  return inEach((language) => {
    const say = botWords[language];
    const statuses = orderStatuses
      .filter((status) => day.orders.byStatus[status] > 0)
      .map(
        (status) =>
          `${botStatusLabelsIn[language][status]}: ${countIn(language, day.orders.byStatus[status])}`,
      );
    return [
      say.today(day.date, time),
      say.orders(day.orders.total, statuses.join(', ')),
      say.waitingForStaff(day.waiting),
    ].join('\n');
  });
}

async function waitingText(ctx: BotContext, tx: Transaction): Promise<InEach<string>> {
  const limit = ctx.town.delivery.acceptWithinMinutes ?? defaultAcceptWithinMinutes;
  const now = ctx.clock.now();
  const placed = await tx.query('orders', { where: [['status', 'placed']] });
  const late = placed
    .filter((order) => now.getTime() - Date.parse(order.createdAt) > limit * 60_000)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (late.length === 0) return inEach((language) => botWords[language].noneLate(limit));
  const shown = late.slice(0, 30);
  return inEach((language) => {
    const say = botWords[language];
    const rows = shown.map((order) => {
      const minutes = Math.floor((now.getTime() - Date.parse(order.createdAt)) / 60_000);
      const shops = order.parts
        .filter((part) => part.status === 'placed')
        .map((part) => nameIn(language, part.shopName, part.shopNameBn))
        .join(', ');
      return say.lateRow(order.code, minutes, shops);
    });
    const more = late.length > rows.length ? [say.andMore(late.length - rows.length)] : [];
    return [say.lateHeader(limit, townDate(now, ctx.town.timeZone)), ...rows, ...more].join('\n');
  });
}
