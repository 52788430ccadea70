import { moveBooking } from '../actions/bookingsAdmin';
import { claimOrder, moveOrder, pickUpPart } from '../actions/orderMoves';
import type { ActionContext } from '../app/define';
import { runAction } from '../app/define';
import { conflict, DomainError, denied, invalid } from '../app/errors';
import { setChatLanguage } from '../botMessages/chatLanguages';
import { answerEntry, asOrderView, botEntry } from '../botMessages/entries';
import {
  type BotMessageBody,
  courierTaskBody,
  deliveryOfferBody,
  labBookingBody,
  partIndexOfVerb,
  vendorPartBody,
  verbsOf,
} from '../botMessages/texts';
import type { LabBooking, LabTest } from '../model/medical';
import type { OrderStatus, ShopOrderView } from '../model/orders';
import type { OutboxEntry } from '../model/outbox';
import type { BotMessage } from '../model/telegramBot';
import { type InEach, inEach, isLanguage, type Language, nameIn } from '../notifications/language';
import type { OrderView } from '../orders/access';
import { shopOrderView } from '../orders/parts';
import type { Transaction } from '../ports';
import { bindChatHere } from './chatBinding';
import { commandReply } from './commands';
import { type BotContext, principalOfTelegramUser, storeWithin } from './context';
import { followBooking } from './followBooking';
import { followOrder, unfollowAll } from './following';
import { completeLink, disconnectText, startWithoutCodeText } from './linking';
import { nextTokenReply } from './nextToken';
import {
  type BotCallbackQuery,
  type BotRequest,
  type BotUpdate,
  botUpdateSchema,
  requestOf,
} from './updates';
import { botWords, languageUsageText, refusalIn } from './words';

export type BotOutcome =
  | { outcome: 'handled'; kind: BotRequest['kind'] }
  | { outcome: 'refused'; kind: BotRequest['kind']; reason: string }
  | { outcome: 'duplicate' };

const updateKey = (updateId: number) => `u${updateId}`;

const verbMoves: Record<string, OrderStatus> = {
  picked: 'outForDelivery',
  delivered: 'delivered',
  paidcash: 'delivered',
  paidupi: 'delivered',
  accept: 'accepted',
  ready: 'ready',
  cancel: 'cancelled',
};

/** The step each button of a lab booking's message takes it to. */
const labVerbSteps: Record<string, 'confirmed' | 'sampleCollected' | 'reportReady' | 'noShow'> = {
  confirm: 'confirmed',
  collected: 'sampleCollected',
  report: 'reportReady',
  noshow: 'noShow',
};

/** A courier's "delivered" press says how the customer paid, for the order's whole total. */
async function collectedOf(tx: Transaction, orderId: string, verb: string) {
  const order = await tx.get('orders', orderId);
  const method = verb === 'paidupi' ? 'upi' : 'cash';
  return { collected: { method, amountPaise: order?.totalPaise ?? 0 } };
}

/** Where the pressed message is, to edit it. */
function pressedMessage(query: BotCallbackQuery) {
  const message = query.message;
  return message ? { chatId: String(message.chat.id), messageId: message.message_id } : null;
}

/** The edit of the pressed message to `body`, when Telegram told which message it was. */
function editOf(
  ctx: BotContext,
  query: BotCallbackQuery,
  record: BotMessage,
  body: (language: Language) => BotMessageBody,
): OutboxEntry[] {
  const at = pressedMessage(query);
  if (!at) return [];
  return [
    botEntry(
      ctx,
      { channel: 'telegramChat', to: at.chatId, editMessageId: at.messageId },
      'botMessageEdited',
      `${record.kind === 'labBooking' ? 'labBookings' : 'orders'}/${record.orderId}`,
      inEach(body),
      ctx.town.defaultLanguage,
    ),
  ];
}

/** A lab booking's tests, read before anything is written (the message shows them again). */
async function testsOf(tx: Transaction, bookingId: string): Promise<LabTest[]> {
  const booking = await tx.get('labBookings', bookingId);
  const tests = await Promise.all((booking?.testIds ?? []).map((id) => tx.get('labTests', id)));
  return tests.filter((test): test is LabTest => test !== null);
}

async function loadRecord(tx: Transaction, recordId: string, verb: string): Promise<BotMessage> {
  const record = await tx.get('botMessages', recordId);
  if (!record) throw conflict('This message is no longer in use.');
  if (!verbsOf[record.kind].includes(verb)) throw invalid('This button does nothing here.');
  return record;
}

/** A press, as its presser, through the core action the web app's boards use. */
async function handlePress(
  ctx: BotContext,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'press' }>,
): Promise<OutboxEntry[]> {
  const { query, recordId, verb } = request;
  const { link, principal, name } = await principalOfTelegramUser(ctx, tx, query.from.id);
  const record = await loadRecord(tx, recordId, verb);
  const actionCtx: ActionContext = { ...ctx, store: storeWithin(tx), principal };
  const answer = (code: string) =>
    answerEntry(
      ctx,
      String(query.from.id),
      query.id,
      inEach((language) => {
        const say = botWords[language];
        return say.pressAnswers[verb]?.(code) ?? say.done;
      }),
      ctx.town.defaultLanguage,
    );

  if (record.kind === 'deliveryOffer') {
    if (principal.role !== 'delivery') throw denied('Only delivery staff take orders.');
    const { order } = await runAction(claimOrder, actionCtx, { orderId: record.orderId });
    if (!order) throw conflict('This order is no longer open.');
    const task: BotMessage = {
      id: ctx.ids.newId(),
      kind: 'courierTask',
      orderId: record.orderId,
      createdAt: ctx.clock.now().toISOString(),
    };
    tx.set('botMessages', task);
    return [
      answer(order.code),
      ...editOf(ctx, query, record, (language) =>
        deliveryOfferBody(order, record.id, name, language),
      ),
      botEntry(
        ctx,
        { channel: 'telegramChat', to: link.telegramUserId },
        'courierTask',
        `orders/${order.id}`,
        inEach((language) => courierTaskBody(order, task.id, language)),
        ctx.town.defaultLanguage,
      ),
    ];
  }

  if (record.kind === 'labBooking') {
    if (principal.role !== 'admin') {
      throw denied('Only a linked admin account can move lab bookings on.');
    }
    const to = labVerbSteps[verb];
    // A button of a message sent before lab bookings had steps: redrawn with today's buttons.
    if (!to) throw conflict('This button is from an older message; use the buttons below.');
    const tests = await testsOf(tx, record.orderId);
    const { booking } = await runAction(moveBooking, actionCtx, {
      kind: 'labBookings',
      id: record.orderId,
      to,
    });
    const lab = booking as LabBooking;
    return [
      answer(lab.code),
      ...editOf(ctx, query, record, (language) => labBookingBody(lab, tests, record.id, language)),
    ];
  }

  const to = verbMoves[verb] as OrderStatus;
  if (record.kind === 'courierTask') {
    if (principal.role !== 'delivery') throw denied('Only the delivery person of this order can.');
    const partIndex = partIndexOfVerb(verb);
    if (partIndex !== undefined) {
      const shopId = (await tx.get('orders', record.orderId))?.parts[partIndex]?.shopId;
      if (!shopId) throw invalid('This button does nothing here.');
      const { order } = await runAction(pickUpPart, actionCtx, { orderId: record.orderId, shopId });
      const view = order as OrderView;
      const part = view.parts[partIndex];
      return [
        answerEntry(
          ctx,
          String(query.from.id),
          query.id,
          inEach((language) =>
            botWords[language].pickedUpAt(
              view.code,
              part && nameIn(language, part.shopName, part.shopNameBn),
            ),
          ),
          ctx.town.defaultLanguage,
        ),
        ...editOf(ctx, query, record, (language) => courierTaskBody(view, record.id, language)),
      ];
    }
    const { order } = await runAction(moveOrder, actionCtx, {
      orderId: record.orderId,
      to,
      ...(to === 'delivered' ? await collectedOf(tx, record.orderId, verb) : {}),
    });
    const view = order as OrderView;
    return [
      answer(view.code),
      ...editOf(ctx, query, record, (language) => courierTaskBody(view, record.id, language)),
    ];
  }

  // A vendor message is about one shop's part: only that shop's vendors act on it.
  if (principal.role !== 'vendor' || principal.shopId !== record.shopId) {
    throw denied("This message is about another shop's part of the order.");
  }
  const { order } = await runAction(moveOrder, actionCtx, { orderId: record.orderId, to });
  const view = order as ShopOrderView;
  return [
    answer(view.code),
    ...editOf(ctx, query, record, (language) => vendorPartBody(view, record.id, language)),
  ];
}

/** After a refused press on a message the order has moved past: the message as it is now. */
async function refreshed(
  ctx: BotContext,
  tx: Transaction,
  query: BotCallbackQuery,
  recordId: string,
): Promise<OutboxEntry[]> {
  const record = await tx.get('botMessages', recordId);
  if (record?.kind === 'labBooking') {
    const booking = await tx.get('labBookings', record.orderId);
    const tests = await testsOf(tx, record.orderId);
    return booking
      ? editOf(ctx, query, record, (language) =>
          labBookingBody(booking, tests, record.id, language),
        )
      : [];
  }
  const order = record ? await tx.get('orders', record.orderId) : null;
  if (!record || !order) return [];
  if (record.kind === 'vendorPart') {
    const view = shopOrderView(order, record.shopId ?? '');
    return view
      ? editOf(ctx, query, record, (language) => vendorPartBody(view, record.id, language))
      : [];
  }
  const view = asOrderView(order);
  if (record.kind === 'courierTask') {
    return editOf(ctx, query, record, (language) => courierTaskBody(view, record.id, language));
  }
  const taker = order.deliveryPersonId ? await tx.get('delivery', order.deliveryPersonId) : null;
  return editOf(ctx, query, record, (language) =>
    deliveryOfferBody(view, record.id, taker?.name ?? null, language),
  );
}

/** The bot's messages for one request, with the writes of its effect (inside `tx`). */
async function effectOf(
  ctx: BotContext,
  tx: Transaction,
  request: BotRequest,
): Promise<OutboxEntry[]> {
  switch (request.kind) {
    case 'press':
      return handlePress(ctx, tx, request);
    case 'start':
      if (request.code === null) {
        return [chatReply(ctx, request.message.chat.id, startWithoutCodeText)];
      }
      return [chatReply(ctx, request.message.chat.id, await completeLink(ctx, tx, request))];
    case 'follow':
      return [chatReply(ctx, request.message.chat.id, await followOrder(ctx, tx, request))];
    case 'followBooking':
      return [chatReply(ctx, request.message.chat.id, await followBooking(ctx, tx, request))];
    case 'disconnect': {
      const [link] = await tx.query('telegramLinks', {
        where: [['telegramUserId', String(request.user.id)]],
        limit: 1,
      });
      const followed = await unfollowAll(tx, String(request.message.chat.id));
      if (link) tx.delete('telegramLinks', link.id);
      const text =
        followed > 0 && !link
          ? inEach((language) => botWords[language].stoppedFollowing)
          : disconnectText(Boolean(link));
      return [chatReply(ctx, request.message.chat.id, text)];
    }
    case 'today':
    case 'waiting': {
      const text = await commandReply(ctx, tx, request);
      return text === null ? [] : [chatReply(ctx, request.message.chat.id, text)];
    }
    case 'next':
      return [chatReply(ctx, request.message.chat.id, await nextTokenReply(ctx, tx, request))];
    case 'here':
      return [chatReply(ctx, request.message.chat.id, await bindChatHere(ctx, tx, request))];
    case 'language':
      return [chatReply(ctx, request.message.chat.id, chooseLanguage(ctx, tx, request))];
    case 'ignored':
      return [];
  }
}

/**
 * `/lang bn`: the bot speaks Bengali in this chat from now on, this answer first (the sender
 * reads the chat's language when it sends). Anything but a language it speaks changes nothing
 * and is answered with how to choose, in both.
 */
function chooseLanguage(
  ctx: BotContext,
  tx: Transaction,
  request: Extract<BotRequest, { kind: 'language' }>,
): InEach<string> {
  const chosen = request.target?.toLowerCase();
  if (!isLanguage(chosen)) return languageUsageText;
  setChatLanguage(ctx, tx, String(request.message.chat.id), chosen, 'command');
  return inEach((language) => botWords[language].languageSet);
}

/** A reply in the chat, in every language. */
function chatReply(ctx: BotContext, chatId: number, texts: InEach<string>): OutboxEntry {
  return botEntry(
    ctx,
    { channel: 'telegramChat', to: String(chatId) },
    'botReply',
    'telegram/reply',
    inEach((language) => ({ text: texts[language], buttons: [] })),
    ctx.town.defaultLanguage,
  );
}

/** The reply to a refused request: the press answered with the reason, or a message. */
async function refusalOf(
  ctx: BotContext,
  tx: Transaction,
  request: BotRequest,
  refusal: DomainError,
): Promise<OutboxEntry[]> {
  if (request.kind === 'press') {
    const { query } = request;
    const answer = answerEntry(
      ctx,
      String(query.from.id),
      query.id,
      refusalIn(refusal.message),
      ctx.town.defaultLanguage,
    );
    // The order moved on: the stale message is redrawn as the order is now.
    const stale =
      refusal.code === 'aborted' ? await refreshed(ctx, tx, query, request.recordId) : [];
    return [answer, ...stale];
  }
  if (request.kind === 'ignored') return [];
  return [chatReply(ctx, request.message.chat.id, refusalIn(refusal.message))];
}

/** Refusals the bot answers; anything else (storage down, a bug) is left for Telegram to redeliver. */
const isRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code !== 'unavailable' && error.code !== 'internal';

/**
 * Handles one update from Telegram, exactly once: its update_id is stored in the transaction
 * that makes its effect (a claim, a move, a link) and queues the bot's replies in the outbox. A
 * redelivered update finds the id and does nothing. A crash before that commit leaves nothing
 * behind, and Telegram delivers the update again (the webhook was not answered, or the poll's
 * offset was not moved past it). A refusal changes nothing but the record and the answer.
 */
export async function handleTelegramUpdate(ctx: BotContext, raw: unknown): Promise<BotOutcome> {
  const parsed = botUpdateSchema.safeParse(raw);
  if (!parsed.success) {
    const id = (raw as { update_id?: unknown } | null)?.update_id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0) {
      throw invalid('Not a Telegram update');
    }
    return record(ctx, { update_id: id }, { kind: 'ignored', reason: 'unreadable' }, []);
  }
  const update = parsed.data;
  const request = requestOf(update);
  if (await ctx.store.get('telegramUpdates', updateKey(update.update_id))) {
    return { outcome: 'duplicate' };
  }
  try {
    return await ctx.store.transaction(async (tx) => {
      if (await tx.get('telegramUpdates', updateKey(update.update_id))) {
        return { outcome: 'duplicate' } as const;
      }
      const replies = await effectOf(ctx, tx, request);
      return writeHandled(ctx, tx, update, request, replies);
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // Nothing of the effect was written; record the update and answer, in a transaction of its own.
    return ctx.store.transaction(async (tx) => {
      if (await tx.get('telegramUpdates', updateKey(update.update_id))) {
        return { outcome: 'duplicate' } as const;
      }
      const replies = await refusalOf(ctx, tx, request, error);
      writeHandled(ctx, tx, update, request, replies);
      return { outcome: 'refused', kind: request.kind, reason: error.message } as const;
    });
  }
}

function writeHandled(
  ctx: BotContext,
  tx: Transaction,
  update: Pick<BotUpdate, 'update_id'>,
  request: BotRequest,
  replies: OutboxEntry[],
): BotOutcome {
  tx.set('telegramUpdates', {
    id: updateKey(update.update_id),
    handledAt: ctx.clock.now().toISOString(),
    kind: request.kind,
  });
  for (const reply of replies) tx.set('outbox', reply);
  return { outcome: 'handled', kind: request.kind };
}

async function record(
  ctx: BotContext,
  update: Pick<BotUpdate, 'update_id'>,
  request: BotRequest,
  replies: OutboxEntry[],
): Promise<BotOutcome> {
  return ctx.store.transaction(async (tx) => {
    if (await tx.get('telegramUpdates', updateKey(update.update_id))) {
      return { outcome: 'duplicate' } as const;
    }
    return writeHandled(ctx, tx, update, request, replies);
  });
}

/**
 * Notes that an update arrived, for the admin dashboard. Written apart from the update's own
 * transaction: every update writing one document would make simultaneous presses contend.
 */
export async function noteUpdateArrived(
  ctx: Pick<BotContext, 'store' | 'clock'>,
  updateId: number,
  via: 'polling' | 'webhook',
): Promise<void> {
  await ctx.store.transaction(async (tx) => {
    const current = await tx.get('botStatus', 'updates');
    if (current && current.lastUpdateId > updateId) return;
    tx.set('botStatus', {
      id: 'updates',
      lastUpdateAt: ctx.clock.now().toISOString(),
      lastUpdateId: updateId,
      via,
    });
  });
}
