import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError, notFound } from '../app/errors';
import { everyone } from '../app/principal';
import { followTokenOf, followTokenPayloadOf, telegramFollowLink } from '../botMessages/payloads';
import { chargeLookup } from '../limits/lookupLimits';
import type { Shop } from '../model/catalog';
import { mobileSchema } from '../model/common';
import {
  type Order,
  type OrderPart,
  type OrderShop,
  orderViewVersionSchema,
  type PartSummary,
  type PhoneLookupEntry,
  type PrivateOrderView,
  privateLinkInput,
} from '../model/orders';
import type { TownConfig } from '../model/town';
import { cancellationOf } from '../orders/cancellations';
import { upiPayeeFor, upiPayLink } from '../orders/doorPayments';
import { expectedArrival, partWaitsUntil, type ShopDaysOf } from '../orders/expectedArrival';
import { partAsItStands } from '../orders/parts';
import { awaitsRetry, nextStatuses } from '../orders/statusMachine';
import { pageIsCurrent, viewDigestOf, viewVersionOf } from '../orders/viewVersion';
import type { StoreReader, Transaction } from '../ports';

/** Links handed out for one order at most; a retried checkout adds one, the oldest goes. */
const maxLinksPerOrder = 5;

/** A lost checkout reply may be retried this long after the order was placed, and get its link. */
export const retryLinkWindowMs = 30 * 60 * 1000;

/**
 * "Follow on Telegram" for the holder of an order's private link: the bot's deep link carrying
 * the code and a follow token (never the secret), after which the bot sends that chat each
 * status change of the order. Nothing when the town has no bot.
 */
export function telegramFollowOf(
  ctx: Pick<ActionContext, 'botUsername'>,
  code: string,
  secretHash: string,
): { telegramFollow?: string } {
  return telegramFollowLink(ctx.botUsername, followTokenPayloadOf(code, secretHash));
}

/** A fresh secret for an order's private link and the digest the store keeps of it. */
export async function mintOrderSecret(ctx: ActionContext) {
  const secret = ctx.ids.newSecret();
  return { secret, secretHash: await ctx.hasher.digest(secret) };
}

/** Gives the buyer of `order` one more working link (a retried checkout whose reply was lost). */
export async function addOrderLink(tx: Transaction, order: Order, secretHash: string) {
  const keys = await tx.get('orderKeys', order.id);
  const kept = (keys?.secretHashes ?? []).slice(-(maxLinksPerOrder - 1));
  tx.set('orderKeys', { id: order.id, secretHashes: [...kept, secretHash] });
}

/**
 * The order a private link opens. A wrong secret, an unknown code and a secret of another
 * order get the same answer: the reply never tells whether an order exists.
 */
export async function orderForLink(
  reader: StoreReader,
  code: string,
  secretHash: string,
): Promise<Order> {
  return orderWhoseKey(reader, code, (keptHash) => keptHash === secretHash);
}

/** The order a "Follow on Telegram" token is for: it follows, it never opens or cancels. */
export async function orderForFollowToken(
  reader: StoreReader,
  code: string,
  token: string,
): Promise<Order> {
  return orderWhoseKey(reader, code, (keptHash) => followTokenOf(keptHash) === token);
}

async function orderWhoseKey(
  reader: StoreReader,
  code: string,
  matches: (keptHash: string) => boolean,
): Promise<Order> {
  const [order] = await reader.query('orders', { where: [['code', code]], limit: 1 });
  const keys = order ? await reader.get('orderKeys', order.id) : null;
  if (!order || !keys?.secretHashes.some(matches)) {
    throw notFound('This order link does not open an order. Check that the whole link was copied.');
  }
  return order;
}

/** The order's shops as the catalog has them now (a shop no longer listed is left out). */
async function shopDocsOf(reader: StoreReader, order: Order): Promise<Shop[]> {
  const shops = await Promise.all(order.shopIds.map((shopId) => reader.get('shops', shopId)));
  return shops.filter((shop): shop is Shop => shop !== null);
}

const orderShopOf = (shop: Shop): OrderShop => ({
  id: shop.id,
  name: shop.name,
  ...(shop.nameBn ? { nameBn: shop.nameBn } : {}),
  phone: shop.phone,
});

async function shopsOf(reader: StoreReader, order: Order): Promise<OrderShop[]> {
  return (await shopDocsOf(reader, order)).map(orderShopOf);
}

/** Each shop's part as its customer is told: progress, a cancellation's reason, an opening awaited. */
function partSummaryOf(
  order: Order,
  part: OrderPart,
  town: TownConfig | undefined,
  shopOf: ShopDaysOf,
): PartSummary {
  const cancelled = cancellationOf(part);
  const opensAt = town ? partWaitsUntil(town, part, shopOf) : undefined;
  return {
    shopId: part.shopId,
    shopName: part.shopName,
    ...(part.shopNameBn ? { shopNameBn: part.shopNameBn } : {}),
    subtotalPaise: part.subtotalPaise,
    status: partAsItStands(order.status, part.status),
    ...(part.note ? { note: part.note } : {}),
    ...(cancelled ? { cancelled } : {}),
    ...(opensAt ? { opensAt } : {}),
    ...(part.short ? { short: part.short.map(({ by: _by, ...line }) => line) } : {}),
  };
}

/** The courier's first name and phone, only while they carry the order. */
async function courierOf(reader: StoreReader, order: Order) {
  if (order.status !== 'outForDelivery' || !order.deliveryPersonId) return {};
  const courier = await reader.get('delivery', order.deliveryPersonId);
  if (!courier) return {};
  return {
    courier: { firstName: courier.name.split(/\s+/)[0] ?? courier.name, phone: courier.phone },
  };
}

/** The delivery slot chosen at checkout, while the order is still to come. */
function slotOfView(order: Order): PrivateOrderView['slot'] {
  if (!order.slot || order.status === 'delivered' || order.status === 'cancelled') return undefined;
  const [from = '', to = ''] = order.slot.window.split('-');
  return { date: order.slot.date, from, to };
}

/** What the view takes from documents other than the order: its shops and its courier. */
interface ReadBeside {
  shopDocs: Shop[];
  courier: Awaited<ReturnType<typeof courierOf>>;
}

/** Everything the link's holder may see of their order. */
export async function privateOrderView(
  reader: StoreReader,
  order: Order,
  town?: TownConfig,
): Promise<PrivateOrderView> {
  const [shopDocs, courier] = await Promise.all([
    shopDocsOf(reader, order),
    courierOf(reader, order),
  ]);
  return viewOf(order, town, { shopDocs, courier });
}

function viewOf(
  order: Order,
  town: TownConfig | undefined,
  { shopDocs, courier }: ReadBeside,
): PrivateOrderView {
  const shopOf: ShopDaysOf = (shopId) => shopDocs.find((shop) => shop.id === shopId);
  const slot = slotOfView(order);
  // A chosen slot is the promise: the estimate from the shops' usual minutes would contradict it.
  const expectedBy = town && !slot ? expectedArrival(town, order, shopOf) : undefined;
  const photo = order.prescriptionPhoto ?? order.shoppingList?.photo;
  // Offered once the courier is on the way: before that a shop may still change the total.
  // Not while a brought-back order waits for the admin: it may yet be cancelled.
  const onTheWay = order.status === 'outForDelivery' && !awaitsRetry(order);
  const payee = town && onTheWay ? upiPayeeFor(town, order) : null;
  return {
    ...(payee ? { upiLink: upiPayLink(payee, order.totalPaise, order.code) } : {}),
    ...(order.collected ? { paidBy: order.collected.method } : {}),
    code: order.code,
    kind: order.kind,
    customer: order.customer,
    address: order.address,
    ...(order.area ? { area: order.area } : {}),
    items: order.items,
    ...(order.note ? { note: order.note } : {}),
    ...(order.shoppingList?.text ? { shoppingListText: order.shoppingList.text } : {}),
    hasPhoto: photo !== undefined,
    ...(order.photosRemoved ? { photosRemovedAfterDays: order.photosRemoved.afterDays } : {}),
    subtotalPaise: order.subtotalPaise,
    deliveryFeePaise: order.deliveryFeePaise,
    totalPaise: order.totalPaise,
    status: order.status,
    // Who moved the order is staff business: the customer sees only what happened and when.
    history: order.history.map(({ status, at }) => ({ status, at })),
    createdAt: order.createdAt,
    shops: shopDocs.map(orderShopOf),
    parts: order.parts.map((part) => partSummaryOf(order, part, town, shopOf)),
    cancellable: nextStatuses(order.status, 'customer').includes('cancelled'),
    ...courier,
    ...(expectedBy ? { expectedBy } : {}),
    ...(slot ? { slot } : {}),
    // The reason only, never the courier's note: it was written for staff.
    ...(awaitsRetry(order) && order.failedAttempt
      ? { couldNotDeliver: order.failedAttempt.reason }
      : {}),
  };
}

/**
 * The digest of a view, from the order alone (no other document read): the view as the order
 * and the town make it, plus the ids of the shops and the courier it shows and the order's last
 * change. Only what the holder may see goes in, so the digest tells them nothing new.
 */
function viewDigest(ctx: ActionContext, order: Order): Promise<string> {
  const fromOrder = viewOf(order, ctx.town, { shopDocs: [], courier: {} });
  return viewDigestOf(ctx.hasher, [
    fromOrder,
    order.shopIds,
    order.deliveryPersonId ?? null,
    order.updatedAt,
  ]);
}

/**
 * Opens an order by its private link. An action, not a read: the secret travels in a POST
 * body, never in a URL that servers and proxies log. A followed page sends the `version` it
 * last got as `seen`: while the order still has it, the answer is `unchanged` and reads neither
 * the shops nor the courier (see `fullViewEveryMs` for what it cannot see change).
 */
export const openOrderLink = defineAction({
  name: 'openOrderLink',
  summary: "Open your order's private link: items, address, total and status",
  audience: everyone,
  clientLimit: 'lookup',
  input: privateLinkInput.extend({ seen: orderViewVersionSchema.optional() }),
  async run(ctx, { code, secret, seen }) {
    const secretHash = await ctx.hasher.digest(secret);
    const order = await orderForLink(ctx.store, code, secretHash);
    // The bot may be set up or changed while a page is open: told on every answer.
    const follow = telegramFollowOf(ctx, order.code, secretHash);
    const digest = await viewDigest(ctx, order);
    const nowMs = ctx.clock.now().getTime();
    if (seen && pageIsCurrent(seen, digest, nowMs)) return { unchanged: true as const, ...follow };
    return {
      order: await privateOrderView(ctx.store, order, ctx.town),
      version: viewVersionOf(digest, nowMs),
      ...follow,
    };
  },
});

/** How far back a lookup by phone looks, and how many orders it lists. */
export const phoneLookupScope = { days: 30, maxOrders: 10 } as const;

async function lookupEntry(reader: StoreReader, order: Order): Promise<PhoneLookupEntry> {
  const shops = order.kind === 'pharmacy' ? [] : await shopsOf(reader, order);
  const names = shops.map((shop) => shop.name);
  // Item for item with the English; a shop without a Bengali name keeps its English one.
  const namesBn = shops.some((shop) => shop.nameBn)
    ? { shopsBn: shops.map((shop) => shop.nameBn ?? shop.name) }
    : {};
  return { placedAt: order.createdAt, status: order.status, shops: names, ...namesBn };
}

/**
 * Order tracking by phone alone: anyone may know a phone number, so this tells only that
 * recent orders exist, when, how far they got and which shop has them. The order itself
 * (items, address, total, code, cancelling) needs its private link.
 */
export const findOrders = defineAction({
  name: 'findOrders',
  summary: 'See whether a phone number has recent orders and how far they got',
  audience: everyone,
  clientLimit: 'lookup',
  input: z.strictObject({ phone: mobileSchema }),
  async run(ctx, { phone }) {
    await chargeLookup(ctx, phone);
    const since = ctx.clock.now().getTime() - phoneLookupScope.days * 24 * 60 * 60 * 1000;
    const orders = await ctx.store.query('orders', {
      where: [['customer.phone', phone]],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: phoneLookupScope.maxOrders,
    });
    const recent = orders.filter((order) => Date.parse(order.createdAt) >= since);
    return { orders: await Promise.all(recent.map((order) => lookupEntry(ctx.store, order))) };
  },
});

/** A retry of a checkout, long after it was placed, gets no new link: see retryLinkWindowMs. */
export function assertRetryMayLink(ctx: ActionContext, order: Order): void {
  if (ctx.clock.now().getTime() - Date.parse(order.createdAt) > retryLinkWindowMs) {
    throw new DomainError(
      'already-exists',
      'This order was placed earlier: open it from its link on the phone that placed it',
    );
  }
}
