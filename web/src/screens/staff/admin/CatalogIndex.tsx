import { catalogCollections } from '@town/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/useTranslation';

/** Every catalog collection the admin edits, one link each. */
export function CatalogIndex({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('staff');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="catalog-index" className="staff-section">
      <Heading id="catalog-index" className="section-title">
        {t('catalog.title')}
      </Heading>
      <p className="muted">{t('catalog.lead')}</p>
      <ul className="tiles staff-admin-tiles">
        {catalogCollections.map((collection) => (
          <li key={collection}>
            <Link to={`/admin/${collection}`} className="tile">
              <span className="tile__label">{t(`catalog.collections.${collection}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
