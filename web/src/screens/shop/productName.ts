import type { Product } from '@town/core';
import { textIn } from '../../i18n/content';

/** A product's name in the page's language: the Bengali name when there is one, else English. */
export function productName(product: Pick<Product, 'name' | 'nameBn'>, language: string): string {
  return textIn(product, 'name', language);
}
