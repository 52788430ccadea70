import type { CartItem, Product } from '@town/core';
import { slugOf } from './doctors';

export const categoryPath = (category: string) => `/medical/common/${slugOf(category)}`;

export interface MedicineType {
  name: string;
  slug: string;
  count: number;
}

/** The product categories of the pharmacy ("Fever & Pain", "First Aid"...), by name. */
export function medicineTypesOf(products: readonly Product[]): MedicineType[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.category) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, slug: slugOf(name), count }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** How many of a product can be ordered now: none when it is marked unavailable. */
export const inStock = (product: Product) => (product.available ? product.stock : 0);

/**
 * A product as a cart line. The extra fields travel with it so the cart can show
 * price and unit, and so the medicine order can tell pharmacy lines from other shops'.
 */
export function cartItemOf(product: Product): CartItem {
  return {
    id: product.id,
    name: product.name,
    quantity: 1,
    stock: inStock(product),
    shopId: product.shopId,
    shopType: product.shopType,
    unit: product.unit,
    pricePaise: product.pricePaise,
    ...(product.image ? { image: product.image } : {}),
    ...(product.prescriptionRequired ? { prescriptionRequired: true } : {}),
  };
}

export const isPharmacyLine = (item: CartItem) => item.shopType === 'pharmacy';
