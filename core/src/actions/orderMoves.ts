import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { conflict, DomainError, denied, invalid, notFound } from '../app/errors';
import {
  admins,
  asRole,
  asStaff,
  customers,
  deliveryStaff,
  orderStaff,
  pickupStaff,
} from '../app/principal';
import { type AlertText, queueAlert } from '../botMessages/alerts';
import { queueBotMessagesForMove } from '../botMessages/queue';
import { slotGivenBack } from '../limits/slotPlaces';
import type { Product } from '../model/catalog';
import {
  idSchema,
  mobileSchema,
  paiseSchema,
  shortTextSchema,
  upiReferenceSchema,
} from '../model/common';
import {
  type CourierTap,
  courierTapSchema,
  type Order,
  type OrderItem,
  type OrderPart,
  type OrderStatus,
  orderStatusSchema,
  paymentMethodSchema,
  privateLinkInput,
} from '../model/orders';
import type { Photo } from '../model/photos';
import { formatRupees } from '../notifications/money';
import {
  orderCancelledText,
  orderStatusChangedText,
  ordersOfPhoneCancelledText,
  partCancelledText,
  partStatusChangedText,
} from '../notifications/orderEvents';
import {
  assertAssignable,
  assertClaimable,
  orderActorOf,
  orderView,
  staffOrderView,
} from '../orders/access';
import { assertTapTime, tookTap, withTapReceipt } from '../orders/courierTaps';
import { doorPaymentOf, upiPayeeFor } from '../orders/doorPayments';
import { attachProof, proofPhotoFor, proofPhotoRefSchema } from '../orders/proofPhotos';
import { saveOrder } from '../orders/saveOrder';
import {
  applyMove,
  applyPickup,
  lastChange,
  nextStatuses,
  type OrderActor,
} from '../orders/statusMachine';
import type { Transaction } from '../ports';
import { refusal } from '../refusals';
import { townDate } from '../time/townClock';
import { orderForLink, privateOrderView } from './orderLinks';

export async function loadOrder(tx: Transaction, orderId: string): Promise<Order> {
  const order = await tx.get('orders', orderId);
  if (!order) throw notFound(`No order with id ${orderId}`);
  return order;
}

/** Lines whose goods never left the shop: they go back on the shelf. */
async function restockedProducts(tx: Transaction, lines: readonly OrderItem[]): Promise<Product[]> {
  const quantities = new Map<string, number>();
  for (const item of lines) {
    quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  }
  const products: Product[] = [];
  for (const [productId, quantity] of quantities) {
    // A product deleted since the order was placed has no shelf to go back to.
    const product = await tx.get('products', productId);
    if (product) products.push({ ...product, stock: product.stock + quantity });
  }
  return products;
}

/** The parts a move changed, as they are after it. */
function partsChanged(before: Order, after: Order): OrderPart[] {
  return after.parts.filter((part, i) => part.history.length !== before.parts[i]?.history.length);
}

/** The lines a move cancelled: of the parts it cancelled, or of a whole order without parts. */
function cancelledLines(before: Order, after: Order): OrderItem[] {
  if (after.parts.length === 0) return after.status === 'cancelled' ? after.items : [];
  return partsChanged(before, after)
    .filter((part) => part.status === 'cancelled')
    .flatMap((part) => part.lines);
}

type AlertDraft = {
  channels: readonly ('adminGroup' | 'deliveryChat')[];
  event: string;
  text: AlertText;
};

/**
 * What the staff chats hear of a move: a cancelled order, or a shop's cancelled part, goes to
 * the delivery chat too (nobody should pack or collect it); other moves to the admin group.
 * Once the order is out for delivery or delivered, its own alert says it all: the parts the
 * courier collected with it are not announced one by one.
 */
function alertsOf(before: Order, after: Order): AlertDraft[] {
  const orderChanged = after.history.length !== before.history.length;
  if (orderChanged && after.status === 'cancelled') {
    const text = orderCancelledText(after, lastChange(after));
    return [{ channels: ['adminGroup', 'deliveryChat'], event: 'orderCancelled', text }];
  }
  const withCourier = orderChanged && isFinalLeg(after.status);
  // A one-shop order's part moves with the order: its alert says it all.
  const shared = after.parts.length > 1 ? partsChanged(before, after) : [];
  const alerts: AlertDraft[] = shared.flatMap((part): AlertDraft[] => {
    if (part.status === 'cancelled') {
      return [
        {
          channels: ['adminGroup', 'deliveryChat'],
          event: 'orderPartCancelled',
          text: partCancelledText(after, part),
        },
      ];
    }
    if (withCourier) return [];
    return [
      {
        channels: ['adminGroup'],
        event: 'orderPartChanged',
        text: partStatusChangedText(after, part),
      },
    ];
  });
  if (orderChanged) {
    alerts.push({
      channels: ['adminGroup'],
      event: 'orderStatusChanged',
      text: orderStatusChangedText(after, lastChange(after)),
    });
  }
  return alerts;
}

const isFinalLeg = (status: OrderStatus) => status === 'outForDelivery' || status === 'delivered';

/**
 * Writes an order's change inside the caller's transaction: the order (and its shops' records),
 * the stock of what was cancelled, the staff alerts and the bot's messages, together or not at
 * all. Reads (the restocked products) come before the first write.
 */
export async function commitChange(
  ctx: ActionContext,
  tx: Transaction,
  before: Order,
  after: Order,
): Promise<Order> {
  const restocked = await restockedProducts(tx, cancelledLines(before, after));
  const giveBackSlot = await slotGivenBack(tx, before, after);
  saveOrder(tx, after);
  giveBackSlot?.(tx);
  for (const product of restocked) tx.set('products', product);
  const ref = `orders/${before.id}`;
  for (const alert of alertsOf(before, after)) {
    for (const channel of alert.channels) {
      queueAlert(ctx, tx, { channel, event: alert.event, ref, text: alert.text });
    }
  }
  queueBotMessagesForMove(ctx, tx, before, after);
  return after;
}

/**
 * Makes a status move inside the caller's transaction: the order with its history entry, the
 * stock of what was cancelled, and the staff alerts are written together or not at all.
 */
export async function commitMove(
  ctx: ActionContext,
  tx: Transaction,
  order: Order,
  to: OrderStatus,
  actor: OrderActor,
  note: string | undefined,
  shopId?: string,
  collected?: Collected,
  tap?: CourierTap,
  proof?: Photo,
): Promise<Order> {
  const at = ctx.clock.now().toISOString();
  const moved = applyMove(order, { to, actor, at, note, shopId });
  const applied = proof
    ? attachProof(tx, moved, proof, { outcome: 'delivered', actor, at })
    : moved;
  // Asked after the move is known to be allowed: a caller who may not deliver hears that first.
  if (to === 'delivered' && !collected) {
    const message = 'Say how the money was collected at the door: cash or UPI';
    throw invalid(message, refusal('invalid-fields', { issues: [{ path: 'collected', message }] }));
  }
  const paid = collected ? recordCollection(ctx, tx, applied, collected, actor, at) : applied;
  const move = to === 'outForDelivery' ? 'pickedUp' : to;
  return commitChange(ctx, tx, order, tap ? withTapReceipt(paid, tap, move, at, actor) : paid);
}

/** The courier's pickup of one shop's part, inside the caller's transaction (the bot's too). */
export async function commitPickup(
  ctx: ActionContext,
  tx: Transaction,
  order: Order,
  shopId: string,
  actor: OrderActor,
  tap?: CourierTap,
): Promise<Order> {
  const at = ctx.clock.now().toISOString();
  const picked = applyPickup(order, { shopId, actor, at });
  return commitChange(
    ctx,
    tx,
    order,
    tap ? withTapReceipt(picked, tap, 'pickedUp', at, actor) : picked,
  );
}

/** What the courier says was taken at the door, with the amount they saw. */
export const collectedSchema = z
  .strictObject({
    method: paymentMethodSchema,
    amountPaise: paiseSchema,
    /** UPI: the last digits of the payment's reference, for the admin to match. */
    upiReference: upiReferenceSchema.optional(),
  })
  .refine((collected) => collected.method === 'upi' || collected.upiReference === undefined, {
    message: 'A UPI reference goes with a UPI payment only',
    path: ['upiReference'],
  });
type Collected = z.infer<typeof collectedSchema>;

/**
 * A delivered order records how it was paid, beside a door payment for the day's totals. The
 * amount the courier saw must be the order's: a shop that cancelled its part meanwhile changed
 * what the customer owes, and the courier must not record the old sum.
 */
function recordCollection(
  ctx: ActionContext,
  tx: Transaction,
  order: Order,
  collected: Collected,
  actor: OrderActor,
  at: string,
): Order {
  if (collected.amountPaise !== order.totalPaise) {
    throw conflict(
      `Order ${order.code} comes to ${formatRupees(order.totalPaise)}, not ${formatRupees(collected.amountPaise)}`,
      { totalPaise: order.totalPaise },
    );
  }
  if (collected.method === 'upi' && !upiPayeeFor(ctx.town, order)) {
    throw invalid('This order cannot be paid by UPI: no UPI ID is set up for it');
  }
  const by = { role: actor.role, ...('id' in actor ? { id: actor.id } : {}) };
  const reference = collected.upiReference ? { upiReference: collected.upiReference } : {};
  const withCollection: Order = {
    ...order,
    collected: { method: collected.method, amountPaise: order.totalPaise, ...reference, at, by },
  };
  const deliveredOn = townDate(new Date(at), ctx.town.timeZone);
  tx.set(
    'doorPayments',
    doorPaymentOf(withCollection, { method: collected.method, by, at, ...reference }, deliveredOn),
  );
  return withCollection;
}

export const moveOrder = defineAction({
  name: 'moveOrder',
  summary:
    "Move an order along: accept, ready, out for delivery, delivered, or cancel it (a vendor: their shop's part)",
  audience: orderStaff,
  clientLimit: 'staff',
  input: z.strictObject({
    orderId: idSchema,
    to: orderStatusSchema,
    note: shortTextSchema.optional(),
    /** An admin moving one shop's part only. */
    shopId: idSchema.optional(),
    /** With "delivered", and only then: how the money was taken at the door. */
    collected: collectedSchema.optional(),
    /** The courier's tap, sent when the phone had signal again: a replay moves nothing. */
    tap: courierTapSchema.optional(),
    /** With "delivered", and only then: the photo taken at the door (a delivery proof). */
    photo: proofPhotoRefSchema.optional(),
  }),
  async run(ctx, { orderId, to, note, shopId, collected, tap, photo }) {
    const principal = asStaff(ctx.principal);
    if (shopId !== undefined && principal.role !== 'admin') {
      throw denied('Only an admin moves a part of an order by naming its shop');
    }
    if (to !== 'delivered' && collected) {
      const message = 'Money is recorded only when the order is delivered';
      throw invalid(
        message,
        refusal('invalid-fields', { issues: [{ path: 'collected', message }] }),
      );
    }
    if (to !== 'delivered' && photo) {
      const message = 'A photo goes with a delivery only';
      throw invalid(message, refusal('invalid-fields', { issues: [{ path: 'photo', message }] }));
    }
    if (tap) assertTapTime(tap, ctx.clock.now());
    const moved = await ctx.store.transaction(async (tx) => {
      const order = await loadOrder(tx, orderId);
      const actor = orderActorOf(principal);
      if (tookTap(order, tap, actor)) return order;
      const proof = photo ? await proofPhotoFor(tx, photo, order) : undefined;
      return commitMove(ctx, tx, order, to, actor, note, shopId, collected, tap, proof);
    });
    return { order: staffOrderView(principal, moved) };
  },
});

/**
 * The courier collects one shop's packed part of an order at the shop, while the other shops of
 * the order may still be packing; once every part still in the order is picked up, the order is
 * out for delivery. An admin may record it for the courier.
 */
export const pickUpPart = defineAction({
  name: 'pickUpPart',
  summary: "Mark one shop's packed part of an order picked up by its courier",
  audience: pickupStaff,
  clientLimit: 'staff',
  input: z.strictObject({
    orderId: idSchema,
    shopId: idSchema,
    /** The courier's tap, sent when the phone had signal again: a replay moves nothing. */
    tap: courierTapSchema.optional(),
  }),
  async run(ctx, { orderId, shopId, tap }) {
    const principal = asStaff(ctx.principal);
    if (tap) assertTapTime(tap, ctx.clock.now());
    const moved = await ctx.store.transaction(async (tx) => {
      const order = await loadOrder(tx, orderId);
      const actor = orderActorOf(principal);
      if (tookTap(order, tap, actor)) return order;
      return commitPickup(ctx, tx, order, shopId, actor, tap);
    });
    return { order: orderView(principal, moved) };
  },
});

/**
 * A customer cancels their own order while no shop has accepted it. The private link (the
 * order's code and its secret) is the proof, never the phone number: anyone may know a phone.
 * A wrong secret gets the same answer as an unknown code.
 */
export const cancelOrder = defineAction({
  name: 'cancelOrder',
  summary: "Cancel your order before the shop accepts it, from the order's private link",
  audience: customers,
  clientLimit: 'lookup',
  input: privateLinkInput.extend({ reason: shortTextSchema.optional() }),
  async run(ctx, { code, secret, reason }) {
    const secretHash = await ctx.hasher.digest(secret);
    const moved = await ctx.store.transaction(async (tx) => {
      const order = await orderForLink(tx, code, secretHash);
      return commitMove(ctx, tx, order, 'cancelled', { role: 'customer' }, reason);
    });
    return { order: await privateOrderView(ctx.store, moved, ctx.town) };
  },
});

/**
 * A delivery person takes an open order. The check and the write are one transaction: of two
 * people taking the same order at once, one gets it and the other is told it was taken.
 */
export const claimOrder = defineAction({
  name: 'claimOrder',
  summary: 'Take an open order to deliver it',
  audience: deliveryStaff,
  clientLimit: 'staff',
  input: z.strictObject({ orderId: idSchema }),
  async run(ctx, { orderId }) {
    const principal = asRole(ctx.principal, 'delivery');
    const claimed = await ctx.store.transaction(async (tx) => {
      const order = await loadOrder(tx, orderId);
      assertClaimable(order, principal.deliveryId);
      if (order.deliveryPersonId === principal.deliveryId) return order;
      const taken: Order = {
        ...order,
        deliveryPersonId: principal.deliveryId,
        updatedAt: ctx.clock.now().toISOString(),
      };
      saveOrder(tx, taken);
      return taken;
    });
    return { order: orderView(principal, claimed) };
  },
});

/** An admin gives an order to a delivery person, or takes it back (null), before it leaves the shop. */
export const assignOrder = defineAction({
  name: 'assignOrder',
  summary: 'Assign a delivery person to an order, or unassign it',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ orderId: idSchema, deliveryPersonId: idSchema.nullable() }),
  async run(ctx, { orderId, deliveryPersonId }) {
    const principal = asRole(ctx.principal, 'admin');
    const assigned = await ctx.store.transaction(async (tx) => {
      const order = await loadOrder(tx, orderId);
      if (deliveryPersonId !== null) {
        const person = await tx.get('delivery', deliveryPersonId);
        if (!person?.active) {
          throw new DomainError(
            'failed-precondition',
            `No active delivery person with id ${deliveryPersonId}`,
          );
        }
      }
      assertAssignable(order);
      const updated: Order = {
        ...order,
        deliveryPersonId,
        updatedAt: ctx.clock.now().toISOString(),
      };
      saveOrder(tx, updated);
      return updated;
    });
    return { order: orderView(principal, assigned) };
  },
});

/** More open orders than one phone could honestly have: the cap keeps one transaction small. */
const floodCancelCap = 200;

/**
 * A flood of fake cash-on-delivery orders holds real stock: an admin cancels every open order of
 * one phone in one step. One transaction cancels them all (every shop's part), returns their
 * stock, and queues one alert per chat for the lot instead of one per order. Orders already out
 * for delivery are left (nobody may cancel those) and listed, so the admin can call the courier.
 */
export const cancelOrdersOfPhone = defineAction({
  name: 'cancelOrdersOfPhone',
  summary: 'Cancel every open order placed with one phone number (a flood of fake orders)',
  audience: admins,
  clientLimit: 'staff',
  input: z.strictObject({ phone: mobileSchema, note: shortTextSchema.optional() }),
  async run(ctx, { phone, note }) {
    const principal = asRole(ctx.principal, 'admin');
    const actor = orderActorOf(principal);
    const at = ctx.clock.now().toISOString();
    return ctx.store.transaction(async (tx) => {
      const orders = await tx.query('orders', {
        where: [['customer.phone', phone]],
        orderBy: { field: 'createdAt', direction: 'desc' },
        limit: floodCancelCap,
      });
      const cancellable = orders.filter((order) =>
        nextStatuses(order.status, 'admin').includes('cancelled'),
      );
      const moved = cancellable.map((order) =>
        applyMove(order, { to: 'cancelled', actor, at, note }),
      );
      // Every read before the first write: Firestore's transactions demand it.
      const lines = moved.flatMap((after, i) => cancelledLines(cancellable[i] as Order, after));
      const restocked = await restockedProducts(tx, lines);
      for (const order of moved) saveOrder(tx, order);
      for (const product of restocked) tx.set('products', product);
      // A customer following one of these orders on Telegram hears it was cancelled, as after
      // any other move (one stand-in per order, expanded per chat when sent).
      moved.forEach((after, i) => {
        queueBotMessagesForMove(ctx, tx, cancellable[i] as Order, after);
      });
      const cancelled = moved.map((order) => order.code);
      if (cancelled.length > 0) {
        const text = ordersOfPhoneCancelledText(phone, cancelled, note);
        for (const channel of ['adminGroup', 'deliveryChat'] as const) {
          queueAlert(ctx, tx, { channel, event: 'ordersCancelled', ref: `phones/${phone}`, text });
        }
      }
      const outForDelivery = orders.filter((order) => order.status === 'outForDelivery');
      return { cancelled, outForDelivery: outForDelivery.map((order) => order.code) };
    });
  },
});
