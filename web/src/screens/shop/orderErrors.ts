import { type ClosedShop, refusalOf, type Shortage } from '@town/core/refusals';
import type { BackendError } from '../../backend/types';

export type { ClosedShop, Shortage };

/** What a refused order says that the cart can act on. */
export type OrderProblem =
  | { kind: 'shortage'; shortages: Shortage[] }
  | { kind: 'closed'; shops: ClosedShop[] }
  | { kind: 'prescription'; productId: string }
  /** The locality sent is no longer listed (the town changed its list since the page loaded). */
  | { kind: 'outsideArea' }
  | { kind: 'belowMinimum'; areaId: string; minOrderPaise: number; toMinimumPaise: number }
  | { kind: 'gone' };

/**
 * Reads a refused order by its reason: too little stock (with what is left of each product),
 * a shop its vendor closed, a medicine that needs a prescription, or a product no longer sold.
 */
export function orderProblem(error: BackendError | undefined): OrderProblem | undefined {
  if (!error) return undefined;
  const closed = refusalOf(error.details, 'shop-closed');
  if (closed && closed.closedShops.length > 0) return { kind: 'closed', shops: closed.closedShops };
  const stock = refusalOf(error.details, 'out-of-stock');
  if (stock && stock.shortages.length > 0) return { kind: 'shortage', shortages: stock.shortages };
  const prescription = refusalOf(error.details, 'prescription-needed');
  if (prescription) return { kind: 'prescription', productId: prescription.productId };
  if (refusalOf(error.details, 'outside-delivery-area')) return { kind: 'outsideArea' };
  const minimum = refusalOf(error.details, 'below-minimum-order');
  if (minimum) {
    const { areaId, minOrderPaise, toMinimumPaise } = minimum;
    return { kind: 'belowMinimum', areaId, minOrderPaise, toMinimumPaise };
  }
  if (error.status === 'NOT_FOUND') return { kind: 'gone' };
  return undefined;
}
