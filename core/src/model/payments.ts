import type { PaymentMethod } from './orders';

/** One shop's share of money taken at the door: what its part of the order came to. */
export interface DoorPaymentShare {
  shopId: string;
  shopName: string;
  amountPaise: number;
}

/**
 * Money taken at the door for one delivered order (the id is the order's), written with the
 * move to delivered. The day's totals per courier and per shop are sums of these, and a
 * courier's cash stays "to hand over" until an admin marks it handed over.
 */
export interface DoorPayment {
  id: string;
  orderId: string;
  code: string;
  method: PaymentMethod;
  amountPaise: number;
  /** The delivery fee within the amount: the town's, not a shop's. */
  deliveryFeePaise: number;
  shares: DoorPaymentShare[];
  /** Who took the money: the order's courier (or an admin who closed the order). */
  deliveryPersonId: string | null;
  /** The town's calendar date of the delivery. */
  deliveredOn: string;
  deliveredAt: string;
  /**
   * Cash a courier still holds for this order: true until an admin marks it handed over. Kept
   * as a field so "cash to hand over" is one equality query on either host.
   */
  cashHeld: boolean;
  /**
   * UPI only: the reference digits the courier read off the payer's phone. Absent when the
   * courier marked it from Telegram's button, which asks for none: the admin checks those.
   */
  upiReference?: string;
  /** Cash only: when an admin took the courier's cash, and which admin. */
  handedOver?: { at: string; adminId: string };
}
