import type { CartItem } from '@town/core';
import { expectedArrivalIfPlaced } from '@town/core/expectedArrival';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { textIn } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useNow } from '../../shell/useNow';
import { type CartApi, useCart, useTown } from '../../state/AppState';
import {
  type CartLineCatalog,
  cartDetails,
  cartTotals,
  maxQuantity,
  needsPrescription,
} from '../../state/cartItems';
import { useChosenSlot } from '../../state/chosenSlot';
import { useDeliveryArea } from '../../state/deliveryArea';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { PrescriptionPhoto } from '../../ui/PrescriptionPhoto';
import { townDayOf } from '../../ui/townDay';
import { type CartShop, CartShopDays, cartShopIds } from './CartShopDays';
import { Checkout } from './Checkout';
import { ProductImage } from './ProductImage';
import { QuantityStepper } from './QuantityStepper';
import { useSlotWords } from './SlotPicker';
import { UndoRemoved } from './UndoRemoved';
import { removeWithUndo, stepCart } from './undoRemoval';
import { type CartPhoto, useCartPhoto } from './useCartPhoto';
import './shop.css';

/** The cart: change counts, remove, empty it, see the total, and check out. */
export default function CartScreen() {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const cart = useCart();
  const cartPhoto = useCartPhoto();
  const lead =
    cart.count > 0
      ? t('cart.lead', { count: cart.count, n: format.number(cart.count) })
      : undefined;
  return (
    <Page title={t('cart.title')} lead={lead} className="shop-page">
      <UndoRemoved />
      {cart.items.length === 0 ? (
        <EmptyState
          action={
            <div className="button-row button-row--center">
              <Link to="/grocery" className="button">
                {t('cart.shopGrocery')}
              </Link>
              <Link to="/catalog" className="button button--quiet">
                {t('cart.browseAll')}
              </Link>
            </div>
          }
        >
          {t('cart.empty')}
        </EmptyState>
      ) : (
        <div className="cart-layout">
          <CartLines cart={cart} photo={cartPhoto} />
          <Checkout photo={cartPhoto} />
        </div>
      )}
    </Page>
  );
}

function CartLines({ cart, photo }: { cart: CartApi; photo: CartPhoto }) {
  const { t, i18n } = useTranslation('shop');
  const prescribed = cart.items.filter(needsPrescription);
  const [confirming, setConfirming] = useState(false);
  const [shops, setShops] = useState<Readonly<Record<string, CartShop>>>({});
  const heardShop = useCallback(
    (shop: CartShop) =>
      setShops((known) => (known[shop.id] === shop ? known : { ...known, [shop.id]: shop })),
    [],
  );
  return (
    <section className="cart-lines" aria-labelledby="cart-items-title">
      <div className="section-head">
        <h2 id="cart-items-title" className="section-title">
          {t('cart.itemsTitle')}
        </h2>
        {!confirming && (
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setConfirming(true)}
          >
            {t('cart.clear')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="confirm" role="alert">
          <p>{t('cart.clearConfirm')}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--danger button--small"
              onClick={cart.clear}
            >
              {t('cart.clearYes')}
            </button>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => setConfirming(false)}
            >
              {t('cart.clearNo')}
            </button>
          </div>
        </div>
      )}
      <ul className="cart-list">
        {cart.items.map((item) => (
          <li key={`${item.id}:${item.name}`}>
            <CartLine item={item} cart={cart} />
          </li>
        ))}
      </ul>
      <CartShopDays items={cart.items} onShop={heardShop} />
      {prescribed.length > 0 && (
        <section className="cart-rx" aria-labelledby="cart-rx-title">
          <h3 id="cart-rx-title" className="cart-rx__title">
            {t('cart.rxTitle')}
          </h3>
          <p className="muted">
            {t('cart.rxFor', {
              names: prescribed.map((item) => cartDetails(item, i18n.language).name).join(', '),
            })}
          </p>
          <PrescriptionPhoto
            photo={photo.photo}
            onPhoto={(next) => {
              photo.setPhoto(next);
              photo.setError(undefined);
            }}
            required
            error={photo.error}
            inputRef={photo.inputRef}
          />
        </section>
      )}
      <CartTotals items={cart.items} shops={shops} />
    </section>
  );
}

/** A line with its shop and product as the catalog has them (the shop read the cart already makes). */
function CartLine({ item, cart }: { item: CartItem; cart: CartApi }) {
  if (typeof item.shopId !== 'string')
    return <CartLineShown item={item} cart={cart} catalog={{}} />;
  return <CartLineOfShop item={item} cart={cart} shopId={item.shopId} />;
}

function CartLineOfShop({ item, cart, shopId }: { item: CartItem; cart: CartApi; shopId: string }) {
  const { data } = useRead('shop', { id: shopId });
  const catalog: CartLineCatalog = data
    ? { shop: data.shop, product: data.products.find((product) => product.id === item.id) }
    : {};
  return <CartLineShown item={item} cart={cart} catalog={catalog} />;
}

function CartLineShown({
  item,
  cart,
  catalog,
}: {
  item: CartItem;
  cart: CartApi;
  catalog: CartLineCatalog;
}) {
  const { t, i18n } = useTranslation('shop');
  const format = useFormat();
  const { town } = useTown();
  const { name, pricePaise, unit, shopName } = cartDetails(item, i18n.language, catalog);
  return (
    <article className="cart-line">
      <ProductImage
        src={typeof item.image === 'string' ? item.image : undefined}
        name={name}
        category={typeof item.category === 'string' ? item.category : ''}
        size="thumb"
      />
      <div className="cart-line__main">
        <h3 className="cart-line__name">
          <Link to={`/buy/${encodeURIComponent(item.id)}`}>{name}</Link>
        </h3>
        <p className="cart-line__meta">
          {[unit, shopName].filter(Boolean).join(' · ')}
          {pricePaise !== undefined && (
            <>
              {unit || shopName ? ' · ' : ''}
              {t('cart.each', { price: format.price(pricePaise) })}
            </>
          )}
        </p>
        <div className="cart-line__controls">
          <QuantityStepper
            name={name}
            quantity={item.quantity}
            max={maxQuantity(item.stock, town)}
            onChange={(count) => stepCart(cart, item, item, count)}
          />
          <button
            type="button"
            className="link-button"
            onClick={() => removeWithUndo(cart, item)}
            aria-label={t('cart.removeNamed', { name })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
      <p className="cart-line__total">
        {pricePaise !== undefined ? format.price(pricePaise * item.quantity) : '—'}
      </p>
    </article>
  );
}

/**
 * When the cart would arrive if placed now: each shop accepts and packs in its own opening hours,
 * then the ride (core's rule, the one the order page follows). Undefined until every shop in the
 * cart is known, and for a cart of lines with no shop.
 */
function useExpectedDelivery(
  items: readonly CartItem[],
  shops: Readonly<Record<string, CartShop>>,
): string | undefined {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const { town } = useTown();
  const now = useNow(60_000);
  const shopIds = cartShopIds(items);
  const known = shopIds.flatMap((id) => shops[id] ?? []);
  if (!town || shopIds.length === 0 || known.length < shopIds.length) return undefined;
  const at = expectedArrivalIfPlaced(town, now, known);
  if (!at) return undefined;
  const time = format.time(at);
  const day = townDayOf(at, now, town.timeZone);
  if (day === 'today') return t('totals.expectedToday', { time });
  if (day === 'tomorrow') return t('totals.expectedTomorrow', { time });
  return t('totals.expectedDay', { day: format.shortDate(at), time });
}

function CartTotals({
  items,
  shops,
}: {
  items: readonly CartItem[];
  shops: Readonly<Record<string, CartShop>>;
}) {
  const { t, i18n } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const { town } = useTown();
  // The fee follows the locality chosen in the checkout below (where the town lists some).
  const totals = cartTotals(items, town, useDeliveryArea(town));
  const expected = useExpectedDelivery(items, shops);
  // A slot chosen in the checkout below is the promise: the estimate would contradict it.
  const slot = useChosenSlot();
  const slotWords = useSlotWords();
  const area = totals.area;
  return (
    <div className="totals">
      <dl className="totals__list">
        <div>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{format.price(totals.subtotalPaise)}</dd>
        </div>
        <div>
          <dt>
            {area
              ? t('totals.deliveryTo', { area: textIn(area, 'name', i18n.language) })
              : t('totals.delivery')}
          </dt>
          <dd>
            {!town
              ? '…'
              : totals.areaMissing
                ? t('totals.chooseArea')
                : totals.deliveryFeePaise === 0
                  ? tc('free')
                  : format.price(totals.deliveryFeePaise)}
          </dd>
        </div>
        <div className="totals__grand">
          <dt>{t('totals.total')}</dt>
          <dd>{format.price(totals.totalPaise)}</dd>
        </div>
        {slot ? (
          <div className="totals__expected">
            <dt>{t('totals.slot')}</dt>
            <dd>{slotWords(slot.choice.window, slot.isToday)}</dd>
          </div>
        ) : (
          expected && (
            <div className="totals__expected">
              <dt>{t('totals.expected')}</dt>
              <dd>{expected}</dd>
            </div>
          )
        )}
      </dl>
      {area && totals.toMinimumPaise > 0 && (
        <p className="totals__hint">
          {tc('area.minimum', {
            area: textIn(area, 'name', i18n.language),
            min: format.price(area.minOrderPaise),
            amount: format.price(totals.toMinimumPaise),
          })}
        </p>
      )}
      {town && totals.toFreeDeliveryPaise > 0 && (
        <p className="totals__hint">
          {t('totals.toFree', {
            amount: format.price(totals.toFreeDeliveryPaise),
            limit: format.price(town.delivery.freeAbovePaise),
          })}
        </p>
      )}
      <p className="totals__note muted">{t('totals.note')}</p>
    </div>
  );
}
