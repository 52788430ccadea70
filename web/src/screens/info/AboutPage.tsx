import { Link } from 'react-router-dom';
import { useText } from '../../i18n/content';
import { useFormat } from '../../i18n/format';
import { languageNames } from '../../i18n/languages';
import { useTranslation } from '../../i18n/useTranslation';
import { useProductName, useTownName } from '../../shell/useDocumentTitle';
import { useTown } from '../../state/AppState';
import { Page } from '../../ui/Page';
import { areas } from '../home';
import { TownContact } from './TownContact';
import './info.css';

/** /aboutUs: what the app is, what it offers, how ordering works and who runs it. */
export default function AboutPage() {
  const { t } = useTranslation(['info', 'common']);
  const format = useFormat();
  const product = useProductName();
  const { town } = useTown();
  const townName = useTownName();
  const text = useText();
  return (
    <Page
      title={t('about.title')}
      eyebrow={product}
      lead={town && text(town, 'tagline')}
      className="prose-page"
    >
      <section aria-labelledby="about-what">
        <h2 id="about-what">{t('about.whatTitle', { product })}</h2>
        <p>{t('about.what', { town: townName ?? product })}</p>
        <p>{t('about.offline')}</p>
      </section>

      <section aria-labelledby="about-areas">
        <h2 id="about-areas">{t('about.areasTitle')}</h2>
        <ul className="about-areas">
          {areas.map((area) => (
            <li key={area.to}>
              <Link to={area.to}>{t(`common:home.areas.${area.key}.label`)}</Link>
              <span className="muted">{t(`common:home.areas.${area.key}.hint`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-orders">
        <h2 id="about-orders">{t('about.ordersTitle')}</h2>
        <ol className="steps">
          <li>{t('about.orderStep1')}</li>
          <li>{t('about.orderStep2')}</li>
          <li>{t('about.orderStep3')}</li>
        </ol>
        {town && (
          <p>
            {t('about.deliveryFee', {
              fee: format.price(town.delivery.feePaise),
              free: format.price(town.delivery.freeAbovePaise),
            })}
          </p>
        )}
      </section>

      <section aria-labelledby="about-who">
        <h2 id="about-who">{t('about.whoTitle')}</h2>
        <p>{t('about.who')}</p>
        <p>{t('about.wrongNumber')}</p>
        {town && (
          <p>
            {t('about.languages', {
              languages: town.languages.map((language) => languageNames[language]).join(', '),
            })}
          </p>
        )}
      </section>

      <section aria-labelledby="about-contact" className="card about-contact">
        <h2 id="about-contact">{t('about.contactTitle')}</h2>
        <TownContact />
        <p className="about-contact__more">
          <Link to="/contact" className="button">
            {t('about.writeToUs')}
          </Link>
        </p>
      </section>
    </Page>
  );
}
