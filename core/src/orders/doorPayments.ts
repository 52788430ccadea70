import type { Actor, Order, PaymentMethod } from '../model/orders';
import type { DoorPayment } from '../model/payments';
import type { TownConfig, UpiPayee } from '../model/town';
import { liveParts } from './parts';

/**
 * Whom a customer pays by UPI at the door: a shop with its own UPI ID when the order is that
 * shop's alone (the shop then owes the town the delivery fee), otherwise the town. Null when
 * neither has a UPI ID: the courier takes cash only.
 */
export function upiPayeeFor(town: TownConfig, order: Pick<Order, 'parts'>): UpiPayee | null {
  const live = liveParts(order.parts);
  const shop = live.length === 1 ? live[0] : undefined;
  if (shop?.pickup?.upiId) return { id: shop.pickup.upiId, name: shop.shopName.slice(0, 60) };
  return town.upi ?? null;
}

/** "448.00": UPI apps want rupees with two decimals. */
const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/**
 * The `upi://pay` link any UPI app opens with the payee, the exact amount and the order's code
 * as the note, so the payment needs no gateway and the town can match it to the order.
 */
export function upiPayLink(payee: UpiPayee, amountPaise: number, code: string): string {
  const params = [
    ['pa', payee.id],
    ['pn', payee.name],
    ['am', rupees(amountPaise)],
    ['tn', code],
    ['cu', 'INR'],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `upi://pay?${params}`;
}

/** The record of money taken at the door for an order just delivered. */
export function doorPaymentOf(
  order: Order,
  collected: { method: PaymentMethod; by: Actor; at: string; upiReference?: string },
  deliveredOn: string,
): DoorPayment {
  return {
    id: order.id,
    orderId: order.id,
    code: order.code,
    method: collected.method,
    amountPaise: order.totalPaise,
    deliveryFeePaise: order.deliveryFeePaise,
    shares: liveParts(order.parts).map((part) => ({
      shopId: part.shopId,
      shopName: part.shopName,
      amountPaise: part.subtotalPaise,
    })),
    deliveryPersonId: order.deliveryPersonId,
    deliveredOn,
    deliveredAt: collected.at,
    cashHeld: collected.method === 'cash' && order.deliveryPersonId !== null,
    ...(collected.upiReference ? { upiReference: collected.upiReference } : {}),
  };
}
