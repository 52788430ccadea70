import type { CartItem, Shop } from '@town/core';
import { useRead } from '../../backend/useRead';
import { textIn } from '../../i18n/content';
import { useTranslation } from '../../i18n/useTranslation';
import { useCart } from '../../state/AppState';
import { useShopDay } from './openingHours';

const shopIdOf = (item: CartItem) => (typeof item.shopId === 'string' ? item.shopId : undefined);

/**
 * For each shop in the cart that is not open now: closed by its vendor (its items cannot be
 * delivered; one tap takes them out), or outside its hours (its part waits for the opening).
 */
export function CartShopDays({ items }: { items: readonly CartItem[] }) {
  const shopIds = [...new Set(items.flatMap((item) => shopIdOf(item) ?? []))];
  return (
    <>
      {shopIds.map((shopId) => (
        <ShopDayNotice
          key={shopId}
          shopId={shopId}
          items={items.filter((i) => shopIdOf(i) === shopId)}
        />
      ))}
    </>
  );
}

function ShopDayNotice({ shopId, items }: { shopId: string; items: readonly CartItem[] }) {
  const { data } = useRead('shop', { id: shopId });
  if (!data) return null;
  return <Notice shop={data.shop} items={items} />;
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
