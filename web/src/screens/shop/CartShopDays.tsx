import type { CartItem, Shop } from '@town/core';
import { useEffect } from 'react';
import { useRead } from '../../backend/useRead';
import { textIn } from '../../i18n/content';
import { useTranslation } from '../../i18n/useTranslation';
import { useCart } from '../../state/AppState';
import { useShopDay } from './openingHours';

const shopIdOf = (item: CartItem) => (typeof item.shopId === 'string' ? item.shopId : undefined);

/** The shops of a cart's lines, each once, in the order they first appear. */
export const cartShopIds = (items: readonly CartItem[]) => [
  ...new Set(items.flatMap((item) => shopIdOf(item) ?? [])),
];

/** A cart shop's days as the catalog has them, once its read arrives. */
export type CartShop = Pick<Shop, 'id' | 'name' | 'nameBn' | 'hours' | 'closure'>;

/**
 * For each shop in the cart that is not open now: closed by its vendor (its items cannot be
 * delivered; one tap takes them out), or outside its hours (its part waits for the opening).
 * `onShop` hears each shop as it arrives: the totals say when the cart would be delivered.
 */
export function CartShopDays({
  items,
  onShop,
}: {
  items: readonly CartItem[];
  onShop?: (shop: CartShop) => void;
}) {
  return (
    <>
      {cartShopIds(items).map((shopId) => (
        <ShopDayNotice
          key={shopId}
          shopId={shopId}
          items={items.filter((i) => shopIdOf(i) === shopId)}
          onShop={onShop}
        />
      ))}
    </>
  );
}

function ShopDayNotice({
  shopId,
  items,
  onShop,
}: {
  shopId: string;
  items: readonly CartItem[];
  onShop: ((shop: CartShop) => void) | undefined;
}) {
  const { data } = useRead('shop', { id: shopId });
  const shop = data?.shop;
  useEffect(() => {
    if (shop) onShop?.(shop);
  }, [shop, onShop]);
  if (!shop) return null;
  return <Notice shop={shop} items={items} />;
}

function Notice({
  shop,
  items,
}: {
  shop: Pick<Shop, 'name' | 'nameBn' | 'hours' | 'closure'>;
  items: readonly CartItem[];
}) {
  const { t, i18n } = useTranslation('shop');
  const cart = useCart();
  const day = useShopDay(shop);
  const shopName = textIn(shop, 'name', i18n.language);
  if (day.state.open) return null;
  if (day.takesOrders) {
    return (
      <p className="cart-shop-day">
        {day.opens
          ? t('cart.opensLater', { shop: shopName, when: day.opens })
          : t('cart.closedToday', { shop: shopName })}
      </p>
    );
  }
  return (
    <div className="problem problem--stack cart-shop-day" role="alert">
      <p>{t('cart.shopClosed', { shop: shopName, state: day.label })}</p>
      <button
        type="button"
        className="button button--small"
        onClick={() => cart.remove(items.map((item) => item.id))}
      >
        {t('cart.removeShopItems', { count: items.length, shop: shopName })}
      </button>
    </div>
  );
}
