import type {
  Order,
  OrderItem,
  OrderPart,
  OrderStatus,
  PartChange,
  PartStatus,
  ShopOrderRecord,
  ShopOrderView,
} from '../model/orders';

/**
 * One part per shop, in the order the shops first appear among the lines. `shopName` finds a
 * shop's name; a shop no longer listed is named by its id.
 */
export function partsFor(
  items: readonly OrderItem[],
  shopIds: readonly string[],
  shopName: (shopId: string) => string | undefined,
  placed: PartChange,
): OrderPart[] {
  return shopIds.map((shopId) => {
    const lines = items.filter((item) => item.shopId === shopId);
    return {
      shopId,
      shopName: shopName(shopId) ?? shopId,
      lines,
      subtotalPaise: lines.reduce((sum, line) => sum + line.lineTotalPaise, 0),
      status: 'placed',
      history: [placed],
    };
  });
}

export const liveParts = (parts: readonly OrderPart[]) =>
  parts.filter((part) => part.status !== 'cancelled');

/** Parts the courier has collected, or delivered with the order. */
const withCourier = (status: PartStatus) => status === 'pickedUp' || status === 'delivered';

/**
 * The order's status from its parts: cancelled when every part is; placed while a shop still has
 * to accept; delivered when every part still in it is; out for delivery once the courier has
 * picked up every part still in it; ready when every shop still in it has packed (some parts may
 * be picked up already); accepted in between. A courier may take an order only once every shop
 * has accepted it.
 */
export function statusFromParts(parts: readonly OrderPart[]): OrderStatus {
  const live = liveParts(parts);
  if (live.length === 0) return 'cancelled';
  if (live.every((part) => part.status === 'delivered')) return 'delivered';
  if (live.some((part) => part.status === 'placed')) return 'placed';
  if (live.every((part) => withCourier(part.status))) return 'outForDelivery';
  if (live.every((part) => part.status === 'ready' || withCourier(part.status))) return 'ready';
  return 'accepted';
}

/**
 * Where a part stands as people are told: its own status, except on orders that left before
 * parts were picked up and delivered one by one, whose parts stayed "ready" once the courier had
 * them.
 */
export function partAsItStands(orderStatus: OrderStatus, status: PartStatus): PartStatus {
  if (status === 'cancelled' || status === 'delivered') return status;
  if (orderStatus === 'delivered') return 'delivered';
  if (orderStatus === 'outForDelivery' && status === 'ready') return 'pickedUp';
  return status;
}

/**
 * The order's money after its parts changed: the subtotal of the parts still in it, plus the
 * delivery fee fixed at checkout. An order whose every part is cancelled keeps the sums it had,
 * so the customer still sees what the order was.
 */
export function totalsFromParts(
  order: Pick<Order, 'subtotalPaise' | 'deliveryFeePaise'>,
  parts: readonly OrderPart[],
): Pick<Order, 'subtotalPaise' | 'totalPaise'> {
  const live = liveParts(parts);
  if (live.length === 0 || parts.length === 0) {
    return {
      subtotalPaise: order.subtotalPaise,
      totalPaise: order.subtotalPaise + order.deliveryFeePaise,
    };
  }
  const subtotalPaise = live.reduce((sum, part) => sum + part.subtotalPaise, 0);
  return { subtotalPaise, totalPaise: subtotalPaise + order.deliveryFeePaise };
}

const upgradedPartStatus: Record<OrderStatus, PartStatus> = {
  placed: 'placed',
  accepted: 'accepted',
  ready: 'ready',
  outForDelivery: 'pickedUp',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * An order stored before orders had parts, as it reads now: one part per shop, each where the
 * whole order stood (out for delivery: picked up; delivered: delivered), with the order's history
 * up to then.
 */
export function withParts(
  order: Omit<Order, 'parts'> & { parts?: OrderPart[] },
  shopName: (shopId: string) => string | undefined,
): Order {
  if (order.parts) return order as Order;
  const status = upgradedPartStatus[order.status];
  const history = order.history.filter((change) =>
    (['placed', 'accepted', 'ready', 'delivered', 'cancelled'] as const).some(
      (s) => s === change.status,
    ),
  ) as PartChange[];
  const parts = order.shopIds.map((shopId) => {
    const lines = order.items.filter((item) => item.shopId === shopId);
    return {
      shopId,
      shopName: shopName(shopId) ?? shopId,
      lines,
      subtotalPaise: lines.reduce((sum, line) => sum + line.lineTotalPaise, 0),
      status,
      history:
        history.length > 0
          ? history
          : [{ status: 'placed' as const, at: order.createdAt, by: { role: 'customer' as const } }],
    };
  });
  return { ...order, parts };
}

/** What the shop `shopId` sees of an order, or null when none of it is theirs. */
export function shopOrderView(order: Order, shopId: string): ShopOrderView | null {
  const part = order.parts.find((each) => each.shopId === shopId);
  if (!part) return null;
  return {
    id: order.id,
    code: order.code,
    kind: order.kind,
    customer: order.customer,
    address: order.address,
    ...(order.shoppingList ? { shoppingList: order.shoppingList } : {}),
    ...(order.prescriptionPhoto ? { prescriptionPhoto: order.prescriptionPhoto } : {}),
    // The proof is the shop's too: a customer who says nothing came asks the shop first.
    ...(order.proofPhotos ? { proofPhotos: order.proofPhotos } : {}),
    ...(order.photosRemoved ? { photosRemoved: order.photosRemoved } : {}),
    // The order's own note is the shop's only when it is the only shop; with several, each
    // shop has its part's note and the order's note is for the delivery.
    ...(order.note && order.parts.length <= 1 ? { note: order.note } : {}),
    // The shop packs in time for the customer's window: its board groups orders by slot.
    ...(order.slot ? { slot: order.slot } : {}),
    payment: order.payment,
    status: order.status,
    deliveryPersonId: order.deliveryPersonId,
    placedOn: order.placedOn,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    part,
    shopCount: order.parts.length,
  };
}

export const shopOrderId = (orderId: string, shopId: string) => `${orderId}_${shopId}`;

/** The per-shop records of an order: one for each of its parts. */
export function shopOrderRecords(order: Order): ShopOrderRecord[] {
  return order.parts.map((part) => ({
    id: shopOrderId(order.id, part.shopId),
    orderId: order.id,
    shopId: part.shopId,
    partStatus: part.status,
    createdAt: order.createdAt,
    view: shopOrderView(order, part.shopId) as ShopOrderView,
  }));
}

/**
 * Where a shop's part of an order stands, as its board shows it: new, accepted, packed, picked
 * up by the courier, delivered, or cancelled.
 */
export function shopStatus(view: Pick<ShopOrderView, 'status' | 'part'>): PartStatus {
  return partAsItStands(view.status, view.part.status);
}

/** A part the shop has nothing more to do for: the courier has it, or it is over. */
export const isDoneForShop = (status: PartStatus) =>
  status === 'pickedUp' || status === 'delivered' || status === 'cancelled';
