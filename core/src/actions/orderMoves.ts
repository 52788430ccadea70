import { z } from 'zod';
import { type ActionContext, defineAction } from '../app/define';
import { DomainError, notFound } from '../app/errors';
import { admins, asRole, asStaff, customers, deliveryStaff, orderStaff } from '../app/principal';
import type { Product } from '../model/catalog';
import { idSchema, mobileSchema, shortTextSchema } from '../model/common';
import { type Order, type OrderStatus, orderStatusSchema } from '../model/orders';
import {
  orderCancelledText,
  orderStatusChangedText,
  ordersOfPhoneCancelledText,
} from '../notifications/orderEvents';
import { assertAssignable, assertClaimable, orderActorOf, staffOrderView } from '../orders/access';
import { applyMove, lastChange, nextStatuses, type OrderActor } from '../orders/statusMachine';
import type { Transaction } from '../ports';
import { orderForLink, orderLinkInput, privateOrderView } from './orderLinks';
import { queueAlert } from './records';

async function loadOrder(tx: Transaction, orderId: string): Promise<Order> {
  const order = await tx.get('orders', orderId);
  if (!order) throw notFound(`No order with id ${orderId}`);
  return order;
}

/** Cancelled orders' goods never left the shop: they go back on the shelf. */
async function restockedProducts(tx: Transaction, ...orders: Order[]): Promise<Product[]> {
  const quantities = new Map<string, number>();
  for (const item of orders.flatMap((order) => order.items)) {
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

/**
 * Makes a status move inside the caller's transaction: the order with its history entry, the
 * stock of a cancelled order, and the admin group's alert are written together or not at all.
 */
async function commitMove(
  ctx: ActionContext,
  tx: Transaction,
  order: Order,
  to: OrderStatus,
  actor: OrderActor,
  note: string | undefined,
): Promise<Order> {
  const moved = applyMove(order, { to, actor, at: ctx.clock.now().toISOString(), note });
  const restocked = to === 'cancelled' ? await restockedProducts(tx, order) : [];
  tx.set('orders', moved);
  for (const product of restocked) tx.set('products', product);
  const change = lastChange(moved);
  const ref = `orders/${order.id}`;
  if (change.status === 'cancelled') {
    // The delivery chat too: nobody should pack or carry a cancelled order.
    const text = orderCancelledText(moved, change);
    for (const channel of ['adminGroup', 'deliveryChat'] as const) {
      queueAlert(ctx, tx, { channel, event: 'orderCancelled', ref, text });
    }
  } else {
    queueAlert(ctx, tx, {
      channel: 'adminGroup',
      event: 'orderStatusChanged',
      ref,
      text: orderStatusChangedText(moved, change),
    });
  }
  return moved;
}

export const moveOrder = defineAction({
  name: 'moveOrder',
  summary: 'Move an order along: accept, ready, out for delivery, delivered, or cancel it',
  audience: orderStaff,
  clientLimit: 'staff',
  input: z.strictObject({
    orderId: idSchema,
    to: orderStatusSchema,
    note: shortTextSchema.optional(),
  }),
  async run(ctx, { orderId, to, note }) {
    const principal = asStaff(ctx.principal);
    const moved = await ctx.store.transaction(async (tx) =>
      commitMove(ctx, tx, await loadOrder(tx, orderId), to, orderActorOf(principal), note),
    );
    return { order: staffOrderView(principal, moved) };
  },
});

/**
 * A customer cancels their own order while the shop has not yet accepted it. The private link
 * (the order's code and its secret) is the proof, never the phone number: anyone may know a
 * phone. A wrong secret gets the same answer as an unknown code.
 */
export const cancelOrder = defineAction({
  name: 'cancelOrder',
  summary: "Cancel your order before the shop accepts it, from the order's private link",
  audience: customers,
  clientLimit: 'lookup',
  input: orderLinkInput.extend({ reason: shortTextSchema.optional() }),
  async run(ctx, { code, secret, reason }) {
    const secretHash = await ctx.hasher.digest(secret);
    const moved = await ctx.store.transaction(async (tx) => {
      const order = await orderForLink(tx, code, secretHash);
      return commitMove(ctx, tx, order, 'cancelled', { role: 'customer' }, reason);
    });
    return { order: await privateOrderView(ctx.store, moved) };
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
      tx.set('orders', taken);
      return taken;
    });
    return { order: staffOrderView(principal, claimed) };
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
      tx.set('orders', updated);
      return updated;
    });
    return { order: staffOrderView(principal, assigned) };
  },
});

/** More open orders than one phone could honestly have: the cap keeps one transaction small. */
const floodCancelCap = 200;

/**
 * A flood of fake cash-on-delivery orders holds real stock: an admin cancels every open order of
 * one phone in one step. One transaction cancels them all, returns their stock, and queues one
 * alert per chat for the lot instead of one per order. Orders already out for delivery are left
 * (nobody may cancel those) and listed, so the admin can call the courier.
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
      const leftOnTheWay = orders.filter((order) => order.status === 'outForDelivery');
      const restocked = await restockedProducts(tx, ...cancellable);
      for (const order of cancellable) {
        tx.set('orders', applyMove(order, { to: 'cancelled', actor, at, note }));
      }
      for (const product of restocked) tx.set('products', product);
      const cancelled = cancellable.map((order) => order.code);
      if (cancelled.length > 0) {
        const text = ordersOfPhoneCancelledText(phone, cancelled, note);
        for (const channel of ['adminGroup', 'deliveryChat'] as const) {
          queueAlert(ctx, tx, { channel, event: 'ordersCancelled', ref: `phones/${phone}`, text });
        }
      }
      return { cancelled, outForDelivery: leftOnTheWay.map((order) => order.code) };
    });
  },
});
