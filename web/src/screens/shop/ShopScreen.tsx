import type { Product, Shop } from '@town/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { CartBar } from './CartBar';
import { ProductBrowser } from './ProductBrowser';
import { ShopCard } from './ShopCard';
import './shop.css';
import { useText } from '../../i18n/content';

/** The kinds of shop that have their own shop screen. */
export type StoreType = 'grocery' | 'bazaar' | 'food' | 'onlineShop';

const FordoForm = lazy(() => import('./FordoForm'));

/**
 * The shared shop screen: /grocery, /bazaar, /food and /onlineShop list their shops and
 * products; /grocery/fordo is the same screen showing the shopping-list form.
 */
export default function ShopScreen({ type, fordo = false }: { type: StoreType; fordo?: boolean }) {
  const { t } = useTranslation('shop');
  if (fordo) {
    return (
      <Page
        title={t('fordo.title')}
        eyebrow={t('types.grocery.title')}
        lead={t('fordo.lead')}
        back="/grocery"
        className="shop-page"
      >
        <Suspense fallback={<Loading />}>
          <FordoForm />
        </Suspense>
      </Page>
    );
  }
  return (
    <Page
      title={t(`types.${type}.title`)}
      lead={t(`types.${type}.lead`)}
      back="/"
      className="shop-page"
    >
      {type === 'grocery' && <ListPromo />}
      <ShopAndProducts key={type} type={type} />
      <CartBar />
    </Page>
  );
}

/** Grocery only: "have a list? send it" with a link to /grocery/fordo. */
function ListPromo() {
  const { t } = useTranslation('shop');
  return (
    <aside className="promo" aria-labelledby="promo-title">
      <div>
        <h2 id="promo-title" className="promo__title">
          {t('fordo.promoTitle')}
        </h2>
        <p className="promo__text">{t('fordo.promoText')}</p>
      </div>
      <Link to="/grocery/fordo" className="button promo__button">
        {t('fordo.promoAction')}
      </Link>
    </aside>
  );
}

function ShopAndProducts({ type }: { type: StoreType }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const text = useText();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(params.get('shop') ?? '');
  const productsHead = useRef<HTMLHeadingElement>(null);
  const shops = useRead('shops', { type });
  const products = useRead('products', { shopType: type });

  const open = shops.data ?? [];
  const chosen = open.find((shop) => shop.id === selected);
  const shopOfId = (shopId: string) => open.find((shop) => shop.id === shopId);
  const nameOf = (shopId: string) => {
    const shop = shopOfId(shopId);
    return shop && text(shop, 'name');
  };

  const choose = (shop: Shop) => {
    setSelected(shop.id === selected ? '' : shop.id);
    productsHead.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  /** Products of the open shops only (once the shops are known), or of the chosen one. */
  const forSale = (all: readonly Product[]) =>
    all.filter((p) =>
      chosen ? p.shopId === chosen.id : !shops.data || open.some((s) => s.id === p.shopId),
    );

  return (
    <>
      <section className="shop-section" aria-labelledby="shops-title">
        <div className="section-head">
          <h2 id="shops-title" className="section-title">
            {t('shops.title')}
          </h2>
          {open.length > 1 && (
            // On a phone the shops scroll sideways: say how many there are and that there is more.
            <p className="shop-strip-count">
              {t('shops.count', { count: open.length, n: format.number(open.length) })}
              <span className="shop-strip-count__swipe"> {t('shops.swipe')}</span>
            </p>
          )}
        </div>
        <ReadView state={shops} empty={t('shops.none')}>
          {(list) => (
            <ul className="shop-strip">
              {list.map((shop) => (
                <li key={shop.id}>
                  <ShopCard
                    shop={shop}
                    selected={shop.id === selected}
                    onSelect={() => choose(shop)}
                  />
                </li>
              ))}
            </ul>
          )}
        </ReadView>
      </section>
      <section className="shop-section" aria-labelledby="products-title">
        <div className="section-head">
          <h2 id="products-title" ref={productsHead} className="section-title scroll-target">
            {chosen ? t('products.ofShop', { shop: text(chosen, 'name') }) : t('products.title')}
          </h2>
          {chosen && (
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => setSelected('')}
            >
              {t('products.allShops')}
            </button>
          )}
        </div>
        <ReadView state={products} empty={t('products.none')}>
          {(all) => (
            <ProductBrowser
              products={forSale(all)}
              shopNameOf={chosen ? undefined : nameOf}
              shopOf={(shopId) => open.find((shop) => shop.id === shopId)}
            />
          )}
        </ReadView>
      </section>
    </>
  );
}
