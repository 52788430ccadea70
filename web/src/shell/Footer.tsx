import { Link } from 'react-router-dom';
import { useTown } from '../state/AppState';
import { Icon } from './icons';
import { telHref } from './tel';
import { productName } from './useDocumentTitle';

export function Footer() {
  const { town } = useTown();
  const name = productName(town?.name);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">
            {name}
          </h2>
          {town ? (
            <ul className="footer__contact">
              <li>
                <Icon name="phone" size={18} />
                <a href={telHref(town.contact.phone)}>{town.contact.phone}</a>
              </li>
              <li>
                <Icon name="mail" size={18} />
                <a href={`mailto:${town.contact.email}`}>{town.contact.email}</a>
              </li>
              <li>
                <Icon name="pin" size={18} />
                <span>{town.contact.address}</span>
              </li>
            </ul>
          ) : (
            <p className="footer__muted">Local services for the whole town.</p>
          )}
        </section>
        <nav aria-label="About" className="footer__links">
          <Link to="/aboutUs">About us</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/contact">Contact</Link>
        </nav>
      </div>
      <p className="footer__copy">
        © {new Date().getFullYear()} {name}
      </p>
    </footer>
  );
}
