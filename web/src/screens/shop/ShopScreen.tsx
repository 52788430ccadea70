import type { Product, Shop } from '@town/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { type ReadState, useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { ShareLink } from '../../ui/ShareLink';
import { CartBar } from './CartBar';
import { ProductBrowser } from './ProductBrowser';
import { ShopCard } from './ShopCard';
import './shop.css';
import { useText } from '../../i18n/content';

/** The kinds of shop that have their own shop screen. */
export type StoreType = 'grocery' | 'bazaar' | 'food' | 'onlineShop';

const FordoForm = lazy(() => import('./FordoForm'));

/** Navigation state of a shop chosen on this screen. */
interface ShopNavigation {
  toProducts: boolean;
}

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
  return <ShopArea key={type} type={type} />;
}

/**
 * A kind's shops and products. The chosen shop is the page's address (`?shop=<id>`): it can be
 * shared or bookmarked, Back returns to every shop, and the host renders that shop's page with
 * its name as the heading and link preview.
 */
function ShopArea({ type }: { type: StoreType }) {
  const { t } = useTranslation('shop');
  const text = useText();
  const [params] = useSearchParams();
  const shops = useRead('shops', { type });
  const chosen = shops.data?.find((shop) => shop.id === params.get('shop'));
  return (
    <Page
      title={chosen ? text(chosen, 'name') : t(`types.${type}.title`)}
      eyebrow={chosen ? t(`types.${type}.title`) : undefined}
      lead={chosen ? text(chosen, 'description') : t(`types.${type}.lead`)}
      back="/"
      className="shop-page"
    >
      {type === 'grocery' && <ListPromo />}
      <ShopAndProducts type={type} shops={shops} chosen={chosen} />
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

function ShopAndProducts({
  type,
  shops,
  chosen,
}: {
  type: StoreType;
  shops: ReadState<Shop[]>;
  chosen: Shop | undefined;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const text = useText();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const selected = params.get('shop') ?? '';
  const productsHead = useRef<HTMLHeadingElement>(null);
  const products = useRead('products', { shopType: type });

  const open = shops.data ?? [];
  const shopOfId = (shopId: string) => open.find((shop) => shop.id === shopId);
  const nameOf = (shopId: string) => {
    const shop = shopOfId(shopId);
    return shop && text(shop, 'name');
  };

  /** A new page in the history (Back returns to where the visitor was), showing the products. */
  const show = (shopId: string) => {
    const next = new URLSearchParams(params);
    if (shopId) next.set('shop', shopId);
    else next.delete('shop');
    setParams(next, { state: { toProducts: true } satisfies ShopNavigation });
  };
  const choose = (shop: Shop) => show(shop.id === selected ? '' : shop.id);

  // After the shell's scroll to the top of each new page (its effect runs first): to the products
  // when a shop was chosen here, not when Back or a shared link opened the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page visited.
  useEffect(() => {
    if ((location.state as ShopNavigation | null)?.toProducts) {
      productsHead.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [location.key]);

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
              onClick={() => show('')}
            >
              {t('products.allShops')}
            </button>
          )}
        </div>
        {chosen && (
          <div className="button-row shop-share">
            <ShareLink title={text(chosen, 'name')} />
          </div>
        )}
        {selected && shops.data && !chosen && (
          <p className="muted" role="status">
            {t('products.shopGone')}
          </p>
        )}
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
