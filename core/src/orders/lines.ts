import type { Product } from '../model/catalog';
import type { OrderItem } from '../model/orders';

/** A Bengali text worth keeping: set and not blank. */
const bengali = (text: string | undefined) =>
  text !== undefined && text.trim() !== '' ? text : undefined;

/**
 * One line of an order as the product was when the order was accepted: its names (English, and
 * Bengali when the product has it), unit and price are copied, not looked up later, so the
 * order stays a record of what was bought even after the catalog changes. Orders placed before
 * Bengali was kept have no `nameBn`: pages show the English name for them.
 */
export function orderLineOf(product: Product, quantity: number): OrderItem {
  const nameBn = bengali(product.nameBn);
  const unitBn = bengali(product.unitBn);
  return {
    productId: product.id,
    shopId: product.shopId,
    name: product.name,
    ...(nameBn ? { nameBn } : {}),
    unit: product.unit,
    ...(unitBn ? { unitBn } : {}),
    unitPricePaise: product.pricePaise,
    quantity,
    lineTotalPaise: product.pricePaise * quantity,
    ...weighedPartOf(product, quantity),
  };
}

/** Goods sold by weight: the weight asked and its estimated price, kept on the line. */
function weighedPartOf(product: Product, quantity: number): Pick<OrderItem, 'weighed'> {
  if (product.soldBy !== 'weight' || product.stepGrams === undefined) return {};
  return {
    weighed: {
      stepGrams: product.stepGrams,
      askedGrams: product.stepGrams * quantity,
      estimatedPaise: product.pricePaise * quantity,
    },
  };
}

/** A shop's names as an order keeps them beside its part, in both languages. */
export function shopNamesOf(shop: { name: string; nameBn?: string }): {
  shopName: string;
  shopNameBn?: string;
} {
  const shopNameBn = bengali(shop.nameBn);
  return { shopName: shop.name, ...(shopNameBn ? { shopNameBn } : {}) };
}
