import type { Product } from '@town/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useTown } from '../../state/AppState';
import { addToCart, isOutOfStock, maxQuantity, toCartItem } from '../../state/cartItems';
import { useCartLine } from '../../state/cartLine';
import type { ShopDay } from './openingHours';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { productName } from './productName';
import { QuantityStepper } from './QuantityStepper';
import { stepCart } from './undoRemoval';

/** Stock at or below this shows "Only N left". */
const lowStock = 5;

/**
 * One product in a shop grid: picture, name, unit, price, stock, and add / − n + controls. With
 * its shop's day known, a product of a shop its vendor closed says when it opens and cannot be
 * added; outside the shop's hours it says that the order waits for the opening. Memoised: a
 * grid renders again as the resident types in its search box or the clock turns, and a card
 * whose product, shop and shop's day are unchanged need not (`useShopDays` keeps a day's object).
 */
export const ProductCard = memo(function ProductCard({
  product,
  shopName,
  day,
}: {
  product: Product;
  shopName?: string | undefined;
  /** Where its shop stands now (`useShopDays`); undefined where the shop is not known. */
  day?: ShopDay | undefined;
}) {
  const { t, i18n } = useTranslation('shop');
  const name = productName(product, i18n.language);
  const format = useFormat();
  const text = useText();
  const { line: inCart, cartNow } = useCartLine(product);
  const { town } = useTown();
  const out = isOutOfStock(product);
  const max = maxQuantity(product.stock, town);
  const item = toCartItem(product, shopName);
  const shut = day !== undefined && !day.takesOrders;
  return (
    <article className={out ? 'product-card product-card--out' : 'product-card'}>
      <Link to={`/buy/${product.id}`} className="product-card__link">
        <ProductImage src={product.image} name={product.name} category={product.category} />
        <h3 className="product-card__name">{name}</h3>
      </Link>
      <p className="product-card__meta">
        <span>{text(product, 'unit')}</span>
        {shopName && <span className="product-card__shop">{shopName}</span>}
      </p>
      <p className="product-card__price">
        <ProductPrice product={product} />
      </p>
      {out ? (
        <p className="stock stock--out">{t('stock.out')}</p>
      ) : product.stock <= lowStock ? (
        <p className="stock stock--low">
          {t('stock.few', { count: product.stock, n: format.number(product.stock) })}
        </p>
      ) : null}
      {day && !day.state.open && (
        <p
          className={shut ? 'product-card__opens product-card__opens--shut' : 'product-card__opens'}
        >
          {shut ? day.label : day.opens ? t('product.opensLater', { when: day.opens }) : day.label}
        </p>
      )}
      <div className="product-card__action">
        {product.prescriptionRequired ? (
          <Link to="/medical/pharmacy" className="button button--quiet button--small button--block">
            {t('product.needsPrescription')}
          </Link>
        ) : out ? (
          <button type="button" className="button button--small button--block" disabled>
            {t('product.unavailable')}
          </button>
        ) : shut ? (
          <button type="button" className="button button--small button--block" disabled>
            {t('product.shopClosed')}
          </button>
        ) : inCart ? (
          <QuantityStepper
            name={name}
            quantity={inCart.quantity}
            max={max}
            onChange={(count) => stepCart(cartNow(), inCart, item, count)}
          />
        ) : (
          <button
            type="button"
            className="button button--small button--block"
            onClick={() => addToCart(cartNow(), item, 1)}
            aria-label={t('product.addNamed', { name })}
          >
            {t('product.add')}
          </button>
        )}
      </div>
    </article>
  );
});
