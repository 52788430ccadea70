import { botStatusLabels } from '../botMessages/texts';
import type { Transaction } from '../ports';
import { adminDashboard } from '../reads/admin';
import { currentChatIds } from '../telegram/chats';
import { townDate, townTime } from '../time/townClock';
import { orderStatuses } from '../vocabulary';
import type { BotContext } from './context';
import { principalOfTelegramUser } from './context';
import type { BotRequest } from './updates';

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
): Promise<string | null> {
  const chatId = String(request.message.chat.id);
  const { adminGroup } = await currentChatIds(tx, ctx.chatIds);
  const inAdminGroup = adminGroup !== undefined && adminGroup === chatId;
  if (!inAdminGroup) {
    if (request.message.chat.type !== 'private') return null;
    const { principal } = await principalOfTelegramUser(ctx, tx, request.user.id);
    if (principal.role !== 'admin') return 'Only admins can use this command.';
  }
  return request.kind === 'today' ? todayText(ctx, tx) : waitingText(ctx, tx);
}

async function todayText(ctx: BotContext, tx: Transaction): Promise<string> {
  const day = await adminDashboard.run(
    { store: tx, clock: ctx.clock, town: ctx.town, principal: { role: 'admin', adminId: 'bot' } },
    {},
  );
  const statuses = orderStatuses
    .filter((status) => day.orders.byStatus[status] > 0)
    .map((status) => `${botStatusLabels[status]}: ${day.orders.byStatus[status]}`);
  const waiting = day.waiting;
  return [
    `Today, ${day.date} (${townTime(ctx.clock.now(), ctx.town.timeZone)} town time)`,
    `Orders: ${day.orders.total}${statuses.length > 0 ? ` (${statuses.join(', ')})` : ''}`,
    `Waiting for staff: ${waiting.appointments} appointments, ${waiting.labBookings} lab bookings, ${waiting.medicalAssistance} help requests, ${waiting.contactMessages} messages, ${waiting.fordo} fordo lists`,
  ].join('\n');
}

async function waitingText(ctx: BotContext, tx: Transaction): Promise<string> {
  const limit = ctx.town.delivery.acceptWithinMinutes ?? defaultAcceptWithinMinutes;
  const now = ctx.clock.now();
  const placed = await tx.query('orders', { where: [['status', 'placed']] });
  const late = placed
    .filter((order) => now.getTime() - Date.parse(order.createdAt) > limit * 60_000)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (late.length === 0) return `No order has waited more than ${limit} minutes for a shop.`;
  const rows = late.slice(0, 30).map((order) => {
    const minutes = Math.floor((now.getTime() - Date.parse(order.createdAt)) / 60_000);
    const shops = order.parts
      .filter((part) => part.status === 'placed')
      .map((part) => part.shopName)
      .join(', ');
    return `${order.code}: ${minutes} min, ${shops || 'no shop yet'}`;
  });
  const more = late.length > rows.length ? [`and ${late.length - rows.length} more`] : [];
  return [
    `Not accepted within ${limit} minutes (${townDate(now, ctx.town.timeZone)}):`,
    ...rows,
    ...more,
  ].join('\n');
}
