import { z } from 'zod';
import { defineRead } from '../app/define';
import { DomainError, denied, notFound } from '../app/errors';
import { asRole, deliveryStaff, orderStaff, type Principal, vendors } from '../app/principal';
import { idSchema } from '../model/common';
import { type Order, partStatusSchema } from '../model/orders';
import {
  type OrderView,
  openForDeliveryStatuses,
  orderView,
  type StaffOrderView,
  staffOrderView,
} from '../orders/access';
import type { StoreReader } from '../ports';
import { mapPage, pageParams, queryPage } from './paging';

/** Views of orders the principal may see; the queries already select only those. */
export function viewsOf(principal: Principal, orders: readonly Order[]): StaffOrderView[] {
  return orders.flatMap((order) => {
    const view = staffOrderView(principal, order);
    return view ? [view] : [];
  });
}

/** Whole orders as an admin or courier sees them. */
export function orderViewsOf(principal: Principal, orders: readonly Order[]): OrderView[] {
  return orders.flatMap((order) => {
    const view = orderView(principal, order);
    return view ? [view] : [];
  });
}

export const staffOrder = defineRead({
  name: 'staffOrder',
  summary: 'One order with everything staff need, if it concerns the caller',
  audience: orderStaff,
  input: z.strictObject({ id: idSchema }),
  async run({ store, principal }, { id }) {
    const order = await store.get('orders', id);
    if (!order) throw notFound(`No order with id ${id}`);
    const view = staffOrderView(principal, order);
    // No code in the refusal: the caller may not see this order.
    if (!view) throw denied('This order does not concern you');
    return view;
  },
});

export const vendorProducts = defineRead({
  name: 'vendorProducts',
  summary: "The vendor's own shop and all its products, available or not",
  audience: vendors,
  input: z.strictObject({}),
  async run({ store, principal }) {
    const { shopId } = asRole(principal, 'vendor');
    const shop = await store.get('shops', shopId);
    if (!shop) throw new DomainError('failed-precondition', 'Your shop is no longer listed');
    const products = await store.query('products', {
      where: [['shopId', shopId]],
      orderBy: { field: 'name' },
    });
    return { shop, products };
  },
});

export const vendorOrders = defineRead({
  name: 'vendorOrders',
  summary: "The shop's parts of orders, newest first, optionally with the part in one status",
  audience: vendors,
  input: z.strictObject({ status: partStatusSchema.optional(), ...pageParams }),
  async run({ store, principal }, { status, ...paging }) {
    const vendor = asRole(principal, 'vendor');
    const page = await queryPage(
      store,
      'shopOrders',
      {
        where: [['shopId', vendor.shopId], ...(status ? [['partStatus', status] as const] : [])],
        orderBy: { field: 'createdAt', direction: 'desc' },
      },
      paging,
    );
    return mapPage(page, (record) => record.view);
  },
});

/** How many of their own orders a delivery person's list shows, newest first. */
export const ownOrdersShown = 50;

export async function openOrders(store: StoreReader): Promise<Order[]> {
  const lists = await Promise.all(
    openForDeliveryStatuses.map((status) =>
      store.query('orders', {
        where: [
          ['deliveryPersonId', null],
          ['status', status],
        ],
        orderBy: { field: 'createdAt' },
        limit: 100,
      }),
    ),
  );
  return lists.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * A delivery person's board: orders open to take (oldest first, they have waited longest) and
 * their own, newest first. Nothing else: other couriers' orders stay out of sight.
 */
export const deliveryOrders = defineRead({
  name: 'deliveryOrders',
  summary: 'Open orders to take and the orders assigned to the delivery person',
  audience: deliveryStaff,
  input: z.strictObject({}),
  async run({ store, principal }) {
    const courier = asRole(principal, 'delivery');
    const [open, mine] = await Promise.all([
      openOrders(store),
      store.query('orders', {
        where: [['deliveryPersonId', courier.deliveryId]],
        orderBy: { field: 'createdAt', direction: 'desc' },
        limit: ownOrdersShown,
      }),
    ]);
    return { open: orderViewsOf(courier, open), mine: orderViewsOf(courier, mine) };
  },
});
