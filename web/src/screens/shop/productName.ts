import type { Product } from '@town/core';

/** A product's name in the page's language: the Bengali name when there is one, else English. */
export function productName(product: Pick<Product, 'name' | 'nameBn'>, language: string): string {
  return language.startsWith('bn') && product.nameBn ? product.nameBn : product.name;
}
