import type { CartItem } from '@town/core';
import { useCallback, useSyncExternalStore } from 'react';
import { type CartApi, cartApi, useCartStore } from './AppState';

const noLine = () => undefined;

/**
 * One product's line in the cart (matched by id and name, as the cart matches), and the cart as
 * it is at the moment of a tap to change it through. For a grid of product cards: a card renders
 * again when its own line changes, not every card on every change of the cart, nor every card
 * right after hydration when the saved cart replaces the empty one the host rendered with.
 * Its own module: only the product screens use it, so it stays out of the first load.
 */
export function useCartLine(product: Pick<CartItem, 'id' | 'name'>): {
  line: CartItem | undefined;
  cartNow: () => CartApi;
} {
  const store = useCartStore('useCartLine');
  const { id, name } = product;
  const line = useSyncExternalStore(
    store.subscribe,
    () => store.get().find((item) => item.id === id && item.name === name),
    noLine,
  );
  const cartNow = useCallback(() => cartApi(store, store.get()), [store]);
  return { line, cartNow };
}
