import type { CartItem } from '@town/core';
import { useSyncExternalStore } from 'react';
import type { CartApi } from '../../state/AppState';

/** How long "Undo" stays offered after "−" took the last one out. */
const offeredForMs = 8000;

/** The item taken out and where it stood in the cart, so "Undo" puts it back in its place. */
let removed: { item: CartItem; index: number } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setRemoved(next: typeof removed) {
  removed = next;
  if (timer) clearTimeout(timer);
  timer = next ? setTimeout(() => setRemoved(undefined), offeredForMs) : undefined;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const nothing = () => undefined;

/** The item "−" or "Remove" just took out of the cart, while its undo is offered. */
export function useRemovedItem(): CartItem | undefined {
  return useSyncExternalStore(subscribe, () => removed?.item, nothing);
}

/**
 * A "+" or "−" on a cart line. "−" at 1 takes the item out (the cart's rule) and offers to put it
 * back: a tap too many should not cost the customer the search for the item again.
 */
export function stepCart(
  cart: CartApi,
  entry: CartItem | undefined,
  item: CartItem,
  count: 1 | -1,
): void {
  if (count === -1 && entry && entry.quantity <= 1) {
    removeWithUndo(cart, entry);
    return;
  }
  cart.update(item, count);
}

/** Takes an item out of the cart, keeping it for "Undo". */
export function removeWithUndo(cart: CartApi, entry: CartItem): void {
  const index = cart.items.findIndex((item) => item.id === entry.id);
  cart.remove([entry.id]);
  setRemoved({ item: entry, index: Math.max(0, index) });
}

/** Puts the removed item back as it was, with its quantity, unless it was added again since. */
export function undoRemoval(cart: CartApi): void {
  const taken = removed;
  if (!taken) return;
  setRemoved(undefined);
  if (cart.items.some((item) => item.id === taken.item.id)) return;
  const items = [...cart.items];
  items.splice(Math.min(taken.index, items.length), 0, taken.item);
  cart.replace(items);
}

export const forgetRemoval = () => setRemoved(undefined);
