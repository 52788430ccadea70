import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError, invalid } from '../app/errors';
import { everyone } from '../app/principal';
import { queueOrderPlacedAlerts } from '../botMessages/alerts';
import { checkOrderLimits } from '../limits/orderLimits';
import { clientKey } from '../limits/requestCounters';
import { checkSlot } from '../limits/slotPlaces';
import type { Product, Shop } from '../model/catalog';
import {
  addressSchema,
  contactPersonSchema,
  idSchema,
  imageRefSchema,
  isoDateSchema,
  shortTextSchema,
} from '../model/common';
import type { Order, OrderItem, OrderPart, Pickup } from '../model/orders';
import type { TownConfig } from '../model/town';
import { orderLineOf, shopNamesOf } from '../orders/lines';
import { partsFor } from '../orders/parts';
import { saveOrder } from '../orders/saveOrder';
import { closureOn } from '../orders/shopDays';
import type { IdSource, Transaction } from '../ports';
import { type ClosedShop, refusal, type Shortage } from '../refusals';
import { townDate } from '../time/townClock';
import {
  type DeliveryArea,
  type DeliveryTotals,
  deliveryTotals,
  listsDeliveryAreas,
} from '../vocabulary';
import { addOrderLink, assertRetryMayLink, mintOrderSecret, telegramFollowOf } from './orderLinks';
import { attachPhoto, photoForOrder } from './photos';

/**
 * A random id the client makes once per checkout and sends again on every retry: a customer on
 * a bad connection who taps "Place order" twice, or retries after a timeout, gets one order.
 */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'requestId must be 16 to 64 letters, digits, _ or -');

export const createOrderInput = z
  .strictObject({
    /** 'pharmacy': medicines, and/or a photo of a prescription for the pharmacist to fill. */
    kind: z.enum(['shop', 'pharmacy']).default('shop'),
    customer: contactPersonSchema,
    address: addressSchema,
    items: z
      .array(
        z.strictObject({
          productId: idSchema,
          quantity: z.int('Quantity must be a whole number').min(1, 'Quantity must be at least 1'),
        }),
      )
      .max(50, 'An order can have 50 different items at most'),
    /** The reference answered by the photo upload: pharmacy orders, or a cart with prescription medicines. */
    prescriptionPhoto: imageRefSchema.optional(),
    /** With one shop, for the shop and the courier; with several, for the delivery only. */
    note: shortTextSchema.optional(),
    /** A note for one shop of the order alone, by its id: only that shop is shown it. */
    shopNotes: z
      .record(idSchema, shortTextSchema)
      .refine((notes) => Object.keys(notes).length <= 50, 'A note for 50 shops at most')
      .optional(),
    requestId: requestIdSchema.optional(),
    /** The listed locality of the address, by its id: asked only when the town lists some. */
    areaId: z.string().max(40, 'areaId is too long').optional(),
    /** A delivery slot the checkout offered (town date, window "10:00-12:00"); absent: as soon as possible. */
    slot: z
      .strictObject({
        date: isoDateSchema,
        window: z
          .string()
          .regex(/^\d\d:\d\d-\d\d:\d\d$/, 'Name the window by its times, e.g. 10:00-12:00'),
      })
      .optional(),
  })
  .refine((input) => input.items.length > 0 || input.prescriptionPhoto !== undefined, {
    message: 'The order has no items',
    path: ['items'],
  });
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/**
 * The notes for the order's shops, blank ones left out; a note for a shop with nothing in the
 * order is refused (the cart changed, or the request was made by hand).
 */
function notesForShops(
  notes: CreateOrderInput['shopNotes'],
  shopIds: readonly string[],
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [shopId, note] of Object.entries(notes ?? {})) {
    if (!shopIds.includes(shopId)) {
      const message = 'Nothing in this order comes from that shop';
      throw invalid(
        `shopNotes.${shopId}: ${message}`,
        refusal('invalid-fields', { issues: [{ path: `shopNotes.${shopId}`, message }] }),
      );
    }
    if (note) kept[shopId] = note;
  }
  return kept;
}

/** The same product twice in one request counts once, with the quantities added. */
function mergeLines(items: CreateOrderInput['items']): Map<string, number> {
  const lines = new Map<string, number>();
  for (const { productId, quantity } of items) {
    lines.set(productId, (lines.get(productId) ?? 0) + quantity);
  }
  return lines;
}

function priceLines(
  town: TownConfig,
  lines: Map<string, number>,
  products: Map<string, Product | null>,
): OrderItem[] {
  const shortages: Shortage[] = [];
  const items: OrderItem[] = [];
  for (const [productId, quantity] of lines) {
    const product = products.get(productId);
    if (!product) throw new DomainError('not-found', `Product ${productId} does not exist`);
    if (quantity > town.delivery.maxQuantityPerItem) {
      throw invalid(
        `At most ${town.delivery.maxQuantityPerItem} of "${product.name}" per order`,
        refusal('too-many-of-item', { productId, max: town.delivery.maxQuantityPerItem }),
      );
    }
    const available = product.available ? product.stock : 0;
    if (available < quantity) {
      shortages.push({ productId, name: product.name, available, requested: quantity });
      continue;
    }
    items.push(orderLineOf(product, quantity));
  }
  if (shortages.length > 0) {
    const text = shortages
      .map((s) =>
        s.available === 0
          ? `"${s.name}" is out of stock`
          : `only ${s.available} of "${s.name}" left`,
      )
      .join('; ');
    throw new DomainError(
      'failed-precondition',
      `Not enough stock: ${text}`,
      refusal('out-of-stock', { shortages }),
    );
  }
  return items;
}

/** The shops an order's build step read, by id (null: no such shop), so none is read twice. */
export type ShopsRead = Map<string, Shop | null>;

/**
 * Refuses the parts of shops their vendors closed: the customer would wait for nobody. A shop
 * that is only outside its hours still takes orders, which wait for it to open. Answers the
 * shops it read, for the order's parts.
 */
async function assertShopsTakeOrders(
  ctx: ActionContext,
  tx: Transaction,
  products: Map<string, Product | null>,
): Promise<ShopsRead> {
  const today = townDate(ctx.clock.now(), ctx.town.timeZone);
  const shopIds = new Set([...products.values()].flatMap((p) => (p ? [p.shopId] : [])));
  const shops: ShopsRead = new Map();
  const closed: ClosedShop[] = [];
  for (const shopId of shopIds) {
    const shop = await tx.get('shops', shopId);
    shops.set(shopId, shop);
    const closure = shop ? closureOn(shop, today) : undefined;
    if (shop && closure) closed.push({ shopId, name: shop.name, ...closure });
  }
  if (closed.length === 0) return shops;
  const text = closed
    .map((s) =>
      s.kind === 'today'
        ? `"${s.name}" is closed today`
        : `"${s.name}" is on holiday and opens again on ${s.reopensOn}`,
    )
    .join('; ');
  throw new DomainError(
    'failed-precondition',
    `${text}: remove its items or order after it opens`,
    refusal('shop-closed', { closedShops: closed }),
  );
}

async function orderForRequest(tx: Transaction, requestId: string): Promise<Order | undefined> {
  const [order] = await tx.query('orders', { where: [['requestId', requestId]], limit: 1 });
  return order;
}

/** Finds a code no other order has; reads only, so it may run before the transaction's writes. */
async function uniqueCode(tx: Transaction, ids: IdSource): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = ids.newCode();
    const clash = await tx.query('orders', { where: [['code', code]], limit: 1 });
    if (clash.length === 0) return code;
  }
  throw new DomainError('internal', 'Could not allocate an order code; please try again');
}

/** What an order is made of before it gets its id, code, status and times. */
export type OrderDraft = Omit<
  Order,
  | 'id'
  | 'code'
  | 'status'
  | 'history'
  | 'deliveryPersonId'
  | 'createdAt'
  | 'updatedAt'
  | 'requestId'
  | 'placedOn'
  | 'parts'
>;

/** The order's shops as they are now; those the build step read already are not read again. */
async function shopsOfOrder(
  tx: Transaction,
  shopIds: readonly string[],
  read: ShopsRead | undefined,
): Promise<Map<string, Shop>> {
  const shops = new Map<string, Shop>();
  for (const shopId of shopIds) {
    const shop = read?.has(shopId) ? read.get(shopId) : await tx.get('shops', shopId);
    if (shop) shops.set(shopId, shop);
  }
  return shops;
}

/** Where the courier collects from a shop, as the shop is now. */
export function pickupOf(shop: Shop): Pickup {
  return {
    address: shop.address,
    phone: shop.phone,
    ...(shop.pin ? { pin: shop.pin } : {}),
    ...(shop.upiId ? { upiId: shop.upiId } : {}),
  };
}

/** Each part with its shop as it is now: where to collect, and its Bengali name. */
function withShopDetails(parts: OrderPart[], shops: Map<string, Shop>): OrderPart[] {
  return parts.map((part) => {
    const shop = shops.get(part.shopId);
    return shop ? { ...part, ...shopNamesOf(shop), pickup: pickupOf(shop) } : part;
  });
}

export interface PlacedOrderReply {
  code: string;
  status: Order['status'];
  totalPaise: number;
  createdAt: string;
  /**
   * The secret of the order's private link, given only here: the store keeps its digest. With
   * the code it opens and cancels the order; the phone number alone does neither.
   */
  secret: string;
  /** "Follow on Telegram": the bot's deep link for this order, when the town has a bot. */
  telegramFollow?: string;
}

/**
 * The shared end of every way to order: one transaction reads what the draft needs (stock,
 * photos), refuses a retried request with another phone, and writes the order together with the
 * staff alerts, so an accepted order is never left unannounced. A retry of the same request
 * (its reply was lost) answers the same order with a new private link.
 */
export async function placeOrder(
  ctx: ActionContext,
  requestId: string | undefined,
  phone: string,
  build: (tx: Transaction) => Promise<{
    draft: OrderDraft;
    write: (tx: Transaction, orderId: string) => void;
    shops?: ShopsRead;
    /** The customer's note for each shop, by shop id (each shop of the draft at most). */
    partNotes?: Readonly<Record<string, string>>;
  }>,
): Promise<PlacedOrderReply> {
  const now = ctx.clock.now().toISOString();
  const { secret, secretHash } = await mintOrderSecret(ctx);
  const client = await clientKey(ctx);
  const order = await ctx.store.transaction(async (tx) => {
    const earlier = requestId ? await orderForRequest(tx, requestId) : undefined;
    if (earlier) {
      if (earlier.customer.phone !== phone) {
        throw new DomainError('already-exists', 'This requestId belongs to another order');
      }
      assertRetryMayLink(ctx, earlier);
      await addOrderLink(tx, earlier, secretHash);
      return earlier;
    }
    const checkHoldings = await checkOrderLimits(ctx, tx, phone, client);
    const { draft, write, shops: shopsRead, partNotes = {} } = await build(tx);
    const countOrder = await checkHoldings(draft);
    const shops = await shopsOfOrder(tx, draft.shopIds, shopsRead);
    const code = await uniqueCode(tx, ctx.ids);
    const placedChange = { status: 'placed', at: now, by: { role: 'customer' } } as const;
    const placed: Order = {
      id: ctx.ids.newId(),
      code,
      ...draft,
      parts: withShopDetails(
        partsFor(draft.items, draft.shopIds, (id) => shops.get(id)?.name, placedChange),
        shops,
      ).map((part) => (partNotes[part.shopId] ? { ...part, note: partNotes[part.shopId] } : part)),
      ...(requestId ? { requestId } : {}),
      status: 'placed',
      history: [placedChange],
      deliveryPersonId: null,
      placedOn: townDate(ctx.clock.now(), ctx.town.timeZone),
      createdAt: now,
      updatedAt: now,
    };
    write(tx, placed.id);
    countOrder();
    saveOrder(tx, placed);
    tx.set('orderKeys', { id: placed.id, secretHashes: [secretHash] });
    queueOrderPlacedAlerts(ctx, tx, placed);
    return placed;
  });
  return {
    code: order.code,
    status: order.status,
    totalPaise: order.totalPaise,
    createdAt: order.createdAt,
    secret,
    ...telegramFollowOf(ctx, order.code, secretHash),
  };
}

/**
 * Refuses an address the town does not deliver to before anything is read: where the town lists
 * its localities, the order must name one of them as listed now (the browser's list may be old).
 */
function assertDeliversTo(town: TownConfig, areaId: string | undefined): void {
  if (!listsDeliveryAreas(town.delivery)) {
    if (areaId === undefined) return;
    const message = 'This town lists no localities; send no areaId';
    throw invalid(
      `areaId: ${message}`,
      refusal('invalid-fields', { issues: [{ path: 'areaId', message }] }),
    );
  }
  if (town.delivery.areas?.some((area) => area.id === areaId)) return;
  const phone = town.contact.phone;
  throw new DomainError(
    'failed-precondition',
    `We do not deliver to that address yet${phone ? `: call ${phone} to ask` : ''}`,
    refusal('outside-delivery-area', {
      ...(areaId !== undefined ? { areaId } : {}),
      ...(phone ? { townPhone: phone } : {}),
    }),
  );
}

/** Refuses goods that cost less than the locality's minimum order (the server's own sum). */
function assertMinimumOrder(totals: DeliveryTotals): void {
  const area = totals.area;
  if (!area || totals.toMinimumPaise === 0) return;
  throw new DomainError(
    'failed-precondition',
    `Orders to ${area.name} start at ${area.minOrderPaise / 100} rupees of goods`,
    refusal('below-minimum-order', {
      areaId: area.id,
      minOrderPaise: area.minOrderPaise,
      toMinimumPaise: totals.toMinimumPaise,
    }),
  );
}

/** What an order keeps of its locality: enough to deliver it after the area is gone. */
function areaOfOrder(area: DeliveryArea | undefined): Pick<Order, 'area'> {
  if (!area) return {};
  const { id, name, nameBn, pinCode } = area;
  return { area: { id, name, ...(nameBn ? { nameBn } : {}), pinCode } };
}

/** A cart order carries a prescription photo only for the prescription medicines in it. */
function assertPhotoWanted(
  kind: CreateOrderInput['kind'],
  hasPhoto: boolean,
  products: Map<string, Product | null>,
): void {
  if (kind !== 'shop' || !hasPhoto) return;
  if ([...products.values()].some((p) => p?.prescriptionRequired)) return;
  const message = 'Only an order with a prescription medicine takes a photo';
  throw invalid(
    `prescriptionPhoto: ${message}`,
    refusal('invalid-fields', { issues: [{ path: 'prescriptionPhoto', message }] }),
  );
}

function checkKind(
  kind: CreateOrderInput['kind'],
  hasPrescription: boolean,
  products: Map<string, Product | null>,
) {
  for (const product of products.values()) {
    if (!product) continue;
    if (kind === 'pharmacy' && product.shopType !== 'pharmacy') {
      throw invalid(`"${product.name}" is not sold by a pharmacy; order it from its shop`);
    }
    if (product.prescriptionRequired && !hasPrescription) {
      throw new DomainError(
        'failed-precondition',
        `"${product.name}" needs a prescription: order it from the pharmacy with a photo of the prescription`,
        refusal('prescription-needed', { productId: product.id }),
      );
    }
  }
}

/**
 * Places an order from the cart, or a pharmacy order (medicines and/or a prescription photo).
 * Prices and stock come from the catalog inside one transaction: the client's prices are never
 * trusted and two customers can never buy the same last item.
 */
export const createOrder = defineAction({
  name: 'createOrder',
  summary: 'Place an order, cash on delivery',
  audience: everyone,
  input: createOrderInput,
  run: (ctx, input) =>
    placeOrder(ctx, input.requestId, input.customer.phone, async (tx) => {
      assertDeliversTo(ctx.town, input.areaId);
      const lines = mergeLines(input.items);
      const products = new Map<string, Product | null>();
      for (const productId of lines.keys())
        products.set(productId, await tx.get('products', productId));
      assertPhotoWanted(input.kind, input.prescriptionPhoto !== undefined, products);
      const photo = input.prescriptionPhoto
        ? await photoForOrder(tx, input.prescriptionPhoto, 'prescription')
        : undefined;
      checkKind(input.kind, photo !== undefined, products);
      const shops = await assertShopsTakeOrders(ctx, tx, products);
      const takeSlot = await checkSlot(ctx, tx, input.slot, shops);
      const items = priceLines(ctx.town, lines, products);
      const totals = deliveryTotals(
        items.reduce((sum, item) => sum + item.lineTotalPaise, 0),
        ctx.town.delivery,
        input.areaId,
      );
      assertMinimumOrder(totals);
      const { subtotalPaise, deliveryFeePaise, totalPaise } = totals;
      const shopIds = [...new Set(items.map((item) => item.shopId))];
      const draft: OrderDraft = {
        kind: input.kind,
        customer: input.customer,
        address: input.address,
        ...areaOfOrder(totals.area),
        items,
        shopIds,
        ...(input.prescriptionPhoto ? { prescriptionPhoto: input.prescriptionPhoto } : {}),
        ...(input.note ? { note: input.note } : {}),
        ...(input.slot ? { slot: input.slot } : {}),
        subtotalPaise,
        deliveryFeePaise,
        totalPaise,
        payment: 'cashOnDelivery',
      };
      return {
        draft,
        shops,
        partNotes: notesForShops(input.shopNotes, shopIds),
        write(tx, orderId) {
          for (const item of items) {
            const product = products.get(item.productId) as Product;
            tx.set('products', { ...product, stock: product.stock - item.quantity });
          }
          if (photo) attachPhoto(tx, photo, orderId);
          takeSlot(tx);
        },
      };
    }),
});
