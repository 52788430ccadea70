import type { Product, Shop, ShopType } from '@town/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReadState } from '../../backend/useRead';
import { useRead } from '../../backend/useRead';
import { useTranslation } from '../../i18n/useTranslation';
import { Loading } from '../../shell/Loading';
import { Page } from '../../ui/Page';
import { Problem } from '../../ui/Problem';
import { CartBar } from './CartBar';
import { ProductBrowser } from './ProductBrowser';
import { ShopCard } from './ShopCard';
import './shop.css';
import { textIn } from '../../i18n/content';

const catalogTypes = ['grocery', 'bazaar', 'food', 'onlineShop', 'pharmacy'] as const;

/** Each kind of shop's own screen; ?shop= opens it on that shop's products. */
const screenOf: Record<ShopType, string> = {
  grocery: '/grocery',
  bazaar: '/bazaar',
  food: '/food',
  onlineShop: '/onlineShop',
  pharmacy: '/medical/pharmacy',
};

const isCatalogType = (value: string | null): value is ShopType =>
  (catalogTypes as readonly string[]).includes(value ?? '');

/** Several reads as one: loading until all arrive, the first error with a retry of all. */
function combine<T>(states: ReadState<T[]>[]) {
  const failed = states.find((s) => s.error && !s.data);
  return {
    data: states.every((s) => s.data) ? states.flatMap((s) => s.data ?? []) : undefined,
    error: failed?.error,
    retry: () => {
      for (const s of states) if (s.error) s.reload();
    },
  };
}

/** /catalog: every product of every shop, with search, kind and category filters; or the shops. */
export default function CatalogScreen() {
  const { t, i18n } = useTranslation('shop');
  const [params] = useSearchParams();
  const initialType = params.get('type');
  const [type, setType] = useState<ShopType | ''>(isCatalogType(initialType) ? initialType : '');
  const [view, setView] = useState<'products' | 'shops'>(
    params.get('view') === 'shops' ? 'shops' : 'products',
  );

  const products = combine<Product>([
    useRead('products', { shopType: 'grocery' }),
    useRead('products', { shopType: 'bazaar' }),
    useRead('products', { shopType: 'food' }),
    useRead('products', { shopType: 'onlineShop' }),
    useRead('products', { shopType: 'pharmacy' }),
  ]);
  const shops = combine<Shop>([
    useRead('shops', { type: 'grocery' }),
    useRead('shops', { type: 'bazaar' }),
    useRead('shops', { type: 'food' }),
    useRead('shops', { type: 'onlineShop' }),
    useRead('shops', { type: 'pharmacy' }),
  ]);
  const shopName = (shopId: string) => {
    const shop = shops.data?.find((s) => s.id === shopId);
    return shop && textIn(shop, 'name', i18n.language);
  };
  const openShop = (p: Product) => !shops.data || shops.data.some((s) => s.id === p.shopId);

  const current = view === 'products' ? products : shops;
  return (
    <Page title={t('catalog.title')} lead={t('catalog.lead')} back="/" className="shop-page">
      <div className="catalog-bar">
        <fieldset className="segmented" aria-label={t('catalog.view')}>
          <button
            type="button"
            aria-pressed={view === 'products'}
            onClick={() => setView('products')}
          >
            {t('catalog.products')}
          </button>
          <button type="button" aria-pressed={view === 'shops'} onClick={() => setView('shops')}>
            {t('catalog.shops')}
          </button>
        </fieldset>
        <ul className="chips chips--scroll" aria-label={t('catalog.kinds')}>
          <li>
            <button
              type="button"
              className="chip"
              aria-pressed={type === ''}
              onClick={() => setType('')}
            >
              {t('catalog.allKinds')}
            </button>
          </li>
          {catalogTypes.map((kind) => (
            <li key={kind}>
              <button
                type="button"
                className="chip"
                aria-pressed={type === kind}
                onClick={() => setType(kind)}
              >
                {t(`types.${kind}.title`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {current.data === undefined ? (
        current.error ? (
          <Problem error={current.error} onRetry={current.retry} />
        ) : (
          <Loading />
        )
      ) : view === 'products' ? (
        <section aria-labelledby="catalog-products-title">
          <h2 id="catalog-products-title" className="visually-hidden">
            {t('catalog.products')}
          </h2>
          <ProductBrowser
            key={type}
            products={(products.data ?? []).filter(
              (p) => (!type || p.shopType === type) && openShop(p),
            )}
            shopNameOf={shopName}
            shopOf={(shopId) => shops.data?.find((shop) => shop.id === shopId)}
            initialQuery={params.get('q') ?? ''}
            initialCategory={params.get('category') ?? ''}
          />
        </section>
      ) : (
        <ShopList shops={(shops.data ?? []).filter((s) => !type || s.type === type)} />
      )}
      <CartBar />
    </Page>
  );
}

function ShopList({ shops }: { shops: Shop[] }) {
  const { t } = useTranslation('shop');
  const groups = catalogTypes
    .map((kind) => ({ kind, shops: shops.filter((shop) => shop.type === kind) }))
    .filter((group) => group.shops.length > 0);
  if (groups.length === 0) return <p className="empty-state">{t('shops.none')}</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.kind} className="shop-section" aria-labelledby={`shops-${group.kind}`}>
          <h2 id={`shops-${group.kind}`} className="section-title">
            {t(`types.${group.kind}.title`)}
          </h2>
          <ul className="card-list card-list--grid">
            {group.shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard
                  shop={shop}
                  to={
                    shop.type === 'pharmacy'
                      ? screenOf.pharmacy
                      : `${screenOf[shop.type]}?shop=${encodeURIComponent(shop.id)}`
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
