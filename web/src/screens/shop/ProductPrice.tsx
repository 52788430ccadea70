import type { Product } from '@town/core';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * A product's price as a shopper reads it: goods sold by weight say theirs is an estimate for
 * one step ("≈ ₹150 for 500 g (weighed)"), since the shop weighs what it packs.
 */
export function ProductPrice({
  product,
}: {
  product: Pick<Product, 'pricePaise' | 'soldBy' | 'stepGrams'>;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const price = format.price(product.pricePaise);
  if (product.soldBy !== 'weight' || product.stepGrams === undefined) return <>{price}</>;
  return <>{t('weighed.estimate', { price, grams: format.number(product.stepGrams) })}</>;
}
