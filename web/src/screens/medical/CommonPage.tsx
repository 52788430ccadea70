import { Link, useParams } from 'react-router-dom';
import { useRead } from '../../backend/useRead';
import { useFormat } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { ReadView } from '../../ui/ReadView';
import { BasketBar, PrescriptionBanner, ProductList, TypeChips } from './PharmacyParts';
import { medicineTypesOf } from './pharmacy';
import './medical.css';

/**
 * /medical/common/{type}: the common medicines of one type. The type is a pharmacy product
 * category as a URL slug ("fever-pain" for "Fever & Pain"); an unknown one says so.
 */
export default function CommonPage() {
  const { t, i18n } = useTranslation(['medical', 'common']);
  const format = useFormat();
  const { type = '' } = useParams();
  const products = useRead('products', { shopType: 'pharmacy' });
  const types = medicineTypesOf(products.data ?? [], i18n.language);
  const current = types.find((entry) => entry.slug === type.toLowerCase());
  const title = current?.label ?? t('medicines.title');
  return (
    <Page
      title={title}
      eyebrow={t('medicines.eyebrow')}
      lead={current ? t('medicines.lead', { type: current.label }) : undefined}
      back="/medical/pharmacy"
      className="med"
    >
      <ReadView state={products} empty={t('pharmacy.empty')}>
        {(list) => {
          if (!current) {
            return (
              <>
                <EmptyState
                  action={
                    <Link to="/medical/pharmacy" className="button button--quiet">
                      {t('medicines.seeAll')}
                    </Link>
                  }
                >
                  {t('medicines.unknown')}
                </EmptyState>
                <section className="med-section" aria-labelledby="med-types">
                  <h2 id="med-types" className="section-title">
                    {t('hub.typesTitle')}
                  </h2>
                  <TypeChips types={types} />
                </section>
              </>
            );
          }
          const ofType = list.filter((product) => product.category === current.name);
          return (
            <>
              <TypeChips types={types} current={current.slug} />
              <section aria-labelledby="med-type-list">
                <h2 id="med-type-list" className="visually-hidden">
                  {t('pharmacy.count', { count: ofType.length, n: format.number(ofType.length) })}
                </h2>
                <ProductList products={ofType} />
              </section>
              <PrescriptionBanner />
            </>
          );
        }}
      </ReadView>
      <BasketBar />
    </Page>
  );
}
