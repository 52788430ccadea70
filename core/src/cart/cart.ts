/**
 * The cart, exactly as the product specification states it. Pure functions over an array, so the
 * web app, tests and any other client apply the same rules.
 */
export interface CartItem {
  id: string;
  name: string;
  quantity: number;
  stock: number;
  /** Other item fields passed in (price, unit, shop...) travel with the item untouched. */
  [field: string]: unknown;
}

export type Cart = readonly CartItem[];

const sameItem = (a: Pick<CartItem, 'id' | 'name'>, b: Pick<CartItem, 'id' | 'name'>) =>
  a.id === b.id && a.name === b.name;

/**
 * Changes the quantity of `item` by `count`. An item matching by both id and name changes by
 * the count; a count below -1 also sets its stock to the new quantity; an item whose quantity
 * reaches 0 is dropped. An item not yet in the cart is added with quantity 1.
 */
export function updateCart(cart: Cart, item: CartItem, count: number): CartItem[] {
  const existing = cart.find((entry) => sameItem(entry, item));
  if (!existing) return [...cart, { ...item, quantity: 1 }];
  return cart.flatMap((entry) => {
    if (entry !== existing) return [entry];
    const quantity = entry.quantity + count;
    if (quantity <= 0) return [];
    return [count < -1 ? { ...entry, quantity, stock: quantity } : { ...entry, quantity }];
  });
}

export function replaceCart(items: readonly CartItem[]): CartItem[] {
  return [...items];
}

export function removeFromCart(cart: Cart, ids: readonly string[]): CartItem[] {
  const gone = new Set(ids);
  return cart.filter((entry) => !gone.has(entry.id));
}

export function clearCart(): CartItem[] {
  return [];
}

export function cartCount(cart: Cart): number {
  return cart.reduce((sum, entry) => sum + entry.quantity, 0);
}
