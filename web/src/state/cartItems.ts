import type { CartItem, Product, Shop, TownConfig } from '@town/core';
import { type DeliveryTotals, deliveryTotals } from '@town/core/vocabulary';
import { textIn } from '../i18n/content';
import type { CartApi } from './AppState';

/**
 * The fields a shop product carries in the cart besides a cart item's id, name, quantity
 * and stock: enough to show the cart and its total without asking the server again.
 */
export interface ProductInCart extends CartItem {
  /** Bengali name and unit, shown on a Bengali page (the English `name` identifies the line). */
  nameBn?: string;
  unitBn?: string;
  pricePaise?: number;
  unit?: string;
  shopId?: string;
  shopName?: string;
  shopType?: Product['shopType'];
  prescriptionRequired?: boolean;
  category?: string;
  image?: string;
}

export function toCartItem(product: Product, shopName?: string): ProductInCart {
  return {
    id: product.id,
    name: product.name,
    quantity: 1,
    stock: product.stock,
    pricePaise: product.pricePaise,
    unit: product.unit,
    ...(product.nameBn ? { nameBn: product.nameBn } : {}),
    ...(product.unitBn ? { unitBn: product.unitBn } : {}),
    shopId: product.shopId,
    category: product.category,
    ...(shopName ? { shopName } : {}),
    shopType: product.shopType,
    ...(product.image ? { image: product.image } : {}),
    ...(product.prescriptionRequired ? { prescriptionRequired: true } : {}),
  };
}

/** A medicine the pharmacist hands over only against a prescription (flag kept in the cart). */
export const needsPrescription = (item: CartItem) => item.prescriptionRequired === true;

/**
 * What the catalog says today of a cart line's product and shop, when it is loaded: the shop's
 * name in either language (a line keeps the name it was added with, in that page's language),
 * and the product's Bengali for a line added before the cart kept it.
 */
export interface CartLineCatalog {
  product?: Pick<Product, 'id' | 'name' | 'nameBn' | 'unitBn'> | undefined;
  shop?: Pick<Shop, 'name' | 'nameBn'> | undefined;
}

/** Reads a cart entry's extra fields defensively: the cart comes back from browser storage. */
export function cartDetails(
  item: CartItem,
  language = 'en',
  catalog: CartLineCatalog = {},
): {
  name: string;
  pricePaise: number | undefined;
  unit: string | undefined;
  shopName: string | undefined;
} {
  const price = item.pricePaise;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const bengali = language.startsWith('bn');
  // The catalog's Bengali stands in only for the very product the line was added as.
  const product =
    catalog.product?.id === item.id && catalog.product.name === item.name
      ? catalog.product
      : undefined;
  return {
    name: (bengali && (text(item.nameBn) ?? text(product?.nameBn))) || item.name,
    pricePaise:
      typeof price === 'number' && Number.isInteger(price) && price >= 0 ? price : undefined,
    unit: (bengali && (text(item.unitBn) ?? text(product?.unitBn))) || text(item.unit),
    shopName: catalog.shop ? textIn(catalog.shop, 'name', language) : text(item.shopName),
  };
}

/** The cart entry of a product (matched by both id and name, as the cart has always done). */
export function findInCart(cart: CartApi, product: Pick<Product, 'id' | 'name'>) {
  return cart.items.find((item) => item.id === product.id && item.name === product.name);
}

export function isOutOfStock(product: Product): boolean {
  return !product.available || product.stock <= 0;
}

/** Most of one item a single order may take: the stock, and the town's per-item limit. */
export function maxQuantity(stock: number, town: TownConfig | undefined): number {
  return Math.max(0, Math.min(stock, town?.delivery.maxQuantityPerItem ?? stock));
}

/**
 * Adds `count` of a product. The cart's rules add a new item with quantity 1 whatever the
 * count, so a larger first amount is added as 1 and then raised by the rest.
 */
export function addToCart(cart: CartApi, item: ProductInCart, count: number): void {
  if (count < 1) return;
  if (findInCart(cart, item)) {
    cart.update(item, count);
    return;
  }
  cart.update(item, 1);
  if (count > 1) cart.update(item, count - 1);
}

/**
 * The cart's totals where it is delivered: core's `deliveryTotals`, the computation the server
 * charges by (the locality's fee and minimum order where the town lists localities).
 */
export function cartTotals(
  items: readonly CartItem[],
  town: TownConfig | undefined,
  areaId?: string,
): DeliveryTotals {
  const subtotalPaise = items.reduce(
    (sum, item) => sum + (cartDetails(item).pricePaise ?? 0) * item.quantity,
    0,
  );
  return deliveryTotals(subtotalPaise, town?.delivery ?? noDeliveryFee, areaId || undefined);
}

/** Until the town's settings arrive, no fee is shown rather than a guessed one. */
const noDeliveryFee = { feePaise: 0, freeAbovePaise: 0 };
