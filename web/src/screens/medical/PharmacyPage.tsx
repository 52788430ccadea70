import type { Shop } from '@town/core';
import { useRead } from '../../backend/useRead';
import { useTranslation } from '../../i18n/useTranslation';
import { CallLink } from '../../ui/CallLink';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { HoursList } from './Hours';
import { BasketBar, PrescriptionBanner, ProductsByType, TypeChips } from './PharmacyParts';
import { medicineTypesOf } from './pharmacy';
import './medical.css';
import { useText } from '../../i18n/content';

/** /medical/pharmacy: the pharmacy's medicines by type; into the cart or ordered at once. */
export default function PharmacyPage() {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const products = useRead('products', { shopType: 'pharmacy' });
  return (
    <Page title={t('pharmacy.title')} lead={t('pharmacy.lead')} back="/medical" className="med">
      <PharmacyShops />
      <PrescriptionBanner />
      <ReadView state={products} empty={t('pharmacy.empty')}>
        {(list) => (
          <>
            <TypeChips types={medicineTypesOf(list, i18n.language)} />
            <ProductsByType products={list} />
          </>
        )}
      </ReadView>
      <BasketBar />
    </Page>
  );
}

function PharmacyShops() {
  const { data } = useRead('shops', { type: 'pharmacy' });
  if (!data || data.length === 0) return null;
  return (
    <ul className="card-list med-shops">
      {data.map((shop) => (
        <li key={shop.id}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}

function ShopCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['medical', 'common']);
  const text = useText();
  return (
    <article className="card med-shop" aria-label={text(shop, 'name')}>
      <div className="med-shop__body">
        <p className="med-shop__name">{text(shop, 'name')}</p>
        <p className="med-shop__address">{text(shop, 'address')}</p>
        {shop.hours.length > 0 && (
          <div className="med-shop__hours">
            <span className="visually-hidden">{t('hours.label')}: </span>
            <HoursList hours={shop.hours} />
          </div>
        )}
      </div>
      <CallLink number={shop.phone} name={text(shop, 'name')} />
    </article>
  );
}
