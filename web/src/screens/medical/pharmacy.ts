import type { CartItem, Product } from '@town/core';
import { textIn } from '../../i18n/content';
import { slugOf } from './doctors';

export const categoryPath = (category: string) => `/medical/common/${slugOf(category)}`;

export interface MedicineType {
  /** The English category: the page's address is made from it. */
  name: string;
  /** What the page shows: the Bengali category on a Bengali page, when a product carries one. */
  label: string;
  slug: string;
  count: number;
}

/** The product categories of the pharmacy ("Fever & Pain", "First Aid"...), by name. */
export function medicineTypesOf(products: readonly Product[], language = 'en'): MedicineType[] {
  const counts = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const product of products) {
    if (!product.category) continue;
    counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
    if (product.categoryBn || !labels.has(product.category))
      labels.set(product.category, textIn(product, 'category', language));
  }
  return [...counts]
    .map(([name, count]) => ({ name, label: labels.get(name) ?? name, slug: slugOf(name), count }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
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
    ...(product.nameBn ? { nameBn: product.nameBn } : {}),
    ...(product.unitBn ? { unitBn: product.unitBn } : {}),
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
