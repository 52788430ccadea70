import type { Order } from '../model/orders';
import type { Transaction } from '../ports';
import { shopOrderRecords } from './parts';
import { withPhotoRetention } from './photoRetention';

/**
 * Writes an order with its per-shop records (what each shop's vendor reads), so the two never
 * disagree: every write of an order goes through here. Below the actions, so that any of them
 * (the photo sweeps too) can call it.
 */
export function saveOrder(tx: Transaction, saved: Order): void {
  const order = withPhotoRetention(saved);
  tx.set('orders', order);
  for (const record of shopOrderRecords(order)) tx.set('shopOrders', record);
}
