import type { Shop } from '@town/core';
import { Link } from 'react-router-dom';
import { useText } from '../../i18n/content';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../shell/icons';
import { CallLink } from '../../ui/CallLink';
import { MapLink } from '../../ui/places';
import { StatusPill } from '../../ui/StatusPill';
import { useShopDay } from './openingHours';

/** A shop: what it sells, where it is, whether it is open now (or closed by its vendor), a call button and a filter. */
export function ShopCard({
  shop,
  selected,
  onSelect,
  to,
}: {
  shop: Shop;
  selected?: boolean;
  /** Shows only this shop's products; absent where the card is only information. */
  onSelect?: () => void;
  /** Where "See products" goes, where the card lists shops outside their own screen. */
  to?: string;
}) {
  const { t } = useTranslation('shop');
  const day = useShopDay(shop);
  const text = useText();
  return (
    <article className={selected ? 'shop-card shop-card--selected' : 'shop-card'}>
      <h3 className="shop-card__name">{text(shop, 'name')}</h3>
      <StatusPill
        as="p"
        small
        tone={day.state.open ? 'green' : day.takesOrders ? 'slate' : 'red'}
        className="shop-card__hours"
      >
        {day.label}
      </StatusPill>
      <p className="shop-card__description">{text(shop, 'description')}</p>
      <p className="shop-card__address">
        <Icon name="pin" size={16} />
        <span>{shop.address}</span>{' '}
        <MapLink address={shop.address} pin={shop.pin} place={text(shop, 'name')} />
      </p>
      <div className="shop-card__actions">
        <CallLink number={shop.phone} className="call-link call-link--small" />
        {onSelect && (
          <button
            type="button"
            className="button button--quiet button--small"
            aria-pressed={selected ?? false}
            onClick={onSelect}
          >
            {t('shops.showProducts')}
          </button>
        )}
        {to && (
          <Link to={to} className="button button--quiet button--small">
            {t('shops.seeProducts')}
          </Link>
        )}
      </div>
    </article>
  );
}
