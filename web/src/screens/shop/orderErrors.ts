import type { BackendError } from '../../backend/types';

/** A product the server could not supply in the amount asked (createOrder's details). */
export interface Shortage {
  productId: string;
  name: string;
  available: number;
  requested: number;
}

/** A shop its vendor closed (createOrder's details): closed today, or on holiday until reopensOn. */
export interface ClosedShop {
  shopId: string;
  name: string;
  kind: 'today' | 'holiday';
  reopensOn: string;
}

function isClosedShop(value: unknown): value is ClosedShop {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.shopId === 'string' &&
    typeof s.name === 'string' &&
    (s.kind === 'today' || s.kind === 'holiday') &&
    typeof s.reopensOn === 'string'
  );
}

/** What a refused order says that the cart can act on. */
export type OrderProblem =
  | { kind: 'shortage'; shortages: Shortage[] }
  | { kind: 'closed'; shops: ClosedShop[] }
  | { kind: 'prescription'; productId: string }
  | { kind: 'gone' };

function isShortage(value: unknown): value is Shortage {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.productId === 'string' &&
    typeof s.name === 'string' &&
    typeof s.available === 'number' &&
    typeof s.requested === 'number'
  );
}

/**
 * Reads the details of a refused order: too little stock (with what is left of each product),
 * a shop its vendor closed, a medicine that needs a prescription, or a product no longer sold.
 */
export function orderProblem(error: BackendError | undefined): OrderProblem | undefined {
  if (!error) return undefined;
  const details = (error.details ?? {}) as {
    shortages?: unknown;
    productId?: unknown;
    closedShops?: unknown;
  };
  if (error.status === 'FAILED_PRECONDITION') {
    if (Array.isArray(details.closedShops)) {
      const shops = details.closedShops.filter(isClosedShop);
      if (shops.length > 0) return { kind: 'closed', shops };
    }
    if (Array.isArray(details.shortages)) {
      const shortages = details.shortages.filter(isShortage);
      if (shortages.length > 0) return { kind: 'shortage', shortages };
    }
    if (typeof details.productId === 'string') {
      return { kind: 'prescription', productId: details.productId };
    }
  }
  if (error.status === 'NOT_FOUND') return { kind: 'gone' };
  return undefined;
}
