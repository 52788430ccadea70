import {
  type Cart,
  type CartItem,
  clearCart,
  removeFromCart,
  replaceCart,
  updateCart,
} from './cart';

/** The part of the Web Storage API the cart needs (localStorage in browsers). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface CartStore {
  get(): Cart;
  update(item: CartItem, count: number): void;
  replace(items: readonly CartItem[]): void;
  remove(ids: readonly string[]): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.quantity === 'number' &&
    typeof item.stock === 'number'
  );
}

/** Reads the saved cart; anything unreadable (absent, corrupt, tampered) starts empty. */
export function loadCart(storage: KeyValueStorage, key: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

/** A cart loaded from storage at start and saved to it on every change. */
export function createCartStore(storage: KeyValueStorage, key: string): CartStore {
  let cart: Cart = loadCart(storage, key);
  const listeners = new Set<() => void>();
  const commit = (next: Cart) => {
    cart = next;
    try {
      storage.setItem(key, JSON.stringify(cart));
    } catch {
      // Storage full or disabled (private mode): the cart still works for this visit.
    }
    for (const listener of listeners) listener();
  };
  return {
    get: () => cart,
    update: (item, count) => commit(updateCart(cart, item, count)),
    replace: (items) => commit(replaceCart(items)),
    remove: (ids) => commit(removeFromCart(cart, ids)),
    clear: () => commit(clearCart()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
