import type { ReadContext } from '../app/define';
import { type Audience, orderStaff, type Principal } from '../app/principal';
import type { Order, ShopOrderView } from '../model/orders';
import { type StaffOrderView, staffOrderView } from '../orders/access';
import { isFinal } from '../orders/statusMachine';
import type { StoreReader } from '../ports';
import { viewsOf } from '../reads/staffOrders';
import { boardQueries } from './boardQueries';

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

const active = <T extends { status: Order['status'] }>(items: readonly T[]) =>
  items.filter((item) => !isFinal(item.status));

/** The orders of a staff member's board, from the same queries the Firebase boards listen to. */
async function boardOrders(store: StoreReader, principal: Principal): Promise<Order[]> {
  const lists = await Promise.all(
    boardQueries(principal).map((board) =>
      board.collection === 'orders' ? store.query('orders', board.query) : Promise.resolve([]),
    ),
  );
  return active(lists.flat());
}

/** A shop's board: its parts of the orders still under way, newest first. */
async function shopBoard(store: StoreReader, principal: Principal): Promise<ShopOrderView[]> {
  const lists = await Promise.all(
    boardQueries(principal).map((board) =>
      board.collection === 'shopOrders' ? store.query('shopOrders', board.query) : [],
    ),
  );
  return active(lists.flat().map((record) => record.view));
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
    if (ctx.principal.role === 'vendor') return shopBoard(ctx.store, ctx.principal);
    const orders = await boardOrders(ctx.store, ctx.principal);
    return viewsOf(ctx.principal, orders).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
  view: staffOrderView,
};

/** Every live feed by name: the local host serves each at /api/events/<name>. */
export const liveFeeds: Record<string, LiveFeedDef> = { [orderFeed.name]: orderFeed };
