import { callNextToken } from '../actions/tokenQueue';
import type { ActionContext } from '../app/define';
import { runAction } from '../app/define';
import { conflict, denied, invalid } from '../app/errors';
import { waitingIn } from '../bookings/tokenQueue';
import { countIn, type InEach, inEach } from '../notifications/language';
import { html, lines } from '../notifications/telegramHtml';
import { doctorTitle } from '../notifications/when';
import type { Transaction } from '../ports';
import { townDate } from '../time/townClock';
import { type BotContext, principalOfTelegramUser, storeWithin } from './context';
import type { BotRequest } from './updates';

const words = {
  en: {
    moved: (doctor: string, now: number, waiting: number) =>
      lines(html`${doctor}: now seeing #${now}.`, html`${waiting} waiting.`),
    unmoved: (doctor: string, now: number) =>
      lines(html`${doctor}: still #${now}; nothing moved (that token was already closed).`),
  },
  bn: {
    moved: (doctor: string, now: number, waiting: number) =>
      lines(
        html`${doctor}: এখন #${countIn('bn', now)} দেখছেন।`,
        html`অপেক্ষায় ${countIn('bn', waiting)} জন।`,
      ),
    unmoved: (doctor: string, now: number) =>
      lines(html`${doctor}: এখনও #${countIn('bn', now)}; কিছু বদলায়নি (ওই টোকেন আগেই শেষ হয়েছে)।`),
  },
};

/**
 * `/next` (or `/next 17`, the token being closed, so a message sent twice moves the queue once):
 * the desk's "Next" from a linked admin's private chat with the bot, on the one doctor's queue
 * open today. Anyone else, or another chat, is refused.
 */
export async function nextTokenReply(
  ctx: BotContext,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'next' }>,
): Promise<InEach<string>> {
  if (request.message.chat.type !== 'private') {
    throw denied('Send /next in your own chat with the bot.');
  }
  const { principal } = await principalOfTelegramUser(ctx, tx, request.user.id);
  if (principal.role !== 'admin') throw denied('Only the desk (an admin account) can call /next.');
  const date = townDate(ctx.clock.now(), ctx.town.timeZone);
  const open = await tx.query('tokenQueues', { where: [['date', date]], limit: 2 });
  const [queue] = open;
  if (!queue) throw conflict("No doctor's queue is open today; open it on the desk screen.");
  if (open.length > 1) throw conflict('Several queues are open today; use the desk screen.');
  const closing = request.target === null ? queue.nowSeeing : Number(request.target);
  if (!Number.isInteger(closing) || closing < 0) {
    throw invalid('Write /next, or /next and the token number being closed (/next 17).');
  }
  const doctor = await tx.get('doctors', queue.doctorId);
  const actionCtx: ActionContext = { ...ctx, store: storeWithin(tx), principal };
  const result = await runAction(callNextToken, actionCtx, { doctorId: queue.doctorId, closing });
  const { nowSeeing } = result.queue;
  return inEach((language) => {
    const name = doctorTitle(doctor?.name ?? '', language);
    return result.moved
      ? words[language].moved(name, nowSeeing, waitingIn(result.queue))
      : words[language].unmoved(name, nowSeeing);
  });
}
