import type { Product } from '@town/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../i18n/format';
import { useCart, useTown } from '../../state/AppState';
import { addToCart, findInCart, isOutOfStock, maxQuantity, toCartItem } from './cartItems';
import { ProductImage } from './ProductImage';
import { productName } from './productName';
import { QuantityStepper } from './QuantityStepper';

/** Stock at or below this shows "Only N left". */
const lowStock = 5;

/** One product in a shop grid: picture, name, unit, price, stock, and add / − n + controls. */
export function ProductCard({ product, shopName }: { product: Product; shopName?: string }) {
  const { t, i18n } = useTranslation('shop');
  const name = productName(product, i18n.language);
  const format = useFormat();
  const cart = useCart();
  const { town } = useTown();
  const inCart = findInCart(cart, product);
  const out = isOutOfStock(product);
  const max = maxQuantity(product.stock, town);
  const item = toCartItem(product, shopName);
  return (
    <article className={out ? 'product-card product-card--out' : 'product-card'}>
      <Link to={`/buy/${product.id}`} className="product-card__link">
        <ProductImage src={product.image} name={product.name} category={product.category} />
        <h3 className="product-card__name">{name}</h3>
      </Link>
      <p className="product-card__meta">
        <span>{product.unit}</span>
        {shopName && <span className="product-card__shop">{shopName}</span>}
      </p>
      <p className="product-card__price">{format.price(product.pricePaise)}</p>
      {out ? (
        <p className="stock stock--out">{t('stock.out')}</p>
      ) : product.stock <= lowStock ? (
        <p className="stock stock--low">
          {t('stock.few', { count: product.stock, n: format.number(product.stock) })}
        </p>
      ) : null}
      <div className="product-card__action">
        {product.prescriptionRequired ? (
          <Link to="/medical/pharmacy" className="button button--quiet button--small button--block">
            {t('product.needsPrescription')}
          </Link>
        ) : out ? (
          <button type="button" className="button button--small button--block" disabled>
            {t('product.unavailable')}
          </button>
        ) : inCart ? (
          <QuantityStepper
            name={name}
            quantity={inCart.quantity}
            max={max}
            onChange={(count) => cart.update(item, count)}
          />
        ) : (
          <button
            type="button"
            className="button button--small button--block"
            onClick={() => addToCart(cart, item, 1)}
            aria-label={t('product.addNamed', { name })}
          >
            {t('product.add')}
          </button>
        )}
      </div>
    </article>
  );
}
