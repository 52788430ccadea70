import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Page } from '../../ui/Page';
import { TownContact } from './TownContact';
import './info.css';

/**
 * /privacy: a plain-language notice. It describes what the app really does: the browser keys
 * of core storageKeys plus the language, the records the actions store, and who reads them
 * (staff roles and the staff alerts of core notifications).
 */
export default function PrivacyPage() {
  const { t } = useTranslation('info');
  return (
    <Page title={t('privacy.title')} lead={t('privacy.lead')} className="prose-page">
      <section aria-labelledby="privacy-short" className="card privacy-short">
        <h2 id="privacy-short">{t('privacy.shortTitle')}</h2>
        <ul>
          <li>{t('privacy.short1')}</li>
          <li>{t('privacy.short2')}</li>
          <li>{t('privacy.short3')}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-phone">
        <h2 id="privacy-phone">{t('privacy.phoneTitle')}</h2>
        <p>{t('privacy.phoneLead')}</p>
        <ul>
          <li>{t('privacy.phoneCart')}</li>
          <li>{t('privacy.phoneAddress')}</li>
          <li>{t('privacy.phoneOrderContact')}</li>
          <li>{t('privacy.phoneOrderLinks')}</li>
          <li>{t('privacy.phoneBookingLinks')}</li>
          <li>{t('privacy.phoneLanguage')}</li>
          <li>{t('privacy.phoneOffline')}</li>
          <li>{t('privacy.phoneStaff')}</li>
        </ul>
        <p>{t('privacy.phoneClear')}</p>
      </section>

      <section aria-labelledby="privacy-server">
        <h2 id="privacy-server">{t('privacy.serverTitle')}</h2>
        <p>{t('privacy.serverLead')}</p>
        <ul>
          <li>{t('privacy.serverOrders')}</li>
          <li>{t('privacy.serverBookings')}</li>
          <li>{t('privacy.serverAssistance')}</li>
          <li>{t('privacy.serverMessages')}</li>
          <li>{t('privacy.serverLookups')}</li>
          <li>{t('privacy.serverPhotos')}</li>
        </ul>
        <p>{t('privacy.serverPayment')}</p>
      </section>

      <section aria-labelledby="privacy-who">
        <h2 id="privacy-who">{t('privacy.whoTitle')}</h2>
        <ul>
          <li>{t('privacy.whoDesk')}</li>
          <li>{t('privacy.whoShop')}</li>
          <li>{t('privacy.whoBookings')}</li>
          <li>{t('privacy.whoAlerts')}</li>
          <li>{t('privacy.whoFindOrder')}</li>
        </ul>
        <p>{t('privacy.whyFindOrder')}</p>
        <p>{t('privacy.whoNobodyElse')}</p>
      </section>

      <section aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">{t('privacy.deleteTitle')}</h2>
        <p>{t('privacy.deleteHow')}</p>
        <TownContact />
        <p className="privacy-write">
          <Link to="/contact">{t('privacy.deleteWrite')}</Link>
        </p>
      </section>
    </Page>
  );
}
