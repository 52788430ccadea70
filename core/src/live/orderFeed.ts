import type { ReadContext } from '../app/define';
import { type Audience, orderStaff, type Principal } from '../app/principal';
import { type Order, orderStatuses, type ShopOrderView } from '../model/orders';
import { type StaffOrderView, staffOrderView } from '../orders/access';
import { isFinal } from '../orders/statusMachine';
import type { StoreReader } from '../ports';
import { openOrders, viewsOf } from '../reads/staffOrders';

/**
 * A live list: what a staff board shows when it opens, then every change to it. The local
 * host serves it as server-sent events, the Firebase host as Firestore listeners; both check
 * the audience and show each principal only what `view` lets through.
 */
export interface LiveFeedDef {
  name: string;
  summary: string;
  audience: Audience;
  /** The board when a client connects. */
  snapshot(ctx: ReadContext): Promise<StaffOrderView[]>;
  /** A changed order as this principal may see it, or null when it is not theirs to see. */
  view(principal: Principal, order: Order): StaffOrderView | null;
}

/** How many orders of one kind a board shows at connect time. */
export const boardSize = 200;

const active = (orders: readonly Order[]) => orders.filter((order) => !isFinal(order.status));

async function boardOrders({ store, principal }: ReadContext): Promise<Order[]> {
  switch (principal.role) {
    case 'admin': {
      const lists = await Promise.all(
        orderStatuses
          .filter((status) => !isFinal(status))
          .map((status) =>
            store.query('orders', {
              where: [['status', status]],
              orderBy: { field: 'createdAt', direction: 'desc' },
              limit: boardSize,
            }),
          ),
      );
      return lists.flat();
    }
    case 'delivery': {
      const mine = await store.query('orders', {
        where: [['deliveryPersonId', principal.deliveryId]],
        orderBy: { field: 'createdAt', direction: 'desc' },
        limit: boardSize,
      });
      return [...(await openOrders(store)), ...active(mine)];
    }
    default:
      return [];
  }
}

/** A shop's board: its parts of the orders still under way, newest first. */
async function shopBoard(store: StoreReader, shopId: string): Promise<ShopOrderView[]> {
  const records = await store.query('shopOrders', {
    where: [['shopId', shopId]],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: boardSize,
  });
  return records.map((record) => record.view).filter((view) => !isFinal(view.status));
}

/**
 * Orders as they change: admins see every active order, vendors their shop's part of theirs, delivery staff
 * the open ones and their own. An order that stops being theirs to see (another courier took
 * it) is announced as gone.
 */
export const orderFeed: LiveFeedDef = {
  name: 'orders',
  summary: 'Live changes to the orders the signed-in staff member may see',
  audience: orderStaff,
  async snapshot(ctx) {
    if (ctx.principal.role === 'vendor') return shopBoard(ctx.store, ctx.principal.shopId);
    const orders = await boardOrders(ctx);
    return viewsOf(ctx.principal, orders).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
  view: staffOrderView,
};

/** Every live feed by name: the local host serves each at /api/events/<name>. */
export const liveFeeds: Record<string, LiveFeedDef> = { [orderFeed.name]: orderFeed };
