import type { Product, Shop } from '@town/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { useCart, useTown } from '../../state/AppState';
import {
  addToCart,
  findInCart,
  isOutOfStock,
  maxQuantity,
  toCartItem,
} from '../../state/cartItems';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { CartBar } from './CartBar';
import { isMissing } from './missing';
import { useShopDay } from './openingHours';
import { ProductGrid } from './ProductGrid';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { productName } from './productName';
import { QuantityStepper } from './QuantityStepper';
import { ShopCard } from './ShopCard';
import './shop.css';
import { textIn } from '../../i18n/content';

/** Where each kind of shop lives, for the way back. */
const shopScreen: Record<Product['shopType'], string> = {
  grocery: '/grocery',
  bazaar: '/bazaar',
  food: '/food',
  onlineShop: '/onlineShop',
  pharmacy: '/medical/pharmacy',
};

/** /buy/{product}: one product with its shop, a quantity and "Add to cart". */
export default function BuyScreen() {
  const { t } = useTranslation('shop');
  const { product: id = '' } = useParams();
  const state = useRead('product', { id });
  if (state.data) return <ProductPage product={state.data} />;
  if (state.error && isMissing(state.error)) {
    return (
      <Page title={t('buy.missingTitle')} back="/catalog" className="shop-page">
        <EmptyState
          action={
            <Link to="/catalog" className="button button--quiet">
              {t('buy.browse')}
            </Link>
          }
        >
          {t('buy.missing')}
        </EmptyState>
      </Page>
    );
  }
  return (
    <div className="page shop-page">
      {state.error ? <Problem error={state.error} onRetry={state.reload} /> : <Loading />}
    </div>
  );
}

function ProductPage({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('shop');
  const shop = useRead('shop', { id: product.shopId });
  const shopName = shop.data ? textIn(shop.data.shop, 'name', i18n.language) : undefined;
  const others = (shop.data?.products ?? []).filter((p) => p.id !== product.id).slice(0, 4);
  return (
    <Page
      title={productName(product, i18n.language)}
      eyebrow={textIn(product, 'category', i18n.language) || undefined}
      back={shopScreen[product.shopType]}
      className="shop-page"
    >
      <div className="buy">
        <ProductImage
          src={product.image}
          name={productName(product, i18n.language)}
          category={product.category}
          size="large"
        />
        <div className="buy__info">
          <BuyBox product={product} shopName={shopName} shop={shop.data?.shop} />
          {product.description && (
            <p className="buy__description">{textIn(product, 'description', i18n.language)}</p>
          )}
        </div>
      </div>
      {shop.data && (
        <section className="shop-section" aria-labelledby="sold-by-title">
          <h2 id="sold-by-title" className="section-title">
            {t('buy.soldBy')}
          </h2>
          <div className="sold-by">
            <ShopCard shop={shop.data.shop} />
          </div>
        </section>
      )}
      {others.length > 0 && (
        <section className="shop-section" aria-labelledby="more-title">
          <h2 id="more-title" className="section-title">
            {t('buy.more', { shop: shopName })}
          </h2>
          <ProductGrid products={others} shopOf={() => shop.data?.shop} />
        </section>
      )}
      <CartBar />
    </Page>
  );
}

/** Price, stock, a quantity to add, and what is already in the cart. */
function BuyBox({
  product,
  shopName,
  shop,
}: {
  product: Product;
  shopName: string | undefined;
  shop: Shop | undefined;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const cart = useCart();
  const { town } = useTown();
  const inCart = findInCart(cart, product)?.quantity ?? 0;
  const room = maxQuantity(product.stock, town) - inCart;
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(0);
  const out = isOutOfStock(product);
  const day = useShopDay(shop ?? { hours: [] });
  const shut = shop !== undefined && !day.takesOrders;
  const amount = Math.max(1, Math.min(quantity, room));

  return (
    <div className="buy-box">
      <p className="buy-box__price">
        <ProductPrice product={product} />
        {product.soldBy !== 'weight' && <span className="buy-box__unit"> / {product.unit}</span>}
      </p>
      {out ? (
        <p className="stock stock--out">{t('stock.out')}</p>
      ) : (
        <p className="stock stock--in">
          {product.stock <= 5
            ? t('stock.few', { count: product.stock, n: format.number(product.stock) })
            : t('stock.in')}
        </p>
      )}
      {product.prescriptionRequired ? (
        <>
          <p>{t('buy.prescription')}</p>
          <Link to="/medical/pharmacy" className="button">
            {t('product.needsPrescription')}
          </Link>
        </>
      ) : out ? (
        <button type="button" className="button button--wide" disabled>
          {t('product.unavailable')}
        </button>
      ) : shut ? (
        <>
          <p className="product-card__opens product-card__opens--shut">{day.label}</p>
          <button type="button" className="button button--wide" disabled>
            {t('product.shopClosed')}
          </button>
        </>
      ) : room <= 0 ? (
        <p className="buy-box__limit">{t('buy.limitReached')}</p>
      ) : (
        <>
          {shop && !day.state.open && day.opens && (
            <p className="product-card__opens buy-box__opens">
              {t('product.opensLater', { when: day.opens })}
            </p>
          )}
          <div className="buy-box__add">
            <QuantityStepper
              name={product.name}
              quantity={amount}
              min={1}
              max={room}
              size="large"
              onChange={(count) => {
                setAdded(0);
                setQuantity(Math.max(1, Math.min(amount + count, room)));
              }}
            />
            <button
              type="button"
              className="button button--grow"
              onClick={() => {
                addToCart(cart, toCartItem(product, shopName), amount);
                setAdded(amount);
                setQuantity(1);
              }}
            >
              {t('buy.add', { price: format.price(product.pricePaise * amount) })}
            </button>
          </div>
        </>
      )}
      <p className="buy-box__status" aria-live="polite">
        {added > 0 && t('buy.added', { count: added, n: format.number(added), name: product.name })}
        {inCart > 0 && (
          <>
            {added > 0 ? ' ' : ''}
            {t('buy.inCart', { count: inCart, n: format.number(inCart) })}{' '}
            <Link to="/cart">{t('buy.goToCart')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
