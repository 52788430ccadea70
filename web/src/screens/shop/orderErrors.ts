import { refusalOf, type Shortage } from '@town/core/refusals';
import type { BackendError } from '../../backend/types';

export type { Shortage };

/** What a refused order says that the cart can act on. */
export type OrderProblem =
  | { kind: 'shortage'; shortages: Shortage[] }
  | { kind: 'prescription'; productId: string }
  | { kind: 'gone' };

/**
 * Reads a refused order by its reason: too little stock (with what is left of each product),
 * a medicine that needs a prescription, or a product no longer sold.
 */
export function orderProblem(error: BackendError | undefined): OrderProblem | undefined {
  if (!error) return undefined;
  const stock = refusalOf(error.details, 'out-of-stock');
  if (stock && stock.shortages.length > 0) return { kind: 'shortage', shortages: stock.shortages };
  const prescription = refusalOf(error.details, 'prescription-needed');
  if (prescription) return { kind: 'prescription', productId: prescription.productId };
  if (error.status === 'NOT_FOUND') return { kind: 'gone' };
  return undefined;
}
