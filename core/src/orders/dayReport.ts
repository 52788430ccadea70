import type {
  Order,
  OrderItem,
  OrderKind,
  OrderPart,
  OrderStatus,
  PartCancellation,
} from '../model/orders';
import type { DoorPayment } from '../model/payments';
import type { TownConfig } from '../model/town';
import { orderStatuses } from '../vocabulary';
import { cancellationOf } from './cancellations';
import { expectedArrivalIfPlaced, type ShopDaysOf } from './expectedArrival';

/** One order of the day as the report lists it (a row of its CSV). */
export interface DayReportOrder {
  code: string;
  kind: OrderKind;
  placedAt: string;
  status: OrderStatus;
  /** The shops whose parts it has (for a vendor: their own). */
  shops: string[];
  /** What it comes to (for a vendor: their part's goods). */
  totalPaise: number;
  /** When the checkout said it would arrive; absent where the town sets no figures. */
  expectedBy?: string;
  deliveredAt?: string;
  /** Delivered after `expectedBy`, or still on its way past it when the report was made. */
  late: boolean;
  paidBy?: 'cash' | 'upi';
  cancelled?: PartCancellation;
}

export interface DayReportShop {
  shopId: string;
  shopName: string;
  /** Orders with a part from this shop. */
  orders: number;
  delivered: number;
  /** Parts cancelled, by the shop or anyone else. */
  cancelled: number;
  /** The goods of its delivered parts. */
  deliveredGoodsPaise: number;
}

export interface DayReportProduct {
  productId: string;
  name: string;
  quantity: number;
  amountPaise: number;
}

/** A day's orders, summed up for the admin or for one shop. */
export interface DayReport {
  /** The town's calendar date the orders were placed on. */
  day: string;
  orderCount: number;
  byStatus: Record<OrderStatus, number>;
  shops: DayReportShop[];
  late: DayReportOrder[];
  cancelled: DayReportOrder[];
  /** The most sold goods of orders not cancelled, by amount. */
  topProducts: DayReportProduct[];
  /** Every order of the day, newest first: what the CSV holds. */
  orders: DayReportOrder[];
}

/** How many products the report names. */
export const topProductsShown = 10;

const deliveredAtOf = (order: Order) => order.history.findLast((c) => c.status === 'delivered')?.at;

/** An order as the report's reader sees it: the whole order, or one shop's part of it. */
interface Seen {
  order: Order;
  parts: readonly OrderPart[];
  status: OrderStatus;
  totalPaise: number;
  cancelled?: PartCancellation;
  /** The goods that went out or are on their way. */
  lines: readonly OrderItem[];
}

function seenWhole(order: Order): Seen {
  const cancelled = cancellationOf(order);
  const lines =
    order.status === 'cancelled'
      ? []
      : order.parts.length === 0
        ? order.items
        : order.parts.flatMap((part) => (part.status === 'cancelled' ? [] : part.lines));
  return {
    order,
    parts: order.parts,
    status: order.status,
    totalPaise: order.totalPaise,
    ...(cancelled ? { cancelled } : {}),
    lines,
  };
}

/**
 * An order as one shop sees it: its own part alone, its goods as the total, and cancelled when
 * its part was (the rest of the order may have gone on without it).
 */
function seenByShop(order: Order, shopId: string): Seen {
  const own = order.parts.find((part) => part.shopId === shopId);
  const cancelled = (own && cancellationOf(own)) ?? cancellationOf(order);
  return {
    order,
    parts: own ? [own] : [],
    status: cancelled ? 'cancelled' : order.status,
    totalPaise: own?.subtotalPaise ?? 0,
    ...(cancelled ? { cancelled } : {}),
    lines: own && !cancelled ? own.lines : [],
  };
}

interface ReportContext {
  town: Pick<TownConfig, 'delivery' | 'timeZone'>;
  shopOf: ShopDaysOf;
  now: Date;
}

function reportRow(seen: Seen, { town, shopOf, now }: ReportContext): DayReportOrder {
  const { order, status } = seen;
  // The promise the checkout made: every shop of the order, cancelled parts too, as it was then.
  const shopDays = order.parts.flatMap((part) => shopOf(part.shopId) ?? []);
  const expectedBy = expectedArrivalIfPlaced(town, new Date(order.createdAt), shopDays);
  const deliveredAt = status === 'delivered' ? deliveredAtOf(order) : undefined;
  const over = status === 'delivered' || status === 'cancelled';
  const late =
    expectedBy !== undefined &&
    (deliveredAt !== undefined
      ? deliveredAt > expectedBy
      : !over && now.toISOString() > expectedBy);
  return {
    code: order.code,
    kind: order.kind,
    placedAt: order.createdAt,
    status,
    shops: seen.parts.map((part) => part.shopName),
    totalPaise: seen.totalPaise,
    ...(expectedBy ? { expectedBy } : {}),
    ...(deliveredAt ? { deliveredAt } : {}),
    late,
    ...(order.collected && status === 'delivered' ? { paidBy: order.collected.method } : {}),
    ...(seen.cancelled ? { cancelled: seen.cancelled } : {}),
  };
}

function shopsOf(seen: readonly Seen[]): DayReportShop[] {
  const shops = new Map<string, DayReportShop>();
  for (const { order, parts } of seen) {
    for (const part of parts) {
      const shop = shops.get(part.shopId) ?? {
        shopId: part.shopId,
        shopName: part.shopName,
        orders: 0,
        delivered: 0,
        cancelled: 0,
        deliveredGoodsPaise: 0,
      };
      shop.orders += 1;
      if (part.status === 'cancelled' || order.status === 'cancelled') shop.cancelled += 1;
      else if (order.status === 'delivered') {
        shop.delivered += 1;
        shop.deliveredGoodsPaise += part.subtotalPaise;
      }
      shops.set(part.shopId, shop);
    }
  }
  return [...shops.values()].sort((a, b) => a.shopName.localeCompare(b.shopName));
}

function topProductsOf(seen: readonly Seen[]): DayReportProduct[] {
  const products = new Map<string, DayReportProduct>();
  for (const line of seen.flatMap((each) => each.lines)) {
    const product = products.get(line.productId) ?? {
      productId: line.productId,
      name: line.name,
      quantity: 0,
      amountPaise: 0,
    };
    product.quantity += line.quantity;
    product.amountPaise += line.lineTotalPaise;
    products.set(line.productId, product);
  }
  return [...products.values()]
    .sort((a, b) => b.amountPaise - a.amountPaise || a.name.localeCompare(b.name))
    .slice(0, topProductsShown);
}

/**
 * A day's report from its orders (placed that day, in the town's calendar), for the admin or,
 * with `shopId`, for that shop alone: counts by status and by shop, the late and the cancelled
 * orders with who cancelled and why, the most sold goods, and a row for each order. `now`
 * decides whether an order still on its way is late yet.
 */
export function dayReportOf(
  day: string,
  orders: readonly Order[],
  context: ReportContext & { shopId?: string },
): DayReport {
  const { shopId } = context;
  const seen = [...orders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((order) => (shopId === undefined ? seenWhole(order) : seenByShop(order, shopId)));
  const rows = seen.map((each) => reportRow(each, context));
  const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) byStatus[row.status] += 1;
  return {
    day,
    orderCount: rows.length,
    byStatus,
    shops: shopsOf(seen),
    late: rows.filter((row) => row.late),
    cancelled: rows.filter((row) => row.status === 'cancelled'),
    topProducts: topProductsOf(seen),
    orders: rows,
  };
}

/** A shop's money of the day: its share of what was paid at the door, cash and UPI. */
export function shopMoneyOf(payments: readonly DoorPayment[], shopId: string) {
  let cashPaise = 0;
  let upiPaise = 0;
  for (const payment of payments) {
    for (const share of payment.shares) {
      if (share.shopId !== shopId) continue;
      if (payment.method === 'cash') cashPaise += share.amountPaise;
      else upiPaise += share.amountPaise;
    }
  }
  return { cashPaise, upiPaise };
}
