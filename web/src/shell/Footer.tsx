import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { useTown } from '../state/AppState';
import { Icon } from './icons';
import { telHref } from './tel';
import { useProductName } from './useDocumentTitle';
import { useNow } from './useNow';

export function Footer() {
  const { t } = useTranslation();
  const contact = useTown().town?.contact;
  const name = useProductName();
  const now = useNow(60 * 60_000);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">
            {name}
          </h2>
          {contact?.phone || contact?.email || contact?.address ? (
            <ul className="footer__contact">
              {contact.phone && (
                <li>
                  <Icon name="phone" size={18} />
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </li>
              )}
              {contact.email && (
                <li>
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              )}
              {contact.address && (
                <li>
                  <Icon name="pin" size={18} />
                  <span>{contact.address}</span>
                </li>
              )}
            </ul>
          ) : (
            <p className="footer__muted">{t('footer.tagline')}</p>
          )}
        </section>
        <nav aria-label={t('nav.about')} className="footer__links">
          <Link to="/my">{t('nav.my')}</Link>
          <Link to="/aboutUs">{t('nav.about')}</Link>
          <Link to="/privacy">{t('nav.privacy')}</Link>
          <Link to="/contact">{t('nav.contact')}</Link>
          <Link to="/login">{t('nav.staff')}</Link>
        </nav>
      </div>
      <p className="footer__copy">{t('footer.copyright', { year: now.getFullYear(), name })}</p>
    </footer>
  );
}
