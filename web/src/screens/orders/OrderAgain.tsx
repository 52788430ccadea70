import type { PrivateOrderView, Product } from '@town/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { backend } from '../../backend';
import { useTranslation } from '../../i18n/useTranslation';
import { useCart } from '../../state/AppState';
import { addToCart, isOutOfStock, toCartItem } from '../../state/cartItems';

/**
 * Puts a cart order's items back in the cart at today's prices and stock, then opens the cart
 * to check out again; says how many could not be added (sold out or gone).
 */
export function OrderAgain({
  order,
}: {
  order: Pick<PrivateOrderView, 'kind' | 'status'> & {
    items: ReadonlyArray<Pick<PrivateOrderView['items'][number], 'productId' | 'quantity'>>;
    parts: ReadonlyArray<Pick<PrivateOrderView['parts'][number], 'shopId' | 'shopName'>>;
  };
}) {
  const { t } = useTranslation('orders');
  const cart = useCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<number | undefined>();
  if (order.kind !== 'shop' || order.items.length === 0) return null;
  const over = order.status === 'delivered' || order.status === 'cancelled';

  async function again() {
    setBusy(true);
    let left = 0;
    const shopNames = new Map(order.parts.map((part) => [part.shopId, part.shopName]));
    for (const item of order.items) {
      try {
        const product = await backend.read<Product>('product', { id: item.productId });
        if (isOutOfStock(product)) {
          left += 1;
          continue;
        }
        const quantity = Math.min(item.quantity, product.stock);
        addToCart(cart, toCartItem(product, shopNames.get(product.shopId)), quantity);
      } catch {
        left += 1;
      }
    }
    setBusy(false);
    if (left === order.items.length) setMissing(left);
    else navigate('/cart');
  }

  return (
    <section className="order-again">
      <button
        type="button"
        // While this order is still under way, a second one is rarely meant: a quieter button.
        className={over ? 'button' : 'button button--quiet'}
        disabled={busy}
        onClick={() => void again()}
      >
        {t('again.button')}
      </button>
      {missing !== undefined && (
        <p className="muted" role="status">
          {t('again.none')}
        </p>
      )}
    </section>
  );
}
