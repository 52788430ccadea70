import type { Product, Shop } from '@town/core';
import { useShopDays } from './openingHours';
import { ProductCard } from './ProductCard';

/**
 * Product cards in the shop grid. Where each product's shop stands (open, closed by its vendor,
 * opening later) is worked out once per shop for the grid, from one clock.
 */
export function ProductGrid({
  products,
  shopNameOf,
  shopOf,
}: {
  products: readonly Product[];
  /** The shop's name on each card, where a grid mixes shops. */
  shopNameOf?: ((shopId: string) => string | undefined) | undefined;
  /** The product's shop, for whether it is open or closed by its vendor. */
  shopOf?: ((shopId: string) => Shop | undefined) | undefined;
}) {
  const dayOf = useShopDays();
  return (
    <ul className="product-grid">
      {products.map((product) => {
        const shop = shopOf?.(product.shopId);
        return (
          <li key={product.id}>
            <ProductCard
              product={product}
              shopName={shopNameOf?.(product.shopId)}
              day={shop && dayOf(shop)}
            />
          </li>
        );
      })}
    </ul>
  );
}
